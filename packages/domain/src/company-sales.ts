// A company's sales list (/payments): totals and the CSV export. Money is integer pence; the CSV
// shows pounds with two decimals (no £ sign, so spreadsheets read numbers) and UK dates.

import { ukNumericDateTime } from './uk-time';

export interface CompanySaleRow {
  paymentDate: string | Date;
  customerFirstName: string;
  campaignName: string;
  faceValuePence: number;
  paidPence: number;
  /** 1–3 ladder steps; 4 a custom offer. */
  step: number;
  gift: boolean;
  redeemed: boolean;
  cancelled: boolean;
}

/** How many sales one page of the list shows. */
export const SALES_PAGE_SIZE = 25;

/** The first word of a buyer's name, or 'Guest' when there is none (a guest or closed account). */
export function saleCustomerFirstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'Guest';
}

/** A step as the company reads it: 'Step 1'–'Step 3'; above 3 is 'Custom' (docs/product.md#company-dashboard). */
export function saleStepLabel(step: number): string {
  return step >= 1 && step <= 3 ? `Step ${step}` : 'Custom';
}

/** Pence as pounds with two decimals and no symbol or separators: 125050 → '1250.50'. */
export function penceAsPoundsText(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`pence must be whole, got ${pence}`);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.trunc(abs / 100)}.${(abs % 100).toString().padStart(2, '0')}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, or line break, with quotes
 * doubled. A field a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed
 * with an apostrophe, so a customer's name can never become a formula in the company's sheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const SALES_CSV_HEADER = [
  'Date',
  'Customer',
  'Campaign',
  'Voucher value (GBP)',
  'Paid (GBP)',
  'Step',
  'Gift',
  'Redeemed',
  'Cancelled',
];

/** The sales as a CSV file's text: a header row, one row per sale, CRLF line ends (RFC 4180). */
export function companySalesCsv(rows: readonly CompanySaleRow[]): string {
  const lines = [SALES_CSV_HEADER.map(csvField).join(',')];
  for (const row of rows) {
    lines.push(
      [
        ukNumericDateTime(row.paymentDate),
        row.customerFirstName,
        row.campaignName,
        penceAsPoundsText(row.faceValuePence),
        penceAsPoundsText(row.paidPence),
        saleStepLabel(row.step),
        row.gift ? 'Yes' : 'No',
        row.redeemed ? 'Yes' : 'No',
        row.cancelled ? 'Yes' : 'No',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
