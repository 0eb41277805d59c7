import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BUY_SIGNED_OUT,
  buyButtonText,
  CAMPAIGN_UNAVAILABLE,
  CUSTOM_OFFER_REQUEST,
  customOfferNote,
  offerAcceptedAtOnceNote,
  offerCardNotChargedNote,
  currentStep,
  firstAvailableSlot,
  SLOT_AVAILABLE,
  slotStatusAt,
  stepStates,
} from '@stepup/domain';
import { ApiError } from '@stepup/contracts';
import type {
  CampaignDetail,
  CreateCustomOfferResponse,
  CreatePurchaseResponse,
} from '@stepup/contracts';
import { Alert, Button, useFocusFirstInvalid, useSession } from '@stepup/ui';
import { useCreatePurchase } from '../api/create-purchase';
import { useGiftingFee } from '../api/get-gifting-fee';
import { useCreateCustomOffer } from '../api/custom-offers';
import { giftFromLink } from '../lib/gift-link';
import { keepOfferKey } from '../lib/offer-key';
import { loadedPurchaseChecks, loadPurchaseChecks } from '../lib/purchase-checks-loader';
import type { PurchaseChecks } from '../lib/purchase-checks-loader';
import { offerPaymentAsPurchase } from '../lib/offer-payment';
import { BuyForChoice } from './buy-for-choice';
import type { BuyFor } from './buy-for-choice';
import { CustomOfferInputs, customFaceValuePence, defaultCustomOffer } from './custom-offer-inputs';
import type { CustomOfferValues } from './custom-offer-inputs';
import { DiscountSteps } from './discount-steps';
import { emptyGift, GiftInputs, giftRequest } from './gift-inputs';
import type { GiftValues } from './gift-inputs';
import { emptyGuest, GuestInputs } from './guest-inputs';
import type { GuestValues } from './guest-inputs';
import { PurchaseSummary } from './purchase-summary';
import type { SummaryDetails } from './purchase-summary';
import { VoucherValueChoice } from './voucher-value-choice';
import type { VoucherChoice } from './voucher-value-choice';
import './purchase-panel.css';

// The card modals on demand (ADR 047): the campaign page's first load has no card form. Their code
// starts loading when the buyer first focuses the purchase inputs or presses buy, and a modal
// opened before it has arrived appears once it has.
const loadCardPaymentModal = () => import('./card-payment-modal');
const loadCardSetupModal = () => import('./card-setup-modal');
const CardPaymentModal = lazy(() =>
  loadCardPaymentModal().then((module) => ({ default: module.CardPaymentModal })),
);
// The gift form's design picker and preview: their own chunk, fetched once Gift is chosen (ADR 056).
const loadGiftDesignSection = () => import('./gift-design-section');
const GiftDesignSection = lazy(() =>
  loadGiftDesignSection().then((m) => ({ default: m.GiftDesignSection })),
);
const CardSetupModal = lazy(() =>
  loadCardSetupModal().then((module) => ({ default: module.CardSetupModal })),
);

/**
 * The order waiting in the summary: the server's answer and what it was asked for. A custom
 * offer keeps the server's answer too: its card form saves the card (kind 'setup') or, when the
 * company accepts it at once, pays like a purchase (`purchase` is then that payment).
 */
interface Review {
  purchase: CreatePurchaseResponse;
  offer: CreateCustomOfferResponse | null;
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
  // docs/product.md#custom-offers: 'Choose your own' only where the company takes offers.
  const offers = detail.customOffers.enabled ? detail.customOffers : null;
  const sessionUser = useSession().user;
  const signedIn = Boolean(sessionUser);
  // The fee the server charges this customer (their own, else the site's); a guest's the site's.
  const giftFeePence = useGiftingFee();
  // A guest is always on the first step (docs/product.md#buying-as-a-guest: guests buy step 1 or a custom offer).
  const level = signedIn ? (campaign.viewerLevel ?? 1) : 1;
  const step = currentStep(level);
  const states = stepStates(level);
  const [choice, setChoice] = useState<VoucherChoice>(() =>
    step === null ? 'custom' : (firstAvailableSlot(slotStatuses, step) ?? 'custom'),
  );
  // A date reminder's gift link (`?gift=1&to=Name`) opens the gift form with the name filled in.
  const [linkParams] = useSearchParams();
  const [giftLink] = useState(() => giftFromLink(linkParams));
  const [buyFor, setBuyFor] = useState<BuyFor>(giftLink ? 'gift' : 'self');
  const [gift, setGift] = useState<GiftValues>(() =>
    giftLink ? { ...emptyGift, name: giftLink.name } : emptyGift,
  );
  // The chosen gift design (docs/product.md#gift-designs); null = the campaign's own image.
  const [giftDesignId, setGiftDesignId] = useState<string | null>(null);
  const [guest, setGuest] = useState<GuestValues>(emptyGuest);
  const [offerValues, setOfferValues] = useState<CustomOfferValues>(defaultCustomOffer);
  // Each bot-check solution is good for one request: a fresh widget after every guest attempt.
  const [botCheckKey, setBotCheckKey] = useState(0);
  const [errors, setErrors] = useState<{
    gift: Record<string, string>;
    guest: Record<string, string>;
  }>({ gift: {}, guest: {} });
  const noteId = useId();
  const company = campaign.company.name;
  const custom = choice === 'custom' && offers !== null;
  const giving = buyFor === 'gift';
  const stepDiscount = step === null ? 0 : (campaign.discounts[step - 1] ?? 0);
  const createPurchase = useCreatePurchase();
  const createOffer = useCreateCustomOffer();
  const offerFacePence = offers
    ? customFaceValuePence(offerValues, offers.maxFaceValuePence)
    : null;
  const [buying, setBuying] = useState(false);
  const [buyError, setBuyError] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [paying, setPaying] = useState(false);
  const inputsRef = useRef<HTMLDivElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  // True while a buy press waits for the checks.
  const checking = useRef(false);
  // Where the keyboard goes when the inputs come back ('Edit').
  const focusInputs = useRef(false);
  // An admin turned this customer's buying off (the server refuses too): the reason, not the button.
  const refusal = signedIn ? (detail.buyingRefusal ?? null) : null;
  // docs/product.md#buy-button: a step to buy and an open face value.
  const canBuy = refusal
    ? false
    : custom
      ? offerFacePence !== null
      : typeof choice === 'number' &&
        step !== null &&
        slotStatusAt(slotStatuses, step, choice) === SLOT_AVAILABLE;

