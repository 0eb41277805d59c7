import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  GIFT_DATE_IN_PAST,
  GIFT_DATE_UNREADABLE,
  GIFT_MESSAGE_TOO_LONG,
  RECIPIENT_DETAILS_REQUIRED,
  RECIPIENT_EMAIL_INVALID,
} from '../messages';
import {
  GIFT_MESSAGE_MAX,
  formatGiftDate,
  giftDateError,
  giftDeliveryTime,
  giftMessageCounter,
  parseGiftDate,
} from '../gift-details';
import { giftRecipientSchema } from './gift-recipient';
import { fieldErrors, firstError } from './shared';

const gift = { name: 'Sam', email: 'sam@example.com', message: 'Happy birthday!' };

describe('giftRecipientSchema', () => {
  it('uses the texts of docs/product.md, typo included', () => {
    expect(RECIPIENT_DETAILS_REQUIRED).toBe('Please complete recipient details');
    expect(RECIPIENT_EMAIL_INVALID).toBe('Recipient email needs to a single, valid email address');
  });

  it('needs all three details before anything else', () => {
    for (const field of ['name', 'email', 'message'] as const) {
      expect(firstError(giftRecipientSchema, { ...gift, [field]: ' ' })).toBe(
        RECIPIENT_DETAILS_REQUIRED,
      );
    }
    expect(firstError(giftRecipientSchema, { email: 'not valid' })).toBe(
      RECIPIENT_DETAILS_REQUIRED,
    );
    expect(fieldErrors(giftRecipientSchema, { ...gift, name: '', message: '' })).toEqual({
      name: RECIPIENT_DETAILS_REQUIRED,
      message: RECIPIENT_DETAILS_REQUIRED,
    });
  });

  it('needs one valid address', () => {
    for (const email of ['sam', 'sam@example.com, kim@example.com', 'sam@example.com kim@x.com']) {
      expect(firstError(giftRecipientSchema, { ...gift, email })).toBe(RECIPIENT_EMAIL_INVALID);
    }
    expect(firstError(giftRecipientSchema, gift)).toBeNull();
  });

  it('allows 800 characters of message and no more', () => {
    expect(firstError(giftRecipientSchema, { ...gift, message: 'x'.repeat(800) })).toBeNull();
    expect(firstError(giftRecipientSchema, { ...gift, message: 'x'.repeat(801) })).toBe(
      GIFT_MESSAGE_TOO_LONG,
    );
    expect(firstError(giftRecipientSchema, { ...gift, message: '🎁'.repeat(800) })).toBeNull();
  });

  it('takes an optional delivery time', () => {
    const r = giftRecipientSchema.safeParse({ ...gift, deliverAt: '2025-12-24T09:00:00Z' });
    expect(r.success && r.data.deliverAt?.toISOString()).toBe('2025-12-24T09:00:00.000Z');
  });
});

describe('giftMessageCounter', () => {
  it('shows characters used out of 800', () => {
    expect(GIFT_MESSAGE_MAX).toBe(800);
    expect(giftMessageCounter('')).toBe('0 / 800');
    expect(giftMessageCounter('Happy birthday!')).toBe('15 / 800');
  });

  it('agrees with the validator at every length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 900 }), (n) => {
        const message = 'a'.repeat(n);
        expect(giftMessageCounter(message)).toBe(`${n} / 800`);
        expect(firstError(giftRecipientSchema, { ...gift, message }) === null).toBe(n <= 800);
      }),
      { numRuns: 50 },
    );
  });
});

describe('gift delivery time', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('delivers now without a date or with a past one', () => {
    expect(giftDeliveryTime(undefined, now)).toBe(now);
    expect(giftDeliveryTime(new Date('2025-05-01T00:00:00Z'), now)).toBe(now);
    const later = new Date('2025-06-02T08:00:00Z');
    expect(giftDeliveryTime(later, now)).toBe(later);
  });

  it('formats as MMM DD YYYY HH:mm in UK time', () => {
    expect(formatGiftDate(new Date('2025-03-05T14:30:00Z'))).toBe('Mar 05 2025 14:30');
    expect(formatGiftDate(new Date('2025-07-05T14:30:00Z'))).toBe('Jul 05 2025 15:30'); // BST
    expect(formatGiftDate(new Date('2025-09-09T23:05:00Z'))).toBe('Sep 10 2025 00:05');
  });
});

