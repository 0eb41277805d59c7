import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailListSchema, devMailQuerySchema } from '@stepup/contracts';
import { registerLocalOnly } from '../../plugins/local-only';
import { listMail } from './local-mailbox';

/**
 * GET /api/dev/mail?to= — one address's mail in the local mailbox as JSON, newest first.
 * Registered only with the outbox transport outside production (see app.ts); who may call then:
 * a program on the developer's machine addressing it as localhost (registerLocalOnly), anyone
 * else gets 404.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  registerLocalOnly(app);
  app.get(
    '/dev/mail',
    {
      schema: {
        tags: ['development'],
        querystring: devMailQuerySchema,
        response: { 200: devMailListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { mail: await listMail(db, request.query.to) };
    },
  );
};
