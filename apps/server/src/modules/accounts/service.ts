import { APIError } from 'better-auth/api';
import type {
  AccountUser,
  ResetPasswordRequest,
  SignInRequest,
  TwoFactorMethods,
} from '@stepup/contracts';
import {
  CUSTOMER_ACCOUNT_DENIED,
  EMAIL_VERIFIED,
  FORGOT_PASSWORD_SUCCESS,
  LOGIN_CREDENTIALS_INCORRECT,
  LOGIN_VERIFY_EMAIL,
  RESET_PASSWORD_FAILED,
  WRONG_USER_DATA,
  forgotPasswordSchema,
  loginSchema,
  maskPhoneNumber,
  resetPasswordSchema,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import type { BrowserCredentials } from '../../context/browser-credentials';
import { browserOf } from '../../context/browser-credentials';
import { validate } from '../../context/validate';
import { stampAdminLastActivity } from '../admins/last-activity';
import { accountRateRules } from './rate-rules';
import {
  deleteSession,
  findSecondFactorMethods,
  findUserByEmail,
  stampCustomerActivity,
} from './repository';
import { withinSignInLimits } from './sign-in-limits';

/** Codes (not texts): the email action page shows its own words for them. */
export const EMAIL_LINK_EXPIRED = 'auth/expired-action-code';
export const EMAIL_LINK_INVALID = 'auth/invalid-action-code';

/** What better-auth answers, plus the cookies it wants set on the reply. */
export interface WithCookies<T> {
  result: T;
  setCookies: string[];
}

export const errorCode = (err: unknown) =>
  err instanceof APIError ? (err.body?.code as string | undefined) : undefined;

/**
 * Who may call: anyone, within the sign-in limits (sign-in-limits.ts: failures per address and
 * account, then the bot check). Unverified accounts are refused and sent the link again.
 */
export async function signIn(
  ctx: AppContext,
  actor: Actor,
  input: SignInRequest,
): Promise<WithCookies<AccountUser | { twoFactorMethods: TwoFactorMethods }>> {
  return withinSignInLimits(
    ctx,
    actor,
    { email: input.email, botCheckPayload: input.botCheck },
    () => attemptSignIn(ctx, actor, input),
  );
}

async function attemptSignIn(
  ctx: AppContext,
  actor: Actor,
  input: SignInRequest,
): Promise<WithCookies<AccountUser | { twoFactorMethods: TwoFactorMethods }>> {
  validate(loginSchema, input);
  const { email, password, rememberMe } = input as Required<SignInRequest>;
  const headers = browserOf(actor).forAuth();
  try {
    const { headers: replyHeaders, response } = await ctx.auth.api.signInEmail({
      body: { email, password, rememberMe },
      headers,
      returnHeaders: true,
    });
    const setCookies = replyHeaders.getSetCookie();
    // An enrolled second factor: the password was right, a code comes next (the two-factor
    // cookie carries the half-finished sign-in). The answer names the account's ways to get
    // one, with no more of the phone number than its last digits.
    if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
      const owner = await findUserByEmail(ctx.db, email);
      const methods = owner
        ? await findSecondFactorMethods(ctx.db, owner.id)
        : { authenticator: true, phoneNumber: null };
      return { result: { twoFactorMethods: toTwoFactorMethods(methods) }, setCookies };
    }
    return { result: toAccountUser((response as { user: AuthUser }).user), setCookies };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = errorCode(err);
    if (code === 'EMAIL_NOT_VERIFIED') throw new AppError('email_not_verified', LOGIN_VERIFY_EMAIL);
    if (code === 'WRONG_AUDIENCE') throw new AppError('forbidden', WRONG_USER_DATA);
    if (code === 'ACCOUNT_DENIED') throw new AppError('forbidden', CUSTOMER_ACCOUNT_DENIED);
    throw new AppError('unauthenticated', LOGIN_CREDENTIALS_INCORRECT);
  }
}

