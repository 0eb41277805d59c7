import { CheckCircle2, Clock } from 'lucide-react';
import type { PaymentsConnection } from '@stepup/contracts';
import {
  PAYMENT_REQUIREMENTS_HEADING,
  PAYMENT_STATE_UPDATES,
  paymentAccountStatus,
  paymentRequirementLabels,
} from '@stepup/domain';

/**
 * A created payments account as the provider sees it: card payments and payouts switched on or
 * not, and what the provider still asks for, each in words (packages/domain payment-account.ts).
 */
export function PaymentAccountState({ connection }: { connection: PaymentsConnection }) {
  const status = paymentAccountStatus(connection);
  const due = paymentRequirementLabels(connection.requirementsDue);
  const waiting = !connection.paymentsEnabled || !connection.payoutsEnabled || due.length > 0;
  return (
    <div className="payment-account">
      <ul className="payment-account__status">
        {(
          [
            [connection.paymentsEnabled, status.payments],
            [connection.payoutsEnabled, status.payouts],
          ] as const
        ).map(([on, text]) => (
          <li key={text} data-on={on}>
            {on ? (
              <CheckCircle2 aria-hidden="true" size={18} className="payment-account__on" />
            ) : (
              <Clock aria-hidden="true" size={18} className="payment-account__off" />
            )}
            {text}
          </li>
        ))}
      </ul>
      {due.length > 0 ? (
        <div className="payment-account__due">
          <p id="payment-account-due" className="payment-account__due-title">
            {PAYMENT_REQUIREMENTS_HEADING}
          </p>
          <ul aria-labelledby="payment-account-due">
            {due.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {waiting ? <p className="payment-account__note">{PAYMENT_STATE_UPDATES}</p> : null}
    </div>
  );
}
