import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';

/** GIFTED's 'Details': who the gift went to, shown on hover, on focus and on tap. */
export function GiftDetails({ name, email }: { name: string; email: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  return (
    <span
      className="gift-details"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={onKeyDown}
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
