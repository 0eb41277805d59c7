import type { AdminDashboard, AdminDashboardQuery } from '@stepup/contracts';
import { dashboardBuckets, dashboardRange, DEFAULT_DASHBOARD_PERIOD } from '@stepup/domain';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { ANY_ADMIN, requireAdmin } from '../../context/access';
import type { RateRule } from '../../plugins/rate-limit';
import { dashboardFigures, dashboardSeries } from './dashboard-repository';

// /admin/dashboard: the platform's figures over a period and its charts (indicative, read again
// each minute by the page). Who may call: any admin (the dashboard belongs to no area).

export const adminDashboardRateRules = {
  /** The page reads it each minute and on every change of period: far below this for a person. */
  perAdmin: { name: 'admin-dashboard:account', limit: 300, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

export async function adminDashboard(
  ctx: AppContext,
  actor: Actor,
  query: AdminDashboardQuery,
): Promise<AdminDashboard> {
  const admin = requireAdmin(actor, ANY_ADMIN);
  await ctx.limiter.hit(adminDashboardRateRules.perAdmin, admin.user.id);
  const now = ctx.clock();
  const period = query.period ?? DEFAULT_DASHBOARD_PERIOD;
  const range = dashboardRange(period, now);
  const window = { start: range.start, end: range.end, bucket: range.bucket };
  const [figures, series] = await Promise.all([
    dashboardFigures(ctx.db, window),
    dashboardSeries(ctx.db, window),
  ]);
  return {
    period,
    from: range.from,
    to: range.to,
    bucket: range.bucket,
    figures,
    series: dashboardBuckets(range).map((bucket) => ({
      bucket,
      salesValuePence: series.sales.get(bucket) ?? 0,
      vouchersSold: series.sold.get(bucket) ?? 0,
      vouchersRedeemed: series.redeemed.get(bucket) ?? 0,
    })),
    readAt: now.toISOString(),
  };
}
