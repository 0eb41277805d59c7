import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BadgePercent } from 'lucide-react';
import type {
  AdminCampaign,
  AdminCampaignListQuery,
  CampaignActionRequest,
} from '@stepup/contracts';
import type { CampaignAdminAction } from '@stepup/domain';
import { availableCampaignActions, formatPounds, UPDATE_SUCCESSFUL } from '@stepup/domain';
import { Alert, Button, EmptyState, Modal, Preloader } from '@stepup/ui';
import { useActOnCampaign } from '../api/act-on-campaign';
import { useAdminCampaignPage } from '../api/get-admin-campaigns';
import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { ListPager, usePageParam } from '../../admin-lists/list-pager';
import { formatDay } from './format';
import { ReviewFilter } from './review-filter';
import { ReasonDialog } from './reason-dialog';
import { FlagBadge, StatusBadge } from './status-badge';

const statuses = [
  { value: '', label: 'All (pending first)' },
  { value: 'pending', label: 'Pending' },
  { value: 'live', label: 'Live' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'ended', label: 'Ended' },
] as const;

export const campaignActionLabels: Record<CampaignAdminAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  feature: 'Feature',
  unfeature: 'Unfeature',
  'top-pick-on': 'Make top pick',
  'top-pick-off': 'Remove top pick',
  freeze: 'Freeze',
  unfreeze: 'Unfreeze',
  end: 'End campaign',
};

const done: Record<CampaignAdminAction, string> = {
  approve: 'is live',
  reject: 'is rejected',
  feature: 'is featured',
  unfeature: 'is no longer featured',
  'top-pick-on': 'is a top pick',
  'top-pick-off': 'is no longer a top pick',
  freeze: 'is frozen',
  unfreeze: 'is no longer frozen',
  end: 'has ended',
};

/** Shown as buttons in the row; the other actions wait behind "More" so a row stays one line high. */
const inRow: ReadonlySet<CampaignAdminAction> = new Set([
  'approve',
  'reject',
  'freeze',
  'unfreeze',
]);

/** A campaign's actions: the review and freeze ones in the row, the rest in a "More" menu. */
function CampaignActions({
  campaign,
  disabled,
  onAction,
}: {
  campaign: AdminCampaign;
  disabled: boolean;
  onAction: (action: CampaignAdminAction) => void;
}) {
  const actions = availableCampaignActions(campaign, true);
  const button = (action: CampaignAdminAction) => (
    <Button
      key={action}
      size="small"
      variant={action === 'approve' ? 'primary' : 'secondary'}
      className={action === 'reject' || action === 'end' ? 'review-danger-outline' : undefined}
      disabled={disabled}
      aria-label={`${campaignActionLabels[action]} ${campaign.name}`}
      onClick={(event) => {
        // A chosen "More" action closes its menu.
        event.currentTarget.closest('details')?.removeAttribute('open');
        onAction(action);
      }}
    >
      {campaignActionLabels[action]}
    </Button>
  );
  const more = actions.filter((action) => !inRow.has(action));
  return (
    <span className="review-actions">
      {actions.filter((action) => inRow.has(action)).map(button)}
      {more.length ? (
        <details className="review-more">
          <summary
            className="ui-button ui-button--secondary ui-button--small"
            aria-label={`More actions for ${campaign.name}`}
          >
            More
          </summary>
          <span className="review-more__menu">{more.map(button)}</span>
        </details>
      ) : null}
    </span>
  );
}

type Asking = { campaign: AdminCampaign; action: 'reject' | 'end' } | null;

