import { describe, expect, it } from 'vitest';
import { companyNotificationMessage } from './company-notification-emails';

const brand = { siteName: 'StepUp Vouchers' };
const url = 'https://business.stepup.test/dashboard';

describe('the company notification email', () => {
  it("carries the admin's message, its link and the dashboard", () => {
    const mail = companyNotificationMessage(brand, {
      companyName: 'Bloom & Co',
      title: 'New <b>photo</b> guidelines',
      link: 'https://stepup.example/guide',
      url,
    });
    expect(mail.subject).toBe('A message from StepUp Vouchers for Bloom & Co');
    expect(mail.text).toContain('"New <b>photo</b> guidelines"');
    expect(mail.text).toContain('Open the link: https://stepup.example/guide');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('New &lt;b&gt;photo&lt;/b&gt; guidelines');
    expect(mail.html).not.toContain('<b>photo</b>');
  });

  it('leads to the dashboard when there is no link', () => {
    const mail = companyNotificationMessage(brand, {
      companyName: 'Bloom',
      title: 'Hello',
      link: '',
      url,
    });
    expect(mail.text).toContain(`Open your dashboard: ${url}`);
    expect(mail.text).not.toContain('Link:');
  });
});
