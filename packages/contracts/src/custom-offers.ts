import { z } from 'zod';
import {
  CUSTOM_DISCOUNT_RANGE,
  CUSTOM_FACE_VALUE_ABOVE_ZERO,
  CUSTOM_OFFER_STATUSES,
} from '@stepup/domain';
import { ID_MAX_LENGTH, boundedNumber, boundedString } from './bounds';
import { giftRequestSchema, guestBuyerSchema } from './purchases';
import { CUSTOM_OFFER_KEY_HEADER } from './headers';

// Custom offers (step 4, docs/product.md#custom-offers, ADR 027): the customer names the face value
// and the discount, the card is saved without a charge, the company answers within 24 hours.

/**
 * Every state an offer can be in. Open ones (the company or the customer still has to act):
 * awaiting_card, pending, countered, accepted, awaiting_payment. Final: charged (the voucher was
 * issued), declined, expired, withdrawn, failed (an auto-accepted offer whose card payment did
 * not go through).
 */
export const customOfferStatusSchema = z.enum(CUSTOM_OFFER_STATUSES);
export type CustomOfferStatusName = z.infer<typeof customOfferStatusSchema>;

export const customOfferKeyHeadersSchema = z.object({
  [CUSTOM_OFFER_KEY_HEADER]: boundedString(200).optional(),
});

/**
 * POST /api/custom-offers: what the buyer proposes. As for a purchase, the server computes every
 * amount; the face value and discount are checked with the domain's messages (loose shapes here
 * so a wrong value gets the rule's message).
 */
export const createCustomOfferRequestSchema = z.object({
  campaignId: boundedString(ID_MAX_LENGTH).min(1),
  faceValuePence: boundedNumber(CUSTOM_FACE_VALUE_ABOVE_ZERO),
  discount: boundedNumber(CUSTOM_DISCOUNT_RANGE),
  buyFor: z.enum(['self', 'gift']).default('self'),
  gift: giftRequestSchema.optional(),
  guest: guestBuyerSchema.optional(),
  botCheck: boundedString(10_000).optional(),
});
export type CreateCustomOfferRequest = z.input<typeof createCustomOfferRequestSchema>;

/** The amounts of an offer, as the server computed them. */
const offerAmounts = {
  faceValuePence: z.number().int(),
  discount: z.number().int(),
  voucherPricePence: z.number().int(),
  giftingFeePence: z.number().int(),
  totalPence: z.number().int(),
  currency: z.literal('GBP'),
};

/**
 * The answer to POST /api/custom-offers. `kind: 'setup'`: save the card with `clientSecret` (a
 * SetupIntent's; Stripe's confirmCardSetup or the sandbox form), then POST …/card-saved and go to
 * /payment-request-success/{campaignId}. `kind: 'payment'` (autoAccepted): the company accepts
 * offers at this discount at once, so it is paid like any purchase (a PaymentIntent's secret,
 * `paymentId` for /payment-success).
 */
export const createCustomOfferResponseSchema = z.object({
  offerId: z.string(),
  campaignId: z.string(),
  companyName: z.string(),
  autoAccepted: z.boolean(),
  kind: z.enum(['setup', 'payment']),
  /** `seti_…` for a setup, `pi_…` for an auto-accepted payment. */
  intentId: z.string(),
  clientSecret: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  connectedAccountId: z.string(),
  /** The purchase's payment (auto-accepted only), as POST /api/purchases answers it. */
  paymentId: z.string().nullable(),
  /** The offer's key (see CUSTOM_OFFER_KEY_HEADER), for a guest's browser. */
  offerKey: z.string(),
  ...offerAmounts,
});
export type CreateCustomOfferResponse = z.infer<typeof createCustomOfferResponseSchema>;

export const customOfferParamsSchema = z.object({ offerId: boundedString(ID_MAX_LENGTH).min(1) });

/** An offer as its buyer sees it (GET /api/custom-offers, GET /api/custom-offers/:offerId). */
export const customerCustomOfferSchema = z.object({
  id: z.string(),
  status: customOfferStatusSchema,
  campaignId: z.string(),
  campaignName: z.string(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  ...offerAmounts,
  /** The company's counter-offer discount (status countered), with its price. */
  counterDiscount: z.number().int().nullable(),
  counterVoucherPricePence: z.number().int().nullable(),
  declineReason: z.string().nullable(),
  buyFor: z.enum(['self', 'gift']),
  giftRecipientName: z.string().nullable(),
  autoAccepted: z.boolean(),
  /** When the answer (or the customer's payment) is due: card saved + 24 hours. */
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** Once charged: the voucher's code is in the wallet; this links the two. */
  voucherId: z.string().nullable(),
});
export type CustomerCustomOffer = z.infer<typeof customerCustomOfferSchema>;

export const customerCustomOfferListSchema = z.object({
  offers: z.array(customerCustomOfferSchema),
});

/**
 * POST /api/custom-offers/:offerId/payment (status awaiting_payment): the open PaymentIntent of
 * the off-session charge that needs the customer (authentication, or another card).
 */
export const customOfferPaymentSchema = z.object({
  paymentId: z.string(),
  intentId: z.string(),
  clientSecret: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  connectedAccountId: z.string(),
  totalPence: z.number().int(),
});
export type CustomOfferPayment = z.infer<typeof customOfferPaymentSchema>;

/** The company's inbox (GET /api/company/custom-offers). */
export const companyCustomOfferSchema = z.object({
  id: z.string(),
  status: customOfferStatusSchema,
  campaignId: z.string(),
  campaignName: z.string(),
  /** The buyer's first name ('Guest' for a guest), never their email. */
  customerFirstName: z.string(),
  ...offerAmounts,
  /** The campaign's ladder, for comparison. */
  stepFaceValuesPence: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  stepDiscounts: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  counterDiscount: z.number().int().nullable(),
  declineReason: z.string().nullable(),
  buyFor: z.enum(['self', 'gift']),
  autoAccepted: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type CompanyCustomOffer = z.infer<typeof companyCustomOfferSchema>;

export const companyCustomOfferQuerySchema = z.object({
  /** waiting: pending and countered (the company's and the customer's turn); the rest: answered. */
  view: z.enum(['waiting', 'answered']).default('waiting'),
});

export const companyCustomOfferListSchema = z.object({
  offers: z.array(companyCustomOfferSchema),
  /** Offers waiting for the company's answer (the menu's and the dashboard's count). */
  waitingCount: z.number().int(),
});

export const declineCustomOfferBodySchema = z.object({
  /** Optional; emailed to the customer as written. */
  reason: boundedString(500).optional(),
});

/** One counter-offer per offer: the company's own discount, which the customer may accept. */
export const counterCustomOfferBodySchema = z.object({
  discount: boundedNumber(CUSTOM_DISCOUNT_RANGE),
});

/**
 * A campaign's custom-offer settings (PUT /api/company/campaigns/:campaignId/custom-offers; also
 * part of a new campaign request): whether offers are allowed, the highest face value the company
 * will consider (≤ £500), and the discount at or below which an offer is accepted at once (null:
 * never).
 */
export const campaignCustomOfferSettingsSchema = z.object({
  enabled: z.boolean(),
  maxFaceValuePence: boundedNumber(CUSTOM_FACE_VALUE_ABOVE_ZERO),
  autoAcceptDiscount: boundedNumber(CUSTOM_DISCOUNT_RANGE).nullable(),
});
export type CampaignCustomOfferSettings = z.infer<typeof campaignCustomOfferSettingsSchema>;
