import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// The password hash format of better-auth 1.7 (`hashPassword` / `verifyPassword` exported from
// `better-auth/crypto`, source packages/better-auth/src/crypto/password.ts). better-auth derives
// the key with @noble/hashes `scryptAsync(password.normalize('NFKC'), saltHex, { N: 16384, r: 16,
// p: 1, dkLen: 64 })`, where the salt argument is the 32-character HEX STRING of 16 random bytes
// (its UTF-8 bytes are the scrypt salt, not the decoded bytes), and stores `${saltHex}:${keyHex}`.
// node:crypto's scrypt computes the same function; it only needs `maxmem` above 128·N·r bytes
// (32 MiB), which better-auth also passes (128·N·r·2). Seeded accounts can therefore sign in through
// better-auth's email+password login; the accounts module should assert this once better-auth is
// installed (hash here → better-auth `verifyPassword` → true, and the reverse).

const SCRYPT = { N: 16384, r: 16, p: 1, dkLen: 64 } as const;
const OPTIONS: ScryptOptions = {
  N: SCRYPT.N,
  r: SCRYPT.r,
  p: SCRYPT.p,
  maxmem: 128 * SCRYPT.N * SCRYPT.r * 2,
};

function deriveKey(password: string, saltHex: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), saltHex, SCRYPT.dkLen, OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes like better-auth's `hashPassword`: `${saltHex}:${keyHex}`. */
export async function hashPassword(password: string): Promise<string> {
  const saltHex = randomBytes(16).toString('hex');
  const key = await deriveKey(password, saltHex);
  return `${saltHex}:${key.toString('hex')}`;
}

/** Verifies like better-auth's `verifyPassword`. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const [saltHex, keyHex] = hash.split(':');
  if (!saltHex || !keyHex) throw new Error('Invalid password hash');
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await deriveKey(password, saltHex);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
