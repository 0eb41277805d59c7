import type { Config } from '../../config';
import type { ShopConnection, ShopKind } from '../../providers/shops/shop-platform';
import { integrationTokenBox } from '../companies/secret-box';
import type { IntegrationRow } from './repository';

/** Where a WooCommerce shop posts its order webhooks for this integration (the business site). */
export const wooDeliveryUrl = (config: Pick<Config, 'publicBusinessUrl'>, integrationId: string) =>
  `${config.publicBusinessUrl}/api/shops/woocommerce/${encodeURIComponent(integrationId)}/orders`;

/** Where WooCommerce posts the key it made when the owner approves (the business site). */
export const wooAuthCallbackUrl = (config: Pick<Config, 'publicBusinessUrl'>) =>
  `${config.publicBusinessUrl}/api/shops/woocommerce/auth-callback`;

export const sealingBox = (config: Pick<Config, 'sealingKey'>) =>
  integrationTokenBox(config.sealingKey);

/**
 * The connection a platform works with, its credentials opened; null when the integration has
 * none the sync can use (no key yet, or a token saved by the old form that is not our JSON).
 */
export function shopConnectionOf(
  config: Pick<Config, 'sealingKey' | 'publicBusinessUrl'>,
  row: IntegrationRow,
): ShopConnection | null {
  if ((row.kind !== 'woocommerce' && row.kind !== 'shopify') || !row.shopUrl) return null;
  if (!row.accessTokenEncrypted) return null;
  const box = sealingBox(config);
  let credentials: Record<string, string>;
  try {
    const opened = JSON.parse(box.open(row.accessTokenEncrypted)) as unknown;
    if (!opened || typeof opened !== 'object' || Array.isArray(opened)) return null;
    credentials = Object.fromEntries(
      Object.entries(opened).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return null;
  }
  if (row.webhookSecretEncrypted) {
    try {
      credentials.webhookSecret = box.open(row.webhookSecretEncrypted);
    } catch {
      return null;
    }
  }
  if (row.kind === 'woocommerce') credentials.deliveryUrl = wooDeliveryUrl(config, row.id);
  return { kind: row.kind as ShopKind, shopUrl: row.shopUrl, credentials };
}
