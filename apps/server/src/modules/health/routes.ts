import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, healthSchema } from '@stepup/contracts';
import { checkHealth } from './service';

/** GET /api/health. Who may call: anyone (load balancers and the start script poll it). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, kind } = app.deps.database;
  app.get(
    '/health',
    {
      // Must answer with the database down: no session lookup.
      config: { actor: false },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: errorResponseSchema } },
    },
    async (request) => {
      await checkHealth(db, (err) => request.log.error({ err }, 'database unreachable'));
      return { status: 'ok' as const, database: kind };
    },
  );
};