/** An account's second factors as the sites may see them: the number masked to its last digits. */
export function toTwoFactorMethods(methods: {
  authenticator: boolean;
  phoneNumber: string | null;
}): TwoFactorMethods {
  return {
    authenticator: methods.authenticator,
    textMessage: methods.phoneNumber
      ? { maskedPhoneNumber: maskPhoneNumber(methods.phoneNumber) }
      : null,
  };
}

/**
 * How long an admin's session lasts from its sign-in, however busy it is: admins can approve
 * companies and stop campaigns, so a forgotten or stolen admin session must not live for the 30
 * days (renewed on use) a customer's does.
 */
export const ADMIN_SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

export interface CurrentSession {
  user: AccountUser;
  session: { id: string; signedInAt: Date };
}

/**
 * The one place a browser's session is read (the request boundary, plugins/actor.ts, resolves
 * every "who is asking" through here): better-auth's session of this site, with the rules it does
 * not know. An admin's session older than ADMIN_SESSION_LIFETIME_MS is over: it is deleted (so
 * better-auth's own endpoints, called after this, find none either) and the browser is treated as
 * signed out. Not a use case: it is what builds the actor.
 */
export async function currentSession(
  ctx: Pick<AppContext, 'auth' | 'db'>,
  browser: BrowserCredentials,
  now: Date,
): Promise<CurrentSession | null> {
  const found = await ctx.auth.api.getSession({ headers: browser.forAuth() });
  if (!found) return null;
  const user = toAccountUser(found.user);
  const signedInAt = new Date(found.session.createdAt);
  if (
    user.roleClass === 'admin' &&
    now.getTime() - signedInAt.getTime() >= ADMIN_SESSION_LIFETIME_MS
  ) {
    await deleteSession(ctx.db, found.session.id);
    return null;
  }
  return { user, session: { id: found.session.id, signedInAt } };
}

/**
 * The signed-in user of this site, or null (the GET session endpoint). Who may call: anyone. A
 * customer's or an admin's asking stamps their last activity (at most every
 * ACTIVITY_STAMP_EVERY_MS); every other request of an admin does too (plugins/actor.ts).
 */
export async function sessionUser(ctx: AppContext, actor: Actor): Promise<AccountUser | null> {
  if (actor.kind === 'visitor') return null;
  await stampActivity(ctx, actor.user);
  return actor.user;
}

/** Stamps a customer's or an admin's last activity (at most every ACTIVITY_STAMP_EVERY_MS). */
export async function stampActivity(ctx: AppContext, user: AccountUser): Promise<void> {
  const now = ctx.clock();
  const staleBefore = new Date(now.getTime() - ACTIVITY_STAMP_EVERY_MS);
  if (user.audience === 'customer') await stampCustomerActivity(ctx.db, user.id, now, staleBefore);
  else if (user.roleClass === 'admin')
    await stampAdminLastActivity(ctx.db, user.id, now, staleBefore);
}

/** How often the last-activity stamps are refreshed at most. */
const ACTIVITY_STAMP_EVERY_MS = 5 * 60_000;

type AuthUser = { id: string; name: string; email: string } & Record<string, unknown>;

export function toAccountUser(u: AuthUser): AccountUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    audience: u.audience === 'business' ? 'business' : 'customer',
    roleClass: u.roleClass === 'admin' || u.roleClass === 'company' ? u.roleClass : null,
    twoFactorEnabled: u.twoFactorEnabled === true,
  };
}

/** Who may call: anyone; signing out without a session is already done. */
export async function signOut(ctx: AppContext, actor: Actor): Promise<string[]> {
  const headers = browserOf(actor).forAuth();
  try {
    const { headers: replyHeaders } = await ctx.auth.api.signOut({ headers, returnHeaders: true });
    return replyHeaders.getSetCookie();
  } catch {
    // No session: signing out is already done.
    return [];
  }
}

/**
 * The link from the verification email. Who may call: whoever holds the emailed token, within the
 * per-address limit of the emailed links. `signIn` (the second verify page, docs/product.md#email-links)
 * also signs the customer in once an email change's link is spent: the link proves the new
 * address is theirs. Never for a first verification, a business account, an account with a
 * second factor (the link alone must not pass it) or a customer an admin denied; those verify
 * and sign in as usual.
 */
