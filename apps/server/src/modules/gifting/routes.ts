import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGiftingRequestSchema,
  adminGiftingSchema,
  errorResponseSchema,
  myGiftingFeeSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { guardAdminRoutes } from '../../plugins/admin-guard';
import { getGiftingPrice, myGiftingFee, setGiftingPrice } from './gifting-price';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The signed-in customer's gifting fee (customer site). Who may call: a signed-in customer. */
export const customerGiftingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/account/gifting-fee',
      {
        onSend: async (_request, reply) => {
          reply.header('cache-control', 'private, no-store');
        },
        schema: {
          tags: ['purchases'],
          summary:
            "The gifting fee the signed-in customer's gifts carry now (their own, else the site's)",
          response: { 200: myGiftingFeeSchema, ...refusals },
        },
      },
      async (request) => myGiftingFee(ctx, request.actor),
    );
  };

/**
 * /admin/gifting: the default gifting price. Who may call: platform admins with a second factor,
 * on the business site, whose level reads (or, to change it, writes) gifting.
 */
export const adminGiftingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdminRoutes(app, ctx);

    app.get(
      '/admin/gifting',
      {
        schema: {
          tags: ['admin'],
          summary: 'The default gifting price and how many customers have their own',
          response: { 200: adminGiftingSchema, ...refusals },
        },
      },
      async (request) => getGiftingPrice(ctx, request.actor),
    );

    app.put(
      '/admin/gifting',
      {
        schema: {
          tags: ['admin'],
          summary: 'Sets the default gifting price (£0–£50)',
          body: adminGiftingRequestSchema,
          response: {
            200: adminGiftingSchema,
            ...refusals,
            409: errorResponseSchema,
            422: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request) => setGiftingPrice(ctx, request.actor, request.body),
    );
  };
