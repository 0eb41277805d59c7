import { useEffect, useState } from 'react';
import { CheckCircle2, CreditCard, ExternalLink } from 'lucide-react';
import { Alert, Button, Card, errorMessage, Preloader } from '@stepup/ui';
import { useConnectPayments } from '../api/connect-payments';
import { usePaymentsConnection } from '../api/get-payments-connection';
import { CONNECT_FAILED, CONTINUE_PAYMENT_SETUP, PAYMENTS_CONNECTED } from '@stepup/domain';
import type { PaymentsConnection } from '@stepup/contracts';
import { PaymentAccountState } from './payment-account-state';

/** Something is left to do at the provider (Stripe's onboarding, "Continue setup"). */
const stillToDo = (connection: PaymentsConnection) =>
  connection.accountCreated &&
  (!connection.paymentsEnabled ||
    !connection.payoutsEnabled ||
    connection.requirementsDue.length > 0);

/**
 * The payments connection: Connect payments (the sandbox connects at once; with Stripe the
 * company is sent to Stripe's onboarding and comes back here), or its state when connected:
 * payments and payouts, and what Stripe still needs with a way back to its onboarding. The state
 * follows the provider while something is left (usePaymentsConnection asks again).
 */
export function PaymentsConnectionCard({
  navigate = (url: string) => window.location.assign(url),
}: {
  /** Leaves for the provider's onboarding page (tests pass their own). */
  navigate?: (url: string) => void;
}) {
  const connection = usePaymentsConnection();
  const connect = useConnectPayments();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  useEffect(() => {
    if (connect.isSuccess && connect.data.onboardingUrl) navigate(connect.data.onboardingUrl);
  }, [connect.isSuccess, connect.data, navigate]);

  async function onConnect() {
    setNotice(null);
    try {
      const answer = await connect.mutateAsync();
      if (!answer.onboardingUrl && answer.connection.paymentsEnabled) {
        setNotice({ tone: 'success', text: PAYMENTS_CONNECTED });
      }
    } catch (err) {
      setNotice({ tone: 'danger', text: errorMessage(err, CONNECT_FAILED) });
    }
  }

  return (
    <Card
      padded
      className="company-section payments-connection"
      aria-labelledby="payments-connection-title"
    >
      <h2 id="payments-connection-title" className="company-section__title">
        Payments connection
      </h2>
      {connection.isPending ? (
        <Preloader label="Loading your payments connection" />
      ) : connection.isError ? (
        <Alert tone="danger">
          Your payments connection could not be loaded. Please reload the page.
        </Alert>
      ) : connection.data.paymentsEnabled ? (
        <div className="payments-connection__state">
          <CheckCircle2 aria-hidden="true" size={28} className="payments-connection__ok" />
          <div className="payments-connection__body">
            <p className="payments-connection__headline">Payments are connected</p>
            <p className="company-section__lead">
              {connection.data.provider === 'stripe'
                ? 'Card payments go straight to your Stripe account.'
                : 'Test mode: payments use the sandbox card provider, no real money moves.'}
            </p>
            <PaymentAccountState connection={connection.data} />
            {stillToDo(connection.data) && connection.data.canConnect ? (
              <Button onClick={onConnect} disabled={connect.isPending}>
                {connect.isPending ? 'Connecting…' : CONTINUE_PAYMENT_SETUP}
                {connection.data.provider === 'stripe' ? (
                  <ExternalLink aria-hidden="true" size={16} className="inline-icon" />
                ) : null}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="payments-connection__state">
          <CreditCard aria-hidden="true" size={28} className="payments-connection__todo" />
          <div className="payments-connection__body">
            <p className="payments-connection__headline">
              {connection.data.accountCreated
                ? 'Finish setting up your payments account'
                : 'Connect payments to start selling'}
            </p>
            <p className="company-section__lead">
              {connection.data.provider === 'stripe'
                ? 'You will go to Stripe to confirm your business and bank details, then come back here. Customers pay you directly; we take no commission on standard vouchers.'
                : 'Test mode: the sandbox card provider connects at once, no real money moves.'}
            </p>
            {connection.data.accountCreated ? (
              <PaymentAccountState connection={connection.data} />
            ) : null}
            {connection.data.canConnect ? (
              <Button onClick={onConnect} disabled={connect.isPending}>
                {connect.isPending
                  ? 'Connecting…'
                  : connection.data.accountCreated
                    ? CONTINUE_PAYMENT_SETUP
                    : 'Connect payments'}
                {connection.data.provider === 'stripe' ? (
                  <ExternalLink aria-hidden="true" size={16} className="inline-icon" />
                ) : null}
              </Button>
            ) : (
              <Alert tone="info">Only the company’s owner can connect payments.</Alert>
            )}
          </div>
        </div>
      )}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </Card>
  );
}
