import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailRequestSchema,
  customerDataExportSchema,
  changePasswordRequestSchema,
  errorResponseSchema,
  messageSchema,
  profileSchema,
  sessionSchema,
  updateNameRequestSchema,
  verifyEmailRequestSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import {
  changeEmail,
  changeName,
  changePassword,
  closeAccount,
  getProfile,
  recoverEmail,
} from './profile-service';
import { accountErrors as errors, setCookies } from './routes';
import { exportCustomerData, exportCustomerVouchersCsv } from './data-export';

/**
 * The profile of one site's accounts. Who may call: the signed-in user, for themselves (401
 * otherwise; the data export: customers only, 403 a business account); the email-change undo
 * link: whoever holds it. Limits are the use cases' own.
 */
export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/account/profile',
      {
        schema: { tags: ['accounts'], response: { 200: profileSchema, 401: errorResponseSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getProfile(ctx, request.actor);
      },
    );

    app.post(
      '/account/name',
      {
        schema: {
          tags: ['accounts'],
          body: updateNameRequestSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => ({ message: await changeName(ctx, request.actor, request.body) }),
    );

    app.post(
      '/account/email',
      {
        schema: {
          tags: ['accounts'],
          body: changeEmailRequestSchema,
          response: { 200: messageSchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request) => ({ message: await changeEmail(ctx, request.actor, request.body) }),
    );

    app.post(
      '/account/password',
      {
        schema: {
          tags: ['accounts'],
          body: changePasswordRequestSchema,
          response: { 200: messageSchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { result, setCookies: cookies } = await changePassword(
          ctx,
          request.actor,
          request.body,
        );
        // The new session that replaces this browser's (every other one has ended).
        setCookies(reply, cookies);
        return { message: result };
      },
    );

    app.post(
      '/account/close',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Close (delete) the signed-in account',
          response: { 200: sessionSchema, ...errors },
        },
      },
      async (request, reply) => {
        setCookies(reply, await closeAccount(ctx, request.actor));
        return { user: null };
      },
    );

    app.get(
      '/account/data-export',
      {
        schema: {
          tags: ['accounts'],
          summary: "The signed-in customer's own data as a JSON file (right of access)",
          response: { 200: customerDataExportSchema, ...errors },
        },
      },
      async (request, reply) => {
        const file = await exportCustomerData(ctx, request.actor);
        reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${file.fileName}"`);
        return file.body;
      },
    );

    app.get(
      '/account/data-export/vouchers.csv',
      {
        schema: {
          tags: ['accounts'],
          summary: "The signed-in customer's vouchers as a CSV file",
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const file = await exportCustomerVouchersCsv(ctx, request.actor);
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            // A byte-order mark so spreadsheet programs read £ and accents as UTF-8.
            .send(`\uFEFF${file.body}`)
        );
      },
    );

    app.post(
      '/account/recover-email',
      {
        schema: {
          tags: ['accounts'],
          summary: "The old address's link that undoes an email change",
          body: verifyEmailRequestSchema,
          response: { 200: messageSchema, 400: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request) => ({ message: await recoverEmail(ctx, request.actor, request.body) }),
    );
  };
