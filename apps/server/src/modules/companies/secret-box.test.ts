import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const secret = randomBytes(32);

describe('secret box', () => {
  it('seals so the text is not readable and opens it again', () => {
    const box = createSecretBox(secret, 'integration-tokens');
    const sealed = box.seal('shpat_0123456789abcdef');
    expect(sealed).not.toContain('shpat_');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.seal('shpat_0123456789abcdef')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('shpat_0123456789abcdef');
  });

  it('refuses a tampered value and another key', () => {
    const box = createSecretBox(secret, 'integration-tokens');
    const sealed = box.seal('token');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32), 'integration-tokens').open(sealed)).toThrow();
    expect(() => createSecretBox(secret, 'other').open(sealed)).toThrow();
  });

  it('takes a 32-byte key only (never a passphrase stretched into one)', () => {
    expect(() => createSecretBox(Buffer.alloc(16), 'integration-tokens')).toThrow();
    expect(() => createSecretBox(Buffer.from('a'.repeat(64)), 'integration-tokens')).toThrow();
  });

  it('refuses a shortened authentication tag (GCM would check only the bytes it is given)', () => {
    const box = createSecretBox(secret, 'integration-tokens');
    const parts = box.seal('token').split('.');
    for (const length of [4, 8, 12, 15]) {
      const short = [...parts];
      short[2] = Buffer.from(parts[2]!, 'base64url').subarray(0, length).toString('base64url');
      expect(() => box.open(short.join('.'))).toThrow();
    }
    expect(box.open(parts.join('.'))).toBe('token');
  });
});
