import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { CAMPAIGN_UNAVAILABLE } from '@stepup/domain';
import { Alert, Spinner, useSite } from '@stepup/ui';

/** While a Stripe card form loads (Stripe.js, then its Element). */
export function CardFormLoading() {
  return <Spinner label="Loading the card form" />;
}

/**
 * The Stripe branch of a card form: the site's publishable key (GET /api/site), then the form
 * from its lazy chunk; 'unavailable' when the site has no Stripe key.
 */
export function StripeKeyGate({
  children,
}: {
  children: (publishableKey: string, loading: ReactNode) => ReactNode;
}) {
  const site = useSite();
  if (site.isPending) return <CardFormLoading />;
  const payments = site.data?.payments;
  if (payments?.provider !== 'stripe') {
    return (
      <Alert tone="danger" className="card-form__alert">
        {CAMPAIGN_UNAVAILABLE}
      </Alert>
    );
  }
  return (
    <Suspense fallback={<CardFormLoading />}>
      {children(payments.publishableKey, <CardFormLoading />)}
    </Suspense>
  );
}