  useLayoutEffect(() => {
    if (!focusInputs.current || review) return;
    focusInputs.current = false;
    const inputs = inputsRef.current;
    const target =
      inputs?.querySelector<HTMLElement>(
        '.purchase-inputs input:not([type="range"]), .purchase-inputs textarea',
      ) ?? inputs?.querySelector<HTMLElement>('input[name="voucher-value"]:checked');
    target?.focus();
  }, [review]);

  /** Whether the inputs need the gift or guest checks (zod, loaded on demand). */
  const needsChecks = giving || !signedIn;

  /** The buyer starts on the inputs: the checks the buy button will need start loading. */
  function startChecks() {
    if (needsChecks) void loadPurchaseChecks().catch(() => undefined);
    startCardModals();
  }

  /** The card modals' code, before the buyer needs it (a failed download shows when one opens). */
  function startCardModals() {
    void loadCardPaymentModal().catch(() => undefined);
    if (custom) void loadCardSetupModal().catch(() => undefined);
  }

  /**
   * The inputs' messages (the server's rules, in the browser first); true when all is well.
   * `checks` are the loaded gift and guest checks (null when neither applies).
   */
  function check(checks: PurchaseChecks | null): boolean {
    const found = {
      gift: checks && giving ? checks.giftErrors(gift, new Date()) : {},
      guest: checks && !signedIn ? checks.guestErrors(guest) : {},
    };
    setErrors(found);
    const ok = Object.keys(found.gift).length === 0 && Object.keys(found.guest).length === 0;
    if (!ok) {
      focusInvalid(inputsRef.current);
    }
    return ok;
  }

