import { and, asc, eq, inArray, isNull, sql } from '@stepup/db';
import type { Database } from '@stepup/db';
import {
  campaignSites,
  campaigns,
  companies,
  companySites,
  giftDesigns,
  vouchers,
} from '@stepup/db';

/** A voucher as its printed copy needs it, with what the wallet's rules decide on. */
export interface PrintableVoucherRow {
  id: string;
  code: string;
  campaignId: string;
  campaignName: string;
  campaignPictureUrl: string | null;
  companyId: string;
  companyName: string;
  companyAddress: string;
  faceValuePence: number;
  expiresAt: Date;
  buyFor: 'self' | 'gift';
  usedAt: Date | null;
  cancelledAt: Date | null;
  paymentDate: Date;
}

/** One of the customer's own vouchers (docs/product.md: orders of uid), or null for another's. */
export async function findCustomerVoucher(
  db: Database,
  userId: string,
  voucherId: string,
): Promise<PrintableVoucherRow | null> {
  return findPrintableVoucher(db, voucherId, userId);
}

/**
 * A voucher as its printed copy needs it: the buyer's own (`userId`), or any (a gift's page, whose
 * link is its authority, ADR 055).
 */
export async function findPrintableVoucher(
  db: Database,
  voucherId: string,
  userId?: string,
): Promise<PrintableVoucherRow | null> {
  const [row] = await db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      campaignId: vouchers.campaignId,
      campaignName: campaigns.name,
      // The gift's chosen design when it has one (docs/product.md#gift-designs), else the campaign's.
      campaignPictureUrl: sql<
        string | null
      >`coalesce(${giftDesigns.imageUrl}, ${campaigns.primaryImageUrl})`,
      companyId: companies.id,
      companyName: companies.name,
      addressLine1: companies.addressLine1,
      addressLine2: companies.addressLine2,
      city: companies.city,
      postcode: companies.postcode,
      faceValuePence: vouchers.faceValuePence,
      expiresAt: vouchers.expiresAt,
      buyFor: vouchers.buyFor,
      usedAt: vouchers.usedAt,
      cancelledAt: vouchers.cancelledAt,
      paymentDate: vouchers.paymentDate,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .leftJoin(giftDesigns, eq(giftDesigns.id, vouchers.giftDesignId))
    .where(
      userId === undefined
        ? eq(vouchers.id, voucherId)
        : and(eq(vouchers.id, voucherId), eq(vouchers.buyerUserId, userId)),
    );
  if (!row) return null;
  const { addressLine1, addressLine2, city, postcode, ...rest } = row;
  const companyAddress = [addressLine1, addressLine2, city, postcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return { ...rest, companyAddress };
}

/**
 * Where a campaign's vouchers can be used: its own sites, or (a campaign with none is usable at
 * every site) all the company's open sites, in the company's order.
 */
export async function findUsablePlaces(
  db: Database,
  companyId: string,
  campaignId: string,
): Promise<{ name: string; address: string }[]> {
  const open = and(eq(companySites.companyId, companyId), isNull(companySites.archivedAt));
  const chosen = await db
    .select({ siteId: campaignSites.siteId })
    .from(campaignSites)
    .where(eq(campaignSites.campaignId, campaignId));
  return db
    .select({ name: companySites.name, address: companySites.address })
    .from(companySites)
    .where(
      chosen.length > 0
        ? and(
            open,
            inArray(
              companySites.id,
              chosen.map((c) => c.siteId),
            ),
          )
        : open,
    )
    .orderBy(asc(companySites.position), asc(companySites.name));
}
