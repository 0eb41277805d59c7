import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function renderModal() {
  const onClose = vi.fn();
  render(
    <StrictMode>
      <Modal title="Offer settings" onClose={onClose}>
        <button type="button">Save</button>
      </Modal>
    </StrictMode>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Offer settings' }) };
}

describe('Modal', () => {
  it('stays open when a stale close event arrives while it is open (development mode opens it twice)', () => {
    const { onClose, dialog } = renderModal();
    expect(dialog).toHaveAttribute('open');
    // A browser delivers the close() of the first, discarded effect after the second showModal().
    dialog.dispatchEvent(new Event('close'));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('tells its parent when the browser closes it', () => {
    const { onClose, dialog } = renderModal();
    (dialog as HTMLDialogElement).close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
