import type { shopCodesSchema, shopConnectionSchema, wooAuthoriseResponseSchema } from '../shops';
import type { WooAuthoriseRequest, WooKeysRequest } from '../shops';
import { json } from './http';
import type { Transport } from './http';

/** The company's online shop connection and the voucher codes mirrored into it. */
export function shopsApi({ request }: Transport) {
  return {
    connection: () => request<typeof shopConnectionSchema>('/company/shop'),
    inStoreOnly: () =>
      request<typeof shopConnectionSchema>('/company/shop/in-store-only', json('POST', {})),
    connectWooKeys: (body: WooKeysRequest) =>
      request<typeof shopConnectionSchema>('/company/shop/woocommerce/keys', json('POST', body)),
    authoriseWoo: (body: WooAuthoriseRequest) =>
      request<typeof wooAuthoriseResponseSchema>(
        '/company/shop/woocommerce/authorise',
        json('POST', body),
      ),
    disconnect: () => request<typeof shopConnectionSchema>('/company/shop', { method: 'DELETE' }),
    codes: () => request<typeof shopCodesSchema>('/company/shop/codes'),
    /** Starts installing our Shopify app on a *.myshopify.com shop: answers Shopify's approval page. */
    installShopify: (body: { shop: string }) =>
      request<{ redirectUrl: string }>('/company/shopify/install', json('POST', body)),
    retryCode: (voucherId: string) =>
      request<null>(`/company/shop/codes/${encodeURIComponent(voucherId)}/retry`, json('POST', {})),
  };
}
