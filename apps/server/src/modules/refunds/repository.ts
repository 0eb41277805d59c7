import {
  and,
  asc,
  disputes,
  eq,
  inArray,
  isNull,
  lt,
  ne,
  or,
  payments,
  refunds,
  sql,
  vouchers,
} from '@stepup/db';
import { recordVoucherEvent } from '../voucher-events/voucher-events';
import type {
  Database,
  DisputeStatus,
  RefundRequester,
  Transaction,
  VoucherCanceller,
} from '@stepup/db';

type Db = Database | Transaction;
export type RefundRow = typeof refunds.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * The voucher and its payment, both locked until the transaction ends (FOR UPDATE), the payment
 * first as everywhere in this module (no two transactions wait on each other in a circle): a
 * cancel, a redemption (its guarded UPDATE waits on the voucher row), a refund's recording and a
 * dispute of one voucher queue behind each other.
 */
export async function lockVoucherAndPayment(tx: Transaction, voucherId: string) {
  const [found] = await tx
    .select({ paymentId: vouchers.paymentId })
    .from(vouchers)
    .where(eq(vouchers.id, voucherId));
  if (!found) return undefined;
  const payment = found.paymentId ? await lockPayment(tx, found.paymentId) : undefined;
  const [voucher] = await tx
    .select()
    .from(vouchers)
    .where(eq(vouchers.id, voucherId))
    .for('update');
  return voucher ? { voucher, payment } : undefined;
}

export async function lockPayment(tx: Transaction, paymentId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  return payment;
}

export async function lockVoucherOfPayment(tx: Transaction, paymentId: string) {
  const [voucher] = await tx
    .select()
    .from(vouchers)
    .where(eq(vouchers.paymentId, paymentId))
    .for('update');
  return voucher;
}

export async function findPayment(db: Db, paymentId: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return payment;
}

/** The payment of a provider intent or, failing that, of its charge (`charge.*` events). */
export async function findPaymentIdOfProviderIds(
  db: Db,
  { paymentIntentId, chargeId }: { paymentIntentId: string | null; chargeId: string | null },
) {
  const conditions = [
    paymentIntentId ? eq(payments.providerPaymentId, paymentIntentId) : undefined,
    chargeId ? eq(payments.providerChargeId, chargeId) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return undefined;
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(or(...conditions))
    .limit(1);
  return row?.id;
}

/** Refunded already plus refunds asked for and not answered yet (what cannot be refunded again). */
export async function refundedOrPendingPence(db: Db, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPence}), 0)::int` })
    .from(refunds)
    .where(
      and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'succeeded'])),
    );
  return row?.total ?? 0;
}

export async function succeededRefundTotal(db: Db, paymentId: string) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${refunds.amountPence}), 0)::int`,
      last: sql<Date | null>`max(${refunds.succeededAt})`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'succeeded')));
  return { total: row?.total ?? 0, last: row?.last ?? null };
}

/**
 * Ends the voucher at once (the code stops working), only if it was not cancelled already, and
 * records the voucher.cancelled event in the same transaction. Answers the event's id (to queue
 * after the commit), or null when the voucher was cancelled already.
 */
export async function markVoucherCancelled(
  tx: Db,
  voucherId: string,
  cancel: { at: Date; by: VoucherCanceller; reason: string | null },
): Promise<string | null> {
  const [done] = await tx
    .update(vouchers)
    .set({ cancelledAt: cancel.at, cancelledBy: cancel.by, cancelReason: cancel.reason })
    .where(and(eq(vouchers.id, voucherId), isNull(vouchers.cancelledAt)))
    .returning({ id: vouchers.id, companyId: vouchers.companyId });
  if (!done) return null;
  return recordVoucherEvent(tx, {
    companyId: done.companyId,
    voucherId,
    type: 'voucher.cancelled',
    at: cancel.at,
    data: { by: cancel.by },
  });
}

