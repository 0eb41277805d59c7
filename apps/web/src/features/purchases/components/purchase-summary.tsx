import { useEffect, useId, useRef } from 'react';
import { Pencil } from 'lucide-react';
import { formatGiftDate } from '@stepup/domain';
import type { CreatePurchaseResponse } from '@stepup/contracts';
import { Button } from '@stepup/ui';
import { PurchaseAmountRows } from './purchase-amounts';
import './purchase-inputs.css';

/** What the buyer chose besides the amounts: who receives it, when, and a guest's email. */
export interface SummaryDetails {
  gift: { name: string; email: string; deliverAt: Date | null } | null;
  guestEmail: string | null;
}

/**
 * The order before the card form (docs/product.md#buying-for-yourself): every amount as the server priced it (never the
 * page's own sums), the recipient and delivery time of a gift, a guest's email; 'Edit' goes
 * back to the inputs, 'Continue to payment' opens the card form.
 */
export function PurchaseSummary({
  purchase,
  companyName,
  details,
  busy,
  onEdit,
  onPay,
  title = 'Your order',
  continueLabel = 'Continue to payment',
  totalLabel,
  note,
}: {
  purchase: CreatePurchaseResponse;
  companyName: string;
  details: SummaryDetails;
  busy?: boolean;
  onEdit: () => void;
  onPay: () => void;
  /** A custom offer's summary: 'Your offer', what happens next, and what the total is for. */
  title?: string;
  continueLabel?: string;
  totalLabel?: string;
  note?: string;
}) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The inputs made way for the summary: take the keyboard and screen reader to it, in view below
  // the sticky site header (focus() alone leaves a heading it counts as visible under the header).
  useEffect(() => {
    const title = titleRef.current;
    title?.focus({ preventScroll: true });
    title?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <section className="purchase-summary" aria-labelledby={titleId}>
      <div className="purchase-summary__head">
        <h3 id={titleId} ref={titleRef} tabIndex={-1} className="purchase-summary__title">
          {title}
        </h3>
        <Button variant="secondary" size="small" onClick={onEdit}>
          <Pencil aria-hidden="true" size={16} /> Edit
        </Button>
      </div>
      <dl className="purchase-summary__list">
        <PurchaseAmountRows
          purchase={purchase}
          companyName={companyName}
          showGiftFee={details.gift !== null}
          totalClassName="purchase-summary__total"
          totalLabel={totalLabel}
        />
        {details.gift ? (
          <>
            <div>
              <dt>Gift for</dt>
              <dd>
                {details.gift.name}
                <span className="purchase-summary__sub">{details.gift.email}</span>
              </dd>
            </div>
            <div>
              <dt>Delivery</dt>
              <dd className="tabular">
                {details.gift.deliverAt
                  ? `${formatGiftDate(details.gift.deliverAt)} (UK time)`
                  : 'Immediately'}
              </dd>
            </div>
          </>
        ) : null}
        {details.guestEmail ? (
          <div>
            <dt>Your email</dt>
            <dd>{details.guestEmail}</dd>
          </div>
        ) : null}
      </dl>
      {note ? <p className="purchase__note">{note}</p> : null}
      <Button block disabled={busy} onClick={onPay}>
        {continueLabel}
      </Button>
    </section>
  );
}
