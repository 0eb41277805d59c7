import {
  and,
  campaigns,
  companies,
  customers,
  eq,
  giftDesigns,
  giftLinks,
  isNull,
  sql,
  user,
  vouchers,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

/**
 * Gives each gift its page's link (ADR 055), in the transaction that writes its email: a new
 * token's hash replaces any earlier one of the same gift (a resend's fresh delivery).
 */
export async function saveGiftLinks(
  tx: Transaction,
  links: { voucherId: string; tokenHash: string }[],
): Promise<void> {
  if (links.length === 0) return;
  await tx
    .insert(giftLinks)
    .values(links.map(({ voucherId, tokenHash }) => ({ voucherId, tokenHash })))
    .onConflictDoUpdate({
      target: giftLinks.voucherId,
      set: { tokenHash: sql`excluded.token_hash`, createdAt: sql`now()` },
    });
}

/**
 * The resend's new link, once only: the old hash replaced and `resent_at` set, unless it was set
 * already (then undefined: someone resent it first). A gift delivered before links existed gets
 * its first one here.
 */
export async function rotateGiftLinkOnce(
  tx: Transaction,
  voucherId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(giftLinks)
    .values({ voucherId, tokenHash, resentAt: now })
    .onConflictDoUpdate({
      target: giftLinks.voucherId,
      set: { tokenHash, createdAt: now, resentAt: now },
      setWhere: isNull(giftLinks.resentAt),
    })
    .returning({ voucherId: giftLinks.voucherId });
  return rows.length === 1;
}

/** What the gift's own page shows, found by its link's hash (undefined: no such link). */
export async function findGiftByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      voucherId: vouchers.id,
      code: vouchers.code,
      campaignId: vouchers.campaignId,
      companyId: vouchers.companyId,
      campaignName: campaigns.name,
      // The chosen gift design's picture, else the campaign's (ADR 056).
      pictureUrl: sql<
        string | null
      >`coalesce(${giftDesigns.imageUrl}, ${campaigns.primaryImageUrl})`,
      companyName: companies.name,
      companyWebsite: companies.website,
      addressLine1: companies.addressLine1,
      addressLine2: companies.addressLine2,
      city: companies.city,
      postcode: companies.postcode,
      faceValuePence: vouchers.faceValuePence,
      expiresAt: vouchers.expiresAt,
      recipientName: vouchers.giftRecipientName,
      message: vouchers.giftMessage,
      usedAt: vouchers.usedAt,
      cancelledAt: vouchers.cancelledAt,
      senderName: sql<string | null>`coalesce(${customers.name}, ${user.name})`,
    })
    .from(giftLinks)
    .innerJoin(vouchers, eq(vouchers.id, giftLinks.voucherId))
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .leftJoin(giftDesigns, eq(giftDesigns.id, vouchers.giftDesignId))
    .leftJoin(user, eq(user.id, vouchers.buyerUserId))
    .leftJoin(customers, eq(customers.userId, vouchers.buyerUserId))
    .where(and(eq(giftLinks.tokenHash, tokenHash), eq(vouchers.buyFor, 'gift')));
  if (!row) return undefined;
  const { addressLine1, addressLine2, city, postcode, ...rest } = row;
  const companyAddress = [addressLine1, addressLine2, city, postcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return { ...rest, companyAddress };
}

export type GiftByToken = NonNullable<Awaited<ReturnType<typeof findGiftByTokenHash>>>;

const buyerGiftFields = {
  voucherId: vouchers.id,
  companyName: companies.name,
  campaignName: campaigns.name,
  faceValuePence: vouchers.faceValuePence,
  recipientName: vouchers.giftRecipientName,
  recipientEmail: vouchers.giftRecipientEmail,
  message: vouchers.giftMessage,
  deliverAt: vouchers.giftDeliverAt,
  paymentDate: vouchers.paymentDate,
  deliveredAt: vouchers.giftDeliveredAt,
  cancelledAt: vouchers.cancelledAt,
  usedAt: vouchers.usedAt,
  resentAt: giftLinks.resentAt,
};

/** One gift `userId` bought (undefined: none, or another's: the caller answers 404). */
export async function findBuyerGift(db: Db, userId: string, voucherId: string) {
  const [row] = await db
    .select(buyerGiftFields)
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .leftJoin(giftLinks, eq(giftLinks.voucherId, vouchers.id))
    .where(
      and(
        eq(vouchers.id, voucherId),
        eq(vouchers.buyerUserId, userId),
        eq(vouchers.buyFor, 'gift'),
      ),
    );
  return row;
}

export type BuyerGiftRow = NonNullable<Awaited<ReturnType<typeof findBuyerGift>>>;

/**
 * `findBuyerGift` with the voucher row locked until the transaction ends: the delivery's claim
 * (an UPDATE of the same row) waits for a change, and a change waits for a claim (ADR 055).
 */
export async function lockBuyerGift(tx: Transaction, userId: string, voucherId: string) {
  const [row] = await tx
    .select(buyerGiftFields)
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .leftJoin(giftLinks, eq(giftLinks.voucherId, vouchers.id))
    .where(
      and(
        eq(vouchers.id, voucherId),
        eq(vouchers.buyerUserId, userId),
        eq(vouchers.buyFor, 'gift'),
      ),
    )
    .for('update', { of: vouchers });
  return row;
}

/**
 * Writes the buyer's corrections, only while the gift is not delivered (the claim sets
 * gift_delivered_at): false when the delivery got there first.
 */
export async function updateUndeliveredGift(
  tx: Transaction,
  voucherId: string,
  set: {
    giftRecipientName?: string;
    giftRecipientEmail?: string;
    giftMessage?: string;
    giftDeliverAt?: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(vouchers)
    .set(set)
    .where(
      and(
        eq(vouchers.id, voucherId),
        isNull(vouchers.giftDeliveredAt),
        isNull(vouchers.cancelledAt),
      ),
    )
    .returning({ id: vouchers.id });
  return rows.length === 1;
}

/** The resend's corrected address (the gift is delivered: only its recipient's email changes). */
export async function setGiftRecipientEmail(tx: Transaction, voucherId: string, email: string) {
  await tx.update(vouchers).set({ giftRecipientEmail: email }).where(eq(vouchers.id, voucherId));
}
