// apps/server/src/providers/shops/shop-platform.ts — create exactly this file (both shop helpers
// create the same one; keep it byte-identical so the merge is trivial).
export type ShopKind = 'shopify' | 'woocommerce';

/** What the server keeps for a connected shop (the credentials are sealed at rest as JSON). */
export interface ShopConnection {
  kind: ShopKind;
  /** The shop's address, e.g. https://shop.example or https://name.myshopify.com */
  shopUrl: string;
  /** Platform credentials, opened (WooCommerce: consumerKey, consumerSecret, webhookSecret; Shopify: accessToken). */
  credentials: Record<string, string>;
}

/** A voucher's code to create at the shop: usable once, for its face value, until its expiry. */
export interface ShopCodeRequest {
  voucherId: string;
  code: string;
  amountPence: number;
  expiresAt: Date;
  /** What the shop's admin shows beside the code (campaign name). */
  title: string;
}

/** An order at the shop that used voucher codes. */
export interface ShopOrderUse {
  codes: string[];
  orderRef: string;
}

export interface ShopPlatform {
  readonly kind: ShopKind;
  /** Creates the single-use code; answers the shop's id of it. Idempotent: a code that exists already answers its id. */
  createCode(connection: ShopConnection, request: ShopCodeRequest): Promise<{ externalId: string }>;
  /** Makes the code unusable at the shop (deactivate or delete); a code already gone is fine. */
  disableCode(connection: ShopConnection, code: { code: string; externalId: string }): Promise<void>;
  /**
   * Checks an incoming order webhook's signature over the raw body; answers the codes used and the
   * order reference, [] for a signed event that used none, or null when the signature is wrong.
   */
  readOrderWebhook(
    connection: ShopConnection,
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): ShopOrderUse[] | null;
  /** Registers the shop's order webhook to our address (where the platform needs it per shop). */
  subscribeToOrders(connection: ShopConnection, deliveryUrl: string): Promise<void>;
  /** Revokes what can be revoked (webhooks, the app's token) when the company disconnects. */
  disconnect(connection: ShopConnection): Promise<void>;
}
