import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatPounds,
  PAYMENT_COMPLETE,
  PAYMENT_PROCESSING,
  PURCHASE_MAY_TAKE_A_MINUTE,
} from '@stepup/domain';
import type { PaymentProgress } from '@stepup/contracts';
import { buttonClassName } from '@stepup/ui';
import { usePurchaseStatus } from '../api/get-purchase-status';
import { PaymentFailed } from './payment-failed';
import { StatusHeading } from './status-heading';

/** Reads the payment's progress until it has an outcome (or about 30 s have passed). */
export function SignedInPaymentStatus({
  campaignId,
  paymentId,
  clientSecret,
  redirectStatus,
}: {
  campaignId: string;
  paymentId: string;
  clientSecret: string | undefined;
  redirectStatus: string | null;
}) {
  const queryClient = useQueryClient();
  const progress = usePurchaseStatus(paymentId, clientSecret);
  const status: PaymentProgress['status'] | undefined = progress.data?.status;

  useEffect(() => {
    if (status !== 'succeeded') return;
    // The new voucher, the next step and the home lists change with a purchase.
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === 'wallet' || queryKey[0] === 'campaign' || queryKey[0] === 'campaigns',
    });
  }, [status, queryClient]);

  const failed =
    status === 'payment_failed' ||
    (status === undefined && (progress.isError || (!paymentId && redirectStatus === 'failed')));
  const complete =
    status === 'succeeded' || (!paymentId && redirectStatus === 'succeeded' && !failed);

  if (complete) {
    return (
      <>
        <StatusHeading tone="complete">{PAYMENT_COMPLETE}</StatusHeading>
        {progress.data ? (
          <p className="payment-result__paid tabular">
            Paid {formatPounds(progress.data.totalPence)}
          </p>
        ) : null}
        <p>{PURCHASE_MAY_TAKE_A_MINUTE}</p>
        <Link className={buttonClassName()} to="/for-me">
          View my vouchers
        </Link>
      </>
    );
  }
  if (failed) {
    return <PaymentFailed campaignId={campaignId} error={progress.data?.error} />;
  }
  return (
    <div role="status">
      <StatusHeading tone="processing">{PAYMENT_PROCESSING}</StatusHeading>
      <p>{PURCHASE_MAY_TAKE_A_MINUTE}</p>
    </div>
  );
}
