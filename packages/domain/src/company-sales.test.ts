import { describe, expect, it } from 'vitest';
import {
  companySalesCsv,
  csvField,
  penceAsPoundsText,
  saleCustomerFirstName,
  saleStepLabel,
} from './company-sales';

describe('sales list values', () => {
  it('shows pounds with two decimals', () => {
    expect(penceAsPoundsText(0)).toBe('0.00');
    expect(penceAsPoundsText(5)).toBe('0.05');
    expect(penceAsPoundsText(125050)).toBe('1250.50');
    expect(() => penceAsPoundsText(1.5)).toThrow(RangeError);
  });

  it("names the customer by first name, a guest as 'Guest', and steps above 3 'Custom'", () => {
    expect(saleCustomerFirstName('  Amelia  Jones ')).toBe('Amelia');
    expect(saleCustomerFirstName(null)).toBe('Guest');
    expect(saleCustomerFirstName('   ')).toBe('Guest');
    expect(saleStepLabel(2)).toBe('Step 2');
    expect(saleStepLabel(4)).toBe('Custom');
  });
});

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Tea, cake')).toBe('"Tea, cake"');
    expect(csvField('The "Best" Bakery')).toBe('"The ""Best"" Bakery"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+44')).toBe("'+44");
  });

  it('writes a header and one CRLF-ended row per sale', () => {
    const csv = companySalesCsv([
      {
        paymentDate: '2026-03-01T12:00:00Z',
        customerFirstName: 'Zoë',
        campaignName: 'Coffee, Cake & "More"',
        faceValuePence: 5000,
        paidPence: 4250,
        step: 2,
        gift: true,
        redeemed: false,
        cancelled: false,
      },
    ]);
    expect(csv).toBe(
      'Date,Customer,Campaign,Voucher value (GBP),Paid (GBP),Step,Gift,Redeemed,Cancelled\r\n' +
        '01/03/2026 12:00,Zoë,"Coffee, Cake & ""More""",50.00,42.50,Step 2,Yes,No,No\r\n',
    );
  });

  it('an empty list is the header alone', () => {
    expect(companySalesCsv([]).split('\r\n')).toHaveLength(2);
  });
});
