import { z } from 'zod';
import { campaignCompanySchema, campaignSummarySchema } from './catalog';
import { voucherPdfSizes } from './client/wallet';

const pence = z.number().int().nonnegative();

/** A wallet row's status (docs/product.md#wallet-classification: cancelled, gifted, used, unused). */
export const walletStatusSchema = z.enum(['cancelled', 'gifted', 'used', 'unused']);
export type WalletStatus = z.infer<typeof walletStatusSchema>;

/** One voucher of the signed-in customer's wallet: what a wallet row shows (docs/product.md#wallet-classification), nothing more. */
export const walletVoucherSchema = z.object({
  id: z.string(),
  company: campaignCompanySchema,
  campaignId: z.string(),
  /** The campaign's name, for labels ("Coffee & Cake for Two"). */
  campaignName: z.string(),
  /** Whether the row links 'See campaign' (not cancelled, campaign still shown). */
  seeCampaign: z.boolean(),
  paymentDate: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  faceValuePence: pence,
  pricePaidPence: pence,
  discount: z.number().int().min(0).max(100),
  /** 1–3 ladder steps; 4 is a custom offer ('Custom'). */
  step: z.number().int().min(1).max(4),
  status: walletStatusSchema,
  /** Only for an unused voucher; null otherwise. */
  code: z.string().nullable(),
  /** Only for a gift (status 'gifted'): who it went to. */
  gift: z.object({ name: z.string(), email: z.string() }).nullable(),
  /**
   * Until when the buyer may cancel it for a refund (14 days from payment), or null when it cannot
   * be cancelled now (used, cancelled, disputed, past the 14 days, or not paid by card).
   */
  cancellableUntil: z.iso.datetime().nullable(),
  /** What cancelling gives back now: everything paid (price and gifting fee) less any refund. */
  refundablePence: pence,
  /** Its refund, once cancelled (or partly refunded by an admin). */
  refund: z
    .object({ amountPence: pence, status: z.enum(['pending', 'succeeded', 'failed']) })
    .nullable(),
  /** Its card payment is disputed: the code is refused until that is settled. */
  frozen: z.boolean(),
});
export type WalletVoucher = z.infer<typeof walletVoucherSchema>;

/** GET /api/wallet: the vouchers newest payment first, the counters and the filter counts. */
export const walletSchema = z.object({
  vouchers: z.array(walletVoucherSchema),
  counts: z.object({
    myVouchers: z.number().int().nonnegative(),
    gifted: z.number().int().nonnegative(),
    used: z.number().int().nonnegative(),
  }),
  filterCounts: z.object({
    all: z.number().int().nonnegative(),
    unused: z.number().int().nonnegative(),
    used: z.number().int().nonnegative(),
    gifted: z.number().int().nonnegative(),
    cancelled: z.number().int().nonnegative(),
  }),
  /**
   * Never sent by the server: the customer site's service worker adds it when it answers with
   * the wallet as last loaded because the network is out (`savedAt`: when that answer came).
   */
  offline: z.object({ savedAt: z.iso.datetime().nullable() }).optional(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** GET /api/wallet/unlocked: campaigns with a higher step open for this customer (≤ 12). */
export const unlockedListSchema = z.object({ campaigns: z.array(campaignSummarySchema) });
export type UnlockedList = z.infer<typeof unlockedListSchema>;

/** GET /api/wallet/vouchers/:voucherId/pdf?size=: one of the customer's own unused vouchers. */
export const voucherPdfQuerySchema = z.object({ size: z.enum(voucherPdfSizes).default('a4') });

// Apple's web service for updating passes (ADR 058): what Wallet sends, bounded.
const walletServiceId = z.string().min(1).max(200);
/** /api/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier */
export const appleDeviceParamsSchema = z.object({
  deviceLibraryIdentifier: walletServiceId,
  passTypeIdentifier: walletServiceId,
});
/** …/registrations/:passTypeIdentifier/:serialNumber */
export const appleRegistrationParamsSchema = appleDeviceParamsSchema.extend({
  serialNumber: walletServiceId,
});
/** /api/wallet/apple/v1/passes/:passTypeIdentifier/:serialNumber */
export const applePassParamsSchema = z.object({
  passTypeIdentifier: walletServiceId,
  serialNumber: walletServiceId,
});
export const appleRegistrationBodySchema = z.object({ pushToken: z.string().min(1).max(400) });
export const appleSerialsQuerySchema = z.object({
  passesUpdatedSince: z.string().max(40).optional(),
});
export const appleSerialsSchema = z.object({
  serialNumbers: z.array(z.string()),
  lastUpdated: z.string(),
});
export const appleLogBodySchema = z.object({ logs: z.array(z.string().max(10_000)).max(100) });
