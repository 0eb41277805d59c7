import { describe, expect, it } from 'vitest';
import { voucherExpiryReminderMessage } from './reminder-emails';

const brand = { siteName: 'StepUp Vouchers' };
const input = {
  holderName: 'Ada Lovelace',
  companyName: 'Brew & Bake',
  campaignName: 'Coffee Club',
  faceValuePence: 2000,
  code: '7KQ2-M9XD-4T',
  expiresAt: new Date('2027-01-03T10:00:00Z'),
  daysLeft: 30,
  next: { kind: 'wallet' as const, url: 'https://www.example.test/for-me' },
};

describe('voucher expiry reminder', () => {
  it('names the value, the company and the UK expiry date, with the code and a button to the wallet', () => {
    const mail = voucherExpiryReminderMessage(brand, input);
    expect(mail.subject).toBe('Your £20.00 voucher for Brew & Bake expires on 3 January 2027');
    expect(mail.text).toMatch(/^Hello Ada Lovelace,/);
    expect(mail.text).toContain('expires in 30 days, on 3 January 2027');
    expect(mail.text).toContain('Your voucher code: 7KQ2-M9XD-4T');
    expect(mail.text).toContain('Open My Vouchers: https://www.example.test/for-me');
    expect(mail.html).toContain('7KQ2-M9XD-4T');
    expect(mail.html).toContain('Brew &amp; Bake');
  });

  it("says 'tomorrow' and 'today' near the end, in the UK's calendar", () => {
    expect(voucherExpiryReminderMessage(brand, { ...input, daysLeft: 1 }).text).toContain(
      'expires tomorrow, on 3 January 2027',
    );
    const lastDay = voucherExpiryReminderMessage(brand, {
      ...input,
      daysLeft: 0,
      // 23:30 UTC on 30 June is 1 July in London (BST).
      expiresAt: new Date('2027-06-30T23:30:00Z'),
    });
    expect(lastDay.text).toContain('expires today, on 1 July 2027');
  });

  it("sends a gift's recipient to the company's page and a guest to activating an account", () => {
    const gift = voucherExpiryReminderMessage(brand, {
      ...input,
      holderName: 'Sam',
      next: { kind: 'campaign', url: 'https://www.example.test/campaign/c1' },
    });
    expect(gift.text).toContain('See Brew & Bake: https://www.example.test/campaign/c1');
    const guest = voucherExpiryReminderMessage(brand, {
      ...input,
      holderName: null,
      next: { kind: 'activate', url: 'https://www.example.test/signup?email=g%40example.test' },
    });
    expect(guest.text).toMatch(/^Hello,/);
    expect(guest.text).toContain('Activate your account: https://www.example.test/signup');
  });
});
