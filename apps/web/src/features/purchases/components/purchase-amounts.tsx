import { formatPounds, saleStepLabel } from '@stepup/domain';
import type { CreatePurchaseResponse } from '@stepup/contracts';

/**
 * The amounts of a purchase as the server priced them (face value, step — 'Custom' for a custom
 * offer — price, gift fee, total),
 * as rows of the caller's description list: the order summary and the card form show the same.
 */
export function PurchaseAmountRows({
  purchase,
  companyName,
  showGiftFee,
  totalClassName,
  totalLabel = 'Total',
}: {
  purchase: Pick<
    CreatePurchaseResponse,
    'faceValuePence' | 'step' | 'discount' | 'voucherPricePence' | 'giftingFeePence' | 'totalPence'
  >;
  companyName: string;
  /** A gift's fee row also when the fee is nothing (the buyer chose a gift). */
  showGiftFee: boolean;
  totalClassName: string;
  /** A custom offer's card form says what the total is for ('Charged if accepted'). */
  totalLabel?: string;
}) {
  return (
    <>
      <div>
        <dt>Voucher</dt>
        <dd className="tabular">
          {formatPounds(purchase.faceValuePence)} at {companyName}
        </dd>
      </div>
      <div>
        <dt>{saleStepLabel(purchase.step)}</dt>
        <dd className="tabular">{purchase.discount}% off</dd>
      </div>
      <div>
        <dt>Voucher price</dt>
        <dd className="tabular">{formatPounds(purchase.voucherPricePence)}</dd>
      </div>
      {purchase.giftingFeePence > 0 || showGiftFee ? (
        <div>
          <dt>Gift fee</dt>
          <dd className="tabular">{formatPounds(purchase.giftingFeePence)}</dd>
        </div>
      ) : null}
      <div className={totalClassName}>
        <dt>{totalLabel}</dt>
        <dd className="tabular">{formatPounds(purchase.totalPence)}</dd>
      </div>
    </>
  );
}
