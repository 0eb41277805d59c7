import { z } from 'zod';
import { ID_MAX_LENGTH, LINE_MAX_LENGTH, NUMBER_BOUND, boundedString } from './bounds';

// The company's API keys (/api/company/api-keys, business site) and the public API they call
// (/api/v1/…, ADR 036). Requests are loosely typed: the server checks them with the domain's
// schemas and their messages.

export const apiKeyScopeSchema = z.enum(['read', 'redeem']);

/** One key as its company sees it: never the key itself, only its visible beginning. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`svk_` and 8 more), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: z.iso.datetime(),
  /** The email of the owner who created it (null once that account is gone). */
  createdBy: z.string().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeyRequestSchema = z.object({
  name: boundedString(LINE_MAX_LENGTH),
  scopes: z.array(boundedString(20)).max(10),
});
export type ApiKeyRequest = z.infer<typeof apiKeyRequestSchema>;

/** The answer to creating a key: the only time the key itself is ever sent. */
export const apiKeyCreatedSchema = z.object({ key: apiKeySchema, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyParamsSchema = z.object({ id: boundedString(ID_MAX_LENGTH) });

// The public API, version 1.

export const publicVoucherCodeParamsSchema = z.object({ code: boundedString(100) });

export const publicVoucherStatusSchema = z.enum([
  'unused',
  'used',
  'expired',
  'cancelled',
  'frozen',
]);

export const publicVoucherSchema = z.object({
  code: z.string(),
  status: publicVoucherStatusSchema,
  faceValuePence: z.number().int(),
  currency: z.literal('GBP'),
  expiresAt: z.iso.datetime(),
  campaign: z.object({ id: z.string(), name: z.string() }),
  /** Where the voucher can be used; empty means at every site of the company. */
  sites: z.array(z.object({ id: z.string(), name: z.string() })),
  usedAt: z.iso.datetime().nullable(),
  usedChannel: z.enum(['till', 'shop', 'api']).nullable(),
  orderRef: z.string().nullable(),
  /** Until when a checkout holds the code (only its redemption may use it meanwhile). */
  heldUntil: z.iso.datetime().nullable(),
});
export type PublicVoucher = z.infer<typeof publicVoucherSchema>;

export const publicValidateRequestSchema = z
  .object({
    holdSeconds: z.number().min(-NUMBER_BOUND).max(NUMBER_BOUND).optional(),
    reference: boundedString(LINE_MAX_LENGTH).optional(),
  })
  .nullish();

export const publicRefusalCodeSchema = z.enum([
  'used',
  'expired',
  'cancelled',
  'frozen',
  'held',
  'customer_redemptions_off',
]);
export type PublicRefusalCode = z.infer<typeof publicRefusalCodeSchema>;

export const publicHoldSchema = z.object({
  id: z.string(),
  expiresAt: z.iso.datetime(),
  reference: z.string().nullable(),
});

export const publicValidationSchema = z.object({
  usable: z.boolean(),
  reason: z.object({ code: publicRefusalCodeSchema, message: z.string() }).nullable(),
  hold: publicHoldSchema.nullable(),
  voucher: publicVoucherSchema,
});
export type PublicValidation = z.infer<typeof publicValidationSchema>;

export const publicRedeemRequestSchema = z.object({
  orderRef: boundedString(LINE_MAX_LENGTH),
  holdId: boundedString(ID_MAX_LENGTH).optional(),
});

export const publicRedemptionSchema = z.object({
  message: z.string(),
  voucher: publicVoucherSchema,
});
export type PublicRedemption = z.infer<typeof publicRedemptionSchema>;
