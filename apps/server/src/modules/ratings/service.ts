import type {
  CampaignRatingList,
  AdminRatingList,
  CompanyRatingList,
  Rating,
  RateVoucherBody,
  VoucherRating,
} from '@stepup/contracts';
import {
  CAMPAIGN_NOT_AVAILABLE,
  RATING_NOT_FOUND,
  RATING_VOUCHER_NOT_FOUND,
  ratingRefusal,
  ratingReplyRefusal,
  ratingReplySchema,
  ratingSchema,
} from '@stepup/domain';
import { AppError, notFound } from '../../app-error';
import { requireAdmin, requireCompanyMember, requireCustomer } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import { visibleCampaignIds } from '../catalog/campaign-lookups';
import { viewerOf } from '../catalog/service';
import { ratingRateRules } from './rate-rules';
import type { RatingRow } from './repository';
import {
  findCampaignRatings,
  findCompanyRating,
  findCompanyRatings,
  findLatestCommentedRatings,
  findHeldVoucher,
  findRating,
  findRatingOfVoucher,
  hideComment,
  insertRating,
  setReply,
} from './repository';

// Ratings after redemption (ADR 052; the original specification's ordersRating).

/** How many ratings the campaign page and the company area list. */
const CAMPAIGN_RATINGS_SHOWN = 20;
const COMPANY_RATINGS_SHOWN = 100;

