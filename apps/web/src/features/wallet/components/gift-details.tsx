import { useEffect, useId, useRef, useState } from 'react';

/**
 * GIFTED's 'Details': who the gift went to, shown on hover, on focus and on tap; Escape or a tap
 * elsewhere hides it.
 */
export function GiftDetails({ name, email }: { name: string; email: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <span
      ref={ref}
      className="gift-details"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      <button
        type="button"
        className="gift-details__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        Details
      </button>
      <span id={id} className="gift-details__panel" hidden={!open}>
        <span className="gift-details__label">Gift sent to</span>
        <span className="gift-details__name">{name}</span>
        <span className="gift-details__email">{email}</span>
      </span>
    </span>
  );
}
