import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  botCheckChallengeSchema,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  messageSchema,
  resetPasswordRequestSchema,
  sessionSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpRequestSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import {
  forgotPassword,
  resetPassword,
  sessionUser,
  signIn,
  signOut,
  verifyEmail,
} from './service';
import { signUp } from './sign-up';

/** Sets the cookies better-auth wants on the reply (a new or ended session). */
export const setCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
};

export const accountErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const errors = accountErrors;

/**
 * Signing up, in and out, the email links and the session of one site. Who may call: anyone (each
 * use case has its own rule); every attempt is rate limited per address, and per account where an
 * account is named. The profile and second-factor endpoints are in profile-routes.ts and
 * two-factor-routes.ts.
 */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/account/bot-check',
      {
        schema: {
          tags: ['accounts'],
          summary: 'A proof-of-work challenge for sign-up',
          response: { 200: botCheckChallengeSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const { parameters, signature } = await ctx.botCheck.challenge();
        return { parameters, signature };
      },
    );

    app.post(
      '/account/sign-up',
      {
        schema: {
          tags: ['accounts'],
          body: signUpRequestSchema,
          response: { 201: messageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const message = await signUp(ctx, request.actor, request.body);
        return reply.status(201).send({ message });
      },
    );

    app.post(
      '/account/sign-in',
      {
        schema: {
          tags: ['accounts'],
          body: signInRequestSchema,
          response: { 200: signInResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { result, setCookies: cookies } = await signIn(ctx, request.actor, request.body);
        setCookies(reply, cookies);
        return 'twoFactorMethods' in result
          ? { user: null, twoFactorRequired: true, twoFactorMethods: result.twoFactorMethods }
          : { user: result, twoFactorRequired: false };
      },
    );

    app.post(
      '/account/sign-out',
      { schema: { tags: ['accounts'], response: { 200: sessionSchema } } },
      async (request, reply) => {
        setCookies(reply, await signOut(ctx, request.actor));
        return { user: null };
      },
    );

    app.get(
      '/account/session',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in user on this site, if any',
          response: { 200: sessionSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { user: await sessionUser(ctx, request.actor) };
      },
    );

    app.post(
      '/account/verify-email',
      {
        schema: {
          tags: ['accounts'],
          body: verifyEmailRequestSchema,
          response: {
            200: verifyEmailResponseSchema,
            400: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { result, setCookies: cookies } = await verifyEmail(ctx, request.actor, request.body);
        setCookies(reply, cookies);
        return result;
      },
    );

    app.post(
      '/account/forgot-password',
      {
        schema: {
          tags: ['accounts'],
          body: forgotPasswordRequestSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => ({ message: await forgotPassword(ctx, request.actor, request.body) }),
    );

    app.post(
      '/account/reset-password',
      {
        schema: {
          tags: ['accounts'],
          body: resetPasswordRequestSchema,
          response: { 204: z.null(), 400: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await resetPassword(ctx, request.actor, request.body);
        return reply.status(204).send(null);
      },
    );
  };
