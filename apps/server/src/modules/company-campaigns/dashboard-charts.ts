import type { CompanyDashboardCharts } from '@stepup/contracts';
import {
  dashboardBuckets,
  dashboardRange,
  loyaltyFunnels,
  redemptionRatePercent,
} from '@stepup/domain';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import type { RateRule } from '../../plugins/rate-limit';
import {
  findChartCampaigns,
  findFirstStepPurchases,
  findRedemptionCounts,
  findWeeklySales,
} from './charts-repository';

/**
 * The charts read 90 days of a company's sales in four queries: per member and per address, far
 * above a dashboard opened all day, far below a script asking in a loop.
 */
export const dashboardChartsRateRules = {
  perIp: { name: 'dashboard-charts:ip', limit: 600, windowMs: 60 * 60_000 },
  perMember: { name: 'dashboard-charts:account', limit: 300, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

const noFunnel = { step1: 0, step2: 0, step3: 0, medianDays1to2: null, medianDays2to3: null };

/**
 * The company dashboard's charts: each campaign's sales per week over the last 90 days, its
 * redemption rate and its loyalty funnel (docs/product.md#company-dashboard). Who may call: any
 * member of a company, for that company only.
 */
export async function getDashboardCharts(
  ctx: AppContext,
  actor: Actor,
): Promise<CompanyDashboardCharts> {
  const member = requireCompanyMember(actor);
  await ctx.limiter.hit(dashboardChartsRateRules.perIp, actor.ip);
  await ctx.limiter.hit(dashboardChartsRateRules.perMember, member.user.id);
  const { companyId } = member.company;
  const now = ctx.clock();
  const range = dashboardRange('90d', now);
  const [campaigns, weekly, counts, firstPurchases] = await Promise.all([
    findChartCampaigns(ctx.db, companyId),
    findWeeklySales(ctx.db, companyId, range.start, range.end),
    findRedemptionCounts(ctx.db, companyId),
    findFirstStepPurchases(ctx.db, companyId),
  ]);
  const buckets = dashboardBuckets(range);
  const sales = new Map(weekly.map((row) => [`${row.campaignId} ${row.bucket}`, row.pence]));
  const countsOf = new Map(counts.map((row) => [row.campaignId, row]));
  const funnels = loyaltyFunnels(
    firstPurchases.map((row) => ({ ...row, firstAt: new Date(row.firstAt) })),
  );
  return {
    from: range.from,
    to: range.to,
    bucket: range.bucket,
    buckets,
    campaigns: campaigns.map(({ id, name }) => {
      const vouchersSold = countsOf.get(id)?.sold ?? 0;
      const vouchersRedeemed = countsOf.get(id)?.redeemed ?? 0;
      return {
        id,
        name,
        salesPence: buckets.map((bucket) => sales.get(`${id} ${bucket}`) ?? 0),
        vouchersSold,
        vouchersRedeemed,
        redemptionRatePercent: redemptionRatePercent(vouchersRedeemed, vouchersSold),
        funnel: funnels.get(id) ?? noFunnel,
      };
    }),
    readAt: now.toISOString(),
  };
}
