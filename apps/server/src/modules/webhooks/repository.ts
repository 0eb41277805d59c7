import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, OutboxEventType, Transaction } from '@stepup/db';
import {
  campaigns,
  customers,
  customOffers,
  user,
  voucherEvents,
  vouchers,
  webhookDeliveries,
  webhookEndpoints,
} from '@stepup/db';

type Db = Database | Transaction;

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The company's webhook (one per company: the Webhooks tab sets one address). */
export async function findCompanyEndpoint(db: Db, companyId: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(webhookEndpoints.createdAt)
    .limit(1);
  return row;
}

export async function insertEndpoint(
  db: Db,
  values: {
    companyId: string;
    url: string;
    events: string[];
    enabled: boolean;
    secretEncrypted: string;
    createdByUserId: string;
  },
) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: Db,
  endpointId: string,
  values: Partial<Pick<WebhookEndpointRow, 'url' | 'events' | 'enabled' | 'secretEncrypted'>>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row!;
}

/** The company's enabled endpoints (each decides by its event list whether it takes a type). */
export function enabledEndpointsOf(db: Db, companyId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.enabled, true)));
}

/** What a voucher event's payload tells about the voucher, as it is now. */
export async function findVoucherForPayload(db: Db, voucherId: string) {
  const [row] = await db
    .select({
      code: vouchers.code,
      faceValuePence: vouchers.faceValuePence,
      expiresAt: vouchers.expiresAt,
      usedAt: vouchers.usedAt,
      usedChannel: vouchers.usedChannel,
      usedSiteId: vouchers.usedSiteId,
      usedOrderRef: vouchers.usedOrderRef,
      cancelledAt: vouchers.cancelledAt,
      frozenAt: vouchers.frozenAt,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .where(eq(vouchers.id, voucherId));
  return row;
}

/**
 * What an offer event's payload tells about the offer, as it is now: no more than the company's
 * inbox shows (the customer's name is cut to the first word by the payload, never the email).
 */
export async function findOfferForPayload(db: Db, offerId: string) {
  const [row] = await db
    .select({
      id: customOffers.id,
      status: customOffers.status,
      faceValuePence: customOffers.faceValuePence,
      discount: customOffers.discount,
      counterDiscount: customOffers.counterDiscount,
      buyFor: customOffers.buyFor,
      declineReason: customOffers.declineReason,
      expiresAt: customOffers.expiresAt,
      createdAt: customOffers.createdAt,
      decidedAt: customOffers.decidedAt,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      customerName: sql<string | null>`coalesce(${customers.name}, ${user.name})`,
    })
    .from(customOffers)
    .innerJoin(campaigns, eq(campaigns.id, customOffers.campaignId))
    .leftJoin(user, eq(user.id, customOffers.customerUserId))
    .leftJoin(customers, eq(customers.userId, customOffers.customerUserId))
    .where(eq(customOffers.id, offerId));
  return row;
}

/**
 * One automatic delivery per endpoint and event (the unique index): a re-dispatched event inserts
 * nothing. Answers the ids of every automatic delivery of the event still pending, new or not, so
 * a crash between inserting and queueing is mended by the re-dispatch.
 */
export async function insertEventDeliveries(
  db: Db,
  rows: {
    endpointId: string;
    eventId: string;
    eventType: OutboxEventType;
    payload: Record<string, unknown>;
  }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  await db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing({
      target: [webhookDeliveries.endpointId, webhookDeliveries.eventId],
      where: sql`${webhookDeliveries.resendOf} is null`,
    });
  const pending = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.eventId, rows[0]!.eventId),
        inArray(
          webhookDeliveries.endpointId,
          rows.map((r) => r.endpointId),
        ),
        eq(webhookDeliveries.status, 'pending'),
        sql`${webhookDeliveries.resendOf} is null`,
      ),
    );
  return pending.map((r) => r.id);
}

/** A copy of a delivery, to post again (the Resend button). */
export async function insertResend(db: Db, of: WebhookDeliveryRow) {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: of.endpointId,
      eventId: of.eventId,
      eventType: of.eventType,
      payload: of.payload,
      resendOf: of.resendOf ?? of.id,
    })
    .returning();
  return row!;
}

/** A delivery with its endpoint. */
export async function findDelivery(db: Db, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

/** Records one attempt: what the endpoint answered (or why it did not) and the new status. */
export async function recordAttempt(
  db: Db,
  deliveryId: string,
  attempt: {
    at: Date;
    responseCode: number | null;
    error: string | null;
    status: 'pending' | 'delivered' | 'failed';
  },
) {
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      responseCode: attempt.responseCode,
      lastError: attempt.error,
      lastAttemptAt: attempt.at,
      status: attempt.status,
      ...(attempt.status === 'delivered' ? { deliveredAt: attempt.at } : {}),
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
}

/** What the delivery log names a delivery by: the voucher's code, or the offer's campaign. */
const subjectColumns = {
  voucherCode: vouchers.code,
  offerId: customOffers.id,
  offerCampaignName: campaigns.name,
};

function deliveriesWithSubject(db: Db) {
  return db
    .select({ delivery: webhookDeliveries, ...subjectColumns })
    .from(webhookDeliveries)
    .leftJoin(voucherEvents, eq(voucherEvents.id, webhookDeliveries.eventId))
    .leftJoin(vouchers, eq(vouchers.id, voucherEvents.voucherId))
    .leftJoin(customOffers, eq(customOffers.id, voucherEvents.offerId))
    .leftJoin(campaigns, eq(campaigns.id, customOffers.campaignId));
}
export type DeliveryWithSubject = Awaited<ReturnType<typeof deliveriesWithSubject>>[number];

/** The endpoint's latest deliveries, newest first, with the voucher's code or the offer's campaign. */
export function latestDeliveries(db: Db, endpointId: string, limit: number) {
  return deliveriesWithSubject(db)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** One delivery with the voucher's code or the offer's campaign (a resend's answer). */
export async function deliveryWithSubject(db: Db, deliveryId: string) {
  const [row] = await deliveriesWithSubject(db).where(eq(webhookDeliveries.id, deliveryId));
  return row;
}
