import { z } from 'zod';
import { shopCodesSchema, shopConnectionSchema, wooAuthoriseResponseSchema } from '../shops';
import type { WooAuthoriseRequest, WooKeysRequest } from '../shops';
import { json } from './http';
import type { Transport } from './http';

/** The company's online shop connection and the voucher codes mirrored into it. */
export function shopsApi({ request }: Transport) {
  return {
    connection: () => request(shopConnectionSchema, '/company/shop'),
    inStoreOnly: () =>
      request(shopConnectionSchema, '/company/shop/in-store-only', json('POST', {})),
    connectWooKeys: (body: WooKeysRequest) =>
      request(shopConnectionSchema, '/company/shop/woocommerce/keys', json('POST', body)),
    authoriseWoo: (body: WooAuthoriseRequest) =>
      request(
        wooAuthoriseResponseSchema,
        '/company/shop/woocommerce/authorise',
        json('POST', body),
      ),
    disconnect: () => request(shopConnectionSchema, '/company/shop', { method: 'DELETE' }),
    codes: () => request(shopCodesSchema, '/company/shop/codes'),
    /** Starts installing our Shopify app on a *.myshopify.com shop: answers Shopify's approval page. */
    installShopify: (body: { shop: string }) =>
      request(
        z.object({ redirectUrl: z.string() }),
        '/company/shopify/install',
        json('POST', body),
      ),
    retryCode: (voucherId: string) =>
      request(
        z.null(),
        `/company/shop/codes/${encodeURIComponent(voucherId)}/retry`,
        json('POST', {}),
      ),
  };
}
