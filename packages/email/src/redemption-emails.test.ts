import { describe, expect, it } from 'vitest';
import { redemptionReceiptMessage } from './redemption-emails';

describe('redemption receipt', () => {
  it('tells the company which voucher was used, when (UK time) and by whom', () => {
    const mail = redemptionReceiptMessage(
      { siteName: 'StepUp Vouchers' },
      {
        companyName: 'Brew & Bake',
        campaignName: 'Coffee <Club>',
        code: '7KQ2-M9XD-4T',
        faceValuePence: 5000,
        customerFirstName: 'Ada',
        // 12:30 UTC in July is 13:30 in London (BST).
        usedAt: new Date('2026-07-01T12:30:00Z'),
        expiresAt: new Date('2027-07-01T12:30:00Z'),
        redeemedBy: 'jo@brew.test',
        dashboardUrl: 'https://business.example.test/dashboard',
      },
    );
    expect(mail.subject).toBe('Voucher 7KQ2-M9XD-4T redeemed: £50.00');
    expect(mail.text).toContain('1 July 2026 at 13:30');
    expect(mail.text).toContain('Customer: Ada');
    expect(mail.text).toContain('Marked as used by: jo@brew.test');
    expect(mail.html).toContain('Coffee &lt;Club&gt;');
  });
});
