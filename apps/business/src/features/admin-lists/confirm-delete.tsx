import type { ReactNode } from 'react';
import { Alert, Button } from '@stepup/ui';
import { refusalText } from '../admins/api/refusal';
import '../admin-review/components/admin-review.css';

/**
 * THE body of every admin delete dialog: what will go, the server's refusal (with its reason)
 * when it says no, and Cancel / Delete. `children` replaces the text and buttons (a category in
 * use offers to disable it instead).
 */
export function ConfirmDelete({
  text,
  labels,
  pending,
  error,
  failed,
  onConfirm,
  onCancel,
  children,
}: {
  text: ReactNode;
  labels: { cancel: string; confirm: string; pending: string };
  pending: boolean;
  error: unknown;
  /** Shown when the refusal carries no message of its own. */
  failed: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="admins-form">
      <div aria-live="polite">
        {error ? <Alert tone="danger">{refusalText(error, failed)}</Alert> : null}
      </div>
      {children ?? (
        <>
          {typeof text === 'string' ? <p>{text}</p> : text}
          <div className="review-dialog__actions">
            <Button variant="secondary" onClick={onCancel}>
              {labels.cancel}
            </Button>
            <Button className="review-danger" disabled={pending} onClick={onConfirm}>
              {pending ? labels.pending : labels.confirm}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
