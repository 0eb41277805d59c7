import type { RecentRedemptions } from '@stepup/contracts';
import { maskVoucherCode, TILL_RECENT_LIMIT } from '@stepup/domain';
import type { AppContext } from '../../context/app-context';
import type { Actor } from '../../context/actor';
import { requireCompanyMember } from '../../context/access';
import type { RateRule } from '../../plugins/rate-limit';
import { findRecentRedemptions } from './till-repository';

/**
 * The till reads the list when it opens and after each redemption: per member and per address
 * (several tills may share one), far above the busiest till, far below a script in a loop.
 */
export const tillRateRules = {
  recentPerIp: { name: 'till-recent:ip', limit: 3000, windowMs: 60 * 60_000 },
  recentPerMember: { name: 'till-recent:account', limit: 600, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/**
 * The till's list (ADR 039): the company's latest TILL_RECENT_LIMIT redemptions, newest first,
 * codes masked. Who may call: any member of a company (owner or staff), for that company only.
 */
export async function listRecentRedemptions(
  ctx: AppContext,
  actor: Actor,
): Promise<RecentRedemptions> {
  const member = requireCompanyMember(actor);
  await ctx.limiter.hit(tillRateRules.recentPerIp, actor.ip);
  await ctx.limiter.hit(tillRateRules.recentPerMember, member.user.id);
  const rows = await findRecentRedemptions(ctx.db, member.company.companyId, TILL_RECENT_LIMIT);
  return {
    redemptions: rows.map((row) => ({
      usedAt: row.usedAt!.toISOString(),
      code: maskVoucherCode(row.code),
      campaignName: row.campaignName,
      faceValuePence: row.faceValuePence,
      // Uses from before channels were recorded were all at a till.
      channel: row.channel ?? 'till',
      redeemedBy: row.byName ?? null,
      byYou: row.byUserId !== null && row.byUserId === member.user.id,
      siteName: row.siteName ?? null,
    })),
  };
}
