import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';

const hello = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** After sign-up, and again on a sign-in attempt while unverified. */
export function verifyEmailMessage(
  brand: Brand,
  { name, url }: { name: string; url: string },
): EmailContent {
  return renderLayout(brand, {
    subject: `Verify your email address for ${brand.siteName}`,
    greeting: hello(name),
    paragraphs: [
      `Thank you for signing up to ${brand.siteName}. Please confirm this is your email address to activate your account.`,
    ],
    action: { label: 'Verify my email address', url },
    footnote:
      'If you did not sign up, you can ignore this email: no account is activated without it.',
  });
}

/** Forgot password: the link leads to the reset page. */
export function resetPasswordMessage(
  brand: Brand,
  { name, url }: { name: string; url: string },
): EmailContent {
  return renderLayout(brand, {
    subject: `Reset your ${brand.siteName} password`,
    greeting: hello(name),
    paragraphs: [
      'Someone asked to reset the password of your account. Choose a new password with the link below; it works once and expires in one hour.',
    ],
    action: { label: 'Reset my password', url },
    footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });
}
