import type { RecentRedemptions } from '@stepup/contracts';
import { maskVoucherCode, TILL_RECENT_LIMIT } from '@stepup/domain';
import type { AppContext } from '../../context/app-context';
import type { Actor } from '../../context/actor';
import { requireCompanyMember } from '../../context/access';
import { findRecentRedemptions } from './till-repository';

/**
 * The till's list (ADR 039): the company's latest TILL_RECENT_LIMIT redemptions, newest first,
 * codes masked. Who may call: any member of a company (owner or staff), for that company only.
 */
export async function listRecentRedemptions(
  ctx: AppContext,
  actor: Actor,
): Promise<RecentRedemptions> {
  const member = requireCompanyMember(actor);
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
