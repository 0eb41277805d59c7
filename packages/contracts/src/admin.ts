import { z } from 'zod';
import { REVIEW_REASON_TOO_LONG } from '@stepup/domain';
import { ID_MAX_LENGTH, boundedString, ukDaysQuery } from './bounds';

/** The admin menu's counters (docs/product.md#menus). */
export const adminCountersSchema = z.object({
  newCompanies: z.number().int().nonnegative(),
  pendingCampaigns: z.number().int().nonnegative(),
});
export type AdminCounters = z.infer<typeof adminCountersSchema>;

const companyStatusSchema = z.enum(['pending', 'approved', 'denied']);
const campaignStatusSchema = z.enum(['pending', 'live', 'rejected', 'cancelled', 'ended']);
/** The domain limits a reason to 500 characters with its own message; this only stops abuse. */
const reasonSchema = boundedString(2_000, REVIEW_REASON_TOO_LONG).optional();
const search = boundedString(200).optional();

/** The page of a review list (25 a page); the server parses it from its text. */
const page = z.coerce.number().int().min(1).max(100_000).default(1);
/** Which page of how many: the answer of a paged review list. */
const paging = {
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  /** Every row matching the filters (all pages). */
  total: z.number().int().nonnegative(),
};
/**
 * The paging of a list that stops counting at ADMIN_LIST_COUNT_LIMIT (ADR 044): `total` is every
 * matching row, or the limit when `totalCapped` says more match.
 */
export const cappedPaging = {
  ...paging,
  totalCapped: z.boolean(),
};

/** GET /api/admin/companies: filter by status and the UK days it joined, search by name, one page at a time. */
export const adminCompanyListQuerySchema = z.object({
  status: companyStatusSchema.optional(),
  q: search,
  /** Joined (signed up) on these UK days, inclusive: the dashboard's New companies. */
  ...ukDaysQuery,
  page,
});
/** The client's side of the query (the page may be left out: the first). */
export type AdminCompanyListQuery = Omit<z.infer<typeof adminCompanyListQuerySchema>, 'page'> & {
  page?: number;
};

export const adminCompanySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: companyStatusSchema,
  website: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  campaignCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type AdminCompanySummary = z.infer<typeof adminCompanySummarySchema>;
export const adminCompanyListSchema = z.object({
  companies: z.array(adminCompanySummarySchema),
  ...paging,
});
export type AdminCompanyList = z.infer<typeof adminCompanyListSchema>;

/** The last decision an admin took on a company or campaign, from the interaction log. */
export const adminDecisionSchema = z.object({
  action: z.string(),
  reason: z.string().nullable(),
  by: z.string().nullable(),
  at: z.iso.datetime(),
});

/** GET /api/admin/companies/:id: what an admin reviews before approving a company. */
export const adminCompanyDetailSchema = adminCompanySummarySchema.extend({
  tradingName: z.string().nullable(),
  description: z.string(),
  /** The company's category (a prerequisite of a campaign request), by name. */
  category: z.string().nullable(),
  images: z.object({
    logoUrl: z.string().nullable(),
    primaryImageUrl: z.string().nullable(),
    voucherImageUrl: z.string().nullable(),
  }),
  compliance: z.object({
    registeredNumber: z.string().nullable(),
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    city: z.string().nullable(),
    postcode: z.string().nullable(),
    country: z.string(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
  }),
  paymentsConnected: z.boolean(),
  owners: z.array(z.object({ name: z.string(), email: z.string() })),
  lastDecision: adminDecisionSchema.nullable(),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

/** POST /api/admin/companies/:id/decision: approve, or deny with a reason (told to the company). */
export const companyDecisionRequestSchema = z.object({
  decision: z.enum(['approve', 'deny']),
  reason: reasonSchema,
});
export type CompanyDecisionRequest = z.infer<typeof companyDecisionRequestSchema>;

/** A campaign as the admin sees it (list rows and the company view). */
export const adminCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyStatus: companyStatusSchema,
  status: campaignStatusSchema,
  isActive: z.boolean(),
  frozen: z.boolean(),
  featured: z.boolean(),
  topPick: z.boolean(),
  faceValuesPence: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  discounts: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  totalValuePence: z.number().int(),
  /** Sales per step (pence), from each step's budget and what is left of it. */
  stepSalesPence: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  salesValuePence: z.number().int(),
  /** Sales value over 3 × total value (docs/product.md#company-dashboard), one decimal. */
  soldPercent: z.number(),
  salesCount: z.number().int(),
  expiryYears: z.number().int(),
  startDate: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  rejectionReason: z.string().nullable(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

/** GET /api/admin/campaigns: pending requests first, then newest; one page at a time. */
export const adminCampaignListQuerySchema = z.object({
  status: campaignStatusSchema.optional(),
  q: search,
  companyId: boundedString(ID_MAX_LENGTH).optional(),
  page,
});
/** The client's side of the query (the page may be left out: the first). */
export type AdminCampaignListQuery = Omit<z.infer<typeof adminCampaignListQuerySchema>, 'page'> & {
  page?: number;
};
export const adminCampaignListSchema = z.object({
  campaigns: z.array(adminCampaignSchema),
  ...cappedPaging,
});
export type AdminCampaignList = z.infer<typeof adminCampaignListSchema>;

/** POST /api/admin/campaigns/:id/actions: one step of the campaign rule table. */
export const campaignActionRequestSchema = z.object({
  action: z.enum([
    'approve',
    'reject',
    'feature',
    'unfeature',
    'top-pick-on',
    'top-pick-off',
    'freeze',
    'unfreeze',
    'end',
  ]),
  reason: reasonSchema,
});
export type CampaignActionRequest = z.infer<typeof campaignActionRequestSchema>;

/** GET /api/admin/companies/:id/view: read-only, what the company's dashboard shows. */
export const adminCompanyViewSchema = z.object({
  company: z.object({ id: z.string(), name: z.string(), status: companyStatusSchema }),
  campaigns: z.array(adminCampaignSchema),
  sales: z.object({
    vouchersSold: z.number().int(),
    faceValuePence: z.number().int(),
    paidPence: z.number().int(),
    redeemed: z.number().int(),
  }),
});
export type AdminCompanyView = z.infer<typeof adminCompanyViewSchema>;

/**
 * POST /api/admin/confirm-identity: the admin's password and the current code of their
 * authenticator app. Loosely typed: the server answers a missing one like a wrong one.
 */
export const confirmIdentityRequestSchema = z.object({
  password: z.string().max(1_000).optional(),
  code: z.string().max(20).optional(),
});
export type ConfirmIdentityRequest = z.infer<typeof confirmIdentityRequestSchema>;

/** Until when this session may take the most sensitive admin actions without asking again. */
export const identityConfirmedSchema = z.object({ confirmedUntil: z.iso.datetime() });
export type IdentityConfirmed = z.infer<typeof identityConfirmedSchema>;
