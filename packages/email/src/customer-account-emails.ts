import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';

// What a customer is told when an admin changes what their account may do (issue 16,
// /admin/customers). The spec asks for the emails but gives no words.

/** The changes a customer is told about: those that change what they can do. */
export type CustomerAccountChange =
  'denied' | 'approved' | 'buying-off' | 'buying-on' | 'redemptions-off' | 'redemptions-on';

const wording: Record<CustomerAccountChange, { subject: string; paragraphs: string[] }> = {
  denied: {
    subject: 'Your account has been closed to sign-in',
    paragraphs: [
      'An administrator has closed your account to sign-in: you have been signed out and cannot sign in or buy vouchers.',
      'If you think this is a mistake, please reply to this email.',
    ],
  },
  approved: {
    subject: 'Your account is open again',
    paragraphs: ['Your account has been approved: you can sign in and buy vouchers again.'],
  },
  'buying-off': {
    subject: 'Buying is turned off for your account',
    paragraphs: [
      'An administrator has turned off buying for your account: you cannot buy vouchers for now. Vouchers you already have are not affected.',
      'If you think this is a mistake, please reply to this email.',
    ],
  },
  'buying-on': {
    subject: 'You can buy vouchers again',
    paragraphs: ['Buying is turned back on for your account.'],
  },
  'redemptions-off': {
    subject: 'Your vouchers cannot be redeemed for now',
    paragraphs: [
      'An administrator has turned off redemptions for your account: businesses cannot accept the vouchers you bought for now.',
      'If you think this is a mistake, please reply to this email.',
    ],
  },
  'redemptions-on': {
    subject: 'Your vouchers can be redeemed again',
    paragraphs: ['Redemptions are turned back on: businesses can accept the vouchers you bought.'],
  },
};

/** Tells a customer what an admin changed on their account, with a link to the site. */
export function customerAccountChangedMessage(
  brand: Brand,
  input: { name: string; change: CustomerAccountChange; url: string },
): EmailContent {
  const { subject, paragraphs } = wording[input.change];
  return renderLayout(brand, {
    subject: `${subject} – ${brand.siteName}`,
    greeting: `Hello ${input.name.trim() || 'there'},`,
    paragraphs,
    ...(input.change === 'denied' ? {} : { action: { label: 'Open the site', url: input.url } }),
  });
}
