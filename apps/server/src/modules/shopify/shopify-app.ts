import type { Database } from '@stepup/db';
import type { Config } from '../../config';
import { createShopifyPlatform } from '../../providers/shops/shopify/shopify-platform';
import type { ShopifyPlatform } from '../../providers/shops/shopify/shopify-platform';
import { integrationTokenBox } from '../companies/secret-box';
import { saveShopCredentials } from './repository';

const platforms = new WeakMap<Config, ShopifyPlatform>();

/**
 * This server's Shopify app (SHOPIFY_API_KEY/SECRET), its URL the business site's public address;
 * undefined when Shopify is not offered. One per configuration; a shop's renewed access token is
 * sealed into its integration row.
 */
export function shopifyPlatformOf(ctx: {
  config: Config;
  db: Database;
}): ShopifyPlatform | undefined {
  const { config, db } = ctx;
  if (!config.shopify) return undefined;
  let platform = platforms.get(config);
  if (!platform) {
    const box = integrationTokenBox(config.sealingKey);
    platform = createShopifyPlatform(
      { ...config.shopify, appUrl: config.publicBusinessUrl },
      {
        saveCredentials: (shopUrl, credentials) =>
          saveShopCredentials(db, shopUrl, box.seal(JSON.stringify(credentials))),
      },
    );
    platforms.set(config, platform);
  }
  return platform;
}
