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

/** An email change: the link goes to the new address and completes the change. */
export function confirmNewEmailMessage(
  brand: Brand,
  { name, url, newEmail }: { name: string; url: string; newEmail: string },
): EmailContent {
  return renderLayout(brand, {
    subject: `Confirm your new email address for ${brand.siteName}`,
    greeting: hello(name),
    paragraphs: [
      `You asked to use ${newEmail} for your ${brand.siteName} account. Confirm it with the link below; until then you keep signing in with your current address.`,
    ],
    action: { label: 'Confirm my new email address', url },
    footnote: 'If you did not ask for this, ignore this email: nothing changes without it.',
  });
}

/** To the old address, so an unexpected change is noticed and can be undone from there. */
export function emailChangeNoticeMessage(
  brand: Brand,
  { name, newEmail, recoverUrl }: { name: string; newEmail: string; recoverUrl: string },
): EmailContent {
  return renderLayout(brand, {
    subject: `Your ${brand.siteName} email address is being changed`,
    greeting: hello(name),
    paragraphs: [
      `Someone signed in to your account asked to change its email address to ${newEmail}. The change happens once that address is confirmed.`,
      'If this was not you, keep your account with the link below: it puts this address back, cancels the change and signs the account out everywhere. Then reset your password.',
    ],
    action: { label: 'This was not me: keep my email address', url: recoverUrl },
  });
}

/** After two-step sign-in is turned on, so a second factor added by someone else can be removed. */
export function secondFactorAddedMessage(
  brand: Brand,
  { name, revertUrl }: { name: string; revertUrl: string },
): EmailContent {
  return renderLayout(brand, {
    subject: `Two-step sign-in is now on for your ${brand.siteName} account`,
    greeting: hello(name),
    paragraphs: [
      'An authenticator app was just added to your account: signing in now also asks for its code.',
      'If this was not you, remove it with the link below (it also signs the account out everywhere), then reset your password.',
    ],
    action: { label: 'This was not me: remove two-step sign-in', url: revertUrl },
  });
}
