import { Menu, X } from 'lucide-react';
import { cx } from './cx';

/** The 'Menu' toggle of a small-screen navigation panel: a burger, or a cross while open. */
export function MenuButton({
  open,
  controls,
  onToggle,
  className,
}: {
  open: boolean;
  /** The id of the panel it opens. */
  controls: string;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={cx('ui-menu-button', className)}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
      <span className="ui-visually-hidden">Menu</span>
    </button>
  );
}
