import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_VISIBLE_LENGTH } from '@stepup/domain';

// A key is `svk_` and 32 random bytes in base64url (43 characters): 256 bits no one can guess,
// so one SHA-256 (no salt, no slow hash) is enough to store it and find it again (ADR 036).

/** A new key: the secret to show once, its hash to store and its visible beginning. */
export function newApiKeySecret() {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashApiKey(secret), prefix: secret.slice(0, API_KEY_VISIBLE_LENGTH) };
}

export const hashApiKey = (secret: string) =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/** What a well-formed key looks like (anything else is refused before any lookup). */
export const looksLikeApiKey = (text: string) =>
  text.startsWith(API_KEY_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(text.slice(API_KEY_PREFIX.length));
