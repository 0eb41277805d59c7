import type { Config } from '../../config';
import { createShopifyPlatform } from '../../providers/shops/shopify/shopify-platform';
import type { ShopifyPlatform } from '../../providers/shops/shopify/shopify-platform';

const platforms = new WeakMap<Config, ShopifyPlatform>();

/**
 * This server's Shopify app (SHOPIFY_API_KEY/SECRET), its URL the business site's public address;
 * undefined when Shopify is not offered. One per configuration.
 */
export function shopifyPlatformOf(config: Config): ShopifyPlatform | undefined {
  if (!config.shopify) return undefined;
  let platform = platforms.get(config);
  if (!platform) {
    platform = createShopifyPlatform({ ...config.shopify, appUrl: config.publicBusinessUrl });
    platforms.set(config, platform);
  }
  return platform;
}
