import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { categories } from './catalog';
import { createdAt, id, instant, oneOf, updatedAt } from './columns';

export const companyStatuses = ['pending', 'approved', 'denied'] as const;
export type CompanyStatus = (typeof companyStatuses)[number];
export const companyOnlineStatuses = ['online', 'offline'] as const;
export type CompanyOnlineStatus = (typeof companyOnlineStatuses)[number];

/** The original owners + companies (docs/product.md#names-from-the-original-specification), merged into one row per business. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    tradingName: text('trading_name'),
    website: text('website'),
    description: text('description').notNull().default(''),
    logoUrl: text('logo_url'),
    primaryImageUrl: text('primary_image_url'),
    voucherImageUrl: text('voucher_image_url'),
    /** The company's category (a campaign request needs one; docs/product.md#campaign-prerequisites). */
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    status: text('status').$type<CompanyStatus>().notNull().default('pending'),
    /** 'online' is required to buy; a company starts offline until it switches itself on. */
    currentStatus: text('current_status').$type<CompanyOnlineStatus>().notNull().default('offline'),
    /** Stripe Connect account id (or the sandbox provider's equivalent). */
    paymentAccountId: text('payment_account_id'),
    /** The account can take card payments (Stripe's `charges_enabled`), kept current by `account.updated`. */
    paymentsEnabled: boolean('payments_enabled').notNull().default(false),
    /** The provider pays the company out (Stripe's `payouts_enabled`). */
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    /** The company finished the provider's onboarding form (`details_submitted`). */
    paymentDetailsSubmitted: boolean('payment_details_submitted').notNull().default(false),
    /** What the provider still needs from the company (`requirements.currently_due`). */
    paymentRequirementsDue: jsonb('payment_requirements_due')
      .$type<string[]>()
      .notNull()
      .default([]),
    /** The provider's time of the account state stored above: an older event never overwrites a newer one. */
    paymentAccountUpdatedAt: instant('payment_account_updated_at'),
    redemptionsEnabled: boolean('redemptions_enabled').notNull().default(true),
    /** Platform commission on standard vouchers, percent (the product charges none today). */
    commissionPercent: integer('commission_percent').notNull().default(0),
    // Compliance data (a campaign request needs it).
    registeredNumber: text('registered_number'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    postcode: text('postcode'),
    country: text('country').notNull().default('GB'),
    /** Custom offers at or below `max_auto_accept_discount` are accepted (and charged) at once. */
    autoAcceptOffers: boolean('auto_accept_offers').notNull().default(false),
    maxAutoAcceptDiscount: integer('max_auto_accept_discount'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_status_check', oneOf(t.status, companyStatuses)),
    check('companies_current_status_check', oneOf(t.currentStatus, companyOnlineStatuses)),
    check('companies_commission_check', sql`${t.commissionPercent} between 0 and 100`),
    check(
      'companies_max_auto_accept_discount_check',
      sql`${t.maxAutoAcceptDiscount} is null or ${t.maxAutoAcceptDiscount} between 5 and 95`,
    ),
    index('companies_status_idx').on(t.status),
    // Search matches the company name as a substring, case-insensitively.
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const permissionAudiences = ['company', 'admin'] as const;
export type PermissionAudience = (typeof permissionAudiences)[number];

/**
 * A role: a map of permission → numeric level (1 view, 2 edit; 15 for company roles) whose sum is
 * `sort_value`. Company roles with a null company_id are shared templates.
 */
export const permissionLevels = pgTable(
  'permission_levels',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: jsonb('permissions').$type<Record<string, number>>().notNull().default({}),
    sortValue: integer('sort_value').notNull().default(0),
    audience: text('audience').$type<PermissionAudience>().notNull(),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('permission_levels_audience_check', oneOf(t.audience, permissionAudiences)),
    index('permission_levels_audience_idx').on(t.audience, t.companyId),
  ],
);

/** The role of the person who signed the company up; a company keeps at least one once it trades. */
export const COMPANY_OWNER_ROLE = 'owner';

export const companyMembers = pgTable(
  'company_members',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    roleInCompany: text('role_in_company').notNull(),
    permissionLevelId: text('permission_level_id').references(() => permissionLevels.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_members_company_user_unique').on(t.companyId, t.userId),
    index('company_members_user_idx').on(t.userId),
  ],
);

export const admins = pgTable('admins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  permissionLevelId: text('permission_level_id').references(() => permissionLevels.id, {
    onDelete: 'set null',
  }),
  lastActivity: instant('last_activity'),
  createdAt: createdAt(),
});

/**
 * An owner's invitation of a colleague (by email, with a role in the company). Only the token's
 * hash is stored; an invite is open until accepted, revoked or past `expires_at`, and a company
 * holds at most one open invite per email (lower-cased).
 */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    roleInCompany: text('role_in_company').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_invites_token_hash_unique').on(t.tokenHash),
    uniqueIndex('company_invites_one_open_per_email')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('company_invites_company_idx').on(t.companyId),
  ],
);
