import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  BUY_SIGNED_OUT,
  buyButtonText,
  CAMPAIGN_UNAVAILABLE,
  currentStep,
  firstAvailableSlot,
  SLOT_AVAILABLE,
  slotStatusAt,
  stepStates,
} from '@stepup/domain';
import { ApiError } from '@stepup/contracts';
import type { CampaignDetail, CreatePurchaseResponse } from '@stepup/contracts';
import { Alert, Button, useSession, useSite } from '@stepup/ui';
import { useCreatePurchase } from '../api/create-purchase';
import { BuyForChoice } from './buy-for-choice';
import type { BuyFor } from './buy-for-choice';
import { CardPaymentModal } from './card-payment-modal';
import { DiscountSteps } from './discount-steps';
import { emptyGift, GiftInputs, giftErrors, giftRequest } from './gift-inputs';
import type { GiftValues } from './gift-inputs';
import { emptyGuest, GuestInputs, guestErrors } from './guest-inputs';
import type { GuestValues } from './guest-inputs';
import { PurchaseSummary } from './purchase-summary';
import type { SummaryDetails } from './purchase-summary';
import { VoucherValueChoice } from './voucher-value-choice';
import type { VoucherChoice } from './voucher-value-choice';
import './purchase-panel.css';

/** The order waiting in the summary: the server's answer and what it was asked for. */
interface Review {
  purchase: CreatePurchaseResponse;
  details: SummaryDetails;
}

/**
 * The purchase inputs (docs/product.md#campaign-page): the ladder with this customer's step, the voucher value
 * (three face values or 'Choose your own'), Myself or Gift (with the recipient's details and
 * delivery time), a guest's email and UK confirmation, and the buy button. Which step and
 * which slots are open is the server's answer (level, slot statuses). The buy button checks the
 * inputs with the server's rules, asks the server to price the choice and shows the order with
 * its amounts ('Edit' goes back to the inputs), then the card form.
 */
