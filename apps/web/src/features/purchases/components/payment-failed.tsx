import { Link } from 'react-router';
import { PAYMENT_FAILED } from '@stepup/domain';
import { buttonClassName } from '@stepup/ui';
import { StatusHeading } from './status-heading';

/** 'Payment Failed', the provider's reason when there is one, and the way back to the campaign. */
export function PaymentFailed({
  campaignId,
  error,
}: {
  campaignId: string;
  error?: string | null;
}) {
  return (
    <>
      <StatusHeading tone="failed">{PAYMENT_FAILED}</StatusHeading>
      {error ? <p>{error}</p> : null}
      <Link
        className={buttonClassName({ variant: 'secondary' })}
        to={`/campaign/${encodeURIComponent(campaignId)}`}
      >
        Back to the campaign
      </Link>
    </>
  );
}
