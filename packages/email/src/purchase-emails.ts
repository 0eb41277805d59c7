import { formatGiftDate, ukDate, formatPounds } from '@stepup/domain';
import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';

const hello = (name: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');
const stepText = (step: number) => (step > 3 ? 'Custom offer' : `Step ${step}`);

/** What every purchase message says about the voucher bought. */
export interface VoucherFacts {
  companyName: string;
  campaignName: string;
  faceValuePence: number;
  pricePaidPence: number;
  discount: number;
  step: number;
  expiresAt: Date;
}

const REDEEM_HINT =
  'To redeem the voucher just enter the code when paying at the business’ online checkout, or show it at the till, unless otherwise stated.';

function voucherDetails(v: VoucherFacts): [string, string][] {
  return [
    ['Company', v.companyName],
    ['Campaign', v.campaignName],
    ['Voucher value', formatPounds(v.faceValuePence)],
    ['Discount', `${v.discount}% (${stepText(v.step)})`],
    ['Expires', ukDate(v.expiresAt)],
  ];
}

/**
 * To the buyer of a voucher for themself, the moment it is issued: the code and how to use it.
 * A guest's copy offers activating an account (their only other way back to the code).
 */
export function voucherConfirmationMessage(
  brand: Brand,
  input: VoucherFacts & {
    buyerName: string | null;
    code: string;
    totalPence: number;
    /** The wallet for customers; sign-up with the email filled in for guests. */
    next: { kind: 'wallet'; url: string } | { kind: 'activate'; url: string };
  },
): EmailContent {
  return renderLayout(brand, {
    subject: `Your ${input.companyName} voucher: ${formatPounds(input.faceValuePence)} for ${formatPounds(input.pricePaidPence)}`,
    greeting: hello(input.buyerName),
    paragraphs: [
      `Thank you for your purchase. You paid ${formatPounds(input.totalPence)} for a ${formatPounds(input.faceValuePence)} voucher to use at ${input.companyName}.`,
      REDEEM_HINT,
    ],
    highlight: { label: 'Your voucher code', value: input.code },
    details: voucherDetails(input),
    action:
      input.next.kind === 'wallet'
        ? { label: 'Open My Vouchers', url: input.next.url }
        : { label: 'Activate your account', url: input.next.url },
    footnote:
      input.next.kind === 'activate'
        ? 'Activate your account with this email address to view and manage your vouchers, and unlock even bigger discounts.'
        : 'Buy this campaign again to unlock the next discount step.',
  });
}

/** To the buyer of a gift when it is paid: what was bought and when it will be delivered. */
export function giftPurchaseMessage(
  brand: Brand,
  input: VoucherFacts & {
    buyerName: string | null;
    recipientName: string;
    recipientEmail: string;
    deliverAt: Date;
    totalPence: number;
    walletUrl: string | null;
  },
): EmailContent {
  return renderLayout(brand, {
    subject: `Your gift for ${input.recipientName} is booked`,
    greeting: hello(input.buyerName),
    paragraphs: [
      `Thank you for your purchase. You paid ${formatPounds(input.totalPence)} for a ${formatPounds(input.faceValuePence)} ${input.companyName} voucher as a gift for ${input.recipientName}.`,
      `We will email it with your message to ${input.recipientEmail} on ${formatGiftDate(input.deliverAt)} (UK time), and let you know when it has gone.`,
    ],
    details: voucherDetails(input),
    ...(input.walletUrl ? { action: { label: 'Open My Vouchers', url: input.walletUrl } } : {}),
  });
}

/** To a gift's recipient, at the delivery time the buyer chose. */
export function giftDeliveryMessage(
  brand: Brand,
  input: VoucherFacts & {
    recipientName: string;
    senderName: string | null;
    message: string;
    code: string;
    campaignUrl: string;
  },
): EmailContent {
  const from = input.senderName?.trim() || 'Someone';
  return renderLayout(brand, {
    subject: `${from} sent you a ${formatPounds(input.faceValuePence)} ${input.companyName} voucher`,
    greeting: hello(input.recipientName),
    paragraphs: [
      `${from} sent you a ${formatPounds(input.faceValuePence)} voucher to use at ${input.companyName}, with this message:`,
    ],
    quote: input.message,
    highlight: { label: 'Your voucher code', value: input.code },
    details: [
      ['Company', input.companyName],
      ['Voucher value', formatPounds(input.faceValuePence)],
      ['Expires', ukDate(input.expiresAt)],
    ],
    action: { label: `See ${input.companyName}`, url: input.campaignUrl },
    footnote: REDEEM_HINT,
  });
}

/** To the buyer, once their gift has been emailed to its recipient. */
export function giftSentMessage(
  brand: Brand,
  input: {
    buyerName: string | null;
    recipientName: string;
    recipientEmail: string;
    companyName: string;
    faceValuePence: number;
  },
): EmailContent {
  return renderLayout(brand, {
    subject: `Your gift to ${input.recipientName} has been sent`,
    greeting: hello(input.buyerName),
    paragraphs: [
      `Your ${formatPounds(input.faceValuePence)} ${input.companyName} voucher was just emailed to ${input.recipientName} (${input.recipientEmail}) with your message.`,
    ],
  });
}

/** To the company, for every sale: the money goes to its payments account on sale. */
export function saleNoticeMessage(
  brand: Brand,
  input: VoucherFacts & {
    customerFirstName: string | null;
    gift: boolean;
    paymentDate: Date;
    dashboardUrl: string;
  },
): EmailContent {
  return renderLayout(brand, {
    subject: `New sale: ${formatPounds(input.faceValuePence)} ${input.campaignName} voucher`,
    greeting: `Hello ${input.companyName},`,
    paragraphs: [
      `${input.customerFirstName?.trim() || 'A customer'} just bought a ${formatPounds(input.faceValuePence)} voucher of ${input.campaignName}${input.gift ? ' as a gift' : ''} for ${formatPounds(input.pricePaidPence)}. The payment goes to your payments account, with no commission.`,
    ],
    details: [
      ['Date', ukDate(input.paymentDate)],
      ['Voucher value', formatPounds(input.faceValuePence)],
      ['Paid', formatPounds(input.pricePaidPence)],
      ['Discount', `${input.discount}% (${stepText(input.step)})`],
      ['Gift', input.gift ? 'Yes' : 'No'],
    ],
    action: { label: 'Open your dashboard', url: input.dashboardUrl },
  });
}
