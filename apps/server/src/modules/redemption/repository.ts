import {
  and,
  campaigns,
  companies,
  customers,
  eq,
  gt,
  gte,
  isNull,
  sql,
  user,
  voucherHolds,
  vouchers,
} from '@stepup/db';
import type { Database, RedemptionChannel, Transaction } from '@stepup/db';

type Db = Database | Transaction;

export async function findCompanyForRedemption(db: Db, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      contactEmail: companies.contactEmail,
      redemptionsEnabled: companies.redemptionsEnabled,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/**
 * A voucher by its code, only among the company's own: another company's code is not found, the
 * same as a code that does not exist.
 */
export async function findCompanyVoucher(db: Db, companyId: string, code: string) {
  const [row] = await db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      campaignId: vouchers.campaignId,
      faceValuePence: vouchers.faceValuePence,
      expiresAt: vouchers.expiresAt,
      usedAt: vouchers.usedAt,
      cancelledAt: vouchers.cancelledAt,
      frozenAt: vouchers.frozenAt,
      buyFor: vouchers.buyFor,
      giftRecipientName: vouchers.giftRecipientName,
      campaignName: campaigns.name,
      buyerName: sql<string | null>`coalesce(${customers.name}, ${user.name})`,
      /** False when an admin turned off the buyer's redemptions (guests: always true). */
      buyerRedemptionsEnabled: sql<boolean>`coalesce(${customers.redemptionsEnabled}, true)`,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .leftJoin(user, eq(user.id, vouchers.buyerUserId))
    .leftJoin(customers, eq(customers.userId, vouchers.buyerUserId))
    .where(and(eq(vouchers.code, code), eq(vouchers.companyId, companyId)));
  return row;
}

export type CompanyVoucher = NonNullable<Awaited<ReturnType<typeof findCompanyVoucher>>>;

/**
 * Marks the voucher used in one guarded UPDATE: only the company's own, not used, not cancelled,
 * not frozen by a dispute, not expired, and not bought by a customer whose redemptions are off. A cancellation locks the same row (refunds module), so
 * a redeem racing a cancel waits for it and then finds the row cancelled: exactly one wins. Of any number of racing requests for one code exactly one gets the row back.
 */
export async function markVoucherUsed(
  tx: Db,
  use: {
    companyId: string;
    code: string;
    at: Date;
    channel: RedemptionChannel;
    siteId: string | null;
    orderRef: string | null;
    /** The hold a checkout took on the code (public API): only its redemption may pass it. */
    holdId?: string | null;
  },
) {
  const { companyId, code, at } = use;
  const [row] = await tx
    .update(vouchers)
    .set({
      usedAt: at,
      usedChannel: use.channel,
      usedSiteId: use.siteId,
      usedOrderRef: use.orderRef,
    })
    .where(
      and(
        eq(vouchers.code, code),
        eq(vouchers.companyId, companyId),
        isNull(vouchers.usedAt),
        isNull(vouchers.cancelledAt),
        isNull(vouchers.frozenAt),
        gt(vouchers.expiresAt, at),
        // Nor one whose buyer's redemptions an admin turned off meanwhile (/admin/customers).
        sql`not exists (select 1 from customers c
          where c.user_id = ${vouchers.buyerUserId} and c.redemptions_enabled = false)`,
        // Nor one a checkout holds, unless this is that checkout's redemption.
        sql`not exists (select 1 from voucher_holds h
          where h.voucher_id = ${vouchers.id} and h.expires_at > ${at}
          and h.id is distinct from ${use.holdId ?? null})`,
      ),
    )
    .returning({ id: vouchers.id });
  return row;
}

/**
 * Undoes a redemption made at or after `since` in one guarded UPDATE: only the company's own, used
 * (at exactly the use read under the row lock, so a racing rollback or use finds nothing), not
 * cancelled. Answers what was undone, or undefined.
 */
export async function markVoucherUnused(
  tx: Db,
  undo: { companyId: string; code: string; since: Date },
) {
  const [used] = await tx
    .select({
      id: vouchers.id,
      usedAt: vouchers.usedAt,
      usedChannel: vouchers.usedChannel,
      usedSiteId: vouchers.usedSiteId,
      usedOrderRef: vouchers.usedOrderRef,
    })
    .from(vouchers)
    .where(and(eq(vouchers.code, undo.code), eq(vouchers.companyId, undo.companyId)))
    .for('update');
  if (!used?.usedAt) return undefined;
  const [row] = await tx
    .update(vouchers)
    .set({ usedAt: null, usedChannel: null, usedSiteId: null, usedOrderRef: null })
    .where(
      and(
        eq(vouchers.id, used.id),
        eq(vouchers.usedAt, used.usedAt),
        gte(vouchers.usedAt, undo.since),
        isNull(vouchers.cancelledAt),
      ),
    )
    .returning({ id: vouchers.id });
  return row ? { ...used, usedAt: used.usedAt } : undefined;
}

/** Whether a checkout holds the voucher at `at` (public API validate with a hold). */
export async function isVoucherHeld(db: Db, voucherId: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: voucherHolds.id })
    .from(voucherHolds)
    .where(and(eq(voucherHolds.voucherId, voucherId), gt(voucherHolds.expiresAt, at)));
  return row !== undefined;
}
