import { ukDate, formatPounds, ukDateTime } from '@stepup/domain';
import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

/** To the company, each time one of its vouchers is marked as used: its receipt of the redemption. */
export function redemptionReceiptMessage(
  brand: Brand,
  input: {
    companyName: string;
    campaignName: string;
    code: string;
    faceValuePence: number;
    customerFirstName: string | null;
    usedAt: Date;
    expiresAt: Date;
    redeemedBy: string;
    dashboardUrl: string;
  },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'redemption-receipt', {
      companyName: input.companyName,
      campaignName: input.campaignName,
      code: input.code,
      faceValue: formatPounds(input.faceValuePence),
      usedAt: ukDateTime(input.usedAt),
      customerFirstName: input.customerFirstName ?? 'Guest',
      redeemedBy: input.redeemedBy,
    }),
    greeting: `Hello ${input.companyName},`,
    highlight: { label: 'Voucher code', value: input.code },
    details: [
      ['Campaign', input.campaignName],
      ['Voucher value', formatPounds(input.faceValuePence)],
      ['Customer', input.customerFirstName ?? 'Guest'],
      ['Marked as used by', input.redeemedBy],
      ['Was valid until', ukDate(input.expiresAt)],
    ],
    action: { label: 'Open your dashboard', url: input.dashboardUrl },
    footnote: 'Keep this email as your receipt of the redemption.',
  });
}
