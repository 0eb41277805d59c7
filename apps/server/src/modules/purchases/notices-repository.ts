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

/** What a voucher's messages say beside the voucher: its campaign, company and buyer. */
const noticeFields = {
  voucher: vouchers,
  campaignName: campaigns.name,
  companyName: companies.name,
  companyContactEmail: companies.contactEmail,
  buyerEmail: user.email,
  buyerName: sql<string | null>`coalesce(${customers.name}, ${user.name})`,
};

/** `findVoucherForNotice` for several vouchers in one statement. */
export async function findVouchersForNotice(db: Db, voucherIds: string[]) {
  if (voucherIds.length === 0) return [];
  return db
    .select(noticeFields)
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

/** The gifts among `voucherIds` that may be claimed at `now`: due, not delivered, not cancelled. */
const claimable = (voucherIds: string[], now: Date) =>
  and(
    inArray(vouchers.id, voucherIds),
    eq(vouchers.buyFor, 'gift'),
    isNull(vouchers.giftDeliveredAt),
    isNull(vouchers.cancelledAt),
    lte(vouchers.giftDeliverAt, now),
  );

/**
 * Marks gifts delivered, only those that were not (and are due, and not cancelled), and answers
 * the claimed ones with what their messages say, in one statement (a batch of due gifts, ADR
 * 045). The one caller that gets a gift back writes its emails, in the same transaction, so a
 * gift is emailed exactly once however many workers race for it. The read half sees the vouchers
 * as the statement began, so their `giftDeliveredAt` is set to `now` here.
 */
export async function claimGiftsForNotice(tx: Transaction, voucherIds: string[], now: Date) {
  if (voucherIds.length === 0) return [];
  const claimed = tx.$with('claimed').as(
    tx
      .update(vouchers)
      .set({ giftDeliveredAt: now })
      .where(claimable(voucherIds, now))
      // The recipient as the claim found it: a buyer's change committed while this statement
      // waited for the row (ADR 055) is in the updated row, not in the statement's snapshot.
      .returning({
        claimedId: vouchers.id,
        claimedName: vouchers.giftRecipientName,
        claimedEmail: vouchers.giftRecipientEmail,
        claimedMessage: vouchers.giftMessage,
      }),
  );
  const rows = await tx
    .with(claimed)
    .select({
      ...noticeFields,
      claimedName: claimed.claimedName,
      claimedEmail: claimed.claimedEmail,
      claimedMessage: claimed.claimedMessage,
    })
    .from(vouchers)
    .innerJoin(claimed, eq(claimed.claimedId, vouchers.id))
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .leftJoin(user, eq(user.id, vouchers.buyerUserId))
    .leftJoin(customers, eq(customers.userId, vouchers.buyerUserId));
  return rows.map(({ claimedName, claimedEmail, claimedMessage, ...row }) => ({
    ...row,
    voucher: {
      ...row.voucher,
      giftRecipientName: claimedName,
      giftRecipientEmail: claimedEmail,
      giftMessage: claimedMessage,
      giftDeliveredAt: now,
    },
  }));
}
