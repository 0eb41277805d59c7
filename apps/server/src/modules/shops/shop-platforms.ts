import type { IntegrationKind } from '@stepup/db';
import type { ShopKind, ShopPlatform } from '../../providers/shops/shop-platform';
import { wooCommercePlatform } from '../../providers/shops/woocommerce/woocommerce-platform';

/**
 * THE shop platforms this server connects, by kind. A kind absent here is "not available": its
 * connection cannot be made and its codes are not synced. (Shopify joins with its own entry.)
 */
export const shopPlatforms: Partial<Record<ShopKind, ShopPlatform>> = {
  woocommerce: wooCommercePlatform,
};

export function shopPlatformOf(kind: IntegrationKind | string): ShopPlatform | undefined {
  return Object.hasOwn(shopPlatforms, kind) ? shopPlatforms[kind as ShopKind] : undefined;
}

/** The kinds offered on the Online shop tab, in order. */
export const availableShopKinds = (): ShopKind[] =>
  (['woocommerce', 'shopify'] as const).filter((kind) => shopPlatforms[kind] !== undefined);
