import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

const hello = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** After sign-up, and again on a sign-in attempt while unverified. */
export function verifyEmailMessage(
  brand: Brand,
  { name, url }: { name: string; url: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'verify-email', { name: name.trim() }),
    greeting: hello(name),
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
    ...wording(brand, 'reset-password', { name: name.trim() }),
    greeting: hello(name),
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
    ...wording(brand, 'confirm-new-email', { name: name.trim(), newEmail }),
    greeting: hello(name),
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
    ...wording(brand, 'email-change-notice', { name: name.trim(), newEmail }),
    greeting: hello(name),
    action: { label: 'This was not me: keep my email address', url: recoverUrl },
  });
}

/** After two-step sign-in is turned on, so a second factor added by someone else can be removed. */
export function secondFactorAddedMessage(
  brand: Brand,
  { name, revertUrl }: { name: string; revertUrl: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'second-factor-added', { name: name.trim() }),
    greeting: hello(name),
    action: { label: 'This was not me: remove two-step sign-in', url: revertUrl },
  });
}
