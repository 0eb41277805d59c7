import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccessSchema, errorResponseSchema } from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { myAdminAccess } from './access';
import { countAdminRequest } from '../admin/request-budget';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * Admins and permission levels (/admin/admins, /admin/roles). Who may call: platform admins with
 * a second factor, on the business site, as far as their permission level goes.
 */
export const adminsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // Runs after the actor is resolved (plugins/actor.ts registers its preHandler first).
    app.addHook('preHandler', async (request) => countAdminRequest(ctx, request.actor));

    app.get(
      '/admin/access',
      {
        schema: {
          tags: ['admin'],
          summary: "The signed-in admin's permission level, area by area",
          response: { 200: adminAccessSchema, ...refusals },
        },
      },
      async (request) => myAdminAccess(request.actor),
    );
  };
