// Voucher codes (product decisions): random from a cryptographic source, at least 50 bits,
// Crockford base32 (no I, L, O, U), grouped for reading, e.g. 7KQ2-M9XD-4T. Never derived from ids.

/** Crockford's base32 alphabet: digits and letters without I, L, O and U. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 symbols × 5 bits = 50 bits of randomness. */
export const VOUCHER_CODE_SYMBOLS = 10;
export const VOUCHER_CODE_BITS = VOUCHER_CODE_SYMBOLS * 5;
export const VOUCHER_CODE_PATTERN =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

/**
 * The code for 7 random bytes (56 bits, of which the first 50 are used): each 5-bit group picks
 * one symbol, grouped 4-4-2.
 */
export function voucherCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 7) throw new RangeError('a voucher code needs 7 random bytes');
  let bits = 0n;
  for (let i = 0; i < 7; i++) bits = (bits << 8n) | BigInt(bytes[i]!);
  let symbols = '';
  for (let i = 0; i < VOUCHER_CODE_SYMBOLS; i++) {
    const shift = BigInt(56 - 5 * (i + 1));
    symbols += CROCKFORD_ALPHABET[Number((bits >> shift) & 31n)];
  }
  return `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

/**
 * A fresh random code. `random` fills the bytes from a cryptographic source (the server passes
 * `crypto.getRandomValues`); the domain does no I/O of its own.
 */
export function generateVoucherCode(random: (bytes: Uint8Array) => Uint8Array): string {
  return voucherCodeFromBytes(random(new Uint8Array(7)));
}

/**
 * A typed code in canonical form: upper case, Crockford's look-alikes read as their digits
 * (O → 0, I and L → 1), spaces and hyphens ignored; null when it cannot be a voucher code.
 */
export function normaliseVoucherCode(typed: string): string | null {
  const symbols = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (symbols.length !== VOUCHER_CODE_SYMBOLS) return null;
  if ([...symbols].some((c) => !CROCKFORD_ALPHABET.includes(c))) return null;
  return `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}
