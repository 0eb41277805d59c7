import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testClockBodySchema, testClockSchema, testSweepResultSchema } from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { registerLocalOnly } from '../../plugins/local-only';
import type { ServerClock } from '../../test-clock';
import { sendDateReminders } from '../date-reminders/send-date-reminders';

/**
 * The browser tests' clock (ADR 057), registered only with TEST_CLOCK=true outside production
 * (app.ts), and then only for a program on this machine (registerLocalOnly; anyone else 404):
 * GET/PUT /api/dev/clock read and move the process's clock, which every use case and job reads;
 * POST /api/dev/date-reminders/run runs the date-reminder sweep now, on that clock, as the hourly
 * job would. The attempt limits' counters are not spent: no one outside this machine reaches them.
 */
export const testClockRoutes =
  (ctx: AppContext, clock: Required<ServerClock>): FastifyPluginAsyncZod =>
  async (app) => {
    registerLocalOnly(app);
    const now = () => ({ now: clock.now().toISOString(), offsetMs: clock.test.offsetMs() });
    app.get(
      '/dev/clock',
      { schema: { tags: ['development'], response: { 200: testClockSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return now();
      },
    );
    app.put(
      '/dev/clock',
      {
        schema: {
          tags: ['development'],
          body: testClockBodySchema,
          response: { 200: testClockSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        clock.test.setAt(request.body.at ? new Date(request.body.at) : null);
        return now();
      },
    );
    app.post(
      '/dev/date-reminders/run',
      { schema: { tags: ['development'], response: { 200: testSweepResultSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { sent: await sendDateReminders(ctx) };
      },
    );
  };
