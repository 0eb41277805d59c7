import { describe, expect, it } from 'vitest';
import { resetPasswordMessage, verifyEmailMessage } from './account-emails';

const brand = { siteName: 'StepUp Vouchers' };

describe('account emails', () => {
  it('carries the verification link in both the text and the HTML part', () => {
    const url = 'https://www.example.test/email-verify?mode=verifyEmail&oobCode=abc&x=1';
    const mail = verifyEmailMessage(brand, { name: 'Alex', url });
    expect(mail.subject).toBe('Verify your email address for StepUp Vouchers');
    expect(mail.text).toContain(url);
    expect(mail.text).toMatch(/^Hello Alex,/);
    // The ampersand is escaped in HTML attributes and text.
    expect(mail.html).toContain(
      'href="https://www.example.test/email-verify?mode=verifyEmail&amp;oobCode=abc&amp;x=1"',
    );
  });

  it('escapes what a user typed', () => {
    const mail = resetPasswordMessage(brand, {
      name: '<script>alert(1)</script>',
      url: 'https://x.test/r',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
