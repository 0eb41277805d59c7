import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCompanyNotificationListQuerySchema,
  adminCompanyNotificationListSchema,
  companyInboxNotificationListSchema,
  companyNotificationAudienceOptionsSchema,
  companyNotificationAudienceQuerySchema,
  companyNotificationParamsSchema,
  companyNotificationRequestSchema,
  companyNotificationSentSchema,
  companyNotificationsReadRequestSchema,
  errorResponseSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { guardAdminRoutes } from '../../plugins/admin-guard';
import { notificationAudienceOptions } from './audience-options';
import { listCompanyNotifications } from './company-inbox';
import { deleteCompanyNotification } from './delete-company-notification';
import { dismissNotification } from './dismiss-notification';
import { listSentNotifications } from './list-sent-notifications';
import { markNotificationsRead } from './mark-notifications-read';
import { sendCompanyNotification } from './send-company-notification';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };
const changeRefusals = { ...refusals, 404: errorResponseSchema, 422: errorResponseSchema };

/**
 * The admin's company notifications (/admin/notifications). Who may call: platform admins with a
 * second factor, on the business site, as far as their level grants notifications.
 */
export const adminCompanyNotificationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdminRoutes(app, ctx);

    app.get(
      '/admin/company-notifications',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The sent company notifications, newest first, with how many companies read and dismissed each',
          querystring: adminCompanyNotificationListQuerySchema,
          response: { 200: adminCompanyNotificationListSchema, ...refusals },
        },
      },
      async (request) => listSentNotifications(ctx, request.actor, { page: request.query.page }),
    );

    app.get(
      '/admin/company-notifications/audience',
      {
        schema: {
          tags: ['admin'],
          summary: "The send form's choices: approved companies by name, and the categories",
          querystring: companyNotificationAudienceQuerySchema,
          response: { 200: companyNotificationAudienceOptionsSchema, ...refusals },
        },
      },
      async (request) => notificationAudienceOptions(ctx, request.actor, { q: request.query.q }),
    );

    app.post(
      '/admin/company-notifications',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Sends a notification to the approved companies of an audience (all, chosen, a category's), emailing them if asked",
          body: companyNotificationRequestSchema,
          response: { 201: companyNotificationSentSchema, ...changeRefusals },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await sendCompanyNotification(ctx, request.actor, request.body)),
    );

    app.delete(
      '/admin/company-notifications/:notificationId',
      {
        schema: {
          tags: ['admin'],
          summary: "Deletes a sent notification from every company's dashboard",
          params: companyNotificationParamsSchema,
          response: { 204: z.null(), ...changeRefusals },
        },
      },
      async (request, reply) => {
        await deleteCompanyNotification(ctx, request.actor, {
          notificationId: request.params.notificationId,
        });
        return reply.code(204).send(null);
      },
    );
  };

/** The company's side: its dashboard's notifications. Who may call: any member of a company. */
export const companyNotificationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/company/notifications',
      {
        schema: {
          tags: ['company'],
          summary:
            "The company's notifications it has not dismissed, newest first, and how many are unread",
          response: { 200: companyInboxNotificationListSchema, ...refusals },
        },
      },
      async (request) => listCompanyNotifications(ctx, request.actor),
    );

    app.post(
      '/company/notifications/read',
      {
        schema: {
          tags: ['company'],
          summary: 'Marks notifications the dashboard has shown as read, for the whole company',
          body: companyNotificationsReadRequestSchema,
          response: { 204: z.null(), ...changeRefusals },
        },
      },
      async (request, reply) => {
        await markNotificationsRead(ctx, request.actor, { ids: request.body.ids });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/company/notifications/:notificationId/dismiss',
      {
        schema: {
          tags: ['company'],
          summary: "Dismisses a notification from the company's dashboard, for every member",
          params: companyNotificationParamsSchema,
          response: { 204: z.null(), ...changeRefusals },
        },
      },
      async (request, reply) => {
        await dismissNotification(ctx, request.actor, {
          notificationId: request.params.notificationId,
        });
        return reply.code(204).send(null);
      },
    );
  };
