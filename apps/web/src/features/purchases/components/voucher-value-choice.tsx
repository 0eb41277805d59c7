import {
  amountPaidPence,
  formatPounds,
  SLOT_AVAILABLE,
  slotNote,
  slotStatusAt,
} from '@stepup/domain';
import type { LadderStep } from '@stepup/domain';
import type { CampaignDetail } from '@stepup/contracts';
import { cx } from '@stepup/ui';

/** A face value (its slot: 0, 1 or 2) or 'Choose your own'. */
export type VoucherChoice = number | 'custom';

/**
 * 'Choose your voucher': the campaign's three face values with what this step pays (or why a
 * value is closed), and 'Choose your own' for a custom offer where the campaign takes them.
 */
export function VoucherValueChoice({
  faceValuesPence,
  slotStatuses,
  step,
  stepDiscount,
  choice,
  onChoose,
  customOffers,
}: {
  faceValuesPence: readonly number[];
  slotStatuses: CampaignDetail['slotStatuses'];
  step: LadderStep | null;
  stepDiscount: number;
  choice: VoucherChoice;
  onChoose: (choice: VoucherChoice) => void;
  /** Whether the campaign takes custom offers ('Choose your own' is offered only then). */
  customOffers: boolean;
}) {
  return (
    <fieldset className="purchase__group">
      <legend>Choose your voucher</legend>
      <div className="purchase-values">
        {faceValuesPence.map((face, slot) => {
          const status = step === null ? null : slotStatusAt(slotStatuses, step, slot);
          const open = status === SLOT_AVAILABLE;
          const slotText = status === null ? 'All steps unlocked' : slotNote(status);
          return (
            <label key={slot} className={cx('purchase-value', !open && 'is-disabled')}>
              <input
                type="radio"
                name="voucher-value"
                value={slot}
                checked={choice === slot}
                disabled={!open}
                onChange={() => onChoose(slot)}
              />
              <span className="purchase-value__face tabular">{formatPounds(face)}</span>
              <span className="purchase-value__pay tabular">
                {open && step !== null
                  ? `Pay ${formatPounds(amountPaidPence(face, stepDiscount))}`
                  : slotText}
              </span>
            </label>
          );
        })}
        {customOffers ? (
          <label className="purchase-value purchase-value--custom">
            <input
              type="radio"
              name="voucher-value"
              value="custom"
              checked={choice === 'custom'}
              onChange={() => onChoose('custom')}
            />
            <span className="purchase-value__face">Choose your own</span>
            <span className="purchase-value__pay">Your value and discount</span>
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}
