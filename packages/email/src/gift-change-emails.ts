import { formatGiftDate, formatPounds } from '@stepup/domain';
import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

const hello = (name: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** What a buyer's confirmation of a gift change names (ADR 055). */
export interface GiftChangeFacts {
  buyerName: string | null;
  recipientName: string;
  recipientEmail: string;
  companyName: string;
  faceValuePence: number;
  walletUrl: string;
}

/**
 * To a gift's buyer, when they changed its recipient, message or delivery time before it was
 * sent: what it is now, and each change as 'before → after'.
 */
export function giftChangedMessage(
  brand: Brand,
  input: GiftChangeFacts & {
    deliverAt: Date;
    /** The changed details in words: [label, 'before → after']. */
    changes: [label: string, change: string][];
  },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'gift-changed', {
      buyerName: input.buyerName?.trim() ?? '',
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      companyName: input.companyName,
      faceValue: formatPounds(input.faceValuePence),
      deliverOn: formatGiftDate(input.deliverAt),
    }),
    greeting: hello(input.buyerName),
    details: input.changes,
    action: { label: 'Open My Vouchers', url: input.walletUrl },
  });
}

/** To a gift's buyer, when they had it emailed again (its earlier link stops working). */
export function giftResentMessage(brand: Brand, input: GiftChangeFacts): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'gift-resent', {
      buyerName: input.buyerName?.trim() ?? '',
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      companyName: input.companyName,
      faceValue: formatPounds(input.faceValuePence),
    }),
    greeting: hello(input.buyerName),
    action: { label: 'Open My Vouchers', url: input.walletUrl },
  });
}
