import { describe, expect, it } from 'vitest';
import {
  VOUCHER_ALREADY_USED,
  VOUCHER_CANCELLED,
  VOUCHER_EXPIRED,
  VOUCHER_FROZEN,
} from './messages';
import {
  firstNameOf,
  redemptionRefusal,
  redemptionStatus,
  voucherCodeFromScan,
} from './redemption';

const now = new Date('2026-11-24T12:00:00Z');
const later = new Date('2027-11-24T12:00:00Z');

describe('redemptionStatus', () => {
  it('is unused until used, cancelled or expired', () => {
    expect(redemptionStatus({ usedAt: null, cancelledAt: null, expiresAt: later }, now)).toBe(
      'unused',
    );
  });

  it('puts cancelled before used, and used before expired', () => {
    expect(redemptionStatus({ usedAt: now, cancelledAt: now, expiresAt: later }, now)).toBe(
      'cancelled',
    );
    expect(redemptionStatus({ usedAt: now, cancelledAt: null, expiresAt: now }, now)).toBe('used');
  });

  it('is frozen while its payment is disputed, unless already cancelled or used', () => {
    const frozenAt = now;
    expect(
      redemptionStatus({ usedAt: null, cancelledAt: null, frozenAt, expiresAt: later }, now),
    ).toBe('frozen');
    expect(
      redemptionStatus({ usedAt: now, cancelledAt: null, frozenAt, expiresAt: later }, now),
    ).toBe('used');
    expect(
      redemptionStatus({ usedAt: null, cancelledAt: now, frozenAt, expiresAt: later }, now),
    ).toBe('cancelled');
  });

  it('is expired from the expiry instant on', () => {
    expect(redemptionStatus({ usedAt: null, cancelledAt: null, expiresAt: now }, now)).toBe(
      'expired',
    );
  });
});

describe('redemptionRefusal', () => {
  it('refuses used, cancelled and expired vouchers with their messages', () => {
    expect(redemptionRefusal('unused')).toBeNull();
    expect(redemptionRefusal('used')).toBe(VOUCHER_ALREADY_USED);
    expect(redemptionRefusal('cancelled')).toBe(VOUCHER_CANCELLED);
    expect(redemptionRefusal('expired')).toBe(VOUCHER_EXPIRED);
    expect(redemptionRefusal('frozen')).toBe(VOUCHER_FROZEN);
  });
});

describe('firstNameOf', () => {
  it('takes the first word, or null', () => {
    expect(firstNameOf('  Ada  Lovelace ')).toBe('Ada');
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });
});

describe('voucherCodeFromScan', () => {
  it('reads the code itself, in any case and spacing', () => {
    expect(voucherCodeFromScan(' 7kq2 m9xd 4t ')).toBe('7KQ2-M9XD-4T');
  });

  it('finds a code inside a link or text', () => {
    expect(voucherCodeFromScan('https://www.stepup.test/redeem?code=7KQ2-M9XD-4T')).toBe(
      '7KQ2-M9XD-4T',
    );
  });

  it('answers null when there is no code', () => {
    expect(voucherCodeFromScan('hello world')).toBeNull();
    expect(voucherCodeFromScan('')).toBeNull();
  });
});
