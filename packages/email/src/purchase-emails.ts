import { formatGiftDate, ukDate, formatPounds } from '@stepup/domain';
import type { Brand, EmailContent, QrMatrix } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

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
  /**
   * Multi-site groups: where it can be used (the sites the campaign is limited to, or every site
   * of a company with several); none or absent at a company without sites.
   */
  sites?: { name: string; address: string }[];
}

/** The details line naming where the voucher can be used, when the company has sites. */
const whereToUse = (v: VoucherFacts): [string, string][] =>
  v.sites?.length
    ? [
        [
          'Where to use it',
          v.sites.map((s) => (s.address ? `${s.name}, ${s.address}` : s.name)).join('; '),
        ],
      ]
    : [];

/** The wording's values every purchase message shares. */
const voucherValues = (v: VoucherFacts) => ({
  companyName: v.companyName,
  campaignName: v.campaignName,
  faceValue: formatPounds(v.faceValuePence),
  expiresOn: ukDate(v.expiresAt),
});

const REDEEM_HINT =
  'To redeem the voucher just enter the code when paying at the business’ online checkout, or show it at the till, unless otherwise stated.';

function voucherDetails(v: VoucherFacts): [string, string][] {
  return [
    ['Company', v.companyName],
    ['Campaign', v.campaignName],
    ['Voucher value', formatPounds(v.faceValuePence)],
    ['Discount', `${v.discount}% (${stepText(v.step)})`],
    ['Expires', ukDate(v.expiresAt)],
    ...whereToUse(v),
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
    ...wording(brand, 'voucher-confirmation', {
      ...voucherValues(input),
      buyerName: input.buyerName?.trim() ?? '',
      pricePaid: formatPounds(input.pricePaidPence),
      total: formatPounds(input.totalPence),
      code: input.code,
    }),
    greeting: hello(input.buyerName),
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
    ...wording(brand, 'gift-purchase', {
      ...voucherValues(input),
      buyerName: input.buyerName?.trim() ?? '',
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      total: formatPounds(input.totalPence),
      deliverOn: formatGiftDate(input.deliverAt),
    }),
    greeting: hello(input.buyerName),
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
    /** The gift's own page (ADR 055): its picture, code, QR code and PDFs. */
    giftUrl?: string;
    /** The gift's design (or the campaign's own image), at an absolute address; null for none. */
    picture?: { url: string; alt: string } | null;
    /** The code as a QR code, for the till to scan. */
    qr?: QrMatrix | null;
  },
): EmailContent {
  const from = input.senderName?.trim() || 'Someone';
  return renderLayout(brand, {
    ...wording(brand, 'gift-delivery', {
      ...voucherValues(input),
      recipientName: input.recipientName,
      senderName: from,
      code: input.code,
    }),
    greeting: hello(input.recipientName),
    picture: input.picture ?? null,
    quote: input.message,
    highlight: { label: 'Your voucher code', value: input.code },
    qr: input.qr ?? null,
    details: [
      ['Company', input.companyName],
      ['Voucher value', formatPounds(input.faceValuePence)],
      ['Expires', ukDate(input.expiresAt)],
      ...whereToUse(input),
    ],
    action: input.giftUrl
      ? { label: 'Open your gift', url: input.giftUrl }
      : { label: `See ${input.companyName}`, url: input.campaignUrl },
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
    ...wording(brand, 'gift-sent', {
      buyerName: input.buyerName?.trim() ?? '',
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      companyName: input.companyName,
      faceValue: formatPounds(input.faceValuePence),
    }),
    greeting: hello(input.buyerName),
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
    ...wording(brand, 'sale-notice', {
      companyName: input.companyName,
      campaignName: input.campaignName,
      customerFirstName: input.customerFirstName?.trim() || 'A customer',
      faceValue: formatPounds(input.faceValuePence),
      pricePaid: formatPounds(input.pricePaidPence),
      asGift: input.gift ? ' as a gift' : '',
    }),
    greeting: `Hello ${input.companyName},`,
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
