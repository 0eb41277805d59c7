import type { CompanyDashboardCharts } from '@stepup/contracts';
import { bucketLabel, formatPounds } from '@stepup/domain';
import { Alert, errorMessage, Preloader } from '@stepup/ui';
import { useCompanyDashboardCharts } from '../api/get-company-dashboard-charts';
import { ChartFigure, SERIES_COLOURS } from './chart-figure';

type Campaign = CompanyDashboardCharts['campaigns'][number];

/** The campaigns drawn one colour each: the three that sold most, the rest together. */
const DRAWN_ONE_BY_ONE = 3;
const count = (value: number) => value.toLocaleString('en-GB');
const days = (value: number | null) =>
  value === null
    ? 'no one yet'
    : `median ${value.toLocaleString('en-GB')} ${value === 1 ? 'day' : 'days'}`;

function WeeklySales({ data }: { data: CompanyDashboardCharts }) {
  const total = (c: Campaign) => c.salesPence.reduce((a, b) => a + b, 0);
  const ranked = [...data.campaigns].sort((a, b) => total(b) - total(a));
  const shown = ranked.slice(0, ranked.length > DRAWN_ONE_BY_ONE + 1 ? DRAWN_ONE_BY_ONE : 4);
  const rest = ranked.slice(shown.length);
  const series = shown.map((c, i) => ({ key: c.id, name: c.name, colour: SERIES_COLOURS[i]! }));
  if (rest.length > 0)
    series.push({ key: 'other', name: 'Other campaigns', colour: SERIES_COLOURS[3] });
  const rows = data.buckets.map((bucket, week) => ({
    label: bucketLabel(bucket, data.bucket),
    values: {
      ...Object.fromEntries(shown.map((c) => [c.id, c.salesPence[week] ?? 0])),
      other: rest.reduce((sum, c) => sum + (c.salesPence[week] ?? 0), 0),
    },
  }));
  return (
    <ChartFigure
      title="Sales per week, last 90 days"
      description={<p>Face value of the vouchers sold each week, per campaign.</p>}
      headerLabel="Week commencing"
      rows={rows}
      series={series}
      stacked
      format={(pence) => formatPounds(pence)}
    />
  );
}

function RedemptionRates({ campaigns }: { campaigns: readonly Campaign[] }) {
  return (
    <ChartFigure
      title="Redemption rate"
      description={
        <p>Vouchers redeemed out of those sold, per campaign (cancelled ones left out).</p>
      }
      headerLabel="Campaign"
      rows={campaigns.map((c) => ({
        label: c.name,
        values: { rate: c.redemptionRatePercent ?? 0 },
      }))}
      series={[{ key: 'rate', name: 'Redeemed', colour: SERIES_COLOURS[0] }]}
      format={(percent) => `${percent}%`}
      categories
      height={Math.max(140, 48 * campaigns.length + 40)}
    />
  );
}

function LoyaltyFunnel({ campaigns }: { campaigns: readonly Campaign[] }) {
  return (
    <ChartFigure
      title="Loyalty funnel"
      description={
        <>
          <p>Customers who bought step 1, and how many came back for step 2 and step 3.</p>
          <ul className="funnel-medians">
            {campaigns.map((c) => (
              <li key={c.id}>
                {c.name} — step 1 → 2: {days(c.funnel.medianDays1to2)}; step 2 → 3:{' '}
                {days(c.funnel.medianDays2to3)}.
              </li>
            ))}
          </ul>
        </>
      }
      headerLabel="Campaign"
      rows={campaigns.map((c) => ({
        label: c.name,
        values: { step1: c.funnel.step1, step2: c.funnel.step2, step3: c.funnel.step3 },
      }))}
      series={[
        { key: 'step1', name: 'Bought step 1', colour: SERIES_COLOURS[0] },
        { key: 'step2', name: 'Came back for step 2', colour: SERIES_COLOURS[1] },
        { key: 'step3', name: 'Came back for step 3', colour: SERIES_COLOURS[2] },
      ]}
      format={count}
      categories
      height={Math.max(180, 84 * campaigns.length + 60)}
    />
  );
}

/**
 * The company dashboard drawn: weekly sales over the last 90 days, each campaign's redemption
 * rate and its loyalty funnel, every chart with its table. Nothing until a campaign has sold.
 */
export function CampaignCharts() {
  const charts = useCompanyDashboardCharts();
  if (charts.isPending) return <Preloader label="Loading your charts" />;
  if (charts.isError)
    return (
      <Alert tone="danger">{errorMessage(charts.error, 'Your charts could not be loaded')}</Alert>
    );
  // Campaigns that have sold (a campaign with no sales has nothing to draw).
  const campaigns = charts.data.campaigns.filter((c) => c.vouchersSold > 0);
  if (campaigns.length === 0) return null;
  return (
    <section className="campaign-charts" aria-labelledby="campaign-charts-heading">
      <h2 id="campaign-charts-heading">Sales and loyalty</h2>
      <div className="dashboard-charts">
        <WeeklySales data={{ ...charts.data, campaigns }} />
        <RedemptionRates campaigns={campaigns} />
        <LoyaltyFunnel campaigns={campaigns} />
      </div>
    </section>
  );
}
