import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, unlockedListSchema, walletSchema } from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { getUnlocked, getWallet } from './service';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The voucher wallet of /for-me. Who may call: the signed-in customer only, for their own
 * vouchers; visitors get 401 and business users (company users, admins) 403.
 */
export const walletRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wallet',
      {
        schema: {
          tags: ['wallet'],
          summary: "The signed-in customer's vouchers (codes only for unused ones) and counters",
          response: { 200: walletSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getWallet(ctx, request.actor);
      },
    );

    app.get(
      '/wallet/unlocked',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Campaigns where the signed-in customer has unlocked a higher step (up to 12)',
          response: { 200: unlockedListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getUnlocked(ctx, request.actor);
      },
    );
  };
