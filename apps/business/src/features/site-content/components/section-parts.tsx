import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { SITE_CONTENT_TEXT as T, UPDATE_FAILED } from '@stepup/domain';
import { Alert, Button, EmptyState, Preloader } from '@stepup/ui';
import { ConfirmDelete as AdminConfirmDelete } from '../../admin-lists/confirm-delete';

/**
 * One section of /admin/content-management: its heading and lead, the Add button for an admin
 * who may change it, the "Update successful" of its last change, then its list (or the loading,
 * error and empty states).
 */
export function ContentSection({
  id,
  title,
  lead,
  addLabel,
  onAdd,
  done,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  /** Shown only to an admin who may change the section. */
  addLabel?: string | undefined;
  onAdd?: () => void;
  done?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="content-section" aria-labelledby={`${id}-title`}>
      <div className="content-section__head">
        <div>
          <h2 id={`${id}-title`} className="content-section__title">
            {title}
          </h2>
          <p className="content-section__lead">{lead}</p>
        </div>
        {addLabel && onAdd ? (
          <Button onClick={onAdd} className="content-section__add">
            <Plus size={18} aria-hidden="true" /> {addLabel}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">{done ? <Alert tone="success">{T.saved}</Alert> : null}</div>
      {children}
    </section>
  );
}

/** A list's loading, error and empty states, else the list. */
export function ListStates<Data>({
  query,
  loading,
  empty,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: Data | undefined };
  loading: string;
  empty: string;
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Preloader label={loading} />;
  if (query.isError || query.data === undefined)
    return <Alert tone="danger">{query.error?.message ?? UPDATE_FAILED}</Alert>;
  if (isEmpty(query.data)) return <EmptyState title={empty} />;
  return <>{children(query.data)}</>;
}

/** The site-content sections' delete dialog (the admin lists' one, in this area's words). */
export function ConfirmDelete({
  name,
  ...dialog
}: {
  name: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
  /** Replaces the usual text and Delete button (a category in use offers to disable it). */
  children?: ReactNode;
}) {
  return (
    <AdminConfirmDelete
      text={T.deleteText(name)}
      labels={{ cancel: T.cancel, confirm: T.confirmDelete, pending: T.saving }}
      failed={UPDATE_FAILED}
      {...dialog}
    />
  );
}

/** A switch-like checkbox with its label (and an optional hint) on one line. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="content-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The form's Cancel and Save (or Add) buttons. */
export function FormActions({
  pending,
  editing,
  onCancel,
}: {
  pending: boolean;
  editing: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="review-dialog__actions">
      <Button type="button" variant="secondary" onClick={onCancel}>
        {T.cancel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? T.saving : editing ? T.save : T.create}
      </Button>
    </div>
  );
}

/** The status badge of an item customers may or may not see. */
export function ShownBadge({ shown }: { shown: boolean }) {
  return (
    <span className={`review-badge${shown ? ' review-badge--approved' : ' review-badge--ended'}`}>
      {shown ? T.enabled : T.disabled}
    </span>
  );
}

/** A link's host for a short label (the whole address if it cannot be read). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
