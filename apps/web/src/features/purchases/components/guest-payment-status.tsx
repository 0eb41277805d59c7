import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  ANONYMOUS_DO_NOT_REFRESH,
  formatPounds,
  GUEST_CODE_BY_EMAIL,
  PAYMENT_COMPLETE,
  PAYMENT_PROCESSING,
} from '@stepup/domain';
import { Button, buttonClassName } from '@stepup/ui';
import { GUEST_POLL_TRIES, useGuestPurchaseStatus } from '../api/get-purchase-status';
import { keepLatestVoucher } from '../lib/latest-voucher';
import { PaymentFailed } from './payment-failed';
import { StatusHeading } from './status-heading';
import { VoucherCode } from './voucher-code';

/**
 * A guest's result (docs/product.md#buying-as-a-guest): 'Please do not refresh the page…' with a
 * spinner while the payment's progress is read with its client secret, then the voucher code with
 * Copy, and 'Activate your account' to sign up with the email they bought with. The latest
 * voucher is kept on the device (local storage).
 */
export function GuestPaymentStatus({
  campaignId,
  paymentId,
  clientSecret,
}: {
  campaignId: string;
  paymentId: string;
  clientSecret: string;
}) {
  const progress = useGuestPurchaseStatus(paymentId, clientSecret);
  const data = progress.data;
  const code = data?.voucherCode;
  useEffect(() => {
    if (!data || !code) return;
    keepLatestVoucher({
      paymentId: data.paymentId,
      campaignId: data.campaignId,
      voucherCode: code,
      totalPence: data.totalPence,
      keptAt: new Date().toISOString(),
    });
    // The answer with the code is the last one read: kept once.
  }, [data, code]);

  if (data?.status === 'payment_failed' || (!data && progress.isError)) {
    return <PaymentFailed campaignId={campaignId} error={data?.error} />;
  }
  if (data?.voucherCode) {
    return (
      <>
        <StatusHeading tone="complete">{PAYMENT_COMPLETE}</StatusHeading>
        <p className="payment-result__paid tabular">Paid {formatPounds(data.totalPence)}</p>
        <VoucherCode code={data.voucherCode} />
        {data.guestEmail ? (
          <div className="payment-result__activate">
            <Link
              className={buttonClassName()}
              to={`/signup?email=${encodeURIComponent(data.guestEmail)}`}
            >
              Activate your account
            </Link>
            <p>view and manage your vouchers, and unlock even bigger discounts</p>
          </div>
        ) : null}
      </>
    );
  }
  // About 14 seconds without a code: the email brings it; the page can be asked again.
  const gaveUp = (data?.tries ?? 0) >= GUEST_POLL_TRIES;
  if (gaveUp && data?.status === 'succeeded') {
    return (
      <>
        <StatusHeading tone="complete">{PAYMENT_COMPLETE}</StatusHeading>
        <p>{GUEST_CODE_BY_EMAIL}</p>
        <CheckStatusButton />
      </>
    );
  }
  return (
    <>
      <div role="status" className="payment-result__waiting">
        <StatusHeading tone="processing">{PAYMENT_PROCESSING}</StatusHeading>
        <p>{ANONYMOUS_DO_NOT_REFRESH}</p>
      </div>
      {gaveUp ? <CheckStatusButton /> : null}
    </>
  );
}

/** 'Check status': the page read again. */
export function CheckStatusButton() {
  return (
    <Button variant="secondary" onClick={() => window.location.reload()}>
      Check status
    </Button>
  );
}
