import { describe, expect, it } from 'vitest';
import {
  giftDeliveryMessage,
  saleNoticeMessage,
  voucherConfirmationMessage,
} from './purchase-emails';

const brand = { siteName: 'StepUp Vouchers' };
const facts = {
  companyName: 'Brew & Bake',
  campaignName: 'Coffee Club',
  faceValuePence: 5000,
  pricePaidPence: 4250,
  discount: 15,
  step: 2,
  // 23:30 UTC on 31 March is already 1 April in London (BST).
  expiresAt: new Date('2027-03-31T23:30:00Z'),
};

describe('purchase emails', () => {
  it('gives a guest their code and a link to activate an account with their email', () => {
    const url = 'https://www.example.test/signup?email=a%2Bb%40example.test';
    const mail = voucherConfirmationMessage(brand, {
      ...facts,
      buyerName: null,
      code: '7KQ2-M9XD-4T',
      totalPence: 4250,
      next: { kind: 'activate', url },
    });
    expect(mail.subject).toBe('Your Brew & Bake voucher: £50.00 for £42.50');
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).toContain('Your voucher code: 7KQ2-M9XD-4T');
    expect(mail.text).toContain('Discount: 15% (Step 2)');
    expect(mail.text).toContain('Expires: 1 April 2027');
    expect(mail.text).toContain(`Activate your account: ${url}`);
    expect(mail.html).toContain('7KQ2-M9XD-4T');
  });

  it("keeps a gift message's lines and escapes what the buyer typed", () => {
    const mail = giftDeliveryMessage(brand, {
      ...facts,
      recipientName: 'Alex',
      senderName: 'Sam <b>',
      message: 'Happy birthday!\n<script>alert(1)</script>',
      code: '7KQ2-M9XD-4T',
      campaignUrl: 'https://www.example.test/campaign/c1',
    });
    expect(mail.text).toContain('"Happy birthday!\n<script>alert(1)</script>"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Happy birthday!\n&lt;script&gt;');
    expect(mail.html).not.toContain('Sam <b>');
  });

  it("tells the company what sold, for how much and whether as a gift, calling a custom offer 'Custom offer'", () => {
    const mail = saleNoticeMessage(brand, {
      ...facts,
      step: 4,
      customerFirstName: null,
      gift: true,
      paymentDate: new Date('2026-11-24T10:00:00Z'),
      dashboardUrl: 'https://business.example.test/dashboard',
    });
    expect(mail.text).toContain(
      'A customer just bought a £50.00 voucher of Coffee Club as a gift for £42.50.',
    );
    expect(mail.text).toContain('Discount: 15% (Custom offer)');
    expect(mail.text).toContain('Gift: Yes');
  });
});

describe('purchase emails at a multi-site group', () => {
  const sites = [
    { name: 'Site A', address: '1 Market Street, York' },
    { name: 'Site B', address: '' },
  ];

  it('the confirmation and the gift name the sites where the voucher can be used', () => {
    const confirmation = voucherConfirmationMessage(brand, {
      ...facts,
      sites,
      buyerName: 'Ada',
      code: '7KQ2-M9XD-4T',
      totalPence: 4250,
      next: { kind: 'wallet', url: 'https://www.example.test/for-me' },
    });
    const gift = giftDeliveryMessage(brand, {
      ...facts,
      sites,
      recipientName: 'Alex',
      senderName: 'Sam',
      message: 'Enjoy',
      code: '7KQ2-M9XD-4T',
      campaignUrl: 'https://www.example.test/campaign/1',
    });
    for (const mail of [confirmation, gift]) {
      expect(mail.text).toContain('Where to use it: Site A, 1 Market Street, York; Site B');
      expect(mail.html).toContain('1 Market Street, York');
    }
  });

  it('says nothing of sites at a company without them', () => {
    const mail = voucherConfirmationMessage(brand, {
      ...facts,
      buyerName: 'Ada',
      code: '7KQ2-M9XD-4T',
      totalPence: 4250,
      next: { kind: 'wallet', url: 'https://www.example.test/for-me' },
    });
    expect(mail.text).not.toContain('Where to use it');
  });
});
