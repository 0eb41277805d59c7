import { useSearchParams } from 'react-router';
import { PAYMENT_COMPLETE } from '@stepup/domain';
import { Card, Preloader, useSession } from '@stepup/ui';
import { useClientSecret } from '../hooks/use-client-secret';
import { CheckStatusButton, GuestPaymentStatus } from './guest-payment-status';
import { SignedInPaymentStatus } from './signed-in-payment-status';
import { StatusHeading } from './status-heading';
import './payment-status.css';

/**
 * The payment result's status panel (docs/product.md#payment-result-page), read from Stripe's return URL
 * (payment_intent, payment_intent_client_secret and redirect_status, plus our payment_id): a
 * signed-in customer's (processing, complete, failed), a guest's who bought in this tab (the
 * client secret from the URL or kept: their voucher code, Copy, 'Activate your account'), or
 * anyone else's ('Check status').
 */
export function PaymentStatus({ campaignId }: { campaignId: string }) {
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id') ?? '';
  const clientSecret = useClientSecret(paymentId);
  const redirectStatus = params.get('redirect_status');
  const { user } = useSession();

  return (
    <Card className="payment-result__status">
      {user === undefined ? (
        <Preloader label="Loading" />
      ) : user ? (
        <SignedInPaymentStatus
          campaignId={campaignId}
          paymentId={paymentId}
          clientSecret={clientSecret}
          redirectStatus={redirectStatus}
        />
      ) : clientSecret && paymentId ? (
        <GuestPaymentStatus
          campaignId={campaignId}
          paymentId={paymentId}
          clientSecret={clientSecret}
        />
      ) : (
        <>
          <StatusHeading tone="complete">{PAYMENT_COMPLETE}</StatusHeading>
          <CheckStatusButton />
        </>
      )}
    </Card>
  );
}
