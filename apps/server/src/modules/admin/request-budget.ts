import type { AppContext } from '../../context/app-context';
import type { Actor } from '../../context/actor';
import type { RateRule } from '../../plugins/rate-limit';

/**
 * Every admin API request counts against a budget per address and per account: far above an
 * admin's day of work (lists, details, a dashboard refreshed each minute), far below what a script
 * with a stolen admin session would need to copy the customers, payments or the log.
 */
export const adminRequestRules = {
  perIp: { name: 'admin-requests:ip', limit: 3_000, windowMs: 60 * 60_000 },
  perAccount: { name: 'admin-requests:account', limit: 2_000, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/** Counts one admin API request (before its use case runs); 429 past either budget. */
export async function countAdminRequest(ctx: AppContext, actor: Actor): Promise<void> {
  await ctx.limiter.hit(adminRequestRules.perIp, actor.ip);
  if (actor.kind !== 'visitor') await ctx.limiter.hit(adminRequestRules.perAccount, actor.user.id);
}
