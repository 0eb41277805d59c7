import { z } from 'zod';
import {
  CAMPAIGN_PREREQUISITES,
  DESCRIPTION_MAX_LENGTH,
  INVALID_FORMAT,
  INVALID_TRADING_NAME,
} from '@stepup/domain';
import {
  COMPANY_NAME_MAX_LENGTH,
  ID_MAX_LENGTH,
  LINE_MAX_LENGTH,
  URL_MAX_LENGTH,
  boundedString,
} from './bounds';

// The company area's own settings (docs/product.md#basic-information-and-images, docs/product.md#website-connection; menus
// /basic-information, /payments, /api, /setup-help). Every endpoint acts on the caller's company.

const pence = z.number().int().nonnegative();

/** GET /api/company/setup: which campaign prerequisites (docs/product.md#campaign-prerequisites) the caller's company has in place. */
export const companySetupSchema = z.object({
  companyName: z.string(),
  /** The caller's role in the company ('owner' or 'staff'): what the business site offers them. */
  yourRole: z.string(),
  facts: z.object(
    Object.fromEntries(CAMPAIGN_PREREQUISITES.map((key) => [key, z.boolean()])) as Record<
      (typeof CAMPAIGN_PREREQUISITES)[number],
      z.ZodBoolean
    >,
  ),
  /**
   * Once payments are connected: whether the provider pays the company out and what it still
   * asks for (Stripe's requirement names), for the checklist's note. Absent from older servers.
   */
  payments: z
    .object({ payoutsEnabled: z.boolean(), requirementsDue: z.array(z.string()) })
    .optional(),
  /** Whether companies see the Perks tab (an admin may turn it off). Absent from older servers. */
  perksAvailable: z.boolean().optional(),
});
export type CompanySetup = z.infer<typeof companySetupSchema>;

export const companyImageKindSchema = z.enum(['logo', 'primary', 'voucher']);
export type CompanyImageKind = z.infer<typeof companyImageKindSchema>;

/**
 * PUT /api/company/basic-information: the form's fields as typed (the server checks them with the
 * domain's rule, which limits the optional lines to 200 characters with 'Invalid format').
 */
const line = boundedString(LINE_MAX_LENGTH, INVALID_FORMAT).nullish();
export const companyBasicInformationRequestSchema = z.object({
  tradingName: boundedString(COMPANY_NAME_MAX_LENGTH, INVALID_TRADING_NAME),
  website: boundedString(URL_MAX_LENGTH),
  description: boundedString(DESCRIPTION_MAX_LENGTH * 2, INVALID_FORMAT).nullish(),
  categoryId: boundedString(ID_MAX_LENGTH * 2, INVALID_FORMAT).nullish(),
  registeredNumber: line,
  addressLine1: line,
  addressLine2: line,
  city: line,
  postcode: line,
  contactEmail: line,
  contactPhone: line,
});
export type CompanyBasicInformationRequest = z.infer<typeof companyBasicInformationRequestSchema>;

/** GET /api/company/basic-information: the stored details, images and the categories to choose. */
export const companyBasicInformationSchema = z.object({
  name: z.string(),
  tradingName: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string(),
  categoryId: z.string().nullable(),
  registeredNumber: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  images: z.object({
    logo: z.string().nullable(),
    primary: z.string().nullable(),
    voucher: z.string().nullable(),
  }),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CompanyBasicInformation = z.infer<typeof companyBasicInformationSchema>;

/** POST /api/company/images/{kind} (multipart, field `image`): the stored web-sized image. */
export const companyImageSchema = z.object({
  kind: companyImageKindSchema,
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type CompanyImage = z.infer<typeof companyImageSchema>;

/** GET /api/company/payments: the payments connection. */
export const paymentsConnectionSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** A connected account exists (onboarding may still be unfinished with Stripe). */
  accountCreated: z.boolean(),
  /** The company can take card payments. */
  paymentsEnabled: z.boolean(),
  /** The provider pays the company out. */
  payoutsEnabled: z.boolean(),
  /** What the provider still needs from the company (Stripe's requirement names), [] when nothing. */
  requirementsDue: z.array(z.string()),
  /** Only the owner connects payments; other members see the state. */
  canConnect: z.boolean(),
});
export type PaymentsConnection = z.infer<typeof paymentsConnectionSchema>;

/**
 * POST /api/company/payments/connect: the sandbox connects at once (onboardingUrl null); Stripe
 * answers the account onboarding link to open.
 */
export const connectPaymentsResponseSchema = z.object({
  connection: paymentsConnectionSchema,
  onboardingUrl: z.string().nullable(),
});
export type ConnectPaymentsResponse = z.infer<typeof connectPaymentsResponseSchema>;

/** One sale of the company's vouchers. */
export const companySaleSchema = z.object({
  id: z.string(),
  paymentDate: z.iso.datetime(),
  customerFirstName: z.string(),
  campaignName: z.string(),
  faceValuePence: pence,
  paidPence: pence,
  /** 1–3 ladder steps; 4 a custom offer. */
  step: z.number().int().min(1).max(4),
  gift: z.boolean(),
  redeemed: z.boolean(),
  cancelled: z.boolean(),
  /** An open dispute of its payment: the code is refused until it is settled. */
  frozen: z.boolean(),
  /** Refunded so far. */
  refundedPence: pence,
  /** Whether an owner may cancel it with a refund now (paid by card, unused, not cancelled or frozen). */
  cancellable: z.boolean(),
});
export type CompanySale = z.infer<typeof companySaleSchema>;

export const companySalesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** GET /api/company/sales?page=: newest first, with totals over every sale (not only the page). */
export const companySalesSchema = z.object({
  sales: z.array(companySaleSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  totals: z.object({
    count: z.number().int().nonnegative(),
    faceValuePence: pence,
    paidPence: pence,
    redeemedCount: z.number().int().nonnegative(),
  }),
});
export type CompanySales = z.infer<typeof companySalesSchema>;
