import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_VOUCHERS_CSV_HEADER,
  customerDataFileName,
  customerVouchersCsv,
  giftRecipientStillNeeded,
} from './customer-data';

describe("the customer's vouchers CSV", () => {
  it('has one row per voucher in pounds and UK times, and no field can run as a formula', () => {
    const csv = customerVouchersCsv([
      {
        code: 'K7Q2-M9XD-4T',
        companyName: 'Bean, There',
        campaignName: '=HYPERLINK("http://evil.example")',
        step: 2,
        faceValuePence: 5000,
        discount: 15,
        pricePaidPence: 4250,
        giftingFeePence: 150,
        buyFor: 'gift',
        giftRecipient: { name: '@Jamie', email: 'jamie@example.com' },
        paymentDate: '2026-07-31T23:30:00.000Z',
        expiresAt: '2027-07-31T23:30:00.000Z',
        usedAt: null,
        cancelledAt: '2026-08-02T09:00:00.000Z',
        refundPence: 4250,
      },
    ]);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(CUSTOMER_VOUCHERS_CSV_HEADER.join(','));
    expect(row).toBe(
      [
        '01/08/2026 00:30',
        '"Bean, There"',
        `"'=HYPERLINK(""http://evil.example"")"`,
        'K7Q2-M9XD-4T',
        'Step 2',
        '50.00',
        '15',
        '42.50',
        '1.50',
        "'@Jamie",
        'jamie@example.com',
        '01/08/2027 00:30',
        '',
        '02/08/2026 10:00',
        '42.50',
      ].join(','),
    );
    expect(end).toBe('');
  });

  it('names the files by the UK day', () => {
    expect(customerDataFileName('2026-11-26', 'json')).toBe('stepup-my-data-2026-11-26.json');
    expect(customerDataFileName('2026-11-26', 'csv')).toBe('stepup-my-vouchers-2026-11-26.csv');
  });
});

describe("a gift's recipient after the buyer closes their account", () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const live = { usedAt: null, cancelledAt: null, expiresAt: new Date('2027-01-01T00:00:00Z') };
  it('is kept while the voucher can be used, and not after', () => {
    expect(giftRecipientStillNeeded(live, now)).toBe(true);
    expect(giftRecipientStillNeeded({ ...live, usedAt: now }, now)).toBe(false);
    expect(giftRecipientStillNeeded({ ...live, cancelledAt: now }, now)).toBe(false);
    expect(giftRecipientStillNeeded({ ...live, expiresAt: now }, now)).toBe(false);
  });
});
