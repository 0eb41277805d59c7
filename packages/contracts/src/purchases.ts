import { z } from 'zod';
import {
  ANONYMOUS_EMAIL_REQUIRED,
  GIFT_MESSAGE_MAX,
  GIFT_MESSAGE_TOO_LONG,
  RECIPIENT_EMAIL_INVALID,
} from '@stepup/domain';
import { EMAIL_MAX_LENGTH, ID_MAX_LENGTH, NAME_MAX_LENGTH, boundedString } from './bounds';
import { PAYMENT_CLIENT_SECRET_HEADER } from './headers';

/** Stripe's client secrets (`pi_…_secret_…`) are under 100 characters. */
const clientSecret = boundedString(200).min(1);

/**
 * A gift's recipient as typed (a purchase's or a custom offer's); checked with the messages of
 * docs/product.md by the server. The message rule counts characters as people see them (an emoji
 * is one, two here), so its bound leaves room for that.
 */
export const giftRequestSchema = z.object({
  name: boundedString(NAME_MAX_LENGTH).default(''),
  email: boundedString(EMAIL_MAX_LENGTH, RECIPIENT_EMAIL_INVALID).default(''),
  message: boundedString(GIFT_MESSAGE_MAX * 5, GIFT_MESSAGE_TOO_LONG).default(''),
  /** ISO instant; absent = deliver at once. */
  deliverAt: z.iso.datetime({ offset: true }).max(40).optional(),
  /** The chosen gift design (docs/product.md#gift-designs); absent = the campaign's own image. */
  designId: boundedString(ID_MAX_LENGTH).optional(),
});

/** A guest (signed out) buyer's email and UK confirmation. */
export const guestBuyerSchema = z.object({
  email: boundedString(EMAIL_MAX_LENGTH, ANONYMOUS_EMAIL_REQUIRED),
  ukConfirmed: z.boolean(),
});

/**
 * POST /api/purchases: what the buyer chose. Prices are not part of it: the server computes every
 * amount from the campaign and the buyer, and ignores anything price-like a browser sends.
 */
export const createPurchaseRequestSchema = z.object({
  campaignId: boundedString(ID_MAX_LENGTH).min(1),
  /** Face-value slot 1–3 (custom offers are another endpoint). */
  slot: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  buyFor: z.enum(['self', 'gift']).default('self'),
  /** Required for a gift. */
  gift: giftRequestSchema.optional(),
  /** A guest (signed out) buyer's email and UK confirmation. */
  guest: guestBuyerSchema.optional(),
  /** A guest's bot-check payload (base64 JSON); signed-in customers need none. */
  botCheck: boundedString(10_000).optional(),
});
export type CreatePurchaseRequest = z.input<typeof createPurchaseRequestSchema>;

export const paymentProgressStatusSchema = z.enum(['created', 'succeeded', 'payment_failed']);
export type PaymentProgressStatus = z.infer<typeof paymentProgressStatusSchema>;

export const createPurchaseResponseSchema = z.object({
  paymentId: z.string(),
  /** The provider's payment intent id (`pi_…`). */
  paymentIntentId: z.string(),
  /** For the card form (Stripe Elements or the sandbox form), and a guest's proof of purchase. */
  clientSecret: z.string(),
  /** 'sandbox' or 'stripe': which card form the browser shows. */
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe Connect: the company's connected account the browser's Stripe client is made for. */
  connectedAccountId: z.string(),
  step: z.number().int(),
  slot: z.number().int(),
  faceValuePence: z.number().int(),
  discount: z.number().int(),
  voucherPricePence: z.number().int(),
  giftingFeePence: z.number().int(),
  totalPence: z.number().int(),
  currency: z.literal('GBP'),
  status: paymentProgressStatusSchema,
});
export type CreatePurchaseResponse = z.infer<typeof createPurchaseResponseSchema>;

export const paymentParamsSchema = z.object({ paymentId: boundedString(ID_MAX_LENGTH).min(1) });
export const paymentStatusHeadersSchema = z.object({
  [PAYMENT_CLIENT_SECRET_HEADER]: clientSecret.optional(),
});

/** Payment progress (docs/product.md#payment-result-page): created = processing, succeeded = complete, payment_failed. */
export const paymentProgressSchema = z.object({
  paymentId: z.string(),
  status: paymentProgressStatusSchema,
  campaignId: z.string(),
  totalPence: z.number().int(),
  /** Once the voucher is issued. */
  voucherCode: z.string().nullable(),
  error: z.string().nullable(),
  /** A guest's purchase: the email it was bought with (for 'Activate your account'). */
  guestEmail: z.string().nullable(),
});
export type PaymentProgress = z.infer<typeof paymentProgressSchema>;

/** The sandbox card form: card details go to the sandbox provider only, never stored. */
export const sandboxConfirmRequestSchema = z.object({
  clientSecret,
  cardNumber: z.string().min(12).max(23),
  expiry: z.string().max(7).optional(),
  cvc: z.string().max(4).optional(),
});
export type SandboxConfirmRequest = z.infer<typeof sandboxConfirmRequestSchema>;

export const sandboxIntentParamsSchema = z.object({
  intentId: boundedString(ID_MAX_LENGTH).regex(/^pi_\w+$/),
});

export const sandboxChallengeRequestSchema = z.object({
  clientSecret,
  /** The 3-D Secure page's buttons: complete or fail the authentication. */
  outcome: z.enum(['complete', 'fail']),
});
export type SandboxChallengeRequest = z.infer<typeof sandboxChallengeRequestSchema>;

/** The sandbox intent after a confirm or a challenge, as Stripe.js reports it to a card form. */
export const sandboxIntentStateSchema = z.object({
  paymentIntentId: z.string(),
  status: z.enum([
    'requires_payment_method',
    'requires_action',
    'processing',
    'succeeded',
    'canceled',
  ]),
  /** Decline text, e.g. 'Your card was declined.' */
  error: z.string().nullable(),
});
export type SandboxIntentState = z.infer<typeof sandboxIntentStateSchema>;

export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/** The sandbox's SetupIntents (custom offers: a card saved without a charge). */
export const sandboxSetupIntentParamsSchema = z.object({
  setupIntentId: boundedString(ID_MAX_LENGTH).regex(/^seti_\w+$/),
});

/**
 * The sandbox SetupIntent after the card form's confirm (POST …/setup-intents/:id/confirm, body
 * as sandboxConfirmRequestSchema) or its 3-D Secure page (…/challenge, sandboxChallengeRequestSchema),
 * as Stripe.js's confirmCardSetup reports it.
 */
export const sandboxSetupStateSchema = z.object({
  setupIntentId: z.string(),
  status: z.enum(['requires_payment_method', 'requires_action', 'succeeded', 'canceled']),
  error: z.string().nullable(),
});
export type SandboxSetupState = z.infer<typeof sandboxSetupStateSchema>;
