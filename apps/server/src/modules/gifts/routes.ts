import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyerGiftSchema,
  errorResponseSchema,
  giftChangeRequestSchema,
  giftPageSchema,
  giftResendRequestSchema,
  giftTokenParamsSchema,
  voucherIdParamsSchema,
  voucherPdfQuerySchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { changeGift, getBuyerGift, resendGift, sendGiftNow } from './gift-changes';
import { getGiftPage, printGift } from './gift-page';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * A gift's own page and its buyer's changes (customer site; ADR 055). The page's answers carry
 * the code: `private, no-store`, and (plugins/gift-page-headers.ts) no referrer, no indexing.
 */
export const giftRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/gifts/:token',
      {
        schema: {
          tags: ['gifts'],
          summary: "A gift's own page, by the link in its recipient's email (anyone with it)",
          params: giftTokenParamsSchema,
          response: { 200: giftPageSchema, 404: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request) => getGiftPage(ctx, request.actor, request.params.token),
    );

    app.get(
      '/gifts/:token/pdf',
      {
        schema: {
          tags: ['gifts'],
          summary: 'A gift as a printable PDF (A4 or card), by its link, while it is valid',
          params: giftTokenParamsSchema,
          querystring: voucherPdfQuerySchema,
          produces: ['application/pdf'],
          response: {
            200: z.instanceof(Buffer),
            404: errorResponseSchema,
            422: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await printGift(
          ctx,
          request.actor,
          request.params.token,
          request.query.size,
        );
        return reply
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .type('application/pdf')
          .send(pdf);
      },
    );

    app.get(
      '/wallet/vouchers/:voucherId/gift',
      {
        schema: {
          tags: ['wallet'],
          summary: 'A gift the signed-in customer bought, with what they may still change',
          params: voucherIdParamsSchema,
          response: { 200: buyerGiftSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getBuyerGift(ctx, request.actor, request.params);
      },
    );

    app.put(
      '/wallet/vouchers/:voucherId/gift',
      {
        schema: {
          tags: ['wallet'],
          summary:
            "Correct a gift's recipient, message or delivery time before it is sent (its buyer)",
          params: voucherIdParamsSchema,
          body: giftChangeRequestSchema,
          response: { 200: buyerGiftSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return changeGift(ctx, request.actor, { ...request.params, ...request.body });
      },
    );

    app.post(
      '/wallet/vouchers/:voucherId/gift/send-now',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Email a scheduled gift to its recipient now (its buyer), exactly once',
          params: voucherIdParamsSchema,
          response: { 200: buyerGiftSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return sendGiftNow(ctx, request.actor, request.params);
      },
    );

    app.post(
      '/wallet/vouchers/:voucherId/gift/resend',
      {
        schema: {
          tags: ['wallet'],
          summary:
            'Email a delivered gift again, once, to the same or a corrected address (its buyer); its old link stops working',
          params: voucherIdParamsSchema,
          body: giftResendRequestSchema,
          response: { 200: buyerGiftSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return resendGift(ctx, request.actor, { ...request.params, ...request.body });
      },
    );
  };
