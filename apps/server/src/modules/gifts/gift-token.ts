import { createHash, randomBytes } from 'node:crypto';

/**
 * A gift page's link token (ADR 055): 32 random bytes (256 bits) in base64url, 43 characters. Only
 * its SHA-256 is stored (`gift_links.token_hash`): the token is in the recipient's email and
 * nowhere else, so reading the database gives no working link. A plain hash is enough for a
 * random value this long (no dictionary to try).
 */
export function newGiftToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashGiftToken(token) };
}

export const hashGiftToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

/** A token of the shape we issue; anything else is not looked up at all. */
export const isGiftTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The gift's own page on the customer site. */
export const giftPageUrl = (webUrl: string, token: string): string =>
  `${webUrl}/gift/${encodeURIComponent(token)}`;
