import { hkdfSync } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { getSessionCookie, setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { CUSTOMER_ACCOUNT_DENIED, WRONG_USER_DATA } from '@stepup/domain';
import type { Database } from '@stepup/db';
import { account, session, twoFactor, user, verification } from '@stepup/db';
import type { Config } from '../../config';
import type { Site } from '../../context/site';
import { siteAudience } from '../../context/site';
import {
  findUserById,
  findCustomerStatus,
  insertCustomerProfile,
  completeEmailVerification,
} from './repository';

export const siteOrigin = (config: Config, site: Site) =>
  site === 'web' ? config.publicWebUrl : config.publicBusinessUrl;

/** Links in mail land on the site's email action page, as docs/product.md#email-links expects. */
export function emailActionLink(
  config: Config,
  site: Site,
  mode: string,
  token: string,
  extra: Record<string, string> = {},
  page = '/email-verify',
): string {
  const url = new URL(page, siteOrigin(config, site));
  url.search = new URLSearchParams({
    mode,
    oobCode: token,
    ...(site === 'business' ? { isCompanyUser: 'true' } : {}),
    ...extra,
  }).toString();
  return url.toString();
}

/**
 * The key one site's better-auth signs and encrypts with, derived from AUTH_SECRET and the site's
 * name. Both sites share the session table, so with one key a customer's session cookie renamed to
 * the business cookie's name would be a valid business session; with a key per site, a cookie
 * (and an emailed verification token) signed by one site fails the other's signature check.
 */
export function siteAuthSecret(authSecret: string, site: Site): string {
  return Buffer.from(hkdfSync('sha256', authSecret, 'stepup-auth', `site:${site}`, 32)).toString(
    'hex',
  );
}

export interface AuthEmails {
  verifyEmail(to: { name: string; email: string }, link: string): Promise<void>;
  /** An email change: the link goes to the new address. */
  confirmNewEmail(to: { name: string; email: string }, link: string): Promise<void>;
  resetPassword(to: { name: string; email: string }, link: string): Promise<void>;
}

/** The prefix of a site's better-auth cookies (`stepup.session_token`, …). */
const cookiePrefix = (site: Site) => (site === 'web' ? 'stepup' : 'stepup-business');

/**
 * Whether the request carries this site's session cookie at all (better-auth's own reading of
 * the cookie names, secure prefix or not). Without one there is no session to look up, so a
 * visitor's request never reaches better-auth (ADR 041).
 */
export function hasSessionCookie(headers: Headers, site: Site): boolean {
  return getSessionCookie(headers, { cookiePrefix: cookiePrefix(site) }) !== null;
}

/**
 * The sign-in at the end of an email change's confirmation link (the second verify page,
 * docs/product.md#email-links): a session for the account whose new address the link just
 * verified, made and put in its cookie by better-auth itself (its session hooks run: audience,
 * denied customers). Callable only in process (`auth.api`): better-auth's router is not exposed,
 * and SERVER_ONLY keeps it so. Only `verifyEmail` (service.ts) calls it, once the token is spent.
 * The cookie lasts for the browser session, as a sign-in without Remember me.
 */
const emailChangeSignIn = {
  id: 'email-change-sign-in',
  endpoints: {
    signInAfterEmailChange: createAuthEndpoint(
      '/sign-in-after-email-change',
      {
        method: 'POST',
        body: z.object({ userId: z.string().min(1) }),
        metadata: { SERVER_ONLY: true },
      },
      async (endpoint) => {
        const found = await endpoint.context.internalAdapter.findUserById(endpoint.body.userId);
        if (!found) throw new APIError('NOT_FOUND');
        const created = await endpoint.context.internalAdapter.createSession(found.id, true);
        await setSessionCookie(endpoint, { session: created, user: found }, true);
        return endpoint.json({ userId: found.id });
      },
    ),
  },
} as const;

/**
 * better-auth for one site: it owns password hashing, tokens and sessions (nothing of that is
 * written by hand). Each site has its own cookie name, because browsers share cookies across
 * ports of one host and the two audiences must never share a session.
 */
export function createAuth({
  db,
  config,
  site,
  emails,
  sendTwoFactorCode,
}: {
  db: Database;
  config: Config;
  site: Site;
  emails: AuthEmails;
  /** Texts a sign-in code to the account's stored mobile number (queued, never waited for). */
  sendTwoFactorCode: (userId: string, code: string) => Promise<void>;
}) {
  const audience = siteAudience[site];
  const origin = siteOrigin(config, site);
  const actionLink = (mode: string, token: string, extra?: Record<string, string>, page?: string) =>
    emailActionLink(config, site, mode, token, extra, page);

  return betterAuth({
    // The brand is a site setting: mail and authenticator apps take it from there, not from here.
    appName: 'Vouchers',
    plugins: [
      emailChangeSignIn,
      twoFactorPlugin({
        // Text-message codes: 6 digits, 3 minutes, stored hashed; 5 tries per code. Our routes
        // only ask better-auth to send one to an account with a number (see two-factor-service).
        otpOptions: {
          digits: 6,
          period: 3,
          storeOTP: 'hashed',
          allowedAttempts: 5,
          sendOTP: ({ user: to, otp }) => sendTwoFactorCode(to.id, otp),
        },
      }),
    ],
    baseURL: origin,
    basePath: '/api/auth',
    // Everything better-auth signs or encrypts from now on uses this site's own key (see
    // siteAuthSecret): session and two-factor cookies, verification tokens, authenticator secrets.
    secrets: [{ version: 1, value: siteAuthSecret(config.authSecret, site) }],
    // AUTH_SECRET itself stays only as better-auth's key for reading what was encrypted before the
    // keys were split (authenticator secrets and backup codes stored without a key version).
    // Nothing is signed with it any more, so it binds no session to either site.
    secret: config.authSecret,
    trustedOrigins: [config.publicWebUrl, config.publicBusinessUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor },
    }),
    advanced: {
      cookiePrefix: cookiePrefix(site),
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    // Our own limiter covers the account endpoints (see routes.ts); better-auth's would only
    // see its own router, which we do not expose.
    rateLimit: { enabled: false },
    user: {
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
      additionalFields: {
        audience: { type: 'string', input: false, defaultValue: audience },
        roleClass: { type: 'string', input: false, required: false },
      },
    },
    session: {
      // "Remember me" off gives a browser-session cookie; on, 30 days.
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // The sign-up rule (8+, mixed) is the domain's and is checked first; resets follow the
      // spec's shorter rule (at least 6).
      minPasswordLength: 6,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: to, token }) => {
        await emails.resetPassword(to, actionLink('resetPassword', token, { email: to.email }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      // A confirmed email change (or first verification): the pending request is done, the
      // customer record follows and guest purchases with this address join the account.
      afterEmailVerification: async (verified) => {
        await completeEmailVerification(db, verified.id, verified.email, {
          claimGuestVouchers: audience === 'customer',
        });
      },
      sendVerificationEmail: async ({ user: to, token }) => {
        // better-auth sends an email change's link to the new address as `to.email`; the
        // stored address is still the old one until that link is followed.
        const stored = await findUserById(db, to.id);
        if (stored && stored.email.toLowerCase() !== to.email.toLowerCase()) {
          await emails.confirmNewEmail(
            to,
            actionLink('verifyEmail', token, { type: 'updatedEmail' }, '/email-verify-update'),
          );
        } else {
          await emails.verifyEmail(to, actionLink('verifyEmail', token));
        }
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            if (audience === 'customer') {
              await insertCustomerProfile(db, {
                userId: created.id,
                name: created.name,
                email: created.email,
              });
            }
          },
        },
      },
      session: {
        create: {
          // The password was right, but this account does not belong on this site.
          before: async (newSession) => {
            const owner = await findUserById(db, newSession.userId);
            const status =
              audience === 'customer' && owner ? await findCustomerStatus(db, owner.id) : undefined;
            const allowed =
              owner?.audience === audience && (audience === 'business' || status !== undefined);
            if (!allowed)
              throw new APIError('FORBIDDEN', { message: WRONG_USER_DATA, code: 'WRONG_AUDIENCE' });
            // An admin denied this customer (/admin/customers): no new session, on any route in.
            if (status === 'denied')
              throw new APIError('FORBIDDEN', {
                message: CUSTOMER_ACCOUNT_DENIED,
                code: 'ACCOUNT_DENIED',
              });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
