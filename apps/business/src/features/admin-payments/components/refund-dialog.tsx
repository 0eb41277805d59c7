import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminPaymentDetail } from '@stepup/contracts';
import {
  ADMIN_REFUND_AMOUNT_HINT,
  ADMIN_REFUND_AMOUNT_LABEL,
  ADMIN_REFUND_BACK,
  ADMIN_REFUND_CANCEL,
  ADMIN_REFUND_CANCEL_HINT,
  ADMIN_REFUND_CANCEL_LABEL,
  ADMIN_REFUND_CANCEL_UNAVAILABLE,
  ADMIN_REFUND_CONTINUE,
  ADMIN_REFUND_REASON_HINT,
  ADMIN_REFUND_REASON_LABEL,
  ADMIN_REFUND_SENDING,
  REFUND_AMOUNT_INVALID,
  adminRefundConfirm,
  adminRefundConfirmButton,
  adminRefundDone,
  adminRefundLead,
  formatPounds,
  parsePoundsToPence,
  refundAmountRefusal,
  refundReasonSchema,
} from '@stepup/domain';
import { Alert, Button, TextField } from '@stepup/ui';
import { useRefundPayment } from '../api/refund-payment';

const poundsText = (pence: number) => (pence / 100).toFixed(2);

/**
 * The admin's refund of a payment, in two steps: the amount (all that is left unless changed),
 * whether the voucher is cancelled too (by default for a full refund, when it still can be) and
 * a reason; then a confirmation naming the amount. Checked with the domain's rules before
 * anything is sent; the server's refusal (or a refused identity check) is shown in the dialog.
 */
export function RefundForm({
  detail,
  onBack,
  onDone,
}: {
  detail: AdminPaymentDetail;
  onBack: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const refund = useRefundPayment(detail.payment.id);
  const left = detail.refundablePence;
  const [amount, setAmount] = useState(poundsText(left));
  const [cancelTouched, setCancelTouched] = useState(false);
  const [cancelVoucher, setCancelVoucher] = useState(detail.voucherCancellable);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<{ amountPence: number; reason: string } | null>(
    null,
  );

  const payment = {
    status: detail.payment.status,
    amountCapturedPence: detail.payment.amountCapturedPence,
    refundedOrPendingPence: detail.payment.amountCapturedPence - left,
  };
  const amountProblem = (text: string) => {
    const pence = parsePoundsToPence(text);
    return pence === null ? REFUND_AMOUNT_INVALID : refundAmountRefusal(payment, pence);
  };

  function onAmount(text: string) {
    setAmount(text);
    if (errors.amount) setErrors((e) => ({ ...e, amount: amountProblem(text) ?? undefined }));
    // Until the admin decides, the voucher goes with a full refund and stays with a partial one.
    if (!cancelTouched && detail.voucherCancellable)
      setCancelVoucher(parsePoundsToPence(text) === left);
  }

  function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amountError = amountProblem(amount) ?? undefined;
    const reasonResult = refundReasonSchema.safeParse(reason);
    const reasonError = reasonResult.success ? undefined : reasonResult.error.issues[0]?.message;
    setErrors({ amount: amountError, reason: reasonError });
    if (amountError || !reasonResult.success) {
      document.getElementById(amountError ? `${id}-amount` : `${id}-reason`)?.focus();
      return;
    }
    refund.reset();
    setConfirming({ amountPence: parsePoundsToPence(amount)!, reason: reasonResult.data });
  }

  function onConfirm() {
    if (!confirming) return;
    const willCancel = cancelVoucher && detail.voucherCancellable;
    refund.mutate(
      { amountPence: confirming.amountPence, cancelVoucher: willCancel, reason: confirming.reason },
      { onSuccess: () => onDone(adminRefundDone(formatPounds(confirming.amountPence))) },
    );
  }

  if (confirming) {
    const pounds = formatPounds(confirming.amountPence);
    return (
      <div className="review-dialog">
        <p>{adminRefundConfirm(pounds, cancelVoucher && detail.voucherCancellable)}</p>
        {refund.isError ? <Alert tone="danger">{refund.error.message}</Alert> : null}
        <div className="review-dialog__actions">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {ADMIN_REFUND_BACK}
          </Button>
          <Button className="review-danger" disabled={refund.isPending} onClick={onConfirm}>
            {refund.isPending ? ADMIN_REFUND_SENDING : adminRefundConfirmButton(pounds)}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="review-dialog" noValidate onSubmit={onContinue}>
      <p>{adminRefundLead(formatPounds(left))}</p>
      <TextField
        id={`${id}-amount`}
        label={ADMIN_REFUND_AMOUNT_LABEL}
        hint={ADMIN_REFUND_AMOUNT_HINT}
        error={errors.amount}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => onAmount(event.target.value)}
        required
      />
      <div className="payments-check">
        <input
          id={`${id}-cancel`}
          type="checkbox"
          checked={cancelVoucher && detail.voucherCancellable}
          disabled={!detail.voucherCancellable}
          onChange={(event) => {
            setCancelTouched(true);
            setCancelVoucher(event.target.checked);
          }}
          aria-describedby={`${id}-cancel-hint`}
        />
        <label htmlFor={`${id}-cancel`}>{ADMIN_REFUND_CANCEL_LABEL}</label>
        <span className="ui-field__hint" id={`${id}-cancel-hint`}>
          {detail.voucherCancellable ? ADMIN_REFUND_CANCEL_HINT : ADMIN_REFUND_CANCEL_UNAVAILABLE}
        </span>
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-reason`}>
          {ADMIN_REFUND_REASON_LABEL}
        </label>
        <span className="ui-field__hint" id={`${id}-reason-hint`}>
          {ADMIN_REFUND_REASON_HINT}
        </span>
        <textarea
          id={`${id}-reason`}
          className="ui-input review-dialog__reason"
          rows={3}
          maxLength={550}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (errors.reason) {
              const result = refundReasonSchema.safeParse(event.target.value);
              setErrors((e) => ({
                ...e,
                reason: result.success ? undefined : result.error.issues[0]?.message,
              }));
            }
          }}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={`${id}-reason-hint${errors.reason ? ` ${id}-reason-error` : ''}`}
          required
        />
        {errors.reason ? (
          <span className="ui-field__error" id={`${id}-reason-error`}>
            {errors.reason}
          </span>
        ) : null}
      </div>
      <div className="review-dialog__actions">
        <Button variant="secondary" onClick={onBack}>
          {ADMIN_REFUND_CANCEL}
        </Button>
        <Button type="submit">{ADMIN_REFUND_CONTINUE}</Button>
      </div>
    </form>
  );
}