export async function insertRefund(
  tx: Db,
  refund: {
    paymentId: string;
    voucherId: string | null;
    amountPence: number;
    requestedBy: RefundRequester;
    requestedByUserId: string | null;
    reason: string | null;
    cancelsVoucher: boolean;
  },
): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(refund).returning();
  return row!;
}

/** A refund made at the provider itself, once per provider refund id (unique). */
export async function insertProviderRefundOnce(
  tx: Db,
  refund: {
    paymentId: string;
    voucherId: string | null;
    amountPence: number;
    providerRefundId: string;
    succeededAt: Date;
  },
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .insert(refunds)
    .values({ ...refund, requestedBy: 'provider', status: 'succeeded' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findRefund(db: Db, refundId: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row;
}

export async function findRefundsOfPayment(db: Db, paymentId: string) {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.createdAt));
}

/**
 * Our refund recorded as succeeded at the provider, only on its transition (not succeeded
 * before): the one caller that gets the row back sends its messages.
 */
export async function markRefundSucceeded(
  tx: Db,
  refundId: string,
  paymentId: string,
  providerRefundId: string,
  at: Date,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'succeeded', providerRefundId, succeededAt: at, error: null, updatedAt: at })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.paymentId, paymentId),
        ne(refunds.status, 'succeeded'),
      ),
    )
    .returning();
  return row;
}

/** A pending refund given up on (the provider refused it); false when it had moved on. */
export async function markRefundFailed(tx: Db, refundId: string, error: string, at: Date) {
  const done = await tx
    .update(refunds)
    .set({ status: 'failed', error, updatedAt: at })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  return done.length === 1;
}

/** One more refused attempt of a pending refund; answers the count. */
export async function countRefundAttempt(db: Db, refundId: string, error: string) {
  const [row] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, error })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning({ attempts: refunds.attempts });
  return row?.attempts;
}

export async function markRefundCancelsVoucher(tx: Db, refundId: string) {
  await tx.update(refunds).set({ cancelsVoucher: true }).where(eq(refunds.id, refundId));
}

/** Pending refunds asked before `before` (their job lost or failed): the sweep's list. */
export async function findStalePendingRefunds(db: Db, before: Date, limit = 100) {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, before)))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function setPaymentRefunded(tx: Db, paymentId: string, amountRefundedPence: number) {
  await tx.update(payments).set({ amountRefundedPence }).where(eq(payments.id, paymentId));
}

export async function setVoucherRefunded(
  tx: Db,
  voucherId: string,
  refundPence: number,
  refundedAt: Date | null,
) {
  await tx.update(vouchers).set({ refundPence, refundedAt }).where(eq(vouchers.id, voucherId));
}

export async function setVoucherFrozen(tx: Db, voucherId: string, frozenAt: Date | null) {
  await tx.update(vouchers).set({ frozenAt }).where(eq(vouchers.id, voucherId));
}

export async function findDisputeForUpdate(tx: Transaction, providerDisputeId: string) {
  const [row] = await tx
    .select()
    .from(disputes)
    .where(eq(disputes.providerDisputeId, providerDisputeId))
    .for('update');
  return row;
}

export async function insertDisputeOnce(
  tx: Db,
  dispute: {
    paymentId: string;
    voucherId: string | null;
    providerDisputeId: string;
    status: DisputeStatus;
    amountPence: number;
    reason: string | null;
    openedAt: Date;
    closedAt: Date | null;
  },
): Promise<DisputeRow | undefined> {
  const [row] = await tx.insert(disputes).values(dispute).onConflictDoNothing().returning();
  return row;
}

/** An open dispute decided (won or lost), only from 'open': a decision is never undone. */
export async function closeDispute(
  tx: Db,
  disputeId: string,
  status: 'won' | 'lost',
  at: Date,
): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .update(disputes)
    .set({ status, closedAt: at, updatedAt: at })
    .where(and(eq(disputes.id, disputeId), eq(disputes.status, 'open')))
    .returning();
  return row;
}

export async function hasOpenDispute(db: Db, paymentId: string) {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.paymentId, paymentId), eq(disputes.status, 'open')))
    .limit(1);
  return Boolean(row);
}
