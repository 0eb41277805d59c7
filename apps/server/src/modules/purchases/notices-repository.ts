import {
  and,
  asc,
  campaigns,
  companies,
  customers,
  eq,
  isNull,
  lte,
  sql,
  user,
  vouchers,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

/** A voucher with what its messages say: campaign, company and buyer. */
export async function findVoucherForNotice(db: Db, voucherId: string) {
  const [row] = await db
    .select({
      voucher: vouchers,
      campaignName: campaigns.name,
      companyName: companies.name,
      companyContactEmail: companies.contactEmail,
      buyerEmail: user.email,
      buyerName: sql<string | null>`coalesce(${customers.name}, ${user.name})`,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .leftJoin(user, eq(user.id, vouchers.buyerUserId))
    .leftJoin(customers, eq(customers.userId, vouchers.buyerUserId))
    .where(eq(vouchers.id, voucherId));
  return row;
}

export type VoucherForNotice = NonNullable<Awaited<ReturnType<typeof findVoucherForNotice>>>;

/** Gifts due by `now` and not delivered yet, oldest first (the gift sweep's list). */
export async function findDueGifts(db: Db, now: Date, limit = 100) {
  const rows = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.buyFor, 'gift'),
        isNull(vouchers.giftDeliveredAt),
        isNull(vouchers.cancelledAt),
        lte(vouchers.giftDeliverAt, now),
      ),
    )
    .orderBy(asc(vouchers.giftDeliverAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Marks a gift delivered, only if it was not: the one caller that gets `true` writes its email,
 * in the same transaction, so a gift is emailed exactly once however many workers race for it.
 */
export async function claimGiftDelivery(tx: Transaction, voucherId: string, now: Date) {
  const claimed = await tx
    .update(vouchers)
    .set({ giftDeliveredAt: now })
    .where(
      and(
        eq(vouchers.id, voucherId),
        eq(vouchers.buyFor, 'gift'),
        isNull(vouchers.giftDeliveredAt),
        isNull(vouchers.cancelledAt),
        lte(vouchers.giftDeliverAt, now),
      ),
    )
    .returning({ id: vouchers.id });
  return claimed.length === 1;
}
