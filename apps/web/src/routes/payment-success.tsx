import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, CheckCircle2, Copy, XCircle } from 'lucide-react';
import {
  ANONYMOUS_DO_NOT_REFRESH,
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
import { keepClientSecret, keptClientSecret } from '../features/purchases/lib/payment-secret';
import { copyText } from '../lib/copy-text';
import './payment-success.css';

/** Payment progress is read about once a second for at most about 30 seconds (spec §4). */
export const STATUS_POLL_MS = 1000;
export const STATUS_POLL_TRIES = 30;

/**
 * The payment result (spec §2 "Payment result"): Stripe's return URL with payment_intent,
 * payment_intent_client_secret and redirect_status (plus our payment_id), the campaign summary,
 * and the status panel for a signed-in customer (processing, complete, failed), a guest who
 * bought in this tab (the client secret from the URL or kept: their voucher code, Copy,
 * 'Activate your account'), or anyone else ('Check status').
 */
export function PaymentSuccessRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id') ?? '';
  const clientSecret = useClientSecret(paymentId);
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
          ) : clientSecret && paymentId ? (
            <GuestStatus campaignId={id} paymentId={paymentId} clientSecret={clientSecret} />
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

/** The query parameter Stripe's return URL carries the payment's client secret in. */
const SECRET_PARAM = 'payment_intent_client_secret';

/**
 * The payment's client secret: taken from Stripe's return URL once, kept for this tab (see
 * payment-secret.ts), and removed from the address bar with a replace (so it stays out of
 * history, bookmarks and a shared link); later renders and a reload read the kept copy.
 */
function useClientSecret(paymentId: string): string | undefined {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(SECRET_PARAM) ?? undefined;
  useEffect(() => {
    if (fromAddress === undefined) return;
    if (paymentId) keepClientSecret(paymentId, fromAddress);
    const rest = new URLSearchParams(params);
    rest.delete(SECRET_PARAM);
    setParams(rest, { replace: true, preventScrollReset: true });
  }, [fromAddress, paymentId, params, setParams]);
  return fromAddress ?? (paymentId ? keptClientSecret(paymentId) : undefined);
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

/** Not in the spec: what the Copy action says once the code is on the clipboard. */
export const CODE_COPIED = 'Copied';
/** Not in the spec: a guest's complete payment whose code is not ready to show yet. */
export const GUEST_CODE_BY_EMAIL =
  'Your voucher code is on its way to you by email. You can also find it by checking again in a minute.';

/**
 * A guest's result (spec §2 "Anonymous buyers"): 'Please do not refresh the page…' with a
 * spinner while the payment's progress is read with its client secret, then the voucher code with
 * Copy, and 'Activate your account' to sign up with the email they bought with.
 */
function GuestStatus({
  campaignId,
  paymentId,
  clientSecret,
}: {
  campaignId: string;
  paymentId: string;
  clientSecret: string;
}) {
  const client = useApiClient();
  const tries = useRef(0);
  const progress = useQuery({
    queryKey: ['payment-status', paymentId, 'guest'],
    queryFn: async () => {
      const answer = await client.purchases.status(paymentId, clientSecret);
      tries.current += 1;
      return { ...answer, tries: tries.current };
    },
    gcTime: 0,
    retry: false,
    // Until the code is issued (the success event may come a moment after the payment).
    refetchInterval: (query) =>
      query.state.data?.status !== 'payment_failed' &&
      !query.state.data?.voucherCode &&
      (query.state.data?.tries ?? 0) < STATUS_POLL_TRIES
        ? STATUS_POLL_MS
        : false,
  });
  const data = progress.data;

  if (data?.status === 'payment_failed' || (!data && progress.isError)) {
    return (
      <>
        <StatusHeading tone="failed">{PAYMENT_FAILED}</StatusHeading>
        {data?.error ? <p>{data.error}</p> : null}
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={`/campaign/${encodeURIComponent(campaignId)}`}
        >
          Back to the campaign
        </Link>
      </>
    );
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
  // About 30 seconds without a code: the email brings it; the page can be asked again.
  const gaveUp = (data?.tries ?? 0) >= STATUS_POLL_TRIES;
  if (gaveUp && data?.status === 'succeeded') {
    return (
      <>
        <StatusHeading tone="complete">{PAYMENT_COMPLETE}</StatusHeading>
        <p>{GUEST_CODE_BY_EMAIL}</p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Check status
        </Button>
      </>
    );
  }
  return (
    <>
      <div role="status" className="payment-result__waiting">
        <StatusHeading tone="processing">{PAYMENT_PROCESSING}</StatusHeading>
        <p>{ANONYMOUS_DO_NOT_REFRESH}</p>
      </div>
      {gaveUp ? (
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Check status
        </Button>
      ) : null}
    </>
  );
}

/** The voucher code, large and easy to read, with Copy and a visible 'Copied'. */
function VoucherCode({ code }: { code: string }) {
  const labelId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  return (
    <div className="voucher-code" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="voucher-code__label">
        Your voucher code
      </span>
      <div className="voucher-code__row">
        <code className="voucher-code__code">{code}</code>
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            void copyText(code).then((copied) => setCopy(copied ? 'copied' : 'failed'));
          }}
        >
          {copy === 'copied' ? (
            <Check aria-hidden="true" size={16} />
          ) : (
            <Copy aria-hidden="true" size={16} />
          )}
          Copy
        </Button>
      </div>
      <span className="voucher-code__status" role="status">
        {copy === 'copied' ? CODE_COPIED : copy === 'failed' ? 'Select the code to copy it' : ''}
      </span>
    </div>
  );
}
