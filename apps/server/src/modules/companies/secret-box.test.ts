import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const secret = 'a'.repeat(64);

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
    expect(() => createSecretBox('b'.repeat(64), 'integration-tokens').open(sealed)).toThrow();
    expect(() => createSecretBox(secret, 'other').open(sealed)).toThrow();
  });
});
