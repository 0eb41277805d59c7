import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devSmsListSchema, devSmsQuerySchema } from '@stepup/contracts';
import { registerLocalOnly } from '../../plugins/local-only';
import { listSms } from './local-texts';

/**
 * GET /api/dev/sms?to=+447… — one number's texts on the local phone as JSON, newest first.
 * Registered only with the outbox transport outside production (see app.ts), like /api/dev/mail;
 * who may call then: a program on the developer's machine addressing it as localhost
 * (registerLocalOnly), anyone else gets 404.
 */
export const devSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  registerLocalOnly(app);
  app.get(
    '/dev/sms',
    {
      schema: {
        tags: ['development'],
        querystring: devSmsQuerySchema,
        response: { 200: devSmsListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { sms: await listSms(db, request.query.to) };
    },
  );
};
