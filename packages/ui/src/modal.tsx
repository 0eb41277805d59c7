import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject, SyntheticEvent } from 'react';
import { cx } from './cx';

/**
 * A modal dialog on the native `<dialog>` element opened with `showModal()` (ADR 022): the browser
 * keeps focus inside, makes the page behind inert and turns Escape into a `cancel`. Labelled by
 * its title; focus goes in on open (the browser picks the first control, or `initialFocus`) and
 * back on close; Escape and the backdrop close it. Render it only while open.
 */
export function Modal({
  title,
  onClose,
  children,
  size = 'normal',
  closeLabel = 'Close',
  initialFocus,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: 'normal' | 'large';
  closeLabel?: string;
  /** The control to start on, where the first one (the close button) is not the right place. */
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** Set while the dialog goes away: its own `close` event then asks nothing of the parent. */
  const leaving = useRef(false);

  // A layout effect: its clean-up runs before React removes the element, so close() still can.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    leaving.current = false;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    // A modal dialog does not stop the page behind from scrolling; this does.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      leaving.current = true;
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      previous?.focus?.();
    };
    // Once, on open: a new initialFocus later must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape (or a phone's back gesture): the parent decides, by no longer rendering the dialog.
    event.preventDefault();
    onClose();
  }

  function onDialogClose() {
    // The browser closed it without a cancel it let us stop; keep the parent in step. A `close`
    // that arrives while the dialog is open again is a stale one (React's development mode runs
    // the effect twice: close, then showModal, then the first close's event): nothing to do.
    if (!leaving.current && !dialogRef.current?.open) onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Escape is the dialog's: the page's own Escape handlers (menus, search) stay out of it.
    if (event.key === 'Escape') event.stopPropagation();
  }

  return (
    <dialog
      ref={dialogRef}
      className="ui-modal"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onDialogClose}
      onKeyDown={onKeyDown}
    >
      <div className="ui-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div className={cx('ui-modal__panel', size === 'large' && 'ui-modal__panel--large')}>
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          <button type="button" className="ui-modal__close" onClick={onClose}>
            <span className="ui-visually-hidden">{closeLabel}</span>
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
        <div className="ui-modal__body">{children}</div>
      </div>
    </dialog>
  );
}
