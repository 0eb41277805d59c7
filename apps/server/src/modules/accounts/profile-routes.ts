import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailRequestSchema,
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

/**
 * The profile of one site's accounts. Who may call: the signed-in user, for themselves (401
 * otherwise); the email-change undo link: whoever holds it. Limits are the use cases' own.
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
