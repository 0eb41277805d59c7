import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CROCKFORD_ALPHABET,
  generateVoucherCode,
  normaliseVoucherCode,
  VOUCHER_CODE_BITS,
  VOUCHER_CODE_PATTERN,
  voucherCodeFromBytes,
} from './voucher-code';

const webCrypto = (
  globalThis as unknown as { crypto: { getRandomValues(b: Uint8Array): Uint8Array } }
).crypto;
const random = (b: Uint8Array) => webCrypto.getRandomValues(b);

describe('voucher codes', () => {
  it('carry at least 50 bits in Crockford base32, grouped 4-4-2', () => {
    expect(VOUCHER_CODE_BITS).toBeGreaterThanOrEqual(50);
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
    expect(generateVoucherCode(random)).toMatch(VOUCHER_CODE_PATTERN);
  });

  it('maps bytes to symbols 5 bits at a time', () => {
    expect(voucherCodeFromBytes(new Uint8Array(7))).toBe('0000-0000-00');
    expect(voucherCodeFromBytes(new Uint8Array(7).fill(255))).toBe('ZZZZ-ZZZZ-ZZ');
    // 0b00001 00010 ... : first symbol from the top 5 bits.
    expect(voucherCodeFromBytes(Uint8Array.from([0x08, 0, 0, 0, 0, 0, 0]))).toBe('1000-0000-00');
  });

  it('gives different bytes different codes (50 bits used) and always the pattern', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 7, maxLength: 7 }), (bytes) => {
        const code = voucherCodeFromBytes(bytes);
        expect(code).toMatch(VOUCHER_CODE_PATTERN);
        expect(normaliseVoucherCode(code.toLowerCase())).toBe(code);
      }),
    );
  });

  it('draws from the cryptographic source', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => generateVoucherCode(random)));
    expect(codes.size).toBe(2000);
  });

  it('reads look-alikes and spacing when a code is typed', () => {
    expect(normaliseVoucherCode('7kq2 m9xd 4t')).toBe('7KQ2-M9XD-4T');
    expect(normaliseVoucherCode('OIL2-M9XD-4T')).toBe('0112-M9XD-4T');
    expect(normaliseVoucherCode('7KQ2-M9XD-4U')).toBeNull();
    expect(normaliseVoucherCode('7KQ2')).toBeNull();
  });
});
