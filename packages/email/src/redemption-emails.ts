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

/**
 * To the company when its online shop takes an order with one of our codes whose voucher was
 * already used in store or cancelled: the shop did not know yet, so the order needs a look.
 */
export function shopUseRefusedMessage(
  brand: Brand,
  input: {
    companyName: string;
    campaignName: string;
    code: string;
    faceValuePence: number;
    orderRef: string;
    why: 'used in store' | 'cancelled';
    shopUrl: string;
  },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'shop-use-refused', {
      companyName: input.companyName,
      campaignName: input.campaignName,
      code: input.code,
      faceValue: formatPounds(input.faceValuePence),
      orderRef: input.orderRef,
      why: input.why,
    }),
    greeting: `Hello ${input.companyName},`,
    highlight: { label: 'Order', value: input.orderRef },
    details: [
      ['Voucher code', input.code],
      ['Campaign', input.campaignName],
      ['Voucher value', formatPounds(input.faceValuePence)],
    ],
    action: { label: 'Open your online shop settings', url: input.shopUrl },
  });
}
