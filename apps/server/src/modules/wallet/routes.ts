import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, unlockedListSchema, walletSchema } from '@stepup/contracts';
import { fetchHeaders } from '../../plugins/fetch-headers';
import type { AccountsContext } from '../accounts/service';
import { getUnlocked, getWallet } from './service';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The voucher wallet of /for-me. Who may call: the signed-in customer only, for their own
 * vouchers; visitors get 401 and business users (company users, admins) 403.
 */
export const walletRoutes: FastifyPluginAsyncZod<{
  accounts: Pick<AccountsContext, 'db' | 'auth'>;
}> = async (app, { accounts }) => {
  /** Who may call: the signed-in customer. Their vouchers, counters and filter counts. */
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
      return getWallet(accounts, fetchHeaders(request));
    },
  );

  /** Who may call: the signed-in customer. Campaigns with a higher step open, up to 12. */
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
      return getUnlocked(accounts, fetchHeaders(request));
    },
  );
};
