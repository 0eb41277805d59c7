import { z } from 'zod';
import { EMAIL_MAX_LENGTH, ID_MAX_LENGTH, boundedString } from './bounds';
import { giftRequestSchema } from './purchases';

// A gift's own page (GET /api/gifts/{token}) and its buyer's changes before delivery (ADR 055).

const pence = z.number().int().nonnegative();

/** The gift link's token: 32 random bytes in base64url (43 characters); anything else is 404. */
export const giftTokenParamsSchema = z.object({ token: boundedString(ID_MAX_LENGTH) });

/** GET /api/gifts/{token}: what the recipient's page shows; `code` only while it is valid. */
export const giftPageSchema = z.object({
  state: z.enum(['valid', 'used', 'cancelled']),
  companyName: z.string(),
  companyWebsite: z.string().nullable(),
  campaignName: z.string(),
  /** The gift design's picture (for now the campaign's), or null. */
  pictureUrl: z.string().nullable(),
  senderName: z.string().nullable(),
  recipientName: z.string(),
  message: z.string(),
  faceValuePence: pence,
  expiresAt: z.iso.datetime(),
  code: z.string().nullable(),
  /** Where it can be used: the campaign's sites, else the company's, else its address. */
  places: z.array(z.object({ name: z.string(), address: z.string() })),
});
export type GiftPage = z.infer<typeof giftPageSchema>;

/** GET /api/wallet/vouchers/{voucherId}/gift: a gift as its buyer manages it. */
export const buyerGiftSchema = z.object({
  voucherId: z.string(),
  companyName: z.string(),
  campaignName: z.string(),
  faceValuePence: pence,
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
  /** When it is (or was) due to be emailed. */
  deliverAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  resentAt: z.iso.datetime().nullable(),
  cancelled: z.boolean(),
  used: z.boolean(),
  /** Recipient, message and time may change, or it may go now (not delivered, not cancelled). */
  canChange: z.boolean(),
  /** It may be emailed again, once (delivered, not used, not cancelled, not resent). */
  canResend: z.boolean(),
});
export type BuyerGift = z.infer<typeof buyerGiftSchema>;

/** PUT /api/wallet/vouchers/{voucherId}/gift: the corrected details (deliverAt absent: unchanged). */
export const giftChangeRequestSchema = giftRequestSchema;
export type GiftChangeRequest = z.input<typeof giftChangeRequestSchema>;

/** POST …/gift/resend: the same address (absent) or a corrected one. */
export const giftResendRequestSchema = z.object({
  email: boundedString(EMAIL_MAX_LENGTH).optional(),
});
export type GiftResendRequest = z.infer<typeof giftResendRequestSchema>;
