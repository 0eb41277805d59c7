import { describe, expect, it } from 'vitest';
import { emailTemplateFormSchema, firstError } from '@stepup/domain';
import { EMAIL_CATALOGUE, EMAIL_TRIGGERS, placeholdersOf, sampleValues } from './catalogue';
import { voucherConfirmationMessage } from './purchase-emails';
import { companyDeniedMessage } from './company-emails';
import { fillWording } from './wording';
import { renderEmailSample } from './samples';

const facts = {
  companyName: 'Brew & Bake',
  campaignName: 'Coffee Club',
  faceValuePence: 5000,
  pricePaidPence: 4250,
  discount: 15,
  step: 2,
  expiresAt: new Date('2027-03-31T23:30:00Z'),
};
const purchase = {
  ...facts,
  buyerName: 'Ada <b>Lovelace</b>',
  code: '7KQ2-M9XD-4T',
  totalPence: 4250,
  next: { kind: 'wallet', url: 'https://www.example.test/for-me' } as const,
};

describe('the email catalogue', () => {
  it('gives every email a default that its own placeholder rule accepts', () => {
    for (const key of EMAIL_TRIGGERS) {
      const { subject, content } = EMAIL_CATALOGUE[key];
      const schema = emailTemplateFormSchema(Object.keys(placeholdersOf(key)));
      expect(firstError(schema, { subject, content }), key).toBeNull();
    }
  });

  it('offers a sample for every placeholder, the brand name included', () => {
    const samples = sampleValues('voucher-confirmation');
    expect(samples).toMatchObject({ siteName: 'Vouchers', faceValue: '£50.00' });
    for (const key of EMAIL_TRIGGERS)
      for (const [name, info] of Object.entries(placeholdersOf(key)))
        expect(info.sample, `${key}.${name}`).not.toBe('');
  });

  it('renders the sample wording of every email with no placeholder left', () => {
    for (const key of EMAIL_TRIGGERS) {
      const filled = fillWording(EMAIL_CATALOGUE[key], 'Vouchers', sampleValues(key));
      expect(filled.subject, key).not.toMatch(/[{}]/);
      expect(filled.paragraphs.join(' '), key).not.toMatch(/\{\{|\}\}/);
    }
  });
});

describe("an admin's wording", () => {
  const brand = {
    siteName: 'StepUp',
    templates: {
      'voucher-confirmation': {
        subject: 'Thanks {{buyerName}}: {{companyName}} {{faceValue}}',
        content:
          'First line from {{siteName}}.\nSame paragraph <i>as typed</i>.\n\nSecond {{code}}.',
      },
    },
  };

  it('replaces the subject and content, and keeps greeting, code, details and button', () => {
    const mail = voucherConfirmationMessage(brand, purchase);
    expect(mail.subject).toBe('Thanks Ada <b>Lovelace</b>: Brew & Bake £50.00');
    expect(mail.text).toContain('First line from StepUp.\nSame paragraph <i>as typed</i>.');
    expect(mail.text).toContain('Second 7KQ2-M9XD-4T.');
    expect(mail.text).not.toContain('Thank you for your purchase');
    expect(mail.text).toMatch(/^Hello Ada <b>Lovelace<\/b>,/);
    expect(mail.text).toContain('Your voucher code: 7KQ2-M9XD-4T');
    expect(mail.text).toContain('Discount: 15% (Step 2)');
    expect(mail.text).toContain('Open My Vouchers: https://www.example.test/for-me');
  });

  it('escapes placeholder values and typed markup in the HTML part', () => {
    const { html } = voucherConfirmationMessage(brand, purchase);
    expect(html).toContain(
      '<title>Thanks Ada &lt;b&gt;Lovelace&lt;/b&gt;: Brew &amp; Bake £50.00</title>',
    );
    expect(html).toContain('Same paragraph &lt;i&gt;as typed&lt;/i&gt;.');
    expect(html).toContain('First line from StepUp.<br>Same paragraph');
    expect(html).not.toContain('<b>Lovelace</b>');
    expect(html).not.toContain('<i>');
  });

  it('changes only the email it was written for', () => {
    const mail = companyDeniedMessage(brand, {
      companyName: 'Brew & Bake',
      url: 'https://business.example.test/basic-information',
      reason: 'Missing number',
    });
    expect(mail.subject).toBe('Your StepUp business account was not approved');
  });

  it('drops a paragraph left empty and a placeholder no longer offered', () => {
    const filled = fillWording(
      { subject: 'Hi {{gone}}{{name}}', content: '{{gone}}\n\nKept {{name}}' },
      'StepUp',
      { name: 'Ada' },
    );
    expect(filled).toEqual({ subject: 'Hi Ada', paragraphs: ['Kept Ada'] });
  });
});

describe('the sample of every email', () => {
  const urls = { web: 'https://www.example.test', business: 'https://business.example.test' };

  it('says the catalogue wording filled with the placeholder samples', () => {
    for (const key of EMAIL_TRIGGERS) {
      const mail = renderEmailSample(key, { siteName: 'Vouchers' }, urls);
      const filled = fillWording(EMAIL_CATALOGUE[key], 'Vouchers', sampleValues(key));
      expect(mail.subject, key).toBe(filled.subject);
      for (const paragraph of filled.paragraphs) expect(mail.text, key).toContain(paragraph);
    }
  });

  it("shows a draft in place of the email's wording", () => {
    const draft = { subject: 'Draft for {{companyName}}', content: 'Hi from {{siteName}}' };
    const mail = renderEmailSample(
      'sale-notice',
      { siteName: 'StepUp', templates: { 'sale-notice': draft } },
      urls,
    );
    expect(mail.subject).toBe('Draft for Brew & Bake');
    expect(mail.text).toContain('Hi from StepUp');
    expect(mail.text).toContain('Open your dashboard: https://business.example.test/dashboard');
  });
});
