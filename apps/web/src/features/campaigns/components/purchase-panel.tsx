import { useId, useState } from 'react';
import { Check, Gift, Lock, Sparkles, User } from 'lucide-react';
import { Link } from 'react-router';
import {
  amountPaidPence,
  BUY_SIGNED_OUT,
  buyButtonText,
  CAMPAIGN_UNAVAILABLE,
  currentStep,
  firstAvailableSlot,
  formatPounds,
  SLOT_AVAILABLE,
  slotNote,
  slotStatusAt,
  STEPS,
  stepLabel,
  stepStates,
} from '@stepup/domain';
import { ApiError } from '@stepup/contracts';
import type { CampaignDetail, CreatePurchaseResponse } from '@stepup/contracts';
import { Alert, Button, buttonClassName, cx, useApiClient } from '@stepup/ui';
import { CardPaymentModal } from '../../purchases/components/card-payment-modal';
import './purchase-panel.css';

type Choice = number | 'custom';

/**
 * The purchase inputs (spec §2): the ladder with this customer's step, the voucher value
 * (three face values or 'Choose your own'), Myself or Gift, and the buy button. Which step and
 * which slots are open is the server's answer (level, slot statuses). The buy button asks the
 * server to price the choice and opens the card form with its amounts.
 */
export function PurchasePanel({
  detail,
  signedIn,
  giftFeePence,
}: {
  detail: CampaignDetail;
  signedIn: boolean;
  giftFeePence: number | undefined;
}) {
  const { campaign, slotStatuses } = detail;
  const level = campaign.viewerLevel ?? 1;
  const step = currentStep(level);
  const states = stepStates(level);
  const [choice, setChoice] = useState<Choice>(() =>
    step === null ? 'custom' : (firstAvailableSlot(slotStatuses, step) ?? 'custom'),
  );
  const [buyFor, setBuyFor] = useState<'self' | 'gift'>('self');
  const noteId = useId();
  const company = campaign.company.name;
  const custom = choice === 'custom';
  const stepDiscount = step === null ? 0 : (campaign.discounts[step - 1] ?? 0);
  const client = useApiClient();
  const [buying, setBuying] = useState(false);
  const [buyError, setBuyError] = useState<string | null>(null);
  const [purchase, setPurchase] = useState<CreatePurchaseResponse | null>(null);
  // Spec §4 "Buy button enablement": a step to buy, an open face value, and (for now) oneself.
  const canBuy =
    typeof choice === 'number' &&
    step !== null &&
    buyFor === 'self' &&
    slotStatusAt(slotStatuses, step, choice) === SLOT_AVAILABLE;

  /** Asks the server to price the choice and create the card payment (never sends a price). */
  async function buy() {
    if (typeof choice !== 'number' || step === null) return;
    setBuying(true);
    setBuyError(null);
    setPurchase(null);
    try {
      const created = await client.purchases.create({
        campaignId: campaign.id,
        slot: (choice + 1) as 1 | 2 | 3,
        buyFor: 'self',
      });
      if (!created.clientSecret || created.provider !== 'sandbox') {
        setBuyError(CAMPAIGN_UNAVAILABLE);
      } else {
        setPurchase(created);
      }
    } catch (error) {
      setBuyError(
        error instanceof ApiError && error.status !== 503 && error.code !== 'internal'
          ? error.message
          : CAMPAIGN_UNAVAILABLE,
      );
    } finally {
      setBuying(false);
    }
  }

  return (
    <section className="purchase" aria-labelledby="purchase-title">
      <h2 id="purchase-title" className="purchase__title">
        Your discount steps
      </h2>
      <ol className="purchase-steps">
        {STEPS.map((s, index) => {
          const state = states[index];
          const label = stepLabel(s, campaign.discounts);
          const active = !custom && state === 'current';
          return (
            <li
              key={s}
              className={cx(
                'purchase-steps__step',
                `purchase-steps__step--${state}`,
                active && 'is-active',
              )}
            >
              <span className="purchase-steps__number">
                {state === 'bought' ? (
                  <Check aria-hidden="true" size={14} />
                ) : state === 'locked' ? (
                  <Lock aria-hidden="true" size={14} />
                ) : null}
                Step {s}
              </span>
              {state === 'bought' ? (
                <s className="purchase-steps__label">
                  {label}
                  <span className="ui-visually-hidden"> (unlocked)</span>
                </s>
              ) : (
                <span className="purchase-steps__label">{label}</span>
              )}
              {state === 'current' ? <span className="purchase-steps__you">Your step</span> : null}
            </li>
          );
        })}
        <li
          className={cx(
            'purchase-steps__step',
            'purchase-steps__step--custom',
            custom && 'is-active',
          )}
        >
          <span className="purchase-steps__number">
            <Sparkles aria-hidden="true" size={14} /> Your offer
          </span>
          <span className="purchase-steps__label">Custom</span>
        </li>
      </ol>
      {level === 'complete' ? (
        <p className="purchase__note">
          You have unlocked every step of this campaign. You can still propose your own offer.
        </p>
      ) : null}

      <fieldset className="purchase__group">
        <legend>Choose your voucher</legend>
        <div className="purchase-values">
          {campaign.faceValuesPence.map((face, slot) => {
            const status = step === null ? null : slotStatusAt(slotStatuses, step, slot);
            const open = status === SLOT_AVAILABLE;
            const note = status === null ? 'All steps unlocked' : slotNote(status);
            return (
              <label key={slot} className={cx('purchase-value', !open && 'is-disabled')}>
                <input
                  type="radio"
                  name="voucher-value"
                  value={slot}
                  checked={choice === slot}
                  disabled={!open}
                  onChange={() => setChoice(slot)}
                />
                <span className="purchase-value__face tabular">{formatPounds(face)}</span>
                <span className="purchase-value__pay tabular">
                  {open && step !== null
                    ? `Pay ${formatPounds(amountPaidPence(face, stepDiscount))}`
                    : note}
                </span>
              </label>
            );
          })}
          <label className="purchase-value purchase-value--custom">
            <input
              type="radio"
              name="voucher-value"
              value="custom"
              checked={custom}
              onChange={() => setChoice('custom')}
            />
            <span className="purchase-value__face">Choose your own</span>
            <span className="purchase-value__pay">Your value and discount</span>
          </label>
        </div>
      </fieldset>

      <fieldset className="purchase__group">
        <legend>Who is it for?</legend>
        <div className="purchase-for">
          <label className={cx('purchase-for__option', buyFor === 'self' && 'is-checked')}>
            <input
              type="radio"
              name="buy-for"
              value="self"
              checked={buyFor === 'self'}
              onChange={() => setBuyFor('self')}
            />
            <User aria-hidden="true" size={18} /> Myself
          </label>
          <label
            className={cx(
              'purchase-for__option',
              'purchase-for__option--gift',
              buyFor === 'gift' && 'is-checked',
            )}
          >
            <input
              type="radio"
              name="buy-for"
              value="gift"
              checked={buyFor === 'gift'}
              onChange={() => setBuyFor('gift')}
            />
            <Gift aria-hidden="true" size={18} /> Gift
          </label>
        </div>
      </fieldset>

      {!signedIn ? (
        <>
          <Link
            to="/signup"
            className={buttonClassName({ block: true, className: 'purchase__buy' })}
            aria-describedby={noteId}
          >
            {BUY_SIGNED_OUT}
          </Link>
          <p id={noteId} className="purchase__note">
            Create a free account to buy, and each repeat purchase unlocks a bigger discount.
          </p>
        </>
      ) : (
        <>
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
            {custom
              ? 'Request'
              : step === null
                ? 'All steps unlocked'
                : buyButtonText({
                    faceValuePence: campaign.faceValuesPence[choice] ?? 0,
                    discount: stepDiscount,
                    giftFeePence: buyFor === 'gift' ? (giftFeePence ?? 0) : undefined,
                  })}
          </Button>
          <p id={noteId} className="purchase__note">
            {custom
              ? `Custom offers open soon: you will propose a value and a discount, and ${company} answers within 24 hours.`
              : buyFor === 'gift'
                ? 'Buying a gift opens here soon. You can buy for yourself now.'
                : 'You pay by card in the next step. Your voucher then appears in My Vouchers & Account.'}
          </p>
          {purchase ? (
            <CardPaymentModal
              campaignId={campaign.id}
              companyName={company}
              purchase={purchase}
              onClose={() => setPurchase(null)}
              onRetry={() => void buy()}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
