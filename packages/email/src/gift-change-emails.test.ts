import { describe, expect, it } from 'vitest';
import { giftChangedMessage, giftResentMessage } from './gift-change-emails';

const brand = { siteName: 'StepUp Vouchers' };
const facts = {
  buyerName: 'Sam Taylor',
  recipientName: 'Alex',
  recipientEmail: 'alex@example.test',
  companyName: 'Brew & Bake',
  faceValuePence: 2500,
  walletUrl: 'https://www.stepup.test/for-me',
};

describe("a gift's buyer's confirmations (ADR 055)", () => {
  it('lists what changed and when the gift goes, without a code', () => {
    const mail = giftChangedMessage(brand, {
      ...facts,
      deliverAt: new Date('2026-12-25T08:00:00Z'),
      changes: [['Recipient email', 'alx@example.test → alex@example.test']],
    });
    expect(mail.subject).toBe('Your gift for Alex has been changed');
    expect(mail.text).toContain('Hello Sam Taylor,');
    expect(mail.text).toContain('on Dec 25 2026 08:00 (UK time)');
    expect(mail.text).toContain('Recipient email: alx@example.test → alex@example.test');
    expect(mail.html).toContain('https://www.stepup.test/for-me');
  });

  it('says the gift was emailed again and the earlier link no longer works', () => {
    const mail = giftResentMessage(brand, facts);
    expect(mail.subject).toBe('Your gift to Alex has been emailed again');
    expect(mail.text).toContain('£25.00 Brew & Bake gift was just emailed again to Alex');
    expect(mail.text).toContain('The link in the earlier email no longer works');
  });
});
