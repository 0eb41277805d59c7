import { z } from 'zod';
import { SHOPIFY_SHOP_INVALID, SHOPIFY_SHOP_REQUIRED } from './messages';

/** A Shopify shop's own domain: name.myshopify.com (the install starts there). */
export const MYSHOPIFY_DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/**
 * The shop's `name.myshopify.com` from what an owner typed: the name alone, the domain or its
 * https:// address (no path, port or query); null when it is none of these.
 */
export function myshopifyDomain(input: string): string | null {
  let text = input.trim().toLowerCase();
  if (!text) return null;
  // An address: the scheme goes, and a trailing slash; a path, port or query is refused.
  const address = /^https?:\/\/([^/?#]+)\/?$/.exec(text);
  if (address) text = address[1]!;
  else if (/^https?:/.test(text)) return null;
  text = text.replace(/\/+$/, '');
  if (!text.includes('.')) text = `${text}.myshopify.com`;
  return text.length <= 100 && MYSHOPIFY_DOMAIN_PATTERN.test(text) ? text : null;
}

/** Starting the Shopify install: the shop to install on. */
export const shopifyInstallSchema = z.object({
  shop: z
    .string({ error: SHOPIFY_SHOP_REQUIRED })
    .trim()
    .min(1, SHOPIFY_SHOP_REQUIRED)
    .refine((value) => myshopifyDomain(value) !== null, SHOPIFY_SHOP_INVALID)
    .transform((value) => myshopifyDomain(value) as string),
});
export type ShopifyInstallInput = z.input<typeof shopifyInstallSchema>;
