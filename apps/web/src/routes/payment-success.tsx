import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import {
  campaignHeadline,
  formatPounds,
  PAYMENT_COMPLETE,
  PAYMENT_FAILED,
  PAYMENT_PROCESSING,
  PURCHASE_MAY_TAKE_A_MINUTE,
} from '@stepup/domain';
import type { PaymentProgress } from '@stepup/contracts';
import {
  Button,
  buttonClassName,
  Card,
  PageTitle,
  Preloader,
  useApiClient,
  useSession,
} from '@stepup/ui';
import { useCampaign } from '../features/campaigns/api/get-campaign';
import { CampaignImage } from '../features/campaigns/components/campaign-image';
import './payment-success.css';

/** Payment progress is read about once a second for at most about 30 seconds (spec §4). */
export const STATUS_POLL_MS = 1000;
export const STATUS_POLL_TRIES = 30;

/**
 * The payment result (spec §2 "Payment result"): Stripe's return URL with payment_intent,
 * payment_intent_client_secret and redirect_status (plus our payment_id), the campaign summary,
 * and the status panel for a signed-in customer (processing, complete, failed) or anyone else.
 */
export function PaymentSuccessRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id') ?? '';
  const clientSecret = params.get('payment_intent_client_secret') ?? undefined;
  const redirectStatus = params.get('redirect_status');
  const { user } = useSession();
  const campaign = useCampaign(id);

  return (
    <div className="ui-container page">
      <PageTitle breadcrumb={[<Link to="/">Home</Link>, 'Payment']}>Payment</PageTitle>
      <div className="payment-result">
        <Card className="payment-result__summary">
          {campaign.isPending ? (
            <Preloader label="Loading campaign" />
          ) : campaign.isError ? (
            <p>
              <Link to={`/campaign/${encodeURIComponent(id)}`}>Back to the campaign</Link>
            </p>
          ) : (
            <>
              <CampaignImage campaign={campaign.data.campaign} eager logoSize={64} />
              <div className="payment-result__about">
                <h2>{campaign.data.campaign.company.name}</h2>
                <p>{campaign.data.campaign.name}</p>
                <p className="payment-result__headline">
                  {campaignHeadline({
                    discounts: campaign.data.campaign.discounts,
                    companyName: campaign.data.campaign.company.name,
                  })}
                </p>
              </div>
            </>
          )}
        </Card>
        <Card className="payment-result__status">
          {user === undefined ? (
            <Preloader label="Loading" />
          ) : user ? (
            <SignedInStatus
              campaignId={id}
              paymentId={paymentId}
              clientSecret={clientSecret}
              redirectStatus={redirectStatus}
            />
          ) : (
            <>
              <StatusHeading tone="complete">{PAYMENT_COMPLETE}</StatusHeading>
              <Button variant="secondary" onClick={() => window.location.reload()}>
                Check status
              </Button>
            </>
          )}
        </Card>
      </div>
    </div>
  );
}

function StatusHeading({
  tone,
  children,
}: {
  tone: 'processing' | 'complete' | 'failed';
  children: string;
}) {
  return (
    <h2 className={`payment-status payment-status--${tone}`}>
      {tone === 'processing' ? (
        <span className="ui-spinner" aria-hidden="true">
          <span className="ui-spinner__ring" />
        </span>
      ) : tone === 'complete' ? (
        <CheckCircle2 aria-hidden="true" size={28} />
      ) : (
        <XCircle aria-hidden="true" size={28} />
      )}
      <span>{children}</span>
    </h2>
  );
}

/** Reads the payment's progress until it has an outcome (or about 30 s have passed). */
function SignedInStatus({
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
  const client = useApiClient();
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: ['payment-status', paymentId],
    queryFn: () => client.purchases.status(paymentId, clientSecret),
    enabled: paymentId !== '',
    gcTime: 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'created' && query.state.dataUpdateCount < STATUS_POLL_TRIES
        ? STATUS_POLL_MS
        : false,
  });
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
    return (
      <>
        <StatusHeading tone="failed">{PAYMENT_FAILED}</StatusHeading>
        {progress.data?.error ? <p>{progress.data.error}</p> : null}
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={`/campaign/${encodeURIComponent(campaignId)}`}
        >
          Back to the campaign
        </Link>
      </>
    );
  }
  return (
    <div role="status">
      <StatusHeading tone="processing">{PAYMENT_PROCESSING}</StatusHeading>
      <p>{PURCHASE_MAY_TAKE_A_MINUTE}</p>
    </div>
  );
}
