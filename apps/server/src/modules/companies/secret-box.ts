import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const TAG_BYTES = 16;

/**
 * Encrypts secrets the server must be able to read back (a shop's access token for the later
 * connectors) with AES-256-GCM under a key derived, per purpose, from the sealing key
 * (SEALING_KEY), so a copy of the database alone does not reveal them, and rotating AUTH_SECRET
 * does not lose them. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function createSecretBox(sealingKey: Uint8Array, purpose: string) {
  if (sealingKey.length !== 32) throw new Error('A sealing key is 32 bytes');
  const key = Buffer.from(hkdfSync('sha256', sealingKey, 'stepup-secret-box', purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined)
        throw new Error('Not a sealed secret');
      // GCM checks only as many tag bytes as it is given: a 4-byte tag would let a forger guess
      // one in 2^32 tries. Only the full 16 bytes seal() writes are accepted.
      const tagBytes = Buffer.from(tag, 'base64url');
      if (tagBytes.length !== TAG_BYTES) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/** The box of the online shops' credentials and webhook secrets (integrations, ADR 038). */
export const integrationTokenBox = (sealingKey: Uint8Array) =>
  createSecretBox(sealingKey, 'integration-tokens');
