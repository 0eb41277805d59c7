// The admin payments screen (/admin/payments): its page size, the payment's status chips and the
// CSV export of the spec's payment record fields. Money is integer pence; the CSV shows pounds with
// two decimals (no £ sign, so spreadsheets read numbers) and UK dates.

import { csvField, penceAsPoundsText, saleStepLabel } from './company-sales';
import {
  ADMIN_PAYMENT_CANCELLED,
  ADMIN_PAYMENT_DISPUTED,
  ADMIN_PAYMENT_NEEDS_REVIEW,
  ADMIN_PAYMENT_NOT_PAID,
  ADMIN_PAYMENT_PAID,
  ADMIN_PAYMENT_PARTLY_REFUNDED,
  ADMIN_PAYMENT_REDEEMED,
  ADMIN_PAYMENT_REFUNDED,
} from './messages';
import { ukNumericDateTime } from './uk-time';

/** How many payments one page of the admin list shows. */
export const ADMIN_PAYMENTS_PAGE_SIZE = 25;

/** A payment record as the admin list and its CSV read it (the contracts' AdminPayment). */
export interface AdminPaymentRecord {
  createdAt: string | Date;
  status: string;
  chargeId: string | null;
  providerPaymentId: string | null;
  companyId: string;
  companyName: string;
  customerId: string | null;
  customerEmail: string | null;
  customerName: string | null;
  campaignName: string;
  voucherId: string | null;
  code: string | null;
  faceValuePence: number;
  discount: number;
  step: number;
  gift: boolean;
  giftRecipient: { name: string; email: string } | null;
  redeemed: boolean;
  cancelled: boolean;
  disputed: boolean;
  refunded: boolean;
  refundValuePence: number;
  refundDate: string | Date | null;
  amountPence: number;
  amountCapturedPence: number;
  amountRefundedPence: number;
  applicationFeePence: number;
}

export type AdminPaymentChipTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/** The status chips of a payment in the admin list, most telling first. */
export function adminPaymentChips(
  payment: Pick<
    AdminPaymentRecord,
    | 'status'
    | 'redeemed'
    | 'cancelled'
    | 'disputed'
    | 'refunded'
    | 'amountCapturedPence'
    | 'amountRefundedPence'
  >,
): { label: string; tone: AdminPaymentChipTone }[] {
  const chips: { label: string; tone: AdminPaymentChipTone }[] = [];
  if (payment.status === 'needs_review')
    chips.push({ label: ADMIN_PAYMENT_NEEDS_REVIEW, tone: 'warning' });
  else if (payment.status !== 'succeeded')
    chips.push({ label: ADMIN_PAYMENT_NOT_PAID, tone: 'neutral' });
  if (payment.disputed) chips.push({ label: ADMIN_PAYMENT_DISPUTED, tone: 'danger' });
  if (payment.refunded) {
    const full = payment.amountRefundedPence >= payment.amountCapturedPence;
    chips.push({
      label: full ? ADMIN_PAYMENT_REFUNDED : ADMIN_PAYMENT_PARTLY_REFUNDED,
      tone: 'info',
    });
  }
  if (payment.cancelled) chips.push({ label: ADMIN_PAYMENT_CANCELLED, tone: 'neutral' });
  if (payment.redeemed) chips.push({ label: ADMIN_PAYMENT_REDEEMED, tone: 'success' });
  if (chips.length === 0) chips.push({ label: ADMIN_PAYMENT_PAID, tone: 'success' });
  return chips;
}

/** The spec's payment record fields, in its words, after the payment's date. */
export const ADMIN_PAYMENTS_CSV_HEADER = [
  'date',
  'chargeId',
  'companyName',
  'companyId',
  'customerEmail',
  'customerId',
  'customerName',
  'voucherId',
  'voucherName',
  'discount',
  'discountStep',
  'faceValue',
  'gift',
  'giftingData',
  'redeemed',
  'refunded',
  'refundValue',
  'refundDate',
  'amount_captured',
  'amount_refunded',
  'application_fee_amount',
  'buyFor',
];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The payments as a CSV file's text: a header row, one row per payment, CRLF line ends. */
export function adminPaymentsCsv(rows: readonly AdminPaymentRecord[]): string {
  const lines = [ADMIN_PAYMENTS_CSV_HEADER.map(csvField).join(',')];
  for (const row of rows) {
    lines.push(
      [
        ukNumericDateTime(row.createdAt),
        row.chargeId ?? row.providerPaymentId ?? '',
        row.companyName,
        row.companyId,
        row.customerEmail ?? '',
        row.customerId ?? '',
        row.customerName ?? '',
        row.voucherId ?? '',
        row.campaignName,
        String(row.discount),
        saleStepLabel(row.step),
        penceAsPoundsText(row.faceValuePence),
        yesNo(row.gift),
        row.giftRecipient ? `${row.giftRecipient.name} <${row.giftRecipient.email}>` : '',
        yesNo(row.redeemed),
        yesNo(row.refunded),
        penceAsPoundsText(row.refundValuePence),
        row.refundDate ? ukNumericDateTime(row.refundDate) : '',
        penceAsPoundsText(row.amountCapturedPence),
        penceAsPoundsText(row.amountRefundedPence),
        penceAsPoundsText(row.applicationFeePence),
        row.gift ? 'gift' : 'self',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
