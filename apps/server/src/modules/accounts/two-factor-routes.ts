import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageSchema,
  passwordConfirmationSchema,
  sessionSchema,
  textCodeSchema,
  textCodeSentSchema,
  textMessageEnrolmentRequestSchema,
  twoFactorCodeSchema,
  twoFactorEnrolmentSchema,
  twoFactorMethodsSchema,
  verifyEmailRequestSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { accountErrors as errors, setCookies } from './routes';
import {
  confirmTextMessageTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  revertSecondFactor,
  sendSignInTextCode,
  startTextMessageTwoFactor,
  startTwoFactor,
  twoFactorMethodsOf,
  verifySignInTextCode,
  verifyTwoFactorSignIn,
} from './two-factor-service';

/**
 * Second factors of one site's accounts. Authenticator app — enrol, confirm, disable: the
 * signed-in user, for themselves; verify: whoever holds the two-factor cookie from a correct
 * password. Text-message codes — methods, start, confirm: the signed-in user; send, verify: the
 * holder of that cookie, for an account with a verified number. Limits are the use cases' own.
 */
export const twoFactorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/account/two-factor/start',
      {
        schema: {
          tags: ['accounts'],
          body: passwordConfirmationSchema,
          response: { 200: twoFactorEnrolmentSchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request) => startTwoFactor(ctx, request.actor, request.body),
    );

    app.post(
      '/account/two-factor/confirm',
      {
        schema: {
          tags: ['accounts'],
          body: twoFactorCodeSchema,
          response: { 200: sessionSchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { result, setCookies: cookies } = await confirmTwoFactor(
          ctx,
          request.actor,
          request.body,
        );
        setCookies(reply, cookies);
        return { user: result };
      },
    );

    app.post(
      '/account/two-factor/disable',
      {
        schema: {
          tags: ['accounts'],
          body: passwordConfirmationSchema,
          response: { 200: sessionSchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { result, setCookies: cookies } = await disableTwoFactor(
          ctx,
          request.actor,
          request.body,
        );
        setCookies(reply, cookies);
        return { user: result };
      },
    );

    app.post(
      '/account/two-factor/verify',
      {
        schema: {
          tags: ['accounts'],
          body: twoFactorCodeSchema,
          response: { 200: sessionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { result, setCookies: cookies } = await verifyTwoFactorSignIn(
          ctx,
          request.actor,
          request.body,
        );
        setCookies(reply, cookies);
        return { user: result };
      },
    );

    app.get(
      '/account/two-factor/methods',
      {
        schema: {
          tags: ['accounts'],
          summary: "The signed-in user's second factors",
          response: { 200: twoFactorMethodsSchema, 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return twoFactorMethodsOf(ctx, request.actor);
      },
    );

    app.post(
      '/account/two-factor/text-message/start',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Text a code to a UK mobile number, to turn on text-message codes',
          body: textMessageEnrolmentRequestSchema,
          response: { 200: textCodeSentSchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request) => startTextMessageTwoFactor(ctx, request.actor, request.body),
    );

    app.post(
      '/account/two-factor/text-message/confirm',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The texted code turns two-step sign-in on by text message',
          body: textCodeSchema,
          response: { 200: sessionSchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { result, setCookies: cookies } = await confirmTextMessageTwoFactor(
          ctx,
          request.actor,
          request.body,
        );
        setCookies(reply, cookies);
        return { user: result };
      },
    );

    app.post(
      '/account/two-factor/text-message/send',
      {
        schema: {
          tags: ['accounts'],
          summary: "Sign-in step 2: text a code to the account's number",
          response: { 200: textCodeSentSchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request) => sendSignInTextCode(ctx, request.actor),
    );

    app.post(
      '/account/two-factor/text-message/verify',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Sign-in step 2: the texted code',
          body: textCodeSchema,
          response: { 200: sessionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { result, setCookies: cookies } = await verifySignInTextCode(
          ctx,
          request.actor,
          request.body,
        );
        setCookies(reply, cookies);
        return { user: result };
      },
    );

    app.post(
      '/account/revert-two-factor',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The emailed link that removes a second factor someone else added',
          body: verifyEmailRequestSchema,
          response: { 200: messageSchema, 400: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request) => ({ message: await revertSecondFactor(ctx, request.actor, request.body) }),
    );
  };
