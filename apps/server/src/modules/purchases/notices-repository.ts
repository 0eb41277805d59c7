import {
  and,
  asc,
  campaigns,
  companies,
  customers,
  eq,
  inArray,
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
  const [row] = await findVouchersForNotice(db, [voucherId]);
  return row;
}

/** `findVoucherForNotice` for several vouchers in one statement (a batch of due gifts). */
export async function findVouchersForNotice(db: Db, voucherIds: string[]) {
  if (voucherIds.length === 0) return [];
  return db
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
    .where(inArray(vouchers.id, voucherIds));
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
 * Marks gifts delivered, only those that were not (and are due, and not cancelled): the one
 * caller that gets a gift's id back writes its email, in the same transaction, so a gift is
 * emailed exactly once however many workers race for it. Answers the ids it claimed.
 */
export async function claimGiftDeliveries(tx: Transaction, voucherIds: string[], now: Date) {
  if (voucherIds.length === 0) return [];
  const claimed = await tx
    .update(vouchers)
    .set({ giftDeliveredAt: now })
    .where(
      and(
        inArray(vouchers.id, voucherIds),
        eq(vouchers.buyFor, 'gift'),
        isNull(vouchers.giftDeliveredAt),
        isNull(vouchers.cancelledAt),
        lte(vouchers.giftDeliverAt, now),
      ),
    )
    .returning({ id: vouchers.id });
  return claimed.map((row) => row.id);
}
