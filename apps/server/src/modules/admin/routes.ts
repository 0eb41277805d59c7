import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCountersSchema, errorResponseSchema } from '@stepup/contracts';
import { fetchHeaders } from '../../plugins/fetch-headers';
import type { AccountsContext } from '../accounts/service';
import { sessionUser } from '../accounts/service';
import { adminCounters } from './service';

/** Admin area API. Who may call: platform admins with a second factor, on the business site. */
export const adminRoutes =
  (accounts: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/counters',
      {
        schema: {
          tags: ['admin'],
          summary: 'Companies awaiting approval and campaign requests awaiting review',
          response: {
            200: adminCountersSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return adminCounters(accounts.db, await sessionUser(accounts, fetchHeaders(request)));
      },
    );
  };
