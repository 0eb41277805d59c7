import type { WalletVoucher } from '@stepup/contracts';
import {
  CANCEL_VOUCHER_FAILED,
  cancelGiftConfirmation,
  cancelVoucherConfirmation,
  formatPounds,
  refundOnItsWay,
} from '@stepup/domain';
import { Alert, Button, errorMessage, Modal } from '@stepup/ui';
import { useCancelVoucher } from '../api/cancel-voucher';

/**
 * Asks the buyer to confirm cancelling a voucher (or a gift) within its 14 days, then cancels it.
 * The price paid goes back to the card; the server's refusal (past 14 days, used meanwhile,
 * disputed) shows in the dialog.
 */
export function CancelVoucherDialog({
  voucher,
  onClose,
  onCancelled,
}: {
  voucher: WalletVoucher;
  onClose: () => void;
  /** With the message to show once the dialog has gone. */
  onCancelled: (note: string) => void;
}) {
  const cancel = useCancelVoucher();
  const amount = formatPounds(voucher.refundablePence);
  const gift = voucher.status === 'gifted' && voucher.gift;
  const busy = cancel.isPending;

  function confirm() {
    cancel.mutate(voucher.id, {
      onSuccess: (answer) => onCancelled(refundOnItsWay(formatPounds(answer.refund.amountPence))),
    });
  }

  return (
    <Modal
      title={gift ? 'Cancel this gift?' : 'Cancel this voucher?'}
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <p className="wallet-cancel__text">
        {gift
          ? cancelGiftConfirmation(amount, gift.name)
          : cancelVoucherConfirmation(amount, voucher.company.name)}
      </p>
      {cancel.isError ? (
        <Alert tone="danger">{errorMessage(cancel.error, CANCEL_VOUCHER_FAILED)}</Alert>
      ) : null}
      <div className="wallet-cancel__actions">
        <Button disabled={busy} onClick={confirm}>
          {busy ? 'Cancelling…' : 'Cancel voucher'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          Keep it
        </Button>
      </div>
    </Modal>
  );
}
