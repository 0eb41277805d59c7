import { desc, eq } from '@stepup/db';
import type { Database } from '@stepup/db';
import { campaigns, companies, vouchers } from '@stepup/db';

/** A wallet row as read: the voucher with its company and campaign name. */
export interface WalletRow {
  id: string;
  code: string;
  campaignId: string;
  campaignName: string;
  company: { id: string; name: string; website: string | null; logoUrl: string | null };
  step: number;
  faceValuePence: number;
  discount: number;
  pricePaidPence: number;
  buyFor: 'self' | 'gift';
  giftRecipientName: string | null;
  giftRecipientEmail: string | null;
  usedAt: Date | null;
  cancelledAt: Date | null;
  paymentDate: Date;
  expiresAt: Date;
}

/** Every voucher a customer bought (docs/product.md#names-from-the-original-specification: orders of uid), newest payment first. */
export async function findWalletVouchers(db: Database, userId: string): Promise<WalletRow[]> {
  return db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      campaignId: vouchers.campaignId,
      campaignName: campaigns.name,
      company: {
        id: companies.id,
        name: companies.name,
        website: companies.website,
        logoUrl: companies.logoUrl,
      },
      step: vouchers.step,
      faceValuePence: vouchers.faceValuePence,
      discount: vouchers.discount,
      pricePaidPence: vouchers.pricePaidPence,
      buyFor: vouchers.buyFor,
      giftRecipientName: vouchers.giftRecipientName,
      giftRecipientEmail: vouchers.giftRecipientEmail,
      usedAt: vouchers.usedAt,
      cancelledAt: vouchers.cancelledAt,
      paymentDate: vouchers.paymentDate,
      expiresAt: vouchers.expiresAt,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .where(eq(vouchers.buyerUserId, userId))
    .orderBy(desc(vouchers.paymentDate), desc(vouchers.id));
}