describe('parseGiftDate', () => {
  const iso = (text: string) => parseGiftDate(text)?.toISOString() ?? null;

  it('reads winter dates as GMT and summer dates as BST', () => {
    expect(iso('Dec 24 2026 09:00')).toBe('2026-12-24T09:00:00.000Z');
    expect(iso('Jul 05 2026 15:30')).toBe('2026-07-05T14:30:00.000Z');
    expect(iso('Jan 01 2027 00:00')).toBe('2027-01-01T00:00:00.000Z');
    expect(iso('Jun 30 2026 00:15')).toBe('2026-06-29T23:15:00.000Z');
  });

  it('changes offset on the days the clocks change', () => {
    // 2026: BST starts Sun Mar 29 at 01:00 GMT, ends Sun Oct 25 at 01:00 GMT.
    expect(iso('Mar 29 2026 00:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(iso('Mar 29 2026 02:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(iso('Oct 25 2026 00:30')).toBe('2026-10-24T23:30:00.000Z');
    // 01:30 happens twice in October: the first time (BST) is meant.
    expect(iso('Oct 25 2026 01:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('Oct 25 2026 02:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('refuses times that do not exist', () => {
    for (const text of [
      'Feb 30 2026 10:00',
      'Feb 29 2026 10:00',
      'Apr 31 2026 10:00',
      'Dec 00 2026 10:00',
      'Dec 24 2026 24:00',
      'Dec 24 2026 09:60',
      'Mar 29 2026 01:30', // skipped when the clocks go forward
    ]) {
      expect(iso(text), text).toBeNull();
    }
    expect(iso('Feb 29 2028 10:00')).toBe('2028-02-29T10:00:00.000Z');
  });

  it('refuses other formats', () => {
    for (const text of [
      '',
      'tomorrow',
      '24/12/2026 09:00',
      '2026-12-24T09:00',
      'December 24 2026 09:00',
      'Dec 24 2026',
      'Dec 24 26 09:00',
      'Dex 24 2026 09:00',
      'Dec 24 2026 9am',
    ]) {
      expect(iso(text), text).toBeNull();
    }
  });

  it('forgives case, single digits and stray spaces', () => {
    expect(iso(' dec 4 2026 9:05 ')).toBe('2026-12-04T09:05:00.000Z');
    expect(iso('DEC 24  2026 09:00')).toBe('2026-12-24T09:00:00.000Z');
  });

  it('reads back whatever formatGiftDate writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2035, 0, 1) }), (ms) => {
        const minute = new Date(Math.floor(ms / 60_000) * 60_000);
        const back = parseGiftDate(formatGiftDate(minute));
        // Only the second pass through the repeated October hour reads back an hour earlier.
        expect([0, 60 * 60 * 1000]).toContain(minute.getTime() - back!.getTime());
        expect(formatGiftDate(back!)).toBe(formatGiftDate(minute));
      }),
      { numRuns: 300 },
    );
  });
});

describe('giftDateError', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('accepts empty (immediate) and future times', () => {
    expect(giftDateError('', now)).toBeNull();
    expect(giftDateError('   ', now)).toBeNull();
    expect(giftDateError('Nov 24 2026 12:01', now)).toBeNull();
  });

  it('explains an unreadable or past time', () => {
    expect(giftDateError('24/12/2026', now)).toBe(GIFT_DATE_UNREADABLE);
    expect(giftDateError('Nov 24 2026 12:00', now)).toBe(GIFT_DATE_IN_PAST);
    expect(giftDateError('Jan 01 2020 09:00', now)).toBe(GIFT_DATE_IN_PAST);
    expect(GIFT_DATE_UNREADABLE).toContain('MMM DD YYYY HH:mm');
  });
});
