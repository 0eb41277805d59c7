import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { REVIEW_REASON_MAX, reviewReasonError } from '@stepup/domain';
import { Alert, Button, Modal } from '@stepup/ui';

/**
 * Confirms a refusal (deny a company, reject a campaign) with its required reason, which the
 * company is emailed. The reason is checked with the domain's rule before anything is sent.
 */
export function ReasonDialog({
  title,
  lead,
  confirmLabel,
  onConfirm,
  onClose,
  pending,
  error,
}: {
  title: string;
  lead: string;
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  pending: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = reviewReasonError(reason);
    setReasonError(problem ?? undefined);
    if (problem) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form className="review-dialog" noValidate onSubmit={onSubmit}>
        <p>{lead}</p>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-reason`}>
            Reason (sent to the company)
          </label>
          <span className="ui-field__hint" id={`${id}-hint`}>
            Required, up to {REVIEW_REASON_MAX} characters.
          </span>
          <textarea
            id={`${id}-reason`}
            className="ui-input review-dialog__reason"
            rows={4}
            maxLength={REVIEW_REASON_MAX + 50}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(reviewReasonError(event.target.value) ?? undefined);
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
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div className="review-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" className="review-danger" disabled={pending}>
            {pending ? 'Saving…' : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
