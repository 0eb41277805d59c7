import { describe, expect, it } from 'vitest';
import type { AdminPaymentRecord } from './admin-payments';
import { adminPaymentChips, adminPaymentsCsv } from './admin-payments';
import { ukDayEnd, ukDayStart } from './uk-time';

const payment: AdminPaymentRecord = {
  createdAt: '2026-07-01T08:05:00Z',
  status: 'succeeded',
  chargeId: 'ch_1',
  providerPaymentId: 'pi_1',
  companyId: 'co_1',
  companyName: 'Brew, "Bake" & Co',
  customerId: null,
  customerEmail: 'guest@example.com',
  customerName: '@mallory',
  campaignName: 'Summer',
  voucherId: 'v_1',
  code: 'ABCD-EFGH-JK',
  faceValuePence: 5000,
  discount: 15,
  step: 4,
  gift: true,
  giftRecipient: { name: 'Bea', email: 'bea@example.com' },
  redeemed: false,
  cancelled: false,
  disputed: false,
  refunded: true,
  refundValuePence: 4400,
  refundDate: '2026-07-02T09:00:00Z',
  amountPence: 4400,
  amountCapturedPence: 4400,
  amountRefundedPence: 4400,
  applicationFeePence: 150,
};

describe('UK calendar days as instants', () => {
  it('starts a winter day at midnight UTC and a summer day at 23:00 UTC the day before', () => {
    expect(ukDayStart('2026-01-15')?.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(ukDayStart('2026-07-01')?.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(ukDayStart('2026-02-30')).toBeNull();
    expect(ukDayStart('yesterday')).toBeNull();
  });

  it('ends a day when the next begins, across the clock changes', () => {
    expect(ukDayEnd('2026-03-28')?.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(ukDayEnd('2026-03-29')?.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(ukDayEnd('2026-10-25')?.toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });
});

describe('the admin payments CSV', () => {
  it('writes pounds, UK times, quoted fields and no formulas', () => {
    const [header, row] = adminPaymentsCsv([payment]).split('\r\n');
    expect(header!.split(',')).toHaveLength(22);
    expect(row).toBe(
      `01/07/2026 09:05,ch_1,"Brew, ""Bake"" & Co",co_1,guest@example.com,,'@mallory,v_1,Summer,15,Custom,50.00,Yes,Bea <bea@example.com>,No,Yes,44.00,02/07/2026 10:00,44.00,44.00,1.50,gift`,
    );
  });
});

describe("a payment's status chips", () => {
  it('says refunded in full or in part, and paid when nothing else applies', () => {
    expect(adminPaymentChips(payment).map((c) => c.label)).toEqual(['Refunded']);
    expect(adminPaymentChips({ ...payment, amountRefundedPence: 100 }).map((c) => c.label)).toEqual(
      ['Partly refunded'],
    );
    expect(
      adminPaymentChips({ ...payment, refunded: false, amountRefundedPence: 0 }).map(
        (c) => c.label,
      ),
    ).toEqual(['Paid']);
    expect(
      adminPaymentChips({
        ...payment,
        status: 'needs_review',
        refunded: false,
        disputed: true,
        redeemed: true,
      }).map((c) => c.label),
    ).toEqual(['Needs review', 'Disputed', 'Redeemed']);
  });
});
