import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminDashboard } from '@stepup/contracts';
import {
  ADMIN_FIGURES_INDICATIVE,
  bucketLabel,
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  formatPounds,
  ukShortDate,
  ukTimeOfDay,
  ukDayStart,
} from '@stepup/domain';
import type { DashboardPeriod } from '@stepup/domain';
import { Alert, errorMessage, Preloader } from '@stepup/ui';
import { useAdminAccess } from '../../admin-access/api/use-admin-access';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { ChartFigure, SERIES_COLOURS } from './chart-figure';

const BUCKET_HEADER = { day: 'Day', week: 'Week commencing', month: 'Month' } as const;
const count = (value: number) => value.toLocaleString('en-GB');

const isPeriod = (value: string | null): value is DashboardPeriod =>
  (DASHBOARD_PERIODS as readonly string[]).includes(value ?? '');

/** One figure of the period, linking to the list behind it where there is one. */
function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <li className="platform-figure">
      <span className="platform-figure__value tabular">{value}</span>
      {to ? (
        <Link className="platform-figure__label" to={to}>
          {label}
        </Link>
      ) : (
        <span className="platform-figure__label">{label}</span>
      )}
    </li>
  );
}

function Figures({ data }: { data: AdminDashboard }) {
  const { figures: f, from, to } = data;
  const days = `from=${from}&to=${to}`;
  // A figure links to the list whose rows are the figure (same period, same count: the server
  // counts both through one definition), only where the admin's level reads that area.
  const { can } = useAdminAccess();
  const payments = (href: string) => (can('payments') ? href : undefined);
  return (
    <ul className="platform-figures" aria-label="Figures for the period">
      <Figure
        label="Sales value"
        value={formatPounds(f.salesValuePence)}
        to={payments(`/admin/payments?${days}`)}
      />
      <Figure
        label="Vouchers sold"
        value={count(f.vouchersSold)}
        to={payments(`/admin/payments?${days}`)}
      />
      <Figure
        label="Vouchers redeemed"
        value={count(f.vouchersRedeemed)}
        to={payments(`/admin/payments?dateOf=redeemed&${days}`)}
      />
      <Figure
        label="New customers"
        value={count(f.newCustomers)}
        to={can('customers') ? `/admin/customers?${days}` : undefined}
      />
      <Figure
        label="New companies"
        value={count(f.newCompanies)}
        to={can('companies') ? `/admin/companies?${days}` : undefined}
      />
      <Figure
        label={`Refunds (${formatPounds(f.refundsValuePence)})`}
        value={count(f.refunds)}
        to={payments(`/admin/payments?dateOf=refunded&${days}`)}
      />
      <Figure label="Custom offers made" value={count(f.customOffersMade)} />
      <Figure label="Custom offers accepted" value={count(f.customOffersAccepted)} />
    </ul>
  );
}

function Charts({ data }: { data: AdminDashboard }) {
  const rows = data.series.map((bar) => ({
    label: bucketLabel(bar.bucket, data.bucket),
    values: {
      salesValuePence: bar.salesValuePence,
      vouchersSold: bar.vouchersSold,
      vouchersRedeemed: bar.vouchersRedeemed,
    },
  }));
  const per = { day: 'per day', week: 'per week', month: 'per month' }[data.bucket];
  return (
    <div className="dashboard-charts">
      <ChartFigure
        title={`Sales value ${per}`}
        headerLabel={BUCKET_HEADER[data.bucket]}
        rows={rows}
        series={[{ key: 'salesValuePence', name: 'Sales value', colour: SERIES_COLOURS[0] }]}
        format={(pence) => formatPounds(pence)}
      />
      <ChartFigure
        title={`Vouchers sold and redeemed ${per}`}
        headerLabel={BUCKET_HEADER[data.bucket]}
        rows={rows}
        series={[
          { key: 'vouchersSold', name: 'Sold', colour: SERIES_COLOURS[0] },
          { key: 'vouchersRedeemed', name: 'Redeemed', colour: SERIES_COLOURS[1] },
        ]}
        format={count}
      />
    </div>
  );
}

/**
 * /admin/dashboard's platform figures: a period (last 7, 30, 90 days or 12 months, kept in the
 * address), its figures linking to the lists behind them, and its charts with their tables.
 */
export function PlatformFigures() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period = isPeriod(requested) ? requested : DEFAULT_DASHBOARD_PERIOD;
  const dashboard = useAdminDashboard(period);
  const selectId = useId();

  return (
    <section className="platform-dashboard" aria-labelledby={`${selectId}-heading`}>
      <div className="platform-dashboard__head">
        <h2 id={`${selectId}-heading`}>Platform figures</h2>
        <div className="ui-field platform-dashboard__period">
          <label className="ui-field__label" htmlFor={selectId}>
            Period
          </label>
          <select
            id={selectId}
            className="ui-input"
            value={period}
            onChange={(event) =>
              setParams(
                event.target.value === DEFAULT_DASHBOARD_PERIOD
                  ? {}
                  : { period: event.target.value },
                { replace: true },
              )
            }
          >
            {DASHBOARD_PERIODS.map((value) => (
              <option key={value} value={value}>
                {DASHBOARD_PERIOD_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {dashboard.isPending ? (
        <Preloader label="Loading the platform figures" />
      ) : dashboard.isError ? (
        <Alert tone="danger">
          {errorMessage(dashboard.error, 'The platform figures could not be loaded')}
        </Alert>
      ) : (
        <>
          <p className="review-table__sub" aria-live="polite">
            {ukShortDate(ukDayStart(dashboard.data.from)!)} to{' '}
            {ukShortDate(ukDayStart(dashboard.data.to)!)} (UK time). {ADMIN_FIGURES_INDICATIVE} Last
            updated {ukTimeOfDay(dashboard.data.readAt)}.
          </p>
          <Figures data={dashboard.data} />
          <Charts data={dashboard.data} />
        </>
      )}
    </section>
  );
}