export function PurchasePanel({ detail }: { detail: CampaignDetail }) {
  const { campaign, slotStatuses } = detail;
  const signedIn = Boolean(useSession().user);
  const giftFeePence = useSite().data?.giftingFeePence;
  // A guest is always on the first step (docs/product.md#buying-as-a-guest: guests buy step 1 or a custom offer).
  const level = signedIn ? (campaign.viewerLevel ?? 1) : 1;
  const step = currentStep(level);
  const states = stepStates(level);
  const [choice, setChoice] = useState<VoucherChoice>(() =>
    step === null ? 'custom' : (firstAvailableSlot(slotStatuses, step) ?? 'custom'),
  );
  const [buyFor, setBuyFor] = useState<BuyFor>('self');
  const [gift, setGift] = useState<GiftValues>(emptyGift);
  const [guest, setGuest] = useState<GuestValues>(emptyGuest);
  // Each bot-check solution is good for one request: a fresh widget after every guest attempt.
  const [botCheckKey, setBotCheckKey] = useState(0);
  const [errors, setErrors] = useState<{
    gift: Record<string, string>;
    guest: Record<string, string>;
  }>({ gift: {}, guest: {} });
  const noteId = useId();
  const company = campaign.company.name;
  const custom = choice === 'custom';
  const giving = buyFor === 'gift';
  const stepDiscount = step === null ? 0 : (campaign.discounts[step - 1] ?? 0);
  const createPurchase = useCreatePurchase();
  const [buying, setBuying] = useState(false);
  const [buyError, setBuyError] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [paying, setPaying] = useState(false);
  const inputsRef = useRef<HTMLDivElement>(null);
  // Where the keyboard goes when the inputs come back ('Edit').
  const focusInputs = useRef(false);
  // docs/product.md#buy-button: a step to buy and an open face value.
  const canBuy =
    typeof choice === 'number' &&
    step !== null &&
    slotStatusAt(slotStatuses, step, choice) === SLOT_AVAILABLE;

  useLayoutEffect(() => {
    if (!focusInputs.current || review) return;
    focusInputs.current = false;
    const inputs = inputsRef.current;
    const target =
      inputs?.querySelector<HTMLElement>('.purchase-inputs input, .purchase-inputs textarea') ??
      inputs?.querySelector<HTMLElement>('input[name="voucher-value"]:checked');
    target?.focus();
  }, [review]);

  /** The inputs' messages (the server's rules, in the browser first); true when all is well. */
  function check(): boolean {
    const found = {
      gift: giving ? giftErrors(gift, new Date()) : {},
      guest: signedIn ? {} : guestErrors(guest),
    };
    setErrors(found);
    const ok = Object.keys(found.gift).length === 0 && Object.keys(found.guest).length === 0;
    if (!ok) {
      requestAnimationFrame(() =>
        inputsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    }
    return ok;
  }

  /**
   * Asks the server to price the choice and create the card payment (never sends a price);
   * shows the order, or goes straight back to the card form when starting again from it.
   */
  async function buy({ pay = false }: { pay?: boolean } = {}) {
    if (typeof choice !== 'number' || step === null) return;
    if (!check()) return;
    setBuying(true);
    setBuyError(null);
    // A card form over for good (a final decline) makes way for a fresh one.
    setPaying(false);
    const giftBody = giving ? giftRequest(gift) : null;
    try {
      const created = await createPurchase.mutateAsync({
        campaignId: campaign.id,
        slot: (choice + 1) as 1 | 2 | 3,
        buyFor,
        ...(giftBody ? { gift: giftBody } : {}),
        ...(signedIn
          ? {}
          : {
              guest: { email: guest.email.trim(), ukConfirmed: guest.ukConfirmed },
              botCheck: guest.botCheck ?? '',
            }),
      });
      if (!created.clientSecret) {
        throw new Error('No card form for this payment');
      }
      setReview({
        purchase: created,
        details: {
          gift: giftBody
            ? {
                name: giftBody.name,
                email: giftBody.email,
                deliverAt: giftBody.deliverAt ? new Date(giftBody.deliverAt) : null,
              }
            : null,
          guestEmail: signedIn ? null : guest.email.trim(),
        },
      });
      setPaying(pay);
    } catch (error) {
      setReview(null);
      setPaying(false);
      focusInputs.current = pay;
      setBuyError(
        error instanceof ApiError && error.status !== 503 && error.code !== 'internal'
          ? error.message
          : CAMPAIGN_UNAVAILABLE,
      );
    } finally {
      setBuying(false);
      if (!signedIn) {
        setGuest((values) => ({ ...values, botCheck: null }));
        setBotCheckKey((key) => key + 1);
      }
    }
  }

  /** A guest's input; once its messages show, they follow the input (and go when it is right). */
  function changeGuest(values: GuestValues) {
    setGuest(values);
    setErrors((current) =>
      Object.keys(current.guest).length > 0 ? { ...current, guest: guestErrors(values) } : current,
    );
  }

  /** 'Edit': back to the inputs as they were, the keyboard on the first of them. */
  function edit() {
    setReview(null);
    setPaying(false);
    focusInputs.current = true;
  }

  const buttonText = custom
    ? 'Request'
    : step === null
      ? 'All steps unlocked'
      : !signedIn
        ? BUY_SIGNED_OUT
        : buyButtonText({
            faceValuePence: campaign.faceValuesPence[choice] ?? 0,
            discount: stepDiscount,
            giftFeePence: giving ? (giftFeePence ?? 0) : undefined,
          });
  const note = custom
    ? `Custom offers open soon: you will propose a value and a discount, and ${company} answers within 24 hours.`
    : !signedIn
      ? 'You check your order, then pay by card. We email your voucher to you.'
      : giving
        ? 'You check your order, then pay by card. We email the gift at the time you chose, and it shows in My Vouchers & Account.'
        : 'You check your order, then pay by card. Your voucher then appears in My Vouchers & Account.';

  return (
    <section className="purchase" aria-labelledby="purchase-title">
      <h2 id="purchase-title" className="purchase__title">
        Your discount steps
      </h2>
      <DiscountSteps discounts={campaign.discounts} states={states} custom={custom} />
      {level === 'complete' ? (
        <p className="purchase__note">
          You have unlocked every step of this campaign. You can still propose your own offer.
        </p>
      ) : null}

      {review ? (
        <>
          <PurchaseSummary
            purchase={review.purchase}
            companyName={company}
            details={review.details}
            busy={buying}
            onEdit={edit}
            onPay={() => setPaying(true)}
          />
          {paying ? (
            <CardPaymentModal
              campaignId={campaign.id}
              companyName={company}
              purchase={review.purchase}
              onClose={() => setPaying(false)}
              onRetry={() => void buy({ pay: true })}
            />
          ) : null}
        </>
      ) : (
        <div ref={inputsRef} className="purchase__inputs">
          <VoucherValueChoice
            faceValuesPence={campaign.faceValuesPence}
            slotStatuses={slotStatuses}
            step={step}
            stepDiscount={stepDiscount}
            choice={choice}
            onChoose={setChoice}
          />
          <BuyForChoice value={buyFor} onChange={setBuyFor} />

          {giving && !custom ? (
            <GiftInputs values={gift} errors={errors.gift} onChange={setGift} />
          ) : null}
          {!signedIn && !custom ? (
            <GuestInputs
              values={guest}
              errors={errors.guest}
              onChange={changeGuest}
              botCheckKey={botCheckKey}
            />
          ) : null}

          {buyError ? (
            <Alert tone="danger" className="purchase__error">
              {buyError}
            </Alert>
          ) : null}
          <Button
            block
            className="purchase__buy"
            disabled={!canBuy || buying}
            aria-describedby={noteId}
            onClick={() => void buy()}
          >
            {buttonText}
          </Button>
          <p id={noteId} className="purchase__note">
            {note}
          </p>
          {!signedIn ? (
            <p className="purchase__note">
              <Link to="/signup">Create a free account</Link> to unlock bigger discounts each time
              you buy again.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