/** /admin/campaigns: requests to review first, then every campaign with its switches. */
export function CampaignsList() {
  const [params] = useSearchParams();
  const query: AdminCampaignListQuery = {
    status: (params.get('status') || undefined) as AdminCampaignListQuery['status'],
    q: params.get('q') || undefined,
  };
  const page = usePageParam();
  const campaigns = useAdminCampaignPage(page > 1 ? { ...query, page } : query);
  const act = useActOnCampaign();
  // A level that only reads campaigns gets no actions (nor More menu): the server would refuse them.
  const mayWrite = useAdminMayWrite('campaigns');
  const [asking, setAsking] = useState<Asking>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string }>();

  function run(campaign: AdminCampaign, body: CampaignActionRequest) {
    setResult(undefined);
    act.mutate(
      { id: campaign.id, ...body },
      {
        onSuccess: () => {
          setAsking(null);
          setResult({
            tone: 'success',
            text: `${UPDATE_SUCCESSFUL}: ${campaign.name} ${done[body.action]}.`,
          });
        },
        onError: (error) => {
          if (!asking) setResult({ tone: 'danger', text: `${campaign.name}: ${error.message}` });
        },
      },
    );
  }

  function onAction(campaign: AdminCampaign, action: CampaignAdminAction) {
    act.reset();
    if (action === 'reject' || action === 'end') setAsking({ campaign, action });
    else run(campaign, { action });
  }

  return (
    <>
      <ReviewFilter label="Find campaigns" statuses={statuses} searchLabel="Campaign or company" />
      <div aria-live="polite">
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      </div>
      {campaigns.isPending ? (
        <Preloader label="Loading campaigns" />
      ) : campaigns.isError ? (
        <Alert tone="danger">{campaigns.error.message}</Alert>
      ) : campaigns.data.campaigns.length === 0 ? (
        <EmptyState title="No campaigns found" icon={<BadgePercent size={32} />}>
          {query.q || query.status
            ? 'Try another name or status, or show all campaigns.'
            : 'Campaign requests appear here when companies send them.'}
        </EmptyState>
      ) : (
        <div className="review-table-wrap">
          <table className="review-table">
            <caption className="ui-visually-hidden">Campaigns, pending requests first</caption>
            <thead>
              <tr>
                <th scope="col">Campaign</th>
                <th scope="col">Status</th>
                <th scope="col">Values and discounts</th>
                <th scope="col">Total value</th>
                <th scope="col">Sold</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.data.campaigns.map((campaign) => (
                <tr key={campaign.id}>
                  <th scope="row" className="review-table__title">
                    <span className="review-table__name">{campaign.name}</span>
                    <Link
                      className="review-table__sub"
                      to={`/admin/companies/${campaign.companyId}`}
                    >
                      {campaign.companyName}
                    </Link>
                    <span className="review-table__sub">
                      Requested {formatDay(campaign.createdAt)}
                    </span>
                  </th>
                  <td data-label="Status">
                    <div>
                      <span className="review-badges">
                        <StatusBadge status={campaign.status} />
                        {campaign.featured ? <FlagBadge>Featured</FlagBadge> : null}
                        {campaign.topPick ? <FlagBadge>Top pick</FlagBadge> : null}
                        {campaign.frozen ? <FlagBadge>Frozen</FlagBadge> : null}
                      </span>
                      {campaign.rejectionReason ? (
                        <span className="review-table__sub">
                          Reason: {campaign.rejectionReason}
                        </span>
                      ) : null}
                    </div>
                  </td>
                  <td data-label="Values and discounts" className="review-offer">
                    <div>
                      <span>{campaign.faceValuesPence.map(formatPounds).join(' / ')}</span>
                      <span className="review-table__sub">
                        {campaign.discounts.map((d) => `${d}%`).join(' / ')} off (steps 1 / 2 / 3)
                      </span>
                    </div>
                  </td>
                  <td data-label="Total value" className="review-money">
                    {formatPounds(campaign.totalValuePence)}
                  </td>
                  <td data-label="Sold">{campaign.soldPercent}%</td>
                  <td className="review-table__actions">
                    {campaign.status === 'pending' && campaign.companyStatus !== 'approved' ? (
                      <span className="review-note">
                        Company {campaign.companyStatus}: approve the company first.
                      </span>
                    ) : null}
                    {mayWrite ? (
                      <CampaignActions
                        campaign={campaign}
                        disabled={act.isPending}
                        onAction={(action) => onAction(campaign, action)}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {campaigns.data ? (
        <ListPager
          total={campaigns.data.total}
          pageSize={campaigns.data.pageSize}
          totalCapped={campaigns.data.totalCapped}
        />
      ) : null}
      {asking?.action === 'reject' ? (
        <ReasonDialog
          title={`Reject ${asking.campaign.name}?`}
          lead={`${asking.campaign.companyName}'s owners are emailed that the request was not approved, with your reason.`}
          confirmLabel="Reject campaign"
          pending={act.isPending}
          error={act.isError ? act.error.message : undefined}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => run(asking.campaign, { action: 'reject', reason })}
        />
      ) : asking?.action === 'end' ? (
        <Modal title={`End ${asking.campaign.name}?`} onClose={() => setAsking(null)}>
          <div className="review-dialog">
            <p>
              Customers can no longer buy it. Vouchers already sold stay valid. Ending a campaign
              cannot be undone.
            </p>
            {act.isError ? <Alert tone="danger">{act.error.message}</Alert> : null}
            <div className="review-dialog__actions">
              <Button variant="secondary" onClick={() => setAsking(null)}>
                Cancel
              </Button>
              <Button
                className="review-danger"
                disabled={act.isPending}
                onClick={() => run(asking.campaign, { action: 'end' })}
              >
                End campaign
              </Button>
            </div>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
