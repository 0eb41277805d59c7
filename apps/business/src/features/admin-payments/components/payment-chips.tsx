import type { AdminPayment } from '@stepup/contracts';
import { adminPaymentChips } from '@stepup/domain';

/** A payment's status as small labels (text, never colour alone). */
export function PaymentChips({ payment }: { payment: AdminPayment }) {
  return (
    <span className="review-badges">
      {adminPaymentChips(payment).map((chip) => (
        <span key={chip.label} className={`review-badge payments-chip--${chip.tone}`}>
          {chip.label}
        </span>
      ))}
    </span>
  );
}
