import { z } from 'zod';
import {
  EXPIRY_REQUIRED,
  FACE_VALUE_RANGE,
  STEP_DISCOUNT_MAX,
  STEP_DISCOUNT_MIN,
  TOP_UP_NOT_GREATER,
  TOTAL_VALUE_RANGE,
} from '@stepup/domain';
import { ID_MAX_LENGTH, boundedNumber, boundedString } from './bounds';

// The company's campaigns (/new-voucher, /dashboard) and redeeming vouchers (/redeem). Every
// endpoint acts on the caller's own company, taken from their membership, never from the request.

const campaignStatusSchema = z.enum(['pending', 'live', 'rejected', 'cancelled', 'ended']);
const triple = z.tuple([z.number().int(), z.number().int(), z.number().int()]);

/**
 * POST /api/company/campaigns: a campaign request, as typed. The server checks it with the same
 * domain rules as the form (docs/product.md#campaign-rules), so the shapes here are loose on purpose: a wrong value gets the
 * rule's message, not a generic schema error. Numbers far past any rule's range get that rule's
 * message here.
 */
const faceValue = boundedNumber(FACE_VALUE_RANGE);
const discount = boundedNumber(STEP_DISCOUNT_MIN, STEP_DISCOUNT_MAX);
export const campaignRequestBodySchema = z.object({
  name: boundedString(200),
  faceValuesPence: z.tuple([faceValue, faceValue, faceValue]),
  discounts: z.tuple([discount, discount, discount]),
  totalValuePence: boundedNumber(TOTAL_VALUE_RANGE),
  expiryYears: boundedNumber(EXPIRY_REQUIRED),
  /** YYYY-MM-DD, a UK calendar day. */
  startDate: boundedString(40),
  termsAccepted: z.boolean(),
  /** Multi-site groups: the company's sites where it can be used; none or left out = every site. */
  siteIds: z.array(boundedString(ID_MAX_LENGTH)).max(200).optional(),
});
export type CampaignRequestBody = z.infer<typeof campaignRequestBodySchema>;

/** One of the company's campaigns with its figures (docs/product.md#company-dashboard). */
export const companyCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: campaignStatusSchema,
  isActive: z.boolean(),
  frozen: z.boolean(),
  faceValuesPence: triple,
  discounts: triple,
  totalValuePence: z.number().int(),
  expiryYears: z.number().int(),
  startDate: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  rejectionReason: z.string().nullable(),
  /** Face value sold per step (pence), from the vouchers issued and not cancelled. */
  stepSalesPence: triple,
  /** Step sales over the total value, one decimal (docs/product.md#company-dashboard). */
  stepSoldPercent: z.tuple([z.number(), z.number(), z.number()]),
  salesValuePence: z.number().int(),
  /** Sales value over 3 × total value, one decimal (docs/product.md#company-dashboard). */
  soldPercent: z.number(),
  vouchersSold: z.number().int(),
  vouchersRedeemed: z.number().int(),
  /** Step 4's settings (PUT /api/company/campaigns/:campaignId/custom-offers, ADR 027). */
  customOfferSettings: z.object({
    enabled: z.boolean(),
    maxFaceValuePence: z.number().int(),
    autoAcceptDiscount: z.number().int().nullable(),
  }),
  /**
   * Custom-offer sales beside the ladder's (ADR 027 "Budgets"): charged offers whose voucher is
   * not cancelled: how many, their face value and what the customers paid (pence).
   */
  customOfferSales: z.object({
    count: z.number().int(),
    faceValuePence: z.number().int(),
    paidPence: z.number().int(),
  }),
});
export type CompanyCampaign = z.infer<typeof companyCampaignSchema>;

export const companySwitchesSchema = z.object({
  /** 'online' lets customers buy (docs/product.md#company-dashboard). */
  currentStatus: z.enum(['online', 'offline']),
  redemptionsEnabled: z.boolean(),
});
export type CompanySwitches = z.infer<typeof companySwitchesSchema>;

export const companyDashboardQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/**
 * GET /api/company/dashboard?page=: the switches, the totals over every campaign, and one page of
 * campaigns (newest first, COMPANY_DASHBOARD_PAGE_SIZE a page).
 */
export const companyDashboardSchema = z.object({
  company: companySwitchesSchema.extend({
    name: z.string(),
    status: z.enum(['pending', 'approved', 'denied']),
  }),
  campaigns: z.array(companyCampaignSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  /** Every campaign of the company, for the pager. */
  campaignsTotal: z.number().int().nonnegative(),
  /** The request awaiting review (at most one at a time), whichever page it is on. */
  pendingRequest: z.object({ id: z.string(), name: z.string() }).nullable(),
  totals: z.object({
    salesValuePence: z.number().int(),
    vouchersSold: z.number().int(),
    vouchersRedeemed: z.number().int(),
    /**
     * Vouchers (custom offers' included) that expire in the next 30 UK days, not used and not
     * cancelled (docs/product.md#expiry-reminders): their holders are reminded by email.
     */
    vouchersExpiringSoon: z.number().int(),
  }),
  /** When the figures were read (they are indicative and refresh each minute). */
  readAt: z.iso.datetime(),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

export const campaignIdParamsSchema = z.object({
  campaignId: boundedString(ID_MAX_LENGTH).min(1),
});

/** POST /api/company/campaigns/:campaignId/top-up: the new total value (each step's budget). */
export const topUpRequestSchema = z.object({
  newTotalValuePence: boundedNumber(TOP_UP_NOT_GREATER, TOTAL_VALUE_RANGE),
});
export type TopUpRequest = z.infer<typeof topUpRequestSchema>;

/** PUT /api/company/online-status. */
export const onlineStatusRequestSchema = z.object({ currentStatus: z.enum(['online', 'offline']) });
/** PUT /api/company/redemptions-enabled. */
export const redemptionsEnabledRequestSchema = z.object({ enabled: z.boolean() });

/** POST /api/company/redemptions/lookup and /redeem: a code as typed or scanned (12 characters). */
export const redemptionCodeRequestSchema = z.object({
  code: boundedString(100),
  /** Multi-site groups: the site this till is at (required once the company has sites). */
  siteId: boundedString(ID_MAX_LENGTH).optional(),
});
export type RedemptionCodeRequest = z.infer<typeof redemptionCodeRequestSchema>;

/** A voucher of the caller's company as the till sees it. */
export const redemptionVoucherSchema = z.object({
  code: z.string(),
  campaignName: z.string(),
  faceValuePence: z.number().int(),
  expiresAt: z.iso.datetime(),
  status: z.enum(['unused', 'used', 'cancelled', 'frozen', 'expired']),
  usedAt: z.iso.datetime().nullable(),
  /** The buyer's (for a gift, the recipient's) first name; null for a guest without one. */
  customerFirstName: z.string().nullable(),
  gift: z.boolean(),
  /** Why it cannot be marked as used; null when it can. */
  refusal: z.string().nullable(),
});
export type RedemptionVoucher = z.infer<typeof redemptionVoucherSchema>;

export const redemptionResultSchema = z.object({
  message: z.string(),
  voucher: redemptionVoucherSchema,
});
export type RedemptionResult = z.infer<typeof redemptionResultSchema>;
