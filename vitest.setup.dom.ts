import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy… and waitFor give up after 1 s by default; on a busy CI machine (many test workers on
// two cores) a lazy route or a fake API answer can take longer than that, failing a test whose
// behaviour is right. A passing test waits no longer for this.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has <dialog> but not its modal behaviour. This stands in for what the browser does with
// showModal(): focus on the first control, Tab kept inside the top dialog, Escape as a cancelable
// `cancel` that closes it unless prevented, close() firing `close`. Only for the jsdom tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const tabbable =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  const modals: HTMLDialogElement[] = [];
  const top = () => modals.filter((d) => d.isConnected && d.open).at(-1);

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modals.push(this);
    const first = this.querySelector<HTMLElement>(`[autofocus], ${tabbable}`);
    (first ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener(
    'keydown',
    (event) => {
      const dialog = top();
      if (!dialog) return;
      if (event.key === 'Escape') {
        if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
      } else if (event.key === 'Tab') {
        const items = [...dialog.querySelectorAll<HTMLElement>(tabbable)];
        const first = items[0];
        const last = items.at(-1);
        const wrapTo = event.shiftKey
          ? document.activeElement === first && last
          : document.activeElement === last && first;
        if (wrapTo) {
          event.preventDefault();
          wrapTo.focus();
        }
      }
    },
    true,
  );
}