export async function verifyEmail(
  ctx: AppContext,
  actor: Actor,
  { token, signIn = false }: { token: string; signIn?: boolean | undefined },
): Promise<WithCookies<{ message: string; signedIn: boolean }>> {
  await ctx.limiter.hit(accountRateRules.verifyPerIp, actor.ip);
  // better-auth answers a first verification and a repeated one alike; the spec tells them apart
  // ('Email verification link has already been verified.'), so look before verifying. The token
  // is still verified in full by better-auth below; this only reads its claims.
  const claims = peekTokenClaims(token);
  const owner = claims?.email ? await findUserByEmail(ctx.db, claims.email) : undefined;
  if (owner && !claims?.updateTo && owner.emailVerified) {
    throw new AppError('bad_request', EMAIL_LINK_INVALID);
  }
  // An email change the old address cancelled ("this was not me") must not complete later.
  if (owner && claims?.updateTo) {
    if (owner.pendingEmail?.toLowerCase() !== claims.updateTo.toLowerCase()) {
      throw new AppError('bad_request', EMAIL_LINK_INVALID);
    }
  }
  try {
    await ctx.auth.api.verifyEmail({ query: { token } });
  } catch (err) {
    const code = errorCode(err);
    if (code === 'TOKEN_EXPIRED') throw new AppError('bad_request', EMAIL_LINK_EXPIRED);
    throw new AppError('bad_request', EMAIL_LINK_INVALID);
  }
  const verified = { message: EMAIL_VERIFIED, signedIn: false };
  if (!signIn || !owner || !claims?.updateTo) return { result: verified, setCookies: [] };
  if (ctx.audience !== 'customer' || owner.twoFactorEnabled) {
    return { result: verified, setCookies: [] };
  }
  try {
    const { headers } = await ctx.auth.api.signInAfterEmailChange({
      body: { userId: owner.id },
      returnHeaders: true,
    });
    return { result: { ...verified, signedIn: true }, setCookies: headers.getSetCookie() };
  } catch {
    // Refused by the session rules (a denied customer): verified, and signs in as usual.
    return { result: verified, setCookies: [] };
  }
}

/** The unverified claims of a JWT (better-auth's verification tokens are JWTs). */
function peekTokenClaims(token: string): { email?: string; updateTo?: string } | undefined {
  try {
    const payload = token.split('.')[1];
    return payload
      ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          email?: string;
          updateTo?: string;
        })
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who may call: anyone, within the limits per address and per email. The same answer whether or
 * not the email is known, and the mail only goes to accounts of this site's audience.
 */
export async function forgotPassword(
  ctx: AppContext,
  actor: Actor,
  input: { email?: string | undefined },
) {
  await ctx.limiter.hit(accountRateRules.forgotPerIp, actor.ip);
  if (input.email)
    await ctx.limiter.hit(accountRateRules.forgotPerAccount, input.email.toLowerCase());
  validate(forgotPasswordSchema, input);
  const email = input.email!;
  const owner = await findUserByEmail(ctx.db, email);
  if (owner?.audience === ctx.audience) {
    await ctx.auth.api
      .requestPasswordReset({ body: { email }, headers: actor.browser?.forAuth() })
      .catch(() => undefined);
  }
  return FORGOT_PASSWORD_SUCCESS;
}

/** Who may call: whoever holds the emailed reset token, within the per-address limit. */
export async function resetPassword(
  ctx: AppContext,
  actor: Actor,
  input: ResetPasswordRequest,
): Promise<void> {
  await ctx.limiter.hit(accountRateRules.resetPerIp, actor.ip);
  validate(resetPasswordSchema, input);
  if (!input.token) throw new AppError('bad_request', RESET_PASSWORD_FAILED);
  try {
    await ctx.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password! },
    });
  } catch (err) {
    const message = err instanceof APIError ? err.body?.message : undefined;
    throw new AppError('bad_request', message || RESET_PASSWORD_FAILED);
  }
}
