import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CircleHelp } from 'lucide-react';

/**
 * The setup hint popover (docs/product.md#menus): a help button that opens a short hint linking to
 * /setup-help. Escape or a click elsewhere closes it and focus returns to the button.
 */
export function SetupHint() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="setup-hint" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="setup-hint__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <CircleHelp aria-hidden="true" size={20} />
        <span>Need help?</span>
      </button>
      <div id={panelId} className="setup-hint__panel" hidden={!open}>
        <p>
          Each step takes a few minutes. When every step is ticked you can request your first
          campaign.
        </p>
        <Link to="/setup-help">Read the setup help</Link>
      </div>
    </div>
  );
}
