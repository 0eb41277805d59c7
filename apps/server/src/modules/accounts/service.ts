import { APIError } from 'better-auth/api';
import type {
  AccountUser,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  TwoFactorMethods,
} from '@stepup/contracts';
import {
  BOT_CHECK_FAILED,
  EMAIL_IN_USE,
  EMAIL_VERIFIED,
  FORGOT_PASSWORD_SUCCESS,
  LOGIN_CREDENTIALS_INCORRECT,
  LOGIN_VERIFY_EMAIL,
  RESET_PASSWORD_FAILED,
  SIGN_UP_FAILED,
  SIGN_UP_SUCCESS,
  WRONG_USER_DATA,
  businessSignUpSchema,
  firstError,
  forgotPasswordSchema,
  loginSchema,
  maskPhoneNumber,
  resetPasswordSchema,
  signUpSchema,
} from '@stepup/domain';
import type { Database } from '@stepup/db';
import { AppError } from '../../app-error';
import type { Auth } from './auth';
import type { BotCheck } from './bot-check';
import type { Mailer } from '../mail/service';
import { checkInviteForSignUp } from '../team/service';
import {
  createPendingCompany,
  deleteSession,
  findSecondFactorMethods,
  findUserByEmail,
  stampCustomerActivity,
} from './repository';

/** Shown when the bot check is missing, failed or replayed. */
export { BOT_CHECK_FAILED };
export const EMAIL_LINK_EXPIRED = 'auth/expired-action-code';
export const EMAIL_LINK_INVALID = 'auth/invalid-action-code';

export interface AccountsContext {
  db: Database;
  auth: Auth;
  botCheck: BotCheck;
  /** The audience of the site this context serves. */
  audience: 'customer' | 'business';
  mailer: Mailer;
  /** A link to this site's email action page (`/email-verify?mode=…&oobCode=…`). */
  actionLink(mode: string, token: string): string;
}

/** What better-auth answers, plus the cookies it wants set on the reply. */
export interface WithCookies<T> {
  result: T;
  setCookies: string[];
}

/** Checks input with a domain schema; the first message, in the spec's order, becomes a 422. */
export function validate(schema: Parameters<typeof firstError>[0], input: unknown) {
  const message = firstError(schema, input);
  if (message) throw new AppError('validation', message);
}

const errorCode = (err: unknown) =>
  err instanceof APIError ? (err.body?.code as string | undefined) : undefined;

/**
 * Customer or business sign-up (whichever site `ctx.auth` serves). Who may call: anyone who
 * passes the bot check. The account starts unverified and signed out (spec §4).
 */
export async function signUp(
  ctx: AccountsContext,
  input: SignUpRequest,
  headers: Headers,
): Promise<string> {
  const business = ctx.audience === 'business';
  // A business sign-up from a team invitation joins the inviting company instead of creating one.
  const viaInvite = business && Boolean(input.inviteToken);
  validate(business && !viaInvite ? businessSignUpSchema : signUpSchema, input);
  const { name, email, password, companyName } = input as Required<SignUpRequest>;
  if (!(await ctx.botCheck.verify(input.botCheck)))
    throw new AppError('forbidden', BOT_CHECK_FAILED);
  // The spec shows this message (it is the one place the product says an email is known).
  if (await findUserByEmail(ctx.db, email)) throw new AppError('conflict', EMAIL_IN_USE);
  const invite = viaInvite ? await checkInviteForSignUp(ctx.db, input.inviteToken!, email) : null;
  try {
    const { user } = await ctx.auth.api.signUpEmail({
      body: { name: name.trim(), email, password },
      headers,
    });
    if (invite) await invite.join(user.id);
    else if (business)
      await createPendingCompany(ctx.db, { userId: user.id, companyName: companyName.trim() });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (
      errorCode(err) === 'USER_ALREADY_EXISTS' ||
      errorCode(err) === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
    ) {
      throw new AppError('conflict', EMAIL_IN_USE);
    }
    throw new AppError('bad_request', SIGN_UP_FAILED);
  }
  return SIGN_UP_SUCCESS;
}

/** Who may call: anyone. Unverified accounts are refused and sent the link again. */
export async function signIn(
  ctx: AccountsContext,
  input: SignInRequest,
  headers: Headers,
): Promise<WithCookies<AccountUser | { twoFactorMethods: TwoFactorMethods }>> {
  validate(loginSchema, input);
  const { email, password, rememberMe } = input as Required<SignInRequest>;
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
 * The one place a request's session is read (every "who is asking" in the API goes through here):
 * better-auth's session of this site, with the rules it does not know. An admin's session older
 * than ADMIN_SESSION_LIFETIME_MS is over: it is deleted (so better-auth's own endpoints, called
 * after this, find none either) and the request is treated as signed out.
 */
export async function currentSession(
  ctx: Pick<AccountsContext, 'auth' | 'db'>,
  headers: Headers,
  now = new Date(),
): Promise<CurrentSession | null> {
  const found = await ctx.auth.api.getSession({ headers });
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

/** The signed-in user of this request on this site, or null. Who may call: anyone. */
export async function sessionUser(
  ctx: AccountsContext,
  headers: Headers,
): Promise<AccountUser | null> {
  const found = await currentSession(ctx, headers);
  if (!found) return null;
  const { user } = found;
  if (user.audience === 'customer') {
    const now = new Date();
    await stampCustomerActivity(
      ctx.db,
      user.id,
      now,
      new Date(now.getTime() - ACTIVITY_STAMP_EVERY_MS),
    );
  }
  return user;
}

/** How often the customer's last-active stamps are refreshed at most. */
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

export async function signOut(ctx: AccountsContext, headers: Headers): Promise<string[]> {
  try {
    const { headers: replyHeaders } = await ctx.auth.api.signOut({ headers, returnHeaders: true });
    return replyHeaders.getSetCookie();
  } catch {
    // No session: signing out is already done.
    return [];
  }
}

/** The link from the verification email. Who may call: whoever holds the emailed token. */
export async function verifyEmail(ctx: AccountsContext, token: string): Promise<string> {
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
    return EMAIL_VERIFIED;
  } catch (err) {
    const code = errorCode(err);
    if (code === 'TOKEN_EXPIRED') throw new AppError('bad_request', EMAIL_LINK_EXPIRED);
    throw new AppError('bad_request', EMAIL_LINK_INVALID);
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
 * Who may call: anyone. The same answer whether or not the email is known (spec §8), and the
 * mail only goes to accounts of this site's audience.
 */
export async function forgotPassword(
  ctx: AccountsContext,
  input: { email?: string | undefined },
  headers: Headers,
) {
  validate(forgotPasswordSchema, input);
  const email = input.email!;
  const owner = await findUserByEmail(ctx.db, email);
  if (owner?.audience === ctx.audience) {
    await ctx.auth.api.requestPasswordReset({ body: { email }, headers }).catch(() => undefined);
  }
  return FORGOT_PASSWORD_SUCCESS;
}

/** Who may call: whoever holds the emailed reset token. */
export async function resetPassword(
  ctx: AccountsContext,
  input: ResetPasswordRequest,
): Promise<void> {
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
