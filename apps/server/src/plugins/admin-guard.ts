import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context';
import { countAdminRequest } from '../modules/admin/request-budget';

/**
 * What every admin API route plugin starts with: nothing it answers may be cached by a browser or
 * proxy, and each request counts against the admin request budget (after plugins/actor.ts has
 * resolved the actor: its preHandler is registered first).
 */
export function guardAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', async (request) => countAdminRequest(ctx, request.actor));
}
