import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  botCheckChallengeSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  profileSchema,
  updateNameRequestSchema,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  messageSchema,
  resetPasswordRequestSchema,
  sessionSchema,
  passwordConfirmationSchema,
  signInRequestSchema,
  signInResponseSchema,
  twoFactorCodeSchema,
  twoFactorEnrolmentSchema,
  signUpRequestSchema,
  textCodeSchema,
  textCodeSentSchema,
  textMessageEnrolmentRequestSchema,
  twoFactorMethodsSchema,
  verifyEmailRequestSchema,
} from '@stepup/contracts';
import type { RateRule } from '../../plugins/rate-limit';
import { clientIp } from '../../plugins/rate-limit';
import { fetchHeaders } from '../../plugins/fetch-headers';
import { withinSignInLimits } from './sign-in-limits';
import type { AccountsContext } from './service';
import {
  recoverEmail,
  changeEmail,
  changeName,
  changePassword,
  closeAccount,
  getProfile,
} from './profile-service';
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
import {
  forgotPassword,
  resetPassword,
  sessionUser,
  signIn,
  signOut,
  signUp,
  verifyEmail,
} from './service';

const minutes = (n: number) => n * 60_000;
export const accountRateRules = {
  // Sign-up also costs a proof of work per attempt; this only stops a patient script.
  signUpPerIp: { name: 'sign-up:ip', limit: 30, windowMs: minutes(60) },
  forgotPerIp: { name: 'forgot:ip', limit: 10, windowMs: minutes(60) },
  forgotPerAccount: { name: 'forgot:account', limit: 3, windowMs: minutes(60) },
  verifyPerIp: { name: 'verify:ip', limit: 30, windowMs: minutes(15) },
  resetPerIp: { name: 'reset:ip', limit: 10, windowMs: minutes(15) },
  twoFactorPerIp: { name: 'two-factor:ip', limit: 20, windowMs: minutes(15) },
  // Each texted code costs money and lands on someone's phone: few per account and per IP.
  textCodePerAccount: { name: 'text-code:account', limit: 5, windowMs: minutes(15) },
  textCodePerIp: { name: 'text-code:ip', limit: 5, windowMs: minutes(15) },
  // Every endpoint that checks the current password (changing it, turning two-step sign-in on or
  // off, text-message codes) shares these: per account, so a stolen session cannot guess it.
  passwordCheckPerIp: { name: 'password-check:ip', limit: 30, windowMs: minutes(15) },
  passwordCheckPerAccount: { name: 'password-check:account', limit: 10, windowMs: minutes(15) },
  // An email change mails two addresses and tells whether an address has an account.
  emailChangePerIp: { name: 'email-change:ip', limit: 20, windowMs: minutes(60) },
  emailChangePerAccount: { name: 'email-change:account', limit: 5, windowMs: minutes(60) },
  nameChangePerIp: { name: 'name-change:ip', limit: 60, windowMs: minutes(60) },
  nameChangePerAccount: { name: 'name-change:account', limit: 20, windowMs: minutes(60) },
} satisfies Record<string, RateRule>;

const setCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
};

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Accounts API of one site. Who may call: anyone (each endpoint's own rule is on its service);
 * every endpoint is rate limited per IP, and per account where an account is named.
 */
export const accountRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { rateLimiter } = app.deps;
    const limit = (request: FastifyRequest, rule: RateRule, subject = clientIp(request)) =>
      rateLimiter.hit(rule, subject);
    // Per-account counts: the services call them once they know who is signed in.
    const countPasswordCheck = rateLimiter.counter(accountRateRules.passwordCheckPerAccount);
    const countText = rateLimiter.counter(accountRateRules.textCodePerAccount);
    const countEmailChange = rateLimiter.counter(accountRateRules.emailChangePerAccount);
    const countNameChange = rateLimiter.counter(accountRateRules.nameChangePerAccount);

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
        await limit(request, accountRateRules.signUpPerIp);
        const message = await signUp(ctx, request.body, fetchHeaders(request));
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
        const { result, setCookies: cookies } = await withinSignInLimits(
          {
            limiter: rateLimiter,
            botCheck: ctx.botCheck,
            ip: clientIp(request),
            email: request.body.email,
            botCheckPayload: request.body.botCheck,
          },
          () => signIn(ctx, request.body, fetchHeaders(request)),
        );
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
        setCookies(reply, await signOut(ctx, fetchHeaders(request)));
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
        return { user: await sessionUser(ctx, fetchHeaders(request)) };
      },
    );

    app.post(
      '/account/verify-email',
      {
        schema: {
          tags: ['accounts'],
          body: verifyEmailRequestSchema,
          response: { 200: messageSchema, 400: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request) => {
        await limit(request, accountRateRules.verifyPerIp);
        return { message: await verifyEmail(ctx, request.body.token) };
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
      async (request) => {
        await limit(request, accountRateRules.forgotPerIp);
        if (request.body.email)
          await limit(request, accountRateRules.forgotPerAccount, request.body.email.toLowerCase());
        return { message: await forgotPassword(ctx, request.body, fetchHeaders(request)) };
      },
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
        await limit(request, accountRateRules.resetPerIp);
        await resetPassword(ctx, request.body);
        return reply.status(204).send(null);
      },
    );

    // Profile: who may call — the signed-in user, for themselves (401 otherwise).
    app.get(
      '/account/profile',
      {
        schema: { tags: ['accounts'], response: { 200: profileSchema, 401: errorResponseSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getProfile(ctx, fetchHeaders(request));
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
      async (request) => {
        await limit(request, accountRateRules.nameChangePerIp);
        return {
          message: await changeName(ctx, fetchHeaders(request), request.body.name, countNameChange),
        };
      },
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
      async (request) => {
        await limit(request, accountRateRules.emailChangePerIp);
        return {
          message: await changeEmail(
            ctx,
            fetchHeaders(request),
            request.body.newEmail,
            countEmailChange,
          ),
        };
      },
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
        await limit(request, accountRateRules.passwordCheckPerIp);
        const { result, setCookies: cookies } = await changePassword(
          ctx,
          fetchHeaders(request),
          request.body,
          countPasswordCheck,
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
        setCookies(reply, await closeAccount(ctx, fetchHeaders(request)));
        return { user: null };
      },
    );

    // Second factor (authenticator app). Enrol/confirm/disable: the signed-in user, for
    // themselves. Verify: whoever holds the two-factor cookie from a correct password.
    app.post(
      '/account/two-factor/start',
      {
        schema: {
          tags: ['accounts'],
          body: passwordConfirmationSchema,
          response: { 200: twoFactorEnrolmentSchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        await limit(request, accountRateRules.passwordCheckPerIp);
        return startTwoFactor(
          ctx,
          fetchHeaders(request),
          request.body.password,
          countPasswordCheck,
        );
      },
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
        await limit(request, accountRateRules.twoFactorPerIp);
        const { result, setCookies: cookies } = await confirmTwoFactor(
          ctx,
          fetchHeaders(request),
          request.body.code ?? '',
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
        await limit(request, accountRateRules.passwordCheckPerIp);
        setCookies(
          reply,
          await disableTwoFactor(
            ctx,
            fetchHeaders(request),
            request.body.password,
            countPasswordCheck,
          ),
        );
        return { user: await sessionUser(ctx, fetchHeaders(request)) };
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
        await limit(request, accountRateRules.twoFactorPerIp);
        const { result, setCookies: cookies } = await verifyTwoFactorSignIn(
          ctx,
          fetchHeaders(request),
          request.body,
        );
        setCookies(reply, cookies);
        return { user: result };
      },
    );

    // Second factor (text-message codes). Methods/start/confirm: the signed-in user, for
    // themselves. Send/verify: whoever holds the two-factor cookie from a correct password, for
    // an account with a verified number. Every texted code counts per IP and per account.

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
        return twoFactorMethodsOf(ctx, fetchHeaders(request));
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
      async (request) => {
        await limit(request, accountRateRules.twoFactorPerIp);
        await limit(request, accountRateRules.textCodePerIp);
        await limit(request, accountRateRules.passwordCheckPerIp);
        return startTextMessageTwoFactor(ctx, fetchHeaders(request), request.body, {
          countText,
          countPasswordCheck,
        });
      },
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
        await limit(request, accountRateRules.twoFactorPerIp);
        const { result, setCookies: cookies } = await confirmTextMessageTwoFactor(
          ctx,
          fetchHeaders(request),
          request.body.code ?? '',
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
      async (request) => {
        await limit(request, accountRateRules.textCodePerIp);
        return sendSignInTextCode(ctx, fetchHeaders(request), countText);
      },
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
        await limit(request, accountRateRules.twoFactorPerIp);
        const { result, setCookies: cookies } = await verifySignInTextCode(
          ctx,
          fetchHeaders(request),
          request.body.code ?? '',
        );
        setCookies(reply, cookies);
        return { user: result };
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
      async (request) => {
        await limit(request, accountRateRules.verifyPerIp);
        return { message: await recoverEmail(ctx, request.body.token) };
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
      async (request) => {
        await limit(request, accountRateRules.verifyPerIp);
        return { message: await revertSecondFactor(ctx, request.body.token) };
      },
    );
  };
