import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailPreviewSchema,
  emailTemplateDetailSchema,
  emailTemplateListSchema,
  emailTemplateRequestSchema,
  emailTestSentSchema,
  emailTriggerParamsSchema,
  errorResponseSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { guardAdminRoutes } from '../../plugins/admin-guard';
import {
  emailTemplateDetail,
  listEmailTemplates,
  previewEmailTemplate,
  resetEmailTemplate,
  saveEmailTemplate,
  sendTestEmail,
} from './email-templates';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const oneRefusals = { ...refusals, 404: errorResponseSchema };
const changeRefusals = { ...oneRefusals, 422: errorResponseSchema, 429: errorResponseSchema };

/**
 * The email templates of /admin/notifications. Who may call: platform admins with a second
 * factor, on the business site, whose level reads (or, to change and test, writes) notifications.
 */
export const emailTemplatesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdminRoutes(app, ctx);

    app.get(
      '/admin/email-templates',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Every email the platform sends: its subject and content now, and whether an admin changed them',
          response: { 200: emailTemplateListSchema, ...refusals },
        },
      },
      async (request) => listEmailTemplates(ctx, request.actor),
    );

    app.get(
      '/admin/email-templates/:key',
      {
        schema: {
          tags: ['admin'],
          summary: 'One email: its wording, the placeholders it offers and its default wording',
          params: emailTriggerParamsSchema,
          response: { 200: emailTemplateDetailSchema, ...oneRefusals },
        },
      },
      async (request) => emailTemplateDetail(ctx, request.actor, request.params),
    );

    app.put(
      '/admin/email-templates/:key',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Saves the admin's subject and content of one email (refused when a placeholder is unknown); the next one sent uses it",
          params: emailTriggerParamsSchema,
          body: emailTemplateRequestSchema,
          response: { 200: emailTemplateDetailSchema, ...changeRefusals },
        },
      },
      async (request) =>
        saveEmailTemplate(ctx, request.actor, { key: request.params.key, draft: request.body }),
    );

    app.delete(
      '/admin/email-templates/:key',
      {
        schema: {
          tags: ['admin'],
          summary: 'Puts one email back to its default wording',
          params: emailTriggerParamsSchema,
          response: { 200: emailTemplateDetailSchema, ...changeRefusals },
        },
      },
      async (request) => resetEmailTemplate(ctx, request.actor, request.params),
    );

    app.post(
      '/admin/email-templates/:key/preview',
      {
        schema: {
          tags: ['admin'],
          summary:
            'A draft of one email rendered with sample data (subject, text and HTML); nothing is saved',
          params: emailTriggerParamsSchema,
          body: emailTemplateRequestSchema,
          response: { 200: emailPreviewSchema, ...changeRefusals },
        },
      },
      async (request) =>
        previewEmailTemplate(ctx, request.actor, { key: request.params.key, draft: request.body }),
    );

    app.post(
      '/admin/email-templates/:key/test',
      {
        schema: {
          tags: ['admin'],
          summary:
            "A draft of one email with sample data, sent to the signed-in admin's own address; nothing is saved",
          params: emailTriggerParamsSchema,
          body: emailTemplateRequestSchema,
          response: { 200: emailTestSentSchema, ...changeRefusals },
        },
      },
      async (request) =>
        sendTestEmail(ctx, request.actor, { key: request.params.key, draft: request.body }),
    );
  };
