import { describe, expect, it } from 'vitest';
import {
  campaignApprovedMessage,
  campaignRejectedMessage,
  companyApprovedMessage,
  companyDeniedMessage,
} from './company-emails';

const brand = { siteName: 'StepUp Vouchers' };
const url = 'https://business.stepup.test/dashboard';

describe('company review emails', () => {
  it('tells an approved company, with a link to its dashboard', () => {
    const mail = companyApprovedMessage(brand, { companyName: 'Bloom & Co', url });
    expect(mail.subject).toBe('Bloom & Co is approved on StepUp Vouchers');
    expect(mail.text).toContain('approved');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('Bloom &amp; Co');
  });

  it('gives a denied company the reason', () => {
    const mail = companyDeniedMessage(brand, {
      companyName: 'Bloom',
      url,
      reason: 'No <b>website</b>',
    });
    expect(mail.subject).toBe('Your StepUp Vouchers business account was not approved');
    expect(mail.text).toContain('Reason: No <b>website</b>');
    expect(mail.html).toContain('No &lt;b&gt;website&lt;/b&gt;');
  });

  it('says a campaign went live, or why it was rejected', () => {
    const live = campaignApprovedMessage(brand, {
      companyName: 'Bloom',
      url,
      campaignName: 'Spring',
    });
    expect(live.subject).toBe('Your campaign Spring is live');
    const rejected = campaignRejectedMessage(brand, {
      companyName: 'Bloom',
      url,
      campaignName: 'Spring',
      reason: 'Discounts too high',
    });
    expect(rejected.subject).toBe('Your campaign request Spring was not approved');
    expect(rejected.text).toContain('Reason: Discounts too high');
  });
});