export function toRating(row: RatingRow): Rating {
  return {
    id: row.id,
    stars: row.stars,
    comment: row.commentHiddenAt ? null : row.comment,
    commentHidden: row.commentHiddenAt !== null,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/wallet/vouchers/:voucherId/rating. Who may call: the signed-in customer who holds the
 * voucher (bought it for themselves); a visitor 401, a business account 403, anyone else 404.
 */
export async function getVoucherRating(
  ctx: AppContext,
  actor: Actor,
  voucherId: string,
): Promise<VoucherRating> {
  const customer = requireCustomer(actor);
  const voucher = await findHeldVoucher(ctx.db, voucherId, customer.user.id);
  if (!voucher) throw notFound(RATING_VOUCHER_NOT_FOUND);
  const rating = await findRatingOfVoucher(ctx.db, voucher.id);
  return {
    voucherId: voucher.id,
    campaignId: voucher.campaignId,
    campaignName: voucher.campaignName,
    companyName: voucher.companyName,
    used: voucher.usedAt !== null,
    refusal: rating ? null : ratingRefusal({ ...voucher, rated: false }),
    rating: rating ? toRating(rating) : null,
  };
}

/**
 * POST /api/wallet/vouchers/:voucherId/rating. Who may call: the signed-in customer who holds a
 * used voucher, once per voucher (a visitor 401, a business account 403, another customer's
 * voucher 404, not used or cancelled 422, rated already 409). Counted per customer and address.
 */
export async function rateVoucher(
  ctx: AppContext,
  actor: Actor,
  voucherId: string,
  input: RateVoucherBody,
): Promise<Rating> {
  const customer = requireCustomer(actor);
  await ctx.limiter.hit(ratingRateRules.perIp, actor.ip);
  await ctx.limiter.hit(ratingRateRules.perCustomer, customer.user.id);
  const voucher = await findHeldVoucher(ctx.db, voucherId, customer.user.id);
  if (!voucher) throw notFound(RATING_VOUCHER_NOT_FOUND);
  const rated = (await findRatingOfVoucher(ctx.db, voucher.id)) !== undefined;
  const refusal = ratingRefusal({ ...voucher, rated });
  if (refusal) throw new AppError(rated ? 'conflict' : 'validation', refusal);
  const rating = validate(ratingSchema, input, { fields: true });
  const row = await insertRating(ctx.db, voucher, customer.user.id, rating);
  // Another request rated it between the check and the insert: the unique index kept one.
  if (!row) throw new AppError('conflict', ratingRefusal({ ...voucher, rated: true })!);
  return toRating(row);
}

/**
 * GET /api/campaigns/:id/ratings. Who may call: anyone who may see the campaign (else 404). The
 * latest ratings, hidden comments left out (their stars stay).
 */
export async function listCampaignRatings(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
): Promise<CampaignRatingList> {
  const viewer = await viewerOf(ctx.db, actor);
  const visible = await visibleCampaignIds(ctx.db, [campaignId], viewer);
  if (!visible.has(campaignId)) throw notFound(CAMPAIGN_NOT_AVAILABLE);
  const rows = await findCampaignRatings(ctx.db, campaignId, CAMPAIGN_RATINGS_SHOWN);
  return { ratings: rows.map(toRating) };
}

/**
 * GET /api/company/ratings. Who may call: a member of the company (staff too), for its own
 * campaigns' ratings only.
 */
export async function listCompanyRatings(
  ctx: AppContext,
  actor: Actor,
): Promise<CompanyRatingList> {
  const member = requireCompanyMember(actor, { may: 'viewDashboard' });
  const rows = await findCompanyRatings(ctx.db, member.company.companyId, COMPANY_RATINGS_SHOWN);
  return {
    ratings: rows.map((r) => ({
      ...toRating(r),
      campaignId: r.campaignId,
      campaignName: r.campaignName,
    })),
  };
}

/**
 * POST /api/company/ratings/:ratingId/reply. Who may call: an owner of the company whose campaign
 * was rated (staff 403; another company's rating 404), once per rating (409 after).
 */
export async function replyToRating(
  ctx: AppContext,
  actor: Actor,
  ratingId: string,
  input: { reply: string },
): Promise<Rating> {
  const member = requireCompanyMember(actor, { may: 'replyToRatings' });
  const companyId = member.company.companyId;
  await ctx.limiter.hit(ratingRateRules.replyPerCompany, companyId);
  const rating = await findCompanyRating(ctx.db, ratingId, companyId);
  if (!rating) throw notFound(RATING_NOT_FOUND);
  const refusal = ratingReplyRefusal(rating);
  if (refusal) throw new AppError('conflict', refusal);
  const { reply } = validate(ratingReplySchema, input, { fields: true });
  const row = await setReply(ctx.db, ratingId, companyId, reply, member.user.id, ctx.clock());
  if (!row) throw new AppError('conflict', ratingReplyRefusal({ repliedAt: ctx.clock() })!);
  return toRating(row);
}

/**
 * POST /api/admin/ratings/:ratingId/hide-comment. Who may call: an admin whose level writes
 * campaigns. The comment stops showing (its stars still count); the interaction log keeps who,
 * when, the comment and the reason. Hiding a hidden comment changes nothing.
 */
export async function hideRatingComment(
  ctx: AppContext,
  actor: Actor,
  ratingId: string,
  input: { reason?: string | undefined },
): Promise<Rating> {
  const admin = requireAdmin(actor, 'campaigns:write');
  const existing = await findRating(ctx.db, ratingId);
  if (!existing) throw notFound(RATING_NOT_FOUND);
  if (existing.commentHiddenAt) return toRating(existing);
  const reason = input.reason?.trim() || null;
  const row = await ctx.db.transaction((tx) =>
    hideComment(
      tx,
      ratingId,
      { userId: admin.user.id, label: admin.user.email },
      ctx.clock(),
      reason,
    ),
  );
  return toRating(row ?? (await findRating(ctx.db, ratingId))!);
}

/**
 * GET /api/admin/ratings. Who may call: an admin whose level reads campaigns. The latest ratings
 * with a comment (hidden ones included, marked), for finding an abusive one; the comment itself
 * stays readable to the admin so they can judge it.
 */
export async function listAdminRatings(ctx: AppContext, actor: Actor): Promise<AdminRatingList> {
  requireAdmin(actor, 'campaigns:read');
  const rows = await findLatestCommentedRatings(ctx.db, COMPANY_RATINGS_SHOWN);
  return {
    ratings: rows.map((r) => ({
      ...toRating(r),
      comment: r.comment,
      campaignId: r.campaignId,
      campaignName: r.campaignName,
      companyName: r.companyName,
    })),
  };
}
