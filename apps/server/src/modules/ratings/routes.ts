import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRatingListSchema,
  campaignParamsSchema,
  campaignRatingListSchema,
  companyRatingListSchema,
  errorResponseSchema,
  hideRatingCommentBodySchema,
  rateVoucherBodySchema,
  ratingParamsSchema,
  ratingReplyBodySchema,
  ratingSchema,
  voucherRatingParamsSchema,
  voucherRatingSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import {
  getVoucherRating,
  hideRatingComment,
  listAdminRatings,
  listCampaignRatings,
  listCompanyRatings,
  rateVoucher,
  replyToRating,
} from './service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Ratings after redemption (ADR 052), customer site: the holder of a used voucher rates it once;
 * anyone who may see a campaign reads its latest ratings.
 */
export const customerRatingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wallet/vouchers/:voucherId/rating',
      {
        schema: {
          tags: ['ratings'],
          summary: "A used voucher's rating by its holder, or whether it can be rated",
          params: voucherRatingParamsSchema,
          response: { 200: voucherRatingSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getVoucherRating(ctx, request.actor, request.params.voucherId);
      },
    );

    app.post(
      '/wallet/vouchers/:voucherId/rating',
      {
        schema: {
          tags: ['ratings'],
          summary: 'Rate a used voucher: 1–5 stars and an optional comment, once',
          params: voucherRatingParamsSchema,
          body: rateVoucherBodySchema,
          response: { 201: ratingSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return reply
          .status(201)
          .send(await rateVoucher(ctx, request.actor, request.params.voucherId, request.body));
      },
    );

    app.get(
      '/campaigns/:id/ratings',
      {
        schema: {
          tags: ['ratings'],
          summary: "A campaign's latest ratings, newest first (hidden comments left out)",
          params: campaignParamsSchema,
          response: { 200: campaignRatingListSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-cache');
        return listCampaignRatings(ctx, request.actor, request.params.id);
      },
    );
  };

/** Business site: the company reads and replies to its ratings; an admin hides a comment. */
export const businessRatingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/company/ratings',
      {
        schema: {
          tags: ['ratings'],
          summary: "The company's latest ratings, newest first",
          response: { 200: companyRatingListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listCompanyRatings(ctx, request.actor);
      },
    );

    app.post(
      '/company/ratings/:ratingId/reply',
      {
        schema: {
          tags: ['ratings'],
          summary: "Reply to a rating of the company's campaign, once (owners)",
          params: ratingParamsSchema,
          body: ratingReplyBodySchema,
          response: { 200: ratingSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return replyToRating(ctx, request.actor, request.params.ratingId, request.body);
      },
    );

    app.get(
      '/admin/ratings',
      {
        schema: {
          tags: ['ratings'],
          summary: 'The latest ratings with a comment, for moderation',
          response: { 200: adminRatingListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listAdminRatings(ctx, request.actor);
      },
    );

    app.post(
      '/admin/ratings/:ratingId/hide-comment',
      {
        schema: {
          tags: ['ratings'],
          summary: "Hide a rating's abusive comment (written to the interaction log)",
          params: ratingParamsSchema,
          body: hideRatingCommentBodySchema,
          response: { 200: ratingSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return hideRatingComment(ctx, request.actor, request.params.ratingId, request.body);
      },
    );
  };
