import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { campaigns } from './catalog';
import { createdAt, id, instant, oneOf, updatedAt } from './columns';
import { companies, companyMembers } from './companies';
import { apiKeys, integrations } from './operations';
import { customOffers, vouchers } from './purchases';

// Where vouchers are used beyond one till: a company's sites, the codes mirrored into its online
// shop, the public API's holds and replays, outgoing webhooks, and the voucher events feeding them.

/** One place of a multi-site business (a shop, a café, a branch). */
export const companySites = pgTable(
  'company_sites',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** A closed site keeps its history (redemptions name it) but is offered nowhere. */
    archivedAt: instant('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_sites_company_idx').on(t.companyId, t.position),
    uniqueIndex('company_sites_company_name_unique')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/** The sites a campaign can be used at; a campaign with none is usable at every site. */
export const campaignSites = pgTable(
  'campaign_sites',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    siteId: text('site_id')
      .notNull()
      .references(() => companySites.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.siteId] }),
    index('campaign_sites_site_idx').on(t.siteId),
  ],
);

/** The sites a member of staff works at; a member with none may redeem at every site. */
export const memberSites = pgTable(
  'member_sites',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => companyMembers.id, { onDelete: 'cascade' }),
    siteId: text('site_id')
      .notNull()
      .references(() => companySites.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.siteId] }),
    index('member_sites_site_idx').on(t.siteId),
  ],
);

export const voucherEventTypes = [
  'voucher.issued',
  'voucher.redeemed',
  'voucher.redemption_rolled_back',
  'voucher.cancelled',
] as const;

/** What happened to a custom offer that the company saw (ADR 027): carried by the same outbox. */
export const offerEventTypes = [
  'offer.received',
  'offer.countered',
  'offer.accepted',
  'offer.declined',
  'offer.withdrawn',
  'offer.expired',
] as const;
export const outboxEventTypes = [...voucherEventTypes, ...offerEventTypes] as const;
export type VoucherEventType = (typeof voucherEventTypes)[number];
export type OfferEventType = (typeof offerEventTypes)[number];
/** Every type the outbox carries, voucher and offer events alike. */
export type OutboxEventType = (typeof outboxEventTypes)[number];

/**
 * What happened to a voucher or a custom offer, written in the same transaction as the change (an
 * outbox): the dispatch job hands each event to the shop-code sync and the outgoing webhooks, then
 * marks it dispatched, so a crash between the change and its effects loses nothing. A voucher
 * event names its voucher, an offer event its offer, never both (the check). The table keeps its
 * first name, `voucher_events` (ADR 035): renaming it would touch every reader for no behaviour.
 */
export const voucherEvents = pgTable(
  'voucher_events',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    voucherId: text('voucher_id').references(() => vouchers.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').references(() => customOffers.id, { onDelete: 'cascade' }),
    type: text('type').$type<OutboxEventType>().notNull(),
    /** Event-specific facts (the channel and site of a redemption, a cancellation's reason). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: instant('occurred_at').notNull(),
    dispatchedAt: instant('dispatched_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('voucher_events_type_check', oneOf(t.type, outboxEventTypes)),
    check(
      'voucher_events_subject_check',
      sql`(${oneOf(t.type, voucherEventTypes)} and ${t.voucherId} is not null and ${t.offerId} is null) or (${oneOf(t.type, offerEventTypes)} and ${t.offerId} is not null and ${t.voucherId} is null)`,
    ),
    index('voucher_events_undispatched_idx')
      .on(t.createdAt)
      .where(sql`${t.dispatchedAt} is null`),
    index('voucher_events_voucher_idx').on(t.voucherId),
    index('voucher_events_offer_idx').on(t.offerId),
  ],
);

export const shopCodeStatuses = ['pending', 'created', 'failed', 'disabled', 'used'] as const;
export type ShopCodeStatus = (typeof shopCodeStatuses)[number];

/** A voucher's code mirrored into the company's online shop (a Shopify discount, a WooCommerce coupon). */
export const shopCodes = pgTable(
  'shop_codes',
  {
    voucherId: text('voucher_id')
      .primaryKey()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    integrationId: text('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    status: text('status').$type<ShopCodeStatus>().notNull().default('pending'),
    /** The shop's own id of the code (a Shopify discount GID, a WooCommerce coupon id). */
    externalId: text('external_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The shop's order that used the code. */
    orderRef: text('order_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_codes_status_check', oneOf(t.status, shopCodeStatuses)),
    index('shop_codes_integration_status_idx').on(t.integrationId, t.status),
  ],
);

/**
 * A short reservation of a voucher by a checkout (public API validate with a hold): while it
 * lasts, only a redemption naming the hold may use the code.
 */
export const voucherHolds = pgTable(
  'voucher_holds',
  {
    id: id(),
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    apiKeyId: text('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    reference: text('reference'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('voucher_holds_voucher_unique').on(t.voucherId)],
);

/**
 * The stored answer to a public API write, per company and Idempotency-Key: the same key again
 * gets the same answer and does nothing twice; the same key with another request is refused.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    apiKeyId: text('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** A hash of the method, path and body the key was first used with. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.key] }),
    index('api_idempotency_created_idx').on(t.createdAt),
  ],
);

/** Where a company wants its voucher and offer events posted (signed with its secret). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The signing secret, sealed by the server (shown to the owner, never logged). */
    secretEncrypted: text('secret_encrypted').notNull(),
    /** The event types it receives; empty means every type. */
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** One post of one event to one endpoint, with what the endpoint answered (the delivery log). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => voucherEvents.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<OutboxEventType>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    lastAttemptAt: instant('last_attempt_at'),
    deliveredAt: instant('delivered_at'),
    /** Set on a delivery the owner asked to send again (the resend button). */
    resendOf: text('resend_of'),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_status_check', oneOf(t.status, webhookDeliveryStatuses)),
    // One automatic delivery per endpoint and event: a re-dispatched event posts nothing twice.
    uniqueIndex('webhook_deliveries_endpoint_event_unique')
      .on(t.endpointId, t.eventId)
      .where(sql`${t.resendOf} is null`),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt.desc()),
  ],
);
