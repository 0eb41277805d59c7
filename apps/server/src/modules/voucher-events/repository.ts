import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Database, OutboxEventType, Transaction } from '@stepup/db';
import { voucherEvents } from '@stepup/db';

type Db = Database | Transaction;

export type VoucherEventRow = typeof voucherEvents.$inferSelect;

export async function insertVoucherEvent(
  tx: Db,
  event: {
    companyId: string;
    /** The voucher of a voucher event, or the offer of an offer event (the table's check). */
    voucherId?: string | null;
    offerId?: string | null;
    type: OutboxEventType;
    at: Date;
    data?: Record<string, unknown>;
  },
): Promise<string> {
  const [row] = await tx
    .insert(voucherEvents)
    .values({
      companyId: event.companyId,
      voucherId: event.voucherId ?? null,
      offerId: event.offerId ?? null,
      type: event.type,
      occurredAt: event.at,
      data: event.data ?? {},
    })
    .returning({ id: voucherEvents.id });
  return row!.id;
}

export async function findVoucherEvent(db: Db, eventId: string) {
  const [row] = await db.select().from(voucherEvents).where(eq(voucherEvents.id, eventId));
  return row;
}

export async function markVoucherEventDispatched(db: Db, eventId: string, at: Date) {
  await db
    .update(voucherEvents)
    .set({ dispatchedAt: at })
    .where(and(eq(voucherEvents.id, eventId), isNull(voucherEvents.dispatchedAt)));
}

/** Events not dispatched though written before `before` (their queued job was lost), oldest first. */
export async function findUndispatchedVoucherEvents(db: Db, before: Date, limit = 200) {
  return db
    .select({ id: voucherEvents.id })
    .from(voucherEvents)
    .where(and(isNull(voucherEvents.dispatchedAt), lt(voucherEvents.createdAt, before)))
    .orderBy(asc(voucherEvents.createdAt))
    .limit(limit);
}
