import type { Database, IntegrationKind } from '@stepup/db';
import type { Config } from '../../config';
import type { ShopKind, ShopPlatform } from '../../providers/shops/shop-platform';
import { wooCommercePlatform } from '../../providers/shops/woocommerce/woocommerce-platform';
import { shopifyPlatformOf } from '../shopify/shopify-app';

/** What choosing a platform needs: Shopify exists only where its app's keys are configured. */
export type ShopPlatformsContext = { config: Config; db: Database };

/**
 * THE shop platforms this server connects, by kind. A kind absent here is "not available": its
 * connection cannot be made and its codes are not synced. WooCommerce needs nothing of ours;
 * Shopify needs this server's Shopify app (SHOPIFY_API_KEY/SECRET, ADR 040).
 */
function shopPlatforms(ctx: ShopPlatformsContext): Partial<Record<ShopKind, ShopPlatform>> {
  const shopify = shopifyPlatformOf(ctx);
  return { woocommerce: wooCommercePlatform, ...(shopify ? { shopify } : {}) };
}

export function shopPlatformOf(
  ctx: ShopPlatformsContext,
  kind: IntegrationKind | string,
): ShopPlatform | undefined {
  const platforms = shopPlatforms(ctx);
  return Object.hasOwn(platforms, kind) ? platforms[kind as ShopKind] : undefined;
}

/** The kinds offered on the Online shop tab, in order. */
export const availableShopKinds = (ctx: ShopPlatformsContext): ShopKind[] => {
  const platforms = shopPlatforms(ctx);
  return (['woocommerce', 'shopify'] as const).filter((kind) => platforms[kind] !== undefined);
};