  /**
   * Asks the server to price the choice and create the card payment (never sends a price);
   * shows the order, or goes straight back to the card form when starting again from it.
   */
  async function buy({ pay = false }: { pay?: boolean } = {}) {
    startCardModals();
    const offerFace = custom ? offerFacePence : null;
    if (!custom && (typeof choice !== 'number' || step === null)) return;
    if (custom && offerFace === null) return;
    let checks = needsChecks ? loadedPurchaseChecks() : null;
    if (needsChecks && !checks) {
      // Only the first press can wait for the checks' code; a second one meanwhile sends nothing.
      // Otherwise all below starts in the press itself, as React expects of an event.
      if (checking.current) return;
      checking.current = true;
      try {
        checks = await loadPurchaseChecks();
      } catch {
        // The checks' code could not be downloaded (offline, say).
        setBuyError(CAMPAIGN_UNAVAILABLE);
        return;
      } finally {
        checking.current = false;
      }
    }
    if (!check(checks)) return;
    setBuying(true);
    setBuyError(null);
    // A card form over for good (a final decline) makes way for a fresh one.
    setPaying(false);
    const giftBody = giving
      ? {
          ...giftRequest(gift),
          // A custom offer's gift carries no design (docs/product.md#gift-designs).
          ...(giftDesignId && !custom ? { designId: giftDesignId } : {}),
        }
      : null;
    const common = {
      campaignId: campaign.id,
      buyFor,
      ...(giftBody ? { gift: giftBody } : {}),
      ...(signedIn
        ? {}
        : {
            guest: { email: guest.email.trim(), ukConfirmed: guest.ukConfirmed },
            botCheck: guest.botCheck ?? '',
          }),
    };
    try {
      let purchase: CreatePurchaseResponse;
      let offer: CreateCustomOfferResponse | null = null;
      if (offerFace !== null) {
        offer = await createOffer.mutateAsync({
          ...common,
          faceValuePence: offerFace,
          discount: offerValues.discount,
        });
        // The key proves the offer is this browser's (a guest's only proof): kept for this tab.
        keepOfferKey(offer.offerId, offer.offerKey);
        purchase = offerPaymentAsPurchase(offer, {
          paymentId: offer.paymentId ?? offer.offerId,
          intentId: offer.intentId,
          clientSecret: offer.clientSecret,
          provider: offer.provider,
          connectedAccountId: offer.connectedAccountId,
        });
      } else {
        purchase = await createPurchase.mutateAsync({
          ...common,
          slot: ((choice as number) + 1) as 1 | 2 | 3,
        });
      }
      if (!purchase.clientSecret || (offer?.kind === 'payment' && !offer.paymentId)) {
        throw new Error('No card form for this payment');
      }
      setReview({
        purchase,
        offer,
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

  /** The recipient's input; once its messages show, they follow the input, as the guest's do. */
  function changeGift(values: GiftValues) {
    setGift(values);
    const checks = loadedPurchaseChecks();
    setErrors((current) =>
      checks && Object.keys(current.gift).length > 0
        ? { ...current, gift: checks.giftErrors(values, new Date()) }
        : current,
    );
  }

  /** A guest's input; once its messages show, they follow the input (and go when it is right). */
  function changeGuest(values: GuestValues) {
    setGuest(values);
    // Messages show only after a check, so the checks are loaded by then.
    const checks = loadedPurchaseChecks();
    setErrors((current) =>
      checks && Object.keys(current.guest).length > 0
        ? { ...current, guest: checks.guestErrors(values) }
        : current,
    );
  }

  /** 'Edit': back to the inputs as they were, the keyboard on the first of them. */
  function edit() {
    setReview(null);
    setPaying(false);
    focusInputs.current = true;
  }

  const buttonText = custom
    ? CUSTOM_OFFER_REQUEST
    : step === null
      ? 'All steps unlocked'
      : !signedIn
        ? BUY_SIGNED_OUT
        : buyButtonText({
            faceValuePence:
              typeof choice === 'number' ? (campaign.faceValuesPence[choice] ?? 0) : 0,
            discount: stepDiscount,
            giftFeePence: giving ? (giftFeePence ?? 0) : undefined,
          });
  const note = refusal
    ? refusal
    : custom
      ? customOfferNote(company)
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
      <DiscountSteps
        discounts={campaign.discounts}
        states={states}
        custom={custom}
        customOffers={offers !== null}
      />
      {level === 'complete' ? (
        <p className="purchase__note">
          {offers
            ? 'You have unlocked every step of this campaign. You can still propose your own offer.'
            : 'You have unlocked every step of this campaign.'}
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
            {...(review.offer ? offerSummaryTexts(review.offer, company) : {})}
          />
          <Suspense fallback={null}>
            {paying && review.offer?.kind === 'setup' ? (
              <CardSetupModal
                offer={review.offer}
                companyName={company}
                onClose={() => setPaying(false)}
                onRetry={() => void buy({ pay: true })}
              />
            ) : paying ? (
              <CardPaymentModal
                campaignId={campaign.id}
                companyName={company}
                purchase={review.purchase}
                onClose={() => setPaying(false)}
                onRetry={() => void buy({ pay: true })}
              />
            ) : null}
          </Suspense>
        </>
      ) : (
        <div ref={inputsRef} className="purchase__inputs" onFocus={startChecks}>
          <VoucherValueChoice
            faceValuesPence={campaign.faceValuesPence}
            slotStatuses={slotStatuses}
            step={step}
            stepDiscount={stepDiscount}
            choice={choice}
            onChoose={setChoice}
            customOffers={offers !== null}
          />
          {custom && offers ? (
            <CustomOfferInputs
              values={offerValues}
              maxFaceValuePence={offers.maxFaceValuePence}
              giftFeePence={giving ? (giftFeePence ?? 0) : null}
              onChange={setOfferValues}
            />
          ) : null}
          <BuyForChoice value={buyFor} onChange={setBuyFor} />

          {giving ? <GiftInputs values={gift} errors={errors.gift} onChange={changeGift} /> : null}
          {giving && !custom ? (
            <Suspense fallback={null}>
              <GiftDesignSection
                value={giftDesignId}
                onChange={setGiftDesignId}
                facts={{
                  recipientName: gift.name,
                  senderName: sessionUser?.name ?? null,
                  message: gift.message,
                  faceValuePence:
                    typeof choice === 'number' ? (campaign.faceValuesPence[choice] ?? null) : null,
                  companyName: company,
                  campaignImageUrl: campaign.primaryImageUrl,
                }}
              />
            </Suspense>
          ) : null}
          {!signedIn ? (
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

/** A custom offer's summary: saving the card charges nothing; an offer accepted at once is paid. */
function offerSummaryTexts(offer: CreateCustomOfferResponse, company: string) {
  return offer.kind === 'setup'
    ? {
        title: 'Your offer',
        continueLabel: 'Continue to card details',
        totalLabel: 'Charged if accepted',
        note: offerCardNotChargedNote(company),
      }
    : {
        title: 'Your offer',
        note: offerAcceptedAtOnceNote(company),
      };
}
