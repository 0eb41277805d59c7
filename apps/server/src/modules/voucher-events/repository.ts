import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, OutboxEventType, Transaction } from '@stepup/db';
import { integrations, voucherEvents, webhookEndpoints } from '@stepup/db';
import type { ShopKind } from '../../providers/shops/shop-platform';

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
    /** Set when nothing is to act on it (a sale's event, `recordIssuedEventWithin`). */
    dispatchedAt?: Date | null;
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
      dispatchedAt: event.dispatchedAt ?? null,
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

/** The shops whose connection keeps a copy of each voucher's code ("in store only" keeps none). */
const SHOPS_WITH_CODES: readonly ShopKind[] = ['woocommerce', 'shopify'];

/**
 * Whether a subscriber (voucher-event-subscribers.ts) may act on a newly issued voucher's event of
 * this company: a connected shop that keeps codes (the voucher's to create there) or an enabled
 * webhook endpoint. Wider than their own rules, which they apply at dispatch (the platform this
 * process runs, the endpoint's chosen events); the phone wallets take no part in an issued event.
 */
export async function issuedEventMayConcernAnyone(tx: Db, companyId: string): Promise<boolean> {
  const shop = tx
    .select({ one: sql`1` })
    .from(integrations)
    .where(
      and(
        eq(integrations.companyId, companyId),
        inArray(integrations.kind, SHOPS_WITH_CODES),
        eq(integrations.status, 'connected'),
      ),
    );
  const endpoint = tx
    .select({ one: sql`1` })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.enabled, true)));
  const {
    rows: [row],
  } = await tx.execute<{ concerned: boolean }>(
    sql`select exists(${shop}) or exists(${endpoint}) as "concerned"`,
  );
  return row?.concerned === true;
}
