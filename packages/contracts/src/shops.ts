import { z } from 'zod';
import { ID_MAX_LENGTH, URL_MAX_LENGTH, boundedString } from './bounds';

// The company's online shop connection (the Online shop tab of /api, docs/product.md#website-connection).

export const shopKindSchema = z.enum(['shopify', 'woocommerce']);
export type ShopKindName = z.infer<typeof shopKindSchema>;

/** GET /api/company/shop: how the company's vouchers reach its online shop (never a secret). */
export const shopConnectionSchema = z.object({
  /** none: nothing chosen yet; in_store_only: no online shop; shop: an online shop (see kind). */
  mode: z.enum(['none', 'in_store_only', 'shop']),
  kind: shopKindSchema.nullable(),
  shopUrl: z.string().nullable(),
  /** pending: waiting for the shop's authorisation; connected; error: see lastError. */
  status: z.enum(['pending', 'connected', 'error']).nullable(),
  lastError: z.string().nullable(),
  connectedAt: z.iso.datetime().nullable(),
  /** The shop platforms this server can connect (one entry per platform). */
  platforms: z.array(shopKindSchema),
});
export type ShopConnectionView = z.infer<typeof shopConnectionSchema>;

/** POST /api/company/shop/woocommerce/keys: a REST API key and secret pasted from the shop's admin. */
export const wooKeysRequestSchema = z.object({
  shopUrl: boundedString(URL_MAX_LENGTH),
  consumerKey: boundedString(200),
  consumerSecret: boundedString(200),
});
export type WooKeysRequest = z.input<typeof wooKeysRequestSchema>;

/** POST /api/company/shop/woocommerce/authorise: where to send the owner to approve our app. */
export const wooAuthoriseRequestSchema = z.object({ shopUrl: boundedString(URL_MAX_LENGTH) });
export type WooAuthoriseRequest = z.input<typeof wooAuthoriseRequestSchema>;
export const wooAuthoriseResponseSchema = z.object({ authoriseUrl: z.string() });

/** What WooCommerce posts to our callback after the owner approves (its documented fields). */
export const wooAuthCallbackBodySchema = z.object({
  key_id: z.union([z.number().int().min(0).max(1e15), boundedString(ID_MAX_LENGTH)]).optional(),
  user_id: z.union([boundedString(200), z.number().int().min(0).max(1e15)]),
  consumer_key: boundedString(200),
  consumer_secret: boundedString(200),
  key_permissions: boundedString(40).optional(),
});

export const shopIntegrationParamsSchema = z.object({
  integrationId: boundedString(ID_MAX_LENGTH),
});
export const shopCodeParamsSchema = z.object({ voucherId: boundedString(ID_MAX_LENGTH) });

export const shopCodeStatusSchema = z.enum(['pending', 'created', 'failed', 'disabled', 'used']);

/** One voucher's code at the company's shop. */
export const shopCodeSchema = z.object({
  voucherId: z.string(),
  code: z.string(),
  faceValuePence: z.number().int(),
  status: shopCodeStatusSchema,
  lastError: z.string().nullable(),
  orderRef: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type ShopCode = z.infer<typeof shopCodeSchema>;

/** GET /api/company/shop/codes: the newest codes first. */
export const shopCodesSchema = z.object({ codes: z.array(shopCodeSchema) });
export type ShopCodes = z.infer<typeof shopCodesSchema>;
