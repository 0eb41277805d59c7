import { describe, expect, it } from 'vitest';
import { adminAccountCreatedMessage } from './admin-emails';

describe('admin account email', () => {
  it('links the business sign-in, names the level and asks for two-step sign-in first', () => {
    const url = 'https://business.stepup.test/login';
    const mail = adminAccountCreatedMessage(
      { siteName: 'StepUp Vouchers' },
      { name: 'Ana Lee', levelName: 'Support & refunds', signInUrl: url },
    );
    expect(mail.subject).toBe('Your admin account on StepUp Vouchers');
    expect(mail.text).toContain('Hello Ana Lee,');
    expect(mail.text).toContain('two-step sign-in');
    expect(mail.text).toContain(`Sign in: ${url}`);
    expect(mail.html).toContain('Support &amp; refunds');
    expect(mail.html).toContain(`href="${url}"`);
  });
});
