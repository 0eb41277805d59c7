import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dateReminderBodySchema,
  dateReminderParamsSchema,
  errorResponseSchema,
  savedDateListSchema,
  savedDateSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import {
  addDateReminder,
  changeDateReminder,
  listDateReminders,
  removeDateReminder,
} from './service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** Date reminders (issue 21), customer site: the signed-in customer's own dates to remember. */
export const dateReminderRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/account/dates',
      {
        schema: {
          tags: ['date reminders'],
          summary: "The customer's saved dates, soonest first",
          response: { 200: savedDateListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listDateReminders(ctx, request.actor);
      },
    );

    app.post(
      '/account/dates',
      {
        schema: {
          tags: ['date reminders'],
          summary: 'Save a date to be reminded of a week before (at most 50)',
          body: dateReminderBodySchema,
          response: { 201: savedDateSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return reply.status(201).send(await addDateReminder(ctx, request.actor, request.body));
      },
    );

    app.put(
      '/account/dates/:reminderId',
      {
        schema: {
          tags: ['date reminders'],
          summary: 'Change a saved date',
          params: dateReminderParamsSchema,
          body: dateReminderBodySchema,
          response: { 200: savedDateSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return changeDateReminder(ctx, request.actor, request.params.reminderId, request.body);
      },
    );

    app.delete(
      '/account/dates/:reminderId',
      {
        schema: {
          tags: ['date reminders'],
          summary: 'Delete a saved date',
          params: dateReminderParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeDateReminder(ctx, request.actor, request.params.reminderId);
        return reply.code(204).send(null);
      },
    );
  };
