import {
  and,
  asc,
  campaigns,
  companies,
  customers,
  eq,
  isNull,
  sql,
  user,
  voucherExpiryReminders,
  vouchers,
  within,
} from '@stepup/db';
import type { Database, ExpiryReminderKind, Transaction } from '@stepup/db';

type Db = Database | Transaction;

/** Still worth reminding: not used, not cancelled, not held by a dispute. */
const stillUsable = and(
  isNull(vouchers.usedAt),
  isNull(vouchers.cancelledAt),
  isNull(vouchers.frozenAt),
);

/**
 * Vouchers whose expiry falls in a reminder's window and that have not had that reminder, oldest
 * expiry first, with what the message says. A gift not delivered yet is left for a later run
 * (docs/product.md#expiry-reminders); whom to write to is the domain's `reminderHolder`.
 */
export async function findVouchersDueReminder(
  db: Db,
  kind: ExpiryReminderKind,
  window: { start: Date; end: Date },
  limit: number,
  /** Keyset paging: only vouchers after this one in (expiry, id) order. */
  after?: { expiresAt: Date; id: string },
) {
  return db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      campaignId: vouchers.campaignId,
      faceValuePence: vouchers.faceValuePence,
      expiresAt: vouchers.expiresAt,
      buyFor: vouchers.buyFor,
      giftDeliveredAt: vouchers.giftDeliveredAt,
      giftRecipientName: vouchers.giftRecipientName,
      giftRecipientEmail: vouchers.giftRecipientEmail,
      guestEmail: vouchers.guestEmail,
      buyerEmail: user.email,
      buyerName: sql<string | null>`coalesce(${customers.name}, ${user.name})`,
      campaignName: campaigns.name,
      companyName: companies.name,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .leftJoin(user, eq(user.id, vouchers.buyerUserId))
    .leftJoin(customers, eq(customers.userId, vouchers.buyerUserId))
    .where(
      and(
        stillUsable,
        within(vouchers.expiresAt, window),
        after
          ? sql`(${vouchers.expiresAt}, ${vouchers.id}) > (${after.expiresAt.toISOString()}::timestamptz, ${after.id})`
          : undefined,
        sql`(${vouchers.buyFor} <> 'gift' or ${vouchers.giftDeliveredAt} is not null)`,
        sql`not exists (select 1 from ${voucherExpiryReminders} where ${voucherExpiryReminders.voucherId} = ${vouchers.id} and ${voucherExpiryReminders.kind} = ${kind})`,
      ),
    )
    .orderBy(asc(vouchers.expiresAt), asc(vouchers.id))
    .limit(limit);
}

export type VoucherDueReminder = Awaited<ReturnType<typeof findVouchersDueReminder>>[number];

/**
 * Records the reminder as sent to `sentTo`, only if it was not and the voucher is still usable:
 * the one caller that gets `true` writes the email in the same transaction, so each voucher gets
 * each reminder once however many workers race (the primary key holds the line).
 */
export async function claimExpiryReminder(
  tx: Transaction,
  voucherId: string,
  kind: ExpiryReminderKind,
  sentTo: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(voucherExpiryReminders)
    .select(
      tx
        .select({
          voucherId: vouchers.id,
          kind: sql<ExpiryReminderKind>`${kind}`.as('kind'),
          sentTo: sql<string>`${sentTo}`.as('sent_to'),
          sentAt: sql<Date>`now()`.as('sent_at'),
        })
        .from(vouchers)
        .where(and(eq(vouchers.id, voucherId), stillUsable)),
    )
    .onConflictDoNothing()
    .returning({ voucherId: voucherExpiryReminders.voucherId });
  return claimed.length === 1;
}
