import { formatPounds, ukDate } from '@stepup/domain';
import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';

// Refunds, cancellations and disputes (ADR 028). Each is written in the transaction that records
// the refund as succeeded (or the dispute's change), so it goes exactly once.

const hello = (name: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');
const BANK_DAYS = 'Banks usually take 5 to 10 days to show a refund on the card.';

/** What every refund message says about the voucher. */
export interface RefundedVoucherFacts {
  companyName: string;
  campaignName: string;
  code: string;
  faceValuePence: number;
}

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
  const amount = formatPounds(input.amountPence);
  const what = input.giftRecipientName
    ? `your gift voucher for ${input.giftRecipientName}`
    : 'your voucher';
  return renderLayout(brand, {
    subject: input.cancelled
      ? `Your ${input.companyName} voucher is cancelled: ${amount} refunded`
      : `${amount} refunded for your ${input.companyName} voucher`,
    greeting: hello(input.buyerName),
    paragraphs: input.cancelled
      ? [
          `We have cancelled ${what} for ${input.companyName} and refunded ${amount} to the card you paid with. The code no longer works.`,
          BANK_DAYS,
        ]
      : [
          `We have refunded ${amount} of what you paid for ${what} for ${input.companyName} to the card you paid with. The voucher is still valid.`,
          BANK_DAYS,
        ],
    details: details(input),
    ...(input.walletUrl ? { action: { label: 'Open My Vouchers', url: input.walletUrl } } : {}),
  });
}

/** To a gift's recipient, when the gift they were sent is cancelled (its code stops working). */
export function giftCancelledMessage(
  brand: Brand,
  input: RefundedVoucherFacts & { recipientName: string; senderName: string | null },
): EmailContent {
  const from = input.senderName?.trim() || 'The sender';
  return renderLayout(brand, {
    subject: `Your ${input.companyName} gift voucher has been cancelled`,
    greeting: hello(input.recipientName),
    paragraphs: [
      `${from} cancelled the ${formatPounds(input.faceValuePence)} ${input.companyName} voucher sent to you, so its code ${input.code} no longer works.`,
    ],
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
  const amount = formatPounds(input.amountPence);
  const who = {
    customer: 'The customer cancelled it within the 14 days the law gives them.',
    company: 'Your team cancelled it.',
    admin: 'Our team made this refund.',
    provider: 'The refund was made at the card provider.',
  }[input.requestedBy];
  return renderLayout(brand, {
    subject: input.cancelled
      ? `Voucher ${input.code} cancelled: ${amount} refunded`
      : `Voucher ${input.code}: ${amount} refunded`,
    greeting: 'Hello,',
    paragraphs: [
      input.cancelled
        ? `Voucher ${input.code} (${input.campaignName}) is cancelled and ${amount} has been refunded to its buyer's card. Its code no longer works at the till.`
        : `${amount} of voucher ${input.code} (${input.campaignName}) has been refunded to its buyer's card. The voucher is still valid.`,
      who,
    ],
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
  const amount = formatPounds(input.amountPence);
  const subject = {
    opened: `Voucher ${input.code} is on hold: its payment is disputed`,
    won: `Voucher ${input.code}: the dispute was settled in your favour`,
    lost: `Voucher ${input.code} is cancelled: the dispute was lost`,
  }[input.outcome];
  const paragraph = {
    opened: `The buyer's bank is disputing the ${amount} card payment for voucher ${input.code} (${input.campaignName}). Until the dispute is settled the code is refused at the till. Your card provider's dashboard says what evidence is needed.`,
    won: `The dispute over the card payment for voucher ${input.code} (opened ${ukDate(input.openedAt)}) was settled in your favour. The code works again.`,
    lost: `The dispute over the card payment for voucher ${input.code} (opened ${ukDate(input.openedAt)}) was lost: the bank returned ${amount} to the buyer. The voucher is cancelled and its code no longer works.`,
  }[input.outcome];
  return renderLayout(brand, {
    subject,
    greeting: 'Hello,',
    paragraphs: [paragraph],
    details: details(input),
    action: { label: 'Open your dashboard', url: input.dashboardUrl },
  });
}
