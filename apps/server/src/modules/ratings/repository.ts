import {
  and,
  asc,
  auditLog,
  campaignRatings,
  campaigns,
  companies,
  customers,
  desc,
  eq,
  isNull,
  ratingInvitations,
  sql,
  user,
  vouchers,
  within,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

const ratingColumns = {
  id: campaignRatings.id,
  stars: campaignRatings.stars,
  comment: campaignRatings.comment,
  commentHiddenAt: campaignRatings.commentHiddenAt,
  reply: campaignRatings.reply,
  repliedAt: campaignRatings.repliedAt,
  createdAt: campaignRatings.createdAt,
};
export type RatingRow = {
  id: string;
  stars: number;
  comment: string | null;
  commentHiddenAt: Date | null;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
};

/**
 * One voucher as its holder's rating reads it: only when it is this customer's own (bought for
 * themselves: a gift's code is its recipient's); undefined otherwise, so another customer's
 * voucher looks the same as none.
 */
export async function findHeldVoucher(db: Db, voucherId: string, userId: string) {
  const [row] = await db
    .select({
      id: vouchers.id,
      campaignId: vouchers.campaignId,
      companyId: vouchers.companyId,
      usedAt: vouchers.usedAt,
      cancelledAt: vouchers.cancelledAt,
      campaignName: campaigns.name,
      companyName: companies.name,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .where(
      and(
        eq(vouchers.id, voucherId),
        eq(vouchers.buyerUserId, userId),
        eq(vouchers.buyFor, 'self'),
      ),
    )
    .limit(1);
  return row;
}
export type HeldVoucher = NonNullable<Awaited<ReturnType<typeof findHeldVoucher>>>;

export async function findRatingOfVoucher(
  db: Db,
  voucherId: string,
): Promise<RatingRow | undefined> {
  const [row] = await db
    .select(ratingColumns)
    .from(campaignRatings)
    .where(eq(campaignRatings.voucherId, voucherId))
    .limit(1);
  return row;
}

/**
 * Adds the rating unless the voucher has one (the unique voucher index decides between racing
 * requests) and only while it is still used and not cancelled; undefined when it did not go in.
 */
export async function insertRating(
  db: Db,
  voucher: HeldVoucher,
  userId: string,
  input: { stars: number; comment: string | null },
): Promise<RatingRow | undefined> {
  const [row] = await db
    .insert(campaignRatings)
    .values({
      voucherId: voucher.id,
      campaignId: voucher.campaignId,
      companyId: voucher.companyId,
      userId,
      stars: input.stars,
      comment: input.comment,
    })
    .onConflictDoNothing()
    .returning(ratingColumns);
  return row;
}

/** The latest ratings of a campaign, newest first. */
export async function findCampaignRatings(db: Db, campaignId: string, limit: number) {
  return db
    .select(ratingColumns)
    .from(campaignRatings)
    .where(eq(campaignRatings.campaignId, campaignId))
    .orderBy(desc(campaignRatings.createdAt), desc(campaignRatings.id))
    .limit(limit);
}

/** The latest ratings of a company's campaigns, newest first, with each campaign's name. */
export async function findCompanyRatings(db: Db, companyId: string, limit: number) {
  return db
    .select({ ...ratingColumns, campaignId: campaigns.id, campaignName: campaigns.name })
    .from(campaignRatings)
    .innerJoin(campaigns, eq(campaigns.id, campaignRatings.campaignId))
    .where(eq(campaignRatings.companyId, companyId))
    .orderBy(desc(campaignRatings.createdAt), desc(campaignRatings.id))
    .limit(limit);
}

/** A rating of this company (another company's looks the same as none). */
export async function findCompanyRating(db: Db, ratingId: string, companyId: string) {
  const [row] = await db
    .select(ratingColumns)
    .from(campaignRatings)
    .where(and(eq(campaignRatings.id, ratingId), eq(campaignRatings.companyId, companyId)))
    .limit(1);
  return row;
}

/** The company's one reply: written only if there was none (racing replies: one wins). */
export async function setReply(
  db: Db,
  ratingId: string,
  companyId: string,
  reply: string,
  userId: string,
  at: Date,
): Promise<RatingRow | undefined> {
  const [row] = await db
    .update(campaignRatings)
    .set({ reply, repliedAt: at, repliedBy: userId })
    .where(
      and(
        eq(campaignRatings.id, ratingId),
        eq(campaignRatings.companyId, companyId),
        isNull(campaignRatings.repliedAt),
      ),
    )
    .returning(ratingColumns);
  return row;
}

export async function findRating(db: Db, ratingId: string) {
  const [row] = await db
    .select({ ...ratingColumns, campaignId: campaignRatings.campaignId })
    .from(campaignRatings)
    .where(eq(campaignRatings.id, ratingId))
    .limit(1);
  return row;
}

/**
 * Hides the comment and writes the interaction log's line in one transaction; undefined when it
 * was hidden already (nothing written).
 */
export async function hideComment(
  tx: Transaction,
  ratingId: string,
  admin: { userId: string; label: string },
  at: Date,
  reason: string | null,
): Promise<RatingRow | undefined> {
  const [row] = await tx
    .update(campaignRatings)
    .set({ commentHiddenAt: at, commentHiddenBy: admin.userId })
    .where(and(eq(campaignRatings.id, ratingId), isNull(campaignRatings.commentHiddenAt)))
    .returning({ ...ratingColumns, campaignId: campaignRatings.campaignId });
  if (!row) return undefined;
  await tx.insert(auditLog).values({
    actorUserId: admin.userId,
    actorLabel: admin.label,
    action: 'rating.comment-hidden',
    targetType: 'rating',
    targetId: ratingId,
    data: { campaignId: row.campaignId, stars: row.stars, comment: row.comment, reason },
  });
  return row;
}

// The invitation sweep (ADR 052).

/**
 * Vouchers used inside the window, bought for themselves by a customer with an account, not
 * cancelled, neither rated nor invited yet; oldest use first, keyset-paged on (used_at, id).
 */
export async function findVouchersDueInvitation(
  db: Db,
  window: { start: Date; end: Date },
  limit: number,
  after?: { usedAt: Date | null; id: string },
) {
  return db
    .select({
      id: vouchers.id,
      usedAt: vouchers.usedAt,
      campaignId: vouchers.campaignId,
      campaignName: campaigns.name,
      companyName: companies.name,
      buyerEmail: user.email,
      buyerName: sql<string | null>`coalesce(${customers.name}, ${user.name})`,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .innerJoin(user, eq(user.id, vouchers.buyerUserId))
    .leftJoin(customers, eq(customers.userId, vouchers.buyerUserId))
    .where(
      and(
        within(vouchers.usedAt, window),
        eq(vouchers.buyFor, 'self'),
        isNull(vouchers.cancelledAt),
        after?.usedAt
          ? sql`(${vouchers.usedAt}, ${vouchers.id}) > (${after.usedAt.toISOString()}::timestamptz, ${after.id})`
          : undefined,
        sql`not exists (select 1 from ${ratingInvitations} where ${ratingInvitations.voucherId} = ${vouchers.id})`,
        sql`not exists (select 1 from ${campaignRatings} where ${campaignRatings.voucherId} = ${vouchers.id})`,
      ),
    )
    .orderBy(asc(vouchers.usedAt), asc(vouchers.id))
    .limit(limit);
}
export type VoucherDueInvitation = Awaited<ReturnType<typeof findVouchersDueInvitation>>[number];

/** Records the invitation; true for the one caller whose row went in (racing workers: one). */
export async function claimInvitation(
  tx: Transaction,
  voucherId: string,
  sentTo: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(ratingInvitations)
    .values({ voucherId, sentTo })
    .onConflictDoNothing()
    .returning({ voucherId: ratingInvitations.voucherId });
  return claimed.length === 1;
}

/** The latest ratings with a comment over the whole marketplace, for the admin's moderation. */
export async function findLatestCommentedRatings(db: Db, limit: number) {
  return db
    .select({
      ...ratingColumns,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      companyName: companies.name,
    })
    .from(campaignRatings)
    .innerJoin(campaigns, eq(campaigns.id, campaignRatings.campaignId))
    .innerJoin(companies, eq(companies.id, campaignRatings.companyId))
    .where(sql`${campaignRatings.comment} is not null`)
    .orderBy(desc(campaignRatings.createdAt), desc(campaignRatings.id))
    .limit(limit);
}
