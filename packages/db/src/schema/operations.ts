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
import { createdAt, id, instant, oneOf, updatedAt } from './columns';
import { companies } from './companies';

// Back-office tables: integrations, API keys, perks, notifications, mail and the audit log.

export const integrationKinds = [
  'shopify',
  'woocommerce',
  'manual',
  'group',
  'custom_api',
] as const;
export type IntegrationKind = (typeof integrationKinds)[number];
/** The kinds that make a company's online shop choice (a shop, or "in store only"). */
export const shopChoiceKinds = [
  'shopify',
  'woocommerce',
  'manual',
] as const satisfies readonly IntegrationKind[];
export const integrationStatuses = ['pending', 'connected', 'error', 'disconnected'] as const;
export type IntegrationStatus = (typeof integrationStatuses)[number];

/** A company's website connection (where its vouchers are redeemed). */
export const integrations = pgTable(
  'integrations',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IntegrationKind>().notNull(),
    shopUrl: text('shop_url'),
    /** Access token encrypted by the server (never stored in clear). */
    accessTokenEncrypted: text('access_token_encrypted'),
    /** The secret the shop signs its webhooks with, where it is ours to choose (WooCommerce). */
    webhookSecretEncrypted: text('webhook_secret_encrypted'),
    status: text('status').$type<IntegrationStatus>().notNull().default('pending'),
    /** Kind-specific settings (e.g. group member sites). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    lastSyncAt: instant('last_sync_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('integrations_kind_check', oneOf(t.kind, integrationKinds)),
    check('integrations_status_check', oneOf(t.status, integrationStatuses)),
    index('integrations_company_idx').on(t.companyId),
  ],
);

/** Keys for the redemption API; only a hash is stored, the prefix identifies the key to people. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    /** What the key may do: 'read' (look up, validate, hold) and 'redeem' (redeem, roll back). */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{read}'::text[]`),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_unique').on(t.keyHash),
    index('api_keys_company_idx').on(t.companyId),
  ],
);

export const perkAudiences = ['all', 'chosen'] as const;
export type PerkAudience = (typeof perkAudiences)[number];

/**
 * Perks offered to companies on the company Perks tab (hidden when site_settings.perks_enabled is
 * off): a partner's offer with a link or a code, live between its dates, for every company or for
 * the companies chosen in perk_companies.
 */
export const perks = pgTable(
  'perks',
  {
    id: id(),
    title: text('title').notNull(),
    /** Who offers it (a bank, an insurer…). */
    partner: text('partner').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    url: text('url'),
    /** A code the company quotes to the partner, shown instead of (or beside) the link. */
    code: text('code'),
    audience: text('audience').$type<PerkAudience>().notNull().default('all'),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('perks_audience_check', oneOf(t.audience, perkAudiences)),
    index('perks_enabled_sort_idx').on(t.enabled, t.sortOrder),
  ],
);

/** The companies a perk with audience 'chosen' is offered to. */
export const perkCompanies = pgTable(
  'perk_companies',
  {
    perkId: text('perk_id')
      .notNull()
      .references(() => perks.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.perkId, t.companyId] }),
    index('perk_companies_company_idx').on(t.companyId),
  ],
);

/**
 * An admin's wording of one email trigger (the spec's "email notification": trigger, subject,
 * content), keyed by the trigger (packages/email's catalogue). No row: the built-in words are sent.
 * Content is plain text with {{placeholders}}; paragraphs are separated by a blank line.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    key: text('key').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    updatedByUserId: text('updated_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('email_templates_key_unique').on(t.key)],
);

export const companyNotificationAudiences = ['all', 'chosen', 'category'] as const;
export type CompanyNotificationAudience = (typeof companyNotificationAudiences)[number];

/**
 * Admin messages to companies (spec admin form: notification, data, selected companies): shown on
 * each recipient's dashboard until dismissed, and emailed to its contact when asked.
 */
export const companyNotifications = pgTable('company_notifications', {
  id: id(),
  title: text('title').notNull(),
  /** Optional data: a link shown with the message. */
  data: text('data').notNull().default(''),
  audience: text('audience').$type<CompanyNotificationAudience>().notNull().default('chosen'),
  /** The category chosen when audience is 'category'. */
  categoryId: text('category_id'),
  emailed: boolean('emailed').notNull().default(false),
  createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const companyNotificationRecipients = pgTable(
  'company_notification_recipients',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => companyNotifications.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    readAt: instant('read_at'),
    dismissedAt: instant('dismissed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.companyId] }),
    index('company_notification_recipients_company_idx').on(t.companyId),
  ],
);

export const expiryReminderKinds = ['30d', '7d'] as const;
export type ExpiryReminderKind = (typeof expiryReminderKinds)[number];

/**
 * One row per voucher and reminder sent (30 and 7 days before expiry): the primary key is what
 * makes "once each" hold when two workers run the reminder job at the same time.
 */
export const voucherExpiryReminders = pgTable(
  'voucher_expiry_reminders',
  {
    voucherId: text('voucher_id').notNull(),
    kind: text('kind').$type<ExpiryReminderKind>().notNull(),
    sentTo: text('sent_to').notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.voucherId, t.kind] }),
    check('voucher_expiry_reminders_kind_check', oneOf(t.kind, expiryReminderKinds)),
  ],
);

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * Every email the product sends. Without SMTP it is the mailbox (shown on the business site's local
 * mailbox page); with SMTP it is the durable queue the mail job drains.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull().default(''),
    html: text('html'),
    /** Which message this is (template key), for filtering and tests. */
    template: text('template'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * When its delivery job was queued. A message written inside a business transaction (a sale,
     * a gift) is queued after the commit; one left unqueued by a crash in between is found by
     * the dispatch sweep, so nothing written is ever lost.
     */
    queuedAt: instant('queued_at'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_check', oneOf(t.status, mailStatuses)),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt.desc()),
    index('mail_outbox_created_at_idx').on(t.createdAt.desc()),
    index('mail_outbox_unqueued_idx')
      .on(t.createdAt)
      .where(sql`${t.queuedAt} is null and ${t.status} = 'pending'`),
  ],
);

/**
 * Every text message (SMS) the product sends: sign-in codes. Without an SMS provider it is the
 * phone's inbox (GET /api/dev/sms outside production); with one, the queue the SMS job drains.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    /** E.164, e.g. +447700900123. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** Which message this is (e.g. 'two-factor-code'), for filtering and tests. */
    template: text('template'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's id of the sent message (e.g. Twilio's SM… sid). */
    providerMessageId: text('provider_message_id'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('sms_outbox_status_check', oneOf(t.status, mailStatuses)),
    check('sms_outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('sms_outbox_to_idx').on(t.to, t.createdAt.desc()),
  ],
);

/** The interaction log: every admin (and sensitive company) action. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Email or 'system' as it was when the action happened (survives the user's deletion). */
    actorLabel: text('actor_label'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    // The interaction log's order (newest first, ties by id): its page is read in order and
    // stops (ADR 044); an index on `at` alone made PostgreSQL sort the whole log per page.
    index('audit_log_list_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorUserId, t.at.desc()),
  ],
);

/**
 * Attempt counters of every rate limit (rate-limiter-flexible's Drizzle store): in the database,
 * so all processes behind a proxy count the same attempts and a restart forgets none. `key` is
 * the rule's name and a hash of its subject (an address, an account), never the subject itself;
 * `expire` ends the counter's window. Expired rows are deleted by the store itself.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: instant('expire'),
  },
  (t) => [index('rate_limit_counters_expire_idx').on(t.expire)],
);
