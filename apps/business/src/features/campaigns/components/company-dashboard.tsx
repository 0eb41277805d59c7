import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { CompanyCampaign, CompanyDashboard as Dashboard } from '@stepup/contracts';
import {
  checkTopUp,
  FIGURES_INDICATIVE,
  formatPounds,
  REQUEST_ALREADY_PENDING,
  TOTAL_VALUE_TOPPED_UP,
  ukTimeOfDay,
  VOUCHERS_EXPIRING_SOON_HINT,
} from '@stepup/domain';
import { Alert, Button, Card, EmptyState, errorMessage, Preloader, TextField } from '@stepup/ui';
import { useCancelCampaignRequest } from '../api/cancel-campaign-request';
import { useCompanyDashboard } from '../api/get-company-dashboard';
import { useSetCompanySwitch } from '../api/set-company-switches';
import { useTopUpCampaign } from '../api/top-up-campaign';
import { ListPager, usePageParam } from '../../admin-lists/list-pager';
import { CampaignOffers, OffersWaiting } from '../../custom-offers/components/campaign-offers';
import { useCompanyPermissions } from '../../team/api/use-company-permissions';
import { CampaignCharts } from '../../dashboards/components/campaign-charts';
import { CampaignSites } from '../../sites/components/assigned-sites';
import { SiteFigures } from '../../sites/components/site-figures';

const statusLabel: Record<CompanyCampaign['status'], string> = {
  pending: 'Pending review',
  live: 'Live',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  ended: 'Ended',
};

function SoldBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      className="sold-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% sold`}
    >
      <span className="sold-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

