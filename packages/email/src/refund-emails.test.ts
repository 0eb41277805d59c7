import { describe, expect, it } from 'vitest';
import {
  buyerRefundMessage,
  companyDisputeNoticeMessage,
  companyRefundNoticeMessage,
  giftCancelledMessage,
} from './refund-emails';

const brand = { siteName: 'StepUp Vouchers' };
const voucher = {
  companyName: 'Brew & Bake',
  campaignName: 'Coffee <Club>',
  code: '7KQ2-M9XD-4T',
  faceValuePence: 5000,
};

describe('refund emails', () => {
  it('tells the buyer the voucher is cancelled and how much goes back to the card', () => {
    const mail = buyerRefundMessage(brand, {
      ...voucher,
      buyerName: 'Ada',
      amountPence: 4250,
      cancelled: true,
      giftRecipientName: null,
      walletUrl: 'https://www.example.test/wallet',
    });
    expect(mail.subject).toBe('Your Brew & Bake voucher is cancelled: £42.50 refunded');
    expect(mail.text).toContain('The code no longer works.');
    expect(mail.html).toContain('Coffee &lt;Club&gt;');
  });

  it('tells the buyer of a partial refund that the voucher stays valid', () => {
    const mail = buyerRefundMessage(brand, {
      ...voucher,
      buyerName: null,
      amountPence: 1000,
      cancelled: false,
      giftRecipientName: 'Grace',
      walletUrl: null,
    });
    expect(mail.subject).toBe('£10.00 refunded for your Brew & Bake voucher');
    expect(mail.text).toContain('your gift voucher for Grace');
    expect(mail.text).toContain('The voucher is still valid.');
  });

  it("tells a gift's recipient its code no longer works", () => {
    const mail = giftCancelledMessage(brand, {
      ...voucher,
      recipientName: 'Grace',
      senderName: 'Ada',
    });
    expect(mail.text).toContain('Ada cancelled the £50.00 Brew & Bake voucher');
    expect(mail.text).toContain('7KQ2-M9XD-4T no longer works');
  });

  it('tells the company who refunded and why', () => {
    const mail = companyRefundNoticeMessage(brand, {
      ...voucher,
      amountPence: 4250,
      cancelled: true,
      requestedBy: 'company',
      reason: 'Closed for refurbishment',
      dashboardUrl: 'https://business.example.test/dashboard',
    });
    expect(mail.subject).toBe('Voucher 7KQ2-M9XD-4T cancelled: £42.50 refunded');
    expect(mail.text).toContain('Your team cancelled it.');
    expect(mail.text).toContain('Closed for refurbishment');
  });

  it('tells the company a dispute put the voucher on hold, and how it ended', () => {
    const facts = {
      ...voucher,
      amountPence: 4250,
      openedAt: new Date('2026-07-01T12:00:00Z'),
      dashboardUrl: 'https://business.example.test/dashboard',
    };
    expect(companyDisputeNoticeMessage(brand, { ...facts, outcome: 'opened' }).text).toContain(
      'refused at the till',
    );
    expect(companyDisputeNoticeMessage(brand, { ...facts, outcome: 'won' }).text).toContain(
      'The code works again.',
    );
    expect(companyDisputeNoticeMessage(brand, { ...facts, outcome: 'lost' }).subject).toBe(
      'Voucher 7KQ2-M9XD-4T is cancelled: the dispute was lost',
    );
  });
});
