import { useId, useState } from 'react';
import { Check, Gift, Lock, Sparkles, User } from 'lucide-react';
import { Link } from 'react-router';
import {
  amountPaidPence,
  BUY_SIGNED_OUT,
  buyButtonText,
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
import type { CampaignDetail } from '@stepup/contracts';
import { Button, buttonClassName, cx } from '@stepup/ui';
import './purchase-panel.css';

type Choice = number | 'custom';

/**
 * The purchase inputs (spec §2): the ladder with this customer's step, the voucher value
 * (three face values or 'Choose your own'), Myself or Gift, and the buy button. Which step and
 * which slots are open is the server's answer (level, slot statuses). Paying comes with the
 * card form in the next release: the button says what it will do and does not pretend to pay.
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
          <Button block className="purchase__buy" disabled aria-describedby={noteId}>
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
              : 'Card payments open here soon. Your voucher will then appear in My Vouchers & Account.'}
          </p>
        </>
      )}
    </section>
  );
}
