// The customer's own data (UK GDPR rights of access and erasure, ADR 029): the vouchers CSV of
// "Download my data", and what closing an account keeps of a gift.

import { csvField, penceAsPoundsText, saleStepLabel } from './company-sales';
import { ukNumericDateTime } from './uk-time';

export interface CustomerVoucherRow {
  code: string;
  companyName: string;
  campaignName: string;
  step: number;
  faceValuePence: number;
  discount: number;
  pricePaidPence: number;
  giftingFeePence: number;
  buyFor: 'self' | 'gift';
  giftRecipient: { name: string; email: string } | null;
  paymentDate: string | Date;
  expiresAt: string | Date;
  usedAt: string | Date | null;
  cancelledAt: string | Date | null;
  refundPence: number | null;
}

export const CUSTOMER_VOUCHERS_CSV_HEADER = [
  'Purchase date',
  'Company',
  'Campaign',
  'Code',
  'Step',
  'Voucher value (GBP)',
  'Discount (%)',
  'Paid (GBP)',
  'Gifting fee (GBP)',
  'Gift to',
  'Gift email',
  'Expires',
  'Used',
  'Cancelled',
  'Refunded (GBP)',
];

const when = (instant: string | Date | null) => (instant ? ukNumericDateTime(instant) : '');

/**
 * The customer's vouchers as a CSV file's text (RFC 4180, CRLF line ends, UK times). Every field
 * goes through csvField, so a campaign or recipient name can never run as a spreadsheet formula.
 */
export function customerVouchersCsv(rows: readonly CustomerVoucherRow[]): string {
  const lines = [CUSTOMER_VOUCHERS_CSV_HEADER.map(csvField).join(',')];
  for (const row of rows) {
    lines.push(
      [
        when(row.paymentDate),
        row.companyName,
        row.campaignName,
        row.code,
        saleStepLabel(row.step),
        penceAsPoundsText(row.faceValuePence),
        String(row.discount),
        penceAsPoundsText(row.pricePaidPence),
        penceAsPoundsText(row.giftingFeePence),
        row.giftRecipient?.name ?? '',
        row.giftRecipient?.email ?? '',
        when(row.expiresAt),
        when(row.usedAt),
        when(row.cancelledAt),
        row.refundPence === null ? '' : penceAsPoundsText(row.refundPence),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The export's file name: `stepup-my-data-2026-11-26.json` (the UK day it was made). */
export const customerDataFileName = (ukDay: string, ext: 'json' | 'csv') =>
  ext === 'json' ? `stepup-my-data-${ukDay}.json` : `stepup-my-vouchers-${ukDay}.csv`;

/**
 * What a closed account's erased personal data reads as where the schema needs a value (a spent
 * gift's recipient name and email: a gift must name one).
 */
export const ERASED_PERSONAL_DATA = 'erased';

/**
 * Whether a gift's recipient still needs their details kept after the buyer closes their account
 * (ADR 029): while the voucher can still be used (not used, cancelled or expired), the recipient
 * name and email stay — a gift not yet delivered is sent to them, and the business or support
 * may need to find it. Once the voucher is spent, cancelled or expired they are erased (the
 * accounts repository does this in SQL, by the same rule).
 */
export function giftRecipientStillNeeded(
  voucher: { usedAt: Date | null; cancelledAt: Date | null; expiresAt: Date },
  now: Date,
): boolean {
  return !voucher.usedAt && !voucher.cancelledAt && voucher.expiresAt.getTime() > now.getTime();
}
