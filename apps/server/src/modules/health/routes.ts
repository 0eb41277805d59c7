import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  healthSchema,
  livenessSchema,
  readinessSchema,
} from '@stepup/contracts';
import { AppError } from '../../app-error';
import { checkHealth } from './service';

/**
 * GET /api/health, /api/health/live and /api/health/ready. Who may call: anyone (load balancers,
 * the start script and operators poll them). None looks up a session: they must answer with the
 * database down.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, kind } = app.deps.database;
  const { readiness } = app.deps.services;
  app.get(
    '/health',
    {
      config: { actor: false },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: errorResponseSchema } },
    },
    async (request) => {
      await checkHealth(db, (err) => request.log.error({ err }, 'database unreachable'));
      return { status: 'ok' as const, database: kind };
    },
  );
  // Liveness: the process answers. Nothing else is asked, so a database outage never gets a
  // healthy process restarted.
  app.get(
    '/health/live',
    { config: { actor: false }, schema: { tags: ['health'], response: { 200: livenessSchema } } },
    () => ({ status: 'live' as const }),
  );
  // Readiness: whether to send this process requests (ADR 050).
  app.get(
    '/health/ready',
    {
      config: { actor: false },
      schema: { tags: ['health'], response: { 200: readinessSchema, 503: errorResponseSchema } },
    },
    async (request) => {
      const answer = await readiness.check();
      if (!answer.ready) {
        request.log.warn({ check: answer.check }, 'not ready');
        throw new AppError('unavailable', answer.message);
      }
      return { status: 'ready' as const };
    },
  );
};
