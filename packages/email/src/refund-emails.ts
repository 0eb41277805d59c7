import { formatPounds, ukDate } from '@stepup/domain';
import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

// Refunds, cancellations and disputes (ADR 028). Each is written in the transaction that records
// the refund as succeeded (or the dispute's change), so it goes exactly once.

const hello = (name: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** What every refund message says about the voucher. */
export interface RefundedVoucherFacts {
  companyName: string;
  campaignName: string;
  code: string;
  faceValuePence: number;
}

/** The wording's values every refund message shares. */
const refundValues = (v: RefundedVoucherFacts) => ({
  companyName: v.companyName,
  campaignName: v.campaignName,
  code: v.code,
  faceValue: formatPounds(v.faceValuePence),
});

const details = (v: RefundedVoucherFacts): [string, string][] => [
  ['Company', v.companyName],
  ['Campaign', v.campaignName],
  ['Voucher', v.code],
  ['Voucher value', formatPounds(v.faceValuePence)],
];

/**
 * To the buyer, once the card provider has the refund: the voucher cancelled with it (the code no
 * longer works), or a partial refund that leaves the voucher valid.
 */
export function buyerRefundMessage(
  brand: Brand,
  input: RefundedVoucherFacts & {
    buyerName: string | null;
    amountPence: number;
    cancelled: boolean;
    /** A gift: whom it was for. */
    giftRecipientName: string | null;
    walletUrl: string | null;
  },
): EmailContent {
  const voucher = input.giftRecipientName
    ? `your gift voucher for ${input.giftRecipientName}`
    : 'your voucher';
  return renderLayout(brand, {
    ...wording(brand, input.cancelled ? 'refund-buyer-cancelled' : 'refund-buyer-partial', {
      ...refundValues(input),
      buyerName: input.buyerName?.trim() ?? '',
      amount: formatPounds(input.amountPence),
      voucher,
    }),
    greeting: hello(input.buyerName),
    details: details(input),
    ...(input.walletUrl ? { action: { label: 'Open My Vouchers', url: input.walletUrl } } : {}),
  });
}

/** To a gift's recipient, when the gift they were sent is cancelled (its code stops working). */
export function giftCancelledMessage(
  brand: Brand,
  input: RefundedVoucherFacts & { recipientName: string; senderName: string | null },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'gift-cancelled', {
      ...refundValues(input),
      recipientName: input.recipientName,
      senderName: input.senderName?.trim() || 'The sender',
    }),
    greeting: hello(input.recipientName),
    details: details(input),
  });
}

/** To the company's notice addresses, when one of its sales is refunded (and maybe cancelled). */
export function companyRefundNoticeMessage(
  brand: Brand,
  input: RefundedVoucherFacts & {
    amountPence: number;
    cancelled: boolean;
    /** Who asked: the customer, the company, an admin, or a refund made at the card provider. */
    requestedBy: 'customer' | 'company' | 'admin' | 'provider';
    reason: string | null;
    dashboardUrl: string;
  },
): EmailContent {
  const whoAsked = {
    customer: 'The customer cancelled it within the 14 days the law gives them.',
    company: 'Your team cancelled it.',
    admin: 'Our team made this refund.',
    provider: 'The refund was made at the card provider.',
  }[input.requestedBy];
  return renderLayout(brand, {
    ...wording(brand, input.cancelled ? 'refund-company-cancelled' : 'refund-company-partial', {
      ...refundValues(input),
      amount: formatPounds(input.amountPence),
      whoAsked,
    }),
    greeting: 'Hello,',
    ...(input.reason ? { quote: input.reason } : {}),
    details: details(input),
    action: { label: 'Open your dashboard', url: input.dashboardUrl },
  });
}

/** To the company, when a card payment for one of its vouchers is disputed or its dispute settled. */
export function companyDisputeNoticeMessage(
  brand: Brand,
  input: RefundedVoucherFacts & {
    outcome: 'opened' | 'won' | 'lost';
    amountPence: number;
    openedAt: Date;
    dashboardUrl: string;
  },
): EmailContent {
  const values = { ...refundValues(input), amount: formatPounds(input.amountPence) };
  const openedOn = ukDate(input.openedAt);
  return renderLayout(brand, {
    ...(input.outcome === 'opened'
      ? wording(brand, 'dispute-opened', values)
      : wording(brand, `dispute-${input.outcome}`, { ...values, openedOn })),
    greeting: 'Hello,',
    details: details(input),
    action: { label: 'Open your dashboard', url: input.dashboardUrl },
  });
}
