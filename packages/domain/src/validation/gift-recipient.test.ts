import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  GIFT_MESSAGE_TOO_LONG,
  RECIPIENT_DETAILS_REQUIRED,
  RECIPIENT_EMAIL_INVALID,
} from '../messages';
import {
  GIFT_MESSAGE_MAX,
  formatGiftDate,
  giftDeliveryTime,
  giftMessageCounter,
  giftRecipientSchema,
} from './gift-recipient';
import { fieldErrors, firstError } from './shared';

const gift = { name: 'Sam', email: 'sam@example.com', message: 'Happy birthday!' };

describe('giftRecipientSchema', () => {
  it('uses the spec texts, typo included', () => {
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
