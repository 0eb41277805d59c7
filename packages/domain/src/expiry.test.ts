import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  EXPIRY_YEAR_MS,
  expiringSoonRange,
  expiryReminderDue,
  expiryReminderWindow,
  isVoucherExpired,
  reminderHolder,
  ukDaysLeft,
  voucherExpiry,
} from './expiry';

describe('voucherExpiry', () => {
  it('adds 365.24 days per year to the payment time', () => {
    const paid = new Date('2025-03-01T12:00:00.000Z');
    expect(EXPIRY_YEAR_MS).toBe(31_556_736_000);
    expect(voucherExpiry(paid, 1).toISOString()).toBe('2026-03-01T17:45:36.000Z');
    expect(voucherExpiry(paid, 2).toISOString()).toBe('2027-03-01T23:31:12.000Z');
    expect(voucherExpiry(paid, 0).getTime()).toBe(paid.getTime());
  });

  it('is exact for whole years and does not mutate the payment date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        (ms, years) => {
          const paid = new Date(ms);
          expect(voucherExpiry(paid, years).getTime() - ms).toBe(years * 31_556_736_000);
          expect(paid.getTime()).toBe(ms);
        },
      ),
    );
  });

  it('refuses negative or non-numeric years', () => {
    expect(() => voucherExpiry(new Date(0), -1)).toThrow(RangeError);
    expect(() => voucherExpiry(new Date(0), Number.NaN)).toThrow(RangeError);
  });

  it('is expired from the expiry instant on', () => {
    const expiry = new Date('2026-01-01T00:00:00Z');
    expect(isVoucherExpired(expiry, new Date('2025-12-31T23:59:59.999Z'))).toBe(false);
    expect(isVoucherExpired(expiry, expiry)).toBe(true);
  });
});

describe('expiry reminders', () => {
  // 3 January 2027 is GMT; 3 July 2026 is BST (UK midnight = 23:00 UTC the day before).
  const winterExpiry = new Date('2027-01-03T15:00:00Z');

  it('counts UK calendar days to the expiry day', () => {
    expect(ukDaysLeft(winterExpiry, new Date('2026-12-04T00:00:00Z'))).toBe(30);
    expect(ukDaysLeft(winterExpiry, new Date('2026-12-03T23:59:59Z'))).toBe(31);
    expect(ukDaysLeft(winterExpiry, new Date('2027-01-03T14:59:59Z'))).toBe(0);
    // In summer the UK day starts at 23:00 UTC the evening before.
    const summerExpiry = new Date('2026-07-03T09:00:00Z');
    expect(ukDaysLeft(summerExpiry, new Date('2026-06-02T22:59:00Z'))).toBe(31);
    expect(ukDaysLeft(summerExpiry, new Date('2026-06-02T23:00:00Z'))).toBe(30);
  });

  it('is due 30 days before from the start of the 30th UK day, and 7 days before from the 7th, until it expires', () => {
    const due = (now: string) => expiryReminderDue(winterExpiry, new Date(now));
    expect(due('2026-12-03T23:59:59.999Z')).toBeNull();
    expect(due('2026-12-04T00:00:00Z')).toBe('30d');
    expect(due('2026-12-26T23:59:59Z')).toBe('30d'); // 8 days left
    expect(due('2026-12-27T00:00:00Z')).toBe('7d');
    expect(due('2027-01-03T14:59:59.999Z')).toBe('7d');
    expect(due('2027-01-03T15:00:00Z')).toBeNull(); // expired
  });

  it('gives a voucher with fewer than 7 days left only the 7-day reminder', () => {
    const now = new Date('2026-12-30T10:00:00Z');
    expect(expiryReminderDue(winterExpiry, now)).toBe('7d');
    const window = expiryReminderWindow('30d', now);
    expect(winterExpiry >= window.start && winterExpiry < window.end).toBe(false);
  });

  it('has windows that hold exactly the expiries for which each reminder is due', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: -2 * 86_400_000, max: 40 * 86_400_000 }),
        (nowMs, aheadMs) => {
          const now = new Date(nowMs);
          const expiry = new Date(nowMs + aheadMs);
          for (const kind of ['30d', '7d'] as const) {
            const { start, end } = expiryReminderWindow(kind, now);
            const inside = expiry >= start && expiry < end;
            expect(inside).toBe(expiryReminderDue(expiry, now) === kind);
          }
        },
      ),
    );
  });

  it('counts as expiring soon what expires after now and within 30 UK days', () => {
    const now = new Date('2026-12-04T09:00:00Z');
    const { start, end } = expiringSoonRange(now);
    expect(start.getTime()).toBe(now.getTime() + 1);
    expect(end.toISOString()).toBe('2027-01-04T00:00:00.000Z');
  });
});

describe('reminderHolder', () => {
  const self = {
    buyFor: 'self' as const,
    giftDeliveredAt: null,
    giftRecipientName: null,
    giftRecipientEmail: null,
    buyerEmail: 'ada@example.test',
    buyerName: 'Ada Lovelace',
    guestEmail: null,
  };
  const gift = {
    ...self,
    buyFor: 'gift' as const,
    giftRecipientName: 'Sam',
    giftRecipientEmail: 'sam@example.test',
  };

  it("reminds a gift's recipient, never its buyer, and only once it was delivered", () => {
    expect(reminderHolder(gift)).toBeNull();
    expect(reminderHolder({ ...gift, giftDeliveredAt: new Date() })).toEqual({
      kind: 'recipient',
      email: 'sam@example.test',
      name: 'Sam',
    });
  });

  it('reminds the buyer of their own voucher, or the guest, and nobody for a closed account', () => {
    expect(reminderHolder(self)).toEqual({
      kind: 'customer',
      email: 'ada@example.test',
      name: 'Ada Lovelace',
    });
    expect(reminderHolder({ ...self, buyerEmail: null, guestEmail: 'g@example.test' })).toEqual({
      kind: 'guest',
      email: 'g@example.test',
      name: null,
    });
    expect(reminderHolder({ ...self, buyerEmail: null, buyerName: null })).toBeNull();
    expect(
      reminderHolder({ ...gift, giftDeliveredAt: new Date(), giftRecipientEmail: 'erased' }),
    ).toBeNull();
  });
});
