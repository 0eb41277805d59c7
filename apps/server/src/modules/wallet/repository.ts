import { desc, eq, sql } from '@stepup/db';
import type { Database, RefundStatus } from '@stepup/db';
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
  giftingFeePence: number;
  buyFor: 'self' | 'gift';
  giftRecipientName: string | null;
  giftRecipientEmail: string | null;
  usedAt: Date | null;
  cancelledAt: Date | null;
  frozenAt: Date | null;
  /** Null for a voucher not paid by card here (demo data). */
  paymentId: string | null;
  paymentDate: Date;
  expiresAt: Date;
  /** Its refunds not refused, summed, and the newest one's status (null: never refunded). */
  refundPence: number;
  refundStatus: RefundStatus | null;
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
      giftingFeePence: vouchers.giftingFeePence,
      buyFor: vouchers.buyFor,
      giftRecipientName: vouchers.giftRecipientName,
      giftRecipientEmail: vouchers.giftRecipientEmail,
      usedAt: vouchers.usedAt,
      cancelledAt: vouchers.cancelledAt,
      frozenAt: vouchers.frozenAt,
      paymentId: vouchers.paymentId,
      paymentDate: vouchers.paymentDate,
      expiresAt: vouchers.expiresAt,
      refundPence: sql<number>`coalesce((select sum(r.amount_pence) from refunds r where r.voucher_id = ${vouchers.id} and r.status <> 'failed'), 0)::int`,
      refundStatus: sql<RefundStatus | null>`(select r.status from refunds r where r.voucher_id = ${vouchers.id} order by r.created_at desc limit 1)`,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .where(eq(vouchers.buyerUserId, userId))
    .orderBy(desc(vouchers.paymentDate), desc(vouchers.id));
}
