import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { CompanySale } from '@stepup/contracts';
import {
  CANCEL_SALE_FAILED,
  cancelSaleConfirmation,
  formatPounds,
  refundReasonSchema,
  saleCancelled,
} from '@stepup/domain';
import { Alert, Button, errorMessage, Modal } from '@stepup/ui';
import { useCancelSale } from '../api/cancel-sale';

/** The reason's problem by the domain's rule, or null. */
function reasonProblem(reason: string): string | null {
  const parsed = refundReasonSchema.safeParse(reason);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * An owner cancels one sale's voucher and refunds what is left of its price to the buyer's card,
 * with a reason (kept on the refund). The reason is checked with the domain's rule first; the
 * server's refusal (used meanwhile, disputed) shows in the dialog.
 */
export function CancelSaleDialog({
  sale,
  onClose,
  onCancelled,
}: {
  sale: CompanySale;
  onClose: () => void;
  /** With the message to show once the dialog has gone. */
  onCancelled: (note: string) => void;
}) {
  const id = useId();
  const cancel = useCancelSale();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const amount = formatPounds(Math.max(0, sale.paidPence - sale.refundedPence));
  const busy = cancel.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = reasonProblem(reason);
    setReasonError(problem);
    if (problem) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    cancel.mutate(
      { voucherId: sale.id, reason: reason.trim() },
      {
        onSuccess: (answer) => onCancelled(saleCancelled(formatPounds(answer.refund.amountPence))),
      },
    );
  }

  return (
    <Modal
      title="Cancel and refund?"
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <form className="sale-cancel" noValidate onSubmit={onSubmit}>
        <p>{cancelSaleConfirmation(amount, sale.customerFirstName)}</p>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-reason`}>
            Reason
          </label>
          <span className="ui-field__hint" id={`${id}-hint`}>
            Why you are refunding, for your records (3 to 500 characters).
          </span>
          <textarea
            id={`${id}-reason`}
            className="ui-input sale-cancel__reason"
            rows={3}
            maxLength={550}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(reasonProblem(event.target.value));
            }}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-hint${reasonError ? ` ${id}-error` : ''}`}
            required
          />
          {reasonError ? (
            <span className="ui-field__error" id={`${id}-error`}>
              {reasonError}
            </span>
          ) : null}
        </div>
        {cancel.isError ? (
          <Alert tone="danger">{errorMessage(cancel.error, CANCEL_SALE_FAILED)}</Alert>
        ) : null}
        <div className="sale-cancel__actions">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Keep it
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Cancelling…' : 'Cancel and refund'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
