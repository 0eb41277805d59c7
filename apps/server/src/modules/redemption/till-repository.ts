import {
  and,
  campaigns,
  companySites,
  desc,
  eq,
  isNotNull,
  sql,
  user,
  voucherEvents,
  vouchers,
} from '@stepup/db';
import type { Database } from '@stepup/db';

/**
 * The company's latest redemptions, newest first: each used voucher with its campaign, the
 * channel and site it was used at and, from its voucher.redeemed event, the member who marked it
 * used at the till (ADR 035 events keep `byUserId` in their data).
 */
export function findRecentRedemptions(db: Database, companyId: string, limit: number) {
  // The event of this use (a use rolled back and made again has several): the one at used_at.
  const redeemed = sql`(select e.data->>'byUserId' from ${voucherEvents} e
    where e.voucher_id = ${vouchers.id} and e.type = 'voucher.redeemed'
      and e.occurred_at = ${vouchers.usedAt}
    order by e.created_at desc limit 1)`;
  return db
    .select({
      usedAt: vouchers.usedAt,
      code: vouchers.code,
      campaignName: campaigns.name,
      faceValuePence: vouchers.faceValuePence,
      channel: vouchers.usedChannel,
      byUserId: sql<string | null>`${redeemed}`,
      byName: user.name,
      siteName: companySites.name,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .leftJoin(user, sql`${user.id} = ${redeemed}`)
    .leftJoin(companySites, eq(companySites.id, vouchers.usedSiteId))
    .where(and(eq(vouchers.companyId, companyId), isNotNull(vouchers.usedAt)))
    .orderBy(desc(vouchers.usedAt), desc(vouchers.id))
    .limit(limit);
}
