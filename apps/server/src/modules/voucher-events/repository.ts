import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, OutboxEventType, Transaction } from '@stepup/db';
import {
  CompiledStatement,
  driverValue,
  insertedKeys,
  insertLists,
  insertValues,
  integrations,
  voucherEvents,
  webhookEndpoints,
} from '@stepup/db';
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

/** The shops whose connection keeps a copy of each voucher's code ("in store only" keeps none). */
const SHOPS_WITH_CODES: readonly ShopKind[] = ['woocommerce', 'shopify'];

/**
 * Records a newly issued voucher's event, in one statement with the question whether a
 * subscriber (voucher-event-subscribers.ts) may act on it: a connected shop that keeps codes (the
 * voucher's to create there) or an enabled webhook endpoint of the company. Wider than their own
 * rules, which they apply at dispatch (the platform this process runs, the endpoint's chosen
 * events); the phone wallets take no part in an issued event. When none may, the event is written
 * already dispatched at `at`. Answers its id and whether it waits for dispatch.
 */
export async function insertIssuedEvent(
  tx: Db,
  event: { companyId: string; voucherId: string; at: Date },
): Promise<{ eventId: string; waits: boolean }> {
  const values: Record<string, unknown> = { at: driverValue(voucherEvents.dispatchedAt, event.at) };
  insertValues(voucherEvents, issuedEventKeys, issuedEventRow(event), 'event_', values);
  const [written] = (await issuedEventInsert.run(tx, values)).rows;
  return { eventId: String(written!.id), waits: written!.dispatchedAt === null };
}

const issuedEventRow = (event: { companyId: string; voucherId: string; at: Date }) => ({
  companyId: event.companyId,
  voucherId: event.voucherId,
  type: 'voucher.issued',
  occurredAt: event.at,
  data: {},
});
const issuedEventKeys = insertedKeys(
  voucherEvents,
  issuedEventRow({ companyId: '', voucherId: '', at: new Date(0) }),
);

// Built once (ADR 062): every sale writes one. The shops' kinds are the code's own constants.
const issuedEventInsert = new CompiledStatement<string>(() => {
  const { columns, values } = insertLists(voucherEvents, issuedEventKeys, 'event_');
  // The event's own company_id value, asked again by both questions.
  const companyId = sql.placeholder('event_companyId');
  const shopKinds = sql.raw(SHOPS_WITH_CODES.map((kind) => `'${kind}'`).join(', '));
  return sql`insert into ${voucherEvents} (${columns}, ${sql.identifier(voucherEvents.dispatchedAt.name)})
    values (${values}, case
      when exists (select 1 from ${integrations} where ${integrations.companyId} = ${companyId}
        and ${integrations.kind} in (${shopKinds}) and ${integrations.status} = 'connected')
      or exists (select 1 from ${webhookEndpoints} where ${webhookEndpoints.companyId} = ${companyId}
        and ${webhookEndpoints.enabled})
      then null else ${sql.placeholder('at')}::timestamptz end)
    returning ${voucherEvents.id} as id, ${voucherEvents.dispatchedAt} as "dispatchedAt"`;
});