function TopUpForm({ campaign }: { campaign: CompanyCampaign }) {
  const [value, setValue] = useState('');
  const [done, setDone] = useState(false);
  const topUp = useTopUpCampaign();
  const pence = /^\s*\d+(\.\d{1,2})?\s*$/.test(value)
    ? Math.round(Number(value) * 100)
    : Number.NaN;
  const problem = value.trim() ? checkTopUp(campaign.totalValuePence, pence) : null;
  const id = `top-up-${campaign.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim() || problem) return;
    topUp.mutate(
      { campaignId: campaign.id, newTotalValuePence: pence },
      {
        onSuccess: () => {
          setDone(true);
          setValue('');
        },
      },
    );
  }

  return (
    <form className="top-up" onSubmit={submit} noValidate aria-label={`Top up ${campaign.name}`}>
      <TextField
        id={id}
        label="New total value (£)"
        hint={`Now ${formatPounds(campaign.totalValuePence)}: a multiple of £5 above it.`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={problem ?? undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setDone(false);
          topUp.reset();
        }}
      />
      <Button type="submit" variant="secondary" disabled={topUp.isPending || !value.trim()}>
        Top up
      </Button>
      {topUp.error ? (
        <Alert tone="danger">{errorMessage(topUp.error, 'Update failed')}</Alert>
      ) : null}
      {done ? <Alert tone="success">{TOTAL_VALUE_TOPPED_UP}</Alert> : null}
    </form>
  );
}

/** `manage`: the member may change campaigns (owners); staff see the figures only. */
function CampaignFigures({ campaign, manage }: { campaign: CompanyCampaign; manage: boolean }) {
  const cancel = useCancelCampaignRequest();
  const titleId = `campaign-${campaign.id}`;
  return (
    <Card padded className="dashboard-campaign" aria-labelledby={titleId}>
      <div className="dashboard-campaign__head">
        <h3 id={titleId}>{campaign.name}</h3>
        <span className={`status-badge status-badge--${campaign.status}`}>
          {statusLabel[campaign.status]}
        </span>
      </div>
      <p className="dashboard-campaign__facts">
        Vouchers {campaign.faceValuesPence.map((f) => formatPounds(f)).join(' · ')} — steps{' '}
        {campaign.discounts.map((d) => `${d}%`).join(' · ')} — total value{' '}
        {formatPounds(campaign.totalValuePence)} per step
      </p>
      {campaign.status === 'rejected' && campaign.rejectionReason ? (
        <Alert tone="info">Reason: {campaign.rejectionReason}</Alert>
      ) : null}
      <table className="step-table">
        <caption className="ui-visually-hidden">Sales per step of {campaign.name}</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Sales</th>
            <th scope="col">% sold</th>
          </tr>
        </thead>
        <tbody>
          {campaign.stepSalesPence.map((sales, i) => (
            <tr key={i}>
              <th scope="row">
                Step {i + 1}{' '}
                <span className="step-table__discount">({campaign.discounts[i]}%)</span>
              </th>
              <td className="tabular">{formatPounds(sales)}</td>
              <td>
                <span className="tabular">{campaign.stepSoldPercent[i]}%</span>
                <SoldBar
                  percent={campaign.stepSoldPercent[i]!}
                  label={`Step ${i + 1} of ${campaign.name} sold`}
                />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Overall</th>
            <td className="tabular">{formatPounds(campaign.salesValuePence)}</td>
            <td>
              <span className="tabular">{campaign.soldPercent}%</span>
              <SoldBar percent={campaign.soldPercent} label={`${campaign.name} sold overall`} />
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="dashboard-campaign__counts">
        Sales value <strong className="tabular">{formatPounds(campaign.salesValuePence)}</strong> ·{' '}
        {campaign.vouchersSold} sold · {campaign.vouchersRedeemed} redeemed
      </p>
      <CampaignOffers campaign={campaign} campaignTitleId={titleId} />
      <CampaignSites campaignId={campaign.id} name={campaign.name} manage={manage} />
      {manage && campaign.status === 'pending' ? (
        <div className="dashboard-campaign__actions">
          <Button
            variant="secondary"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(campaign.id)}
          >
            Cancel request
          </Button>
          {cancel.error ? (
            <Alert tone="danger">{errorMessage(cancel.error, 'Update failed')}</Alert>
          ) : null}
        </div>
      ) : null}
      {manage && (campaign.status === 'pending' || campaign.status === 'live') ? (
        <TopUpForm campaign={campaign} />
      ) : null}
    </Card>
  );
}

function Switches({ company }: { company: Dashboard['company'] }) {
  const change = useSetCompanySwitch();
  const online = company.currentStatus === 'online';
  return (
    <Card padded className="dashboard-switches">
      <h2>Your shop</h2>
      <div className="switch-row">
        <button
          type="button"
          role="switch"
          aria-checked={online}
          className="switch"
          disabled={change.isPending}
          onClick={() => change.mutate({ currentStatus: online ? 'offline' : 'online' })}
        >
          <span className="switch__track" aria-hidden="true" />
          <span className="switch__label">Online</span>
        </button>
        <p className="switch-row__hint">
          {online
            ? 'Online: customers can buy your vouchers.'
            : 'Offline: customers cannot buy your vouchers until you go online.'}
        </p>
      </div>
      <div className="switch-row">
        <button
          type="button"
          role="switch"
          aria-checked={company.redemptionsEnabled}
          className="switch"
          disabled={change.isPending}
          onClick={() => change.mutate({ redemptionsEnabled: !company.redemptionsEnabled })}
        >
          <span className="switch__track" aria-hidden="true" />
          <span className="switch__label">Redemptions</span>
        </button>
        <p className="switch-row__hint">
          {company.redemptionsEnabled ? (
            <>
              On: you can <Link to="/redeem">redeem vouchers</Link>.
            </>
          ) : (
            'Off: vouchers cannot be marked as used.'
          )}
        </p>
      </div>
      {change.error ? (
        <Alert tone="danger">{errorMessage(change.error, 'Update failed')}</Alert>
      ) : null}
    </Card>
  );
}

/** /dashboard: the switches, totals and each campaign's figures (refreshed each minute). */
export function CompanyDashboard() {
  const dashboard = useCompanyDashboard(usePageParam());
  // Staff see the figures; the switches, top-ups and requests are the owners' (the server agrees).
  const manage = useCompanyPermissions().allows('manageCampaigns');
  if (dashboard.isPending) return <Preloader label="Loading your dashboard" />;
  if (dashboard.isError) {
    return (
      <Alert tone="danger">{errorMessage(dashboard.error, 'Failed to load your dashboard')}</Alert>
    );
  }
  const { company, campaigns, totals, readAt, pendingRequest, campaignsTotal, pageSize } =
    dashboard.data;
  return (
    <div className="company-dashboard">
      <p className="company-dashboard__indicative">
        {FIGURES_INDICATIVE} Last updated {ukTimeOfDay(readAt)}.
      </p>
      {manage ? <Switches company={company} /> : null}
      <OffersWaiting />
      <section aria-labelledby="dashboard-totals" className="dashboard-totals">
        <h2 id="dashboard-totals" className="ui-visually-hidden">
          Totals
        </h2>
        <Card padded>
          <p className="dashboard-totals__label">Sales value</p>
          <p className="dashboard-totals__value tabular">{formatPounds(totals.salesValuePence)}</p>
        </Card>
        <Card padded>
          <p className="dashboard-totals__label">Vouchers sold</p>
          <p className="dashboard-totals__value tabular">{totals.vouchersSold}</p>
        </Card>
        <Card padded>
          <p className="dashboard-totals__label">Redeemed</p>
          <p className="dashboard-totals__value tabular">{totals.vouchersRedeemed}</p>
        </Card>
        <Card padded className="dashboard-totals__expiring">
          <p className="dashboard-totals__label">Expiring in 30 days</p>
          <p className="dashboard-totals__value tabular">{totals.vouchersExpiringSoon}</p>
          <p className="dashboard-totals__hint">{VOUCHERS_EXPIRING_SOON_HINT}</p>
        </Card>
      </section>
      <CampaignCharts />
      <SiteFigures />
      <section aria-labelledby="dashboard-campaigns" className="dashboard-campaigns">
        <h2 id="dashboard-campaigns">Your campaigns</h2>
        {pendingRequest ? <Alert tone="info">{REQUEST_ALREADY_PENDING}</Alert> : null}
        {campaignsTotal === 0 ? (
          <EmptyState title="No campaigns yet">
            <Link to="/new-voucher">Create your first campaign</Link> to start selling vouchers.
          </EmptyState>
        ) : (
          <>
            {campaigns.map((campaign) => (
              <CampaignFigures key={campaign.id} campaign={campaign} manage={manage} />
            ))}
            <ListPager total={campaignsTotal} pageSize={pageSize} />
          </>
        )}
      </section>
    </div>
  );
}
