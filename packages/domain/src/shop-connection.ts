import { z } from 'zod';
import {
  SHOP_ADDRESS_HTTPS,
  SHOP_ADDRESS_INVALID,
  SHOP_ADDRESS_REQUIRED,
  WOO_KEY_INVALID,
  WOO_SECRET_INVALID,
} from './messages';

// Online shop connections (docs/product.md#website-connection): the shop's address and keys.

/**
 * The shop's address as the server uses it (origin and path, no trailing slash), or the problem
 * with it. https only; `allowLocalHttp` (outside production) also takes http://127.0.0.1 and
 * http://localhost, so a local stand-in shop can be connected.
 */
export function shopAddressOf(
  typed: string,
  { allowLocalHttp }: { allowLocalHttp: boolean },
): { url: string } | { problem: string } {
  const text = typed.trim();
  if (!text) return { problem: SHOP_ADDRESS_REQUIRED };
  const match = /^([a-z]+):\/\/([a-z0-9.-]+)(:\d{1,5})?(\/[^\s?#]*)?$/i.exec(text);
  if (!match) return { problem: SHOP_ADDRESS_INVALID };
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  const local = host === '127.0.0.1' || host === 'localhost';
  if (scheme !== 'https' && !(scheme === 'http' && allowLocalHttp && local))
    return { problem: SHOP_ADDRESS_HTTPS };
  if (!local && (!host.includes('.') || host.startsWith('.') || host.endsWith('.')))
    return { problem: SHOP_ADDRESS_INVALID };
  const path = (match[4] ?? '').replace(/\/+$/, '');
  return { url: `${scheme}://${host}${match[3] ?? ''}${path}` };
}

/** A WooCommerce REST API key as WooCommerce shows it: ck_… and cs_… */
export const wooKeysSchema = z.object({
  consumerKey: z
    .string()
    .trim()
    .regex(/^ck_[A-Za-z0-9]{8,}$/, WOO_KEY_INVALID),
  consumerSecret: z
    .string()
    .trim()
    .regex(/^cs_[A-Za-z0-9]{8,}$/, WOO_SECRET_INVALID),
});

/** Pence as the decimal pounds string shop APIs take: 2500 → '25.00'. */
export function penceToDecimalPounds(pence: number): string {
  const whole = Math.trunc(pence / 100);
  const rest = Math.abs(pence % 100);
  return `${whole}.${String(rest).padStart(2, '0')}`;
}
