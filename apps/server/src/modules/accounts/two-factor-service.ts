import { createHmac, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { AccountUser, TwoFactorMethods } from '@stepup/contracts';
import {
  MISSING_USER_DATA,
  NO_TEXT_MESSAGE_NUMBER,
  PHONE_NUMBER_TAKEN,
  SIGN_IN_STEP_EXPIRED,
  TEXT_MESSAGE_ALREADY_ON,
  TWO_FACTOR_CODE_WRONG,
  LOGIN_CREDENTIALS_INCORRECT,
  TWO_FACTOR_REVERTED,
  fieldErrors,
  maskPhoneNumber,
  phoneEnrolmentSchema,
  twoFactorCodeText,
} from '@stepup/domain';
import type { Database } from '@stepup/db';
import { secondFactorAddedMessage } from '@stepup/email';
import { AppError } from '../../app-error';
import { requireSignedIn } from '../../context/access';
import type { Actor, SignedInActor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { BrowserCredentials, browserOf } from '../../context/browser-credentials';
import { findBrand } from '../content/brand';
import type { SmsSender } from '../sms/sms-sender';
import { UNDO_LINK_LIFETIME_MS } from './profile-service';
import { accountRateRules } from './rate-rules';
import {
  clearPhoneNumber,
  consumeUndoToken,
  createUndoToken,
  findPendingSignInUserId,
  findSecondFactorMethods,
  findUserById,
  markPhoneNumberVerified,
  removeSecondFactor,
  storeUnverifiedPhoneNumber,
} from './repository';
import type { WithCookies } from './service';
import {
  EMAIL_LINK_INVALID,
  currentSession,
  stampActivity,
  toAccountUser,
  toTwoFactorMethods,
} from './service';

export const TEXT_CODE_LIFETIME_MINUTES = 3;

const providerMessage = (err: unknown) => (err instanceof APIError ? err.body?.message : undefined);

/**
 * Step 1 of enrolling an authenticator app. Who may call: the signed-in user, with their password.
 * The secret stays unconfirmed (not asked for at sign-in) until `confirmTwoFactor` sees a code.
 * Every use case that checks the password counts each attempt per address (first) and against the
 * account, so a stolen session cannot guess it.
 */
export async function startTwoFactor(
  ctx: AppContext,
  actor: Actor,
  { password }: { password?: string | undefined },
) {
  await ctx.limiter.hit(accountRateRules.passwordCheckPerIp, actor.ip);
  const signedIn = requireSignedIn(actor);
  await ctx.limiter.hit(accountRateRules.passwordCheckPerAccount, signedIn.user.id);
  if (!password) throw new AppError('validation', LOGIN_CREDENTIALS_INCORRECT);
  const issuer = (await findBrand(ctx.db)).siteName;
  const headers = browserOf(signedIn).forAuth();
  try {
    const result = await ctx.auth.api.enableTwoFactor({
      body: { password, issuer, method: 'totp' },
      headers,
    });
    if (result.method !== 'totp') throw new AppError('internal', LOGIN_CREDENTIALS_INCORRECT);
    return { totpURI: result.totpURI, backupCodes: result.backupCodes };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('bad_request', providerMessage(err) ?? LOGIN_CREDENTIALS_INCORRECT);
  }
}

/**
 * Step 2: the first code from the app turns the second factor on. Who may call: the signed-in
 * user, within the per-address limit of codes.
 */
export async function confirmTwoFactor(
  ctx: AppContext,
  actor: Actor,
  { code }: { code?: string | undefined },
): Promise<WithCookies<AccountUser>> {
  await ctx.limiter.hit(accountRateRules.twoFactorPerIp, actor.ip);
  const browser = browserOf(requireSignedIn(actor));
  try {
    const { headers: replyHeaders } = await ctx.auth.api.verifyTOTP({
      body: { code: code ?? '' },
      headers: browser.forAuth(),
      returnHeaders: true,
    });
    return await secondFactorAdded(ctx, browser, replyHeaders.getSetCookie());
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('bad_request', TWO_FACTOR_CODE_WRONG);
  }
}

async function sendSecondFactorAddedNotice(ctx: AppContext, user: AccountUser) {
  const token = await createUndoToken(
    ctx.db,
    'revert-two-factor',
    { userId: user.id },
    new Date(ctx.clock().getTime() + UNDO_LINK_LIFETIME_MS),
  );
  const revertUrl = ctx.actionLink('revertSecondFactorAddition', token);
  await ctx.mailer.send(
    user.email,
    'second-factor-added',
    secondFactorAddedMessage(await findBrand(ctx.db), { name: user.name, revertUrl }),
  );
}

/**
 * The "this was not me" link of that notice. Who may call: whoever holds the emailed token, within
 * the per-address limit of the emailed links. The second factor goes and every session ends.
 */
export async function revertSecondFactor(
  ctx: AppContext,
  actor: Actor,
  { token }: { token: string },
): Promise<string> {
  await ctx.limiter.hit(accountRateRules.verifyPerIp, actor.ip);
  const claim = await consumeUndoToken<{ userId: string }>(ctx.db, 'revert-two-factor', token);
  if (!claim) throw new AppError('bad_request', EMAIL_LINK_INVALID);
  await removeSecondFactor(ctx.db, claim.userId);
  await clearPhoneNumber(ctx.db, claim.userId);
  return TWO_FACTOR_REVERTED;
}

/**
 * The words of the texted code (the brand is a site setting). Called by better-auth's
 * `sendOTP` with the account it is sending for; the number is the one stored on the account.
 */
export async function sendTwoFactorCodeText(
  db: Database,
  sms: SmsSender,
  userId: string,
  code: string,
) {
  const stored = await findUserById(db, userId);
  if (!stored?.phoneNumber) throw new Error('no mobile number for text-message codes');
  const { siteName } = await findBrand(db);
  await sms.send(
    stored.phoneNumber,
    'two-factor-code',
    twoFactorCodeText(siteName, code, TEXT_CODE_LIFETIME_MINUTES),
  );
}

/**
 * Step 1 of text-message codes. Who may call: the signed-in user, with their password. The
 * number is kept unverified and a code is texted to it; `confirmTextMessageTwoFactor` turns it on.
 * Each attempt counts per address (codes, texts, password checks, in that order), then as a
 * password check of the account; each texted code counts against the account too.
 */
export async function startTextMessageTwoFactor(
  ctx: AppContext,
  actor: Actor,
  input: { password?: string | undefined; phoneNumber?: string | undefined },
): Promise<{ sentTo: string }> {
  await ctx.limiter.hit(accountRateRules.twoFactorPerIp, actor.ip);
  await ctx.limiter.hit(accountRateRules.textCodePerIp, actor.ip);
  await ctx.limiter.hit(accountRateRules.passwordCheckPerIp, actor.ip);
  const signedIn = requireSignedIn(actor);
  const { user } = signedIn;
  await ctx.limiter.hit(accountRateRules.passwordCheckPerAccount, user.id);
  const problems = fieldErrors(phoneEnrolmentSchema, input);
  const first = problems.phoneNumber ?? problems.password;
  if (first) throw new AppError('validation', first, problems);
  const { phoneNumber, password } = phoneEnrolmentSchema.parse(input);
  const stored = await findUserById(ctx.db, user.id);
  if (stored?.phoneNumberVerified === true) {
    throw new AppError('conflict', TEXT_MESSAGE_ALREADY_ON);
  }
  const browser = browserOf(signedIn);
  // The password is checked by better-auth (the same check as turning the factor off).
  if (!(await passwordIsRight(ctx, browser, password))) {
    throw new AppError('bad_request', LOGIN_CREDENTIALS_INCORRECT);
  }
  await ctx.limiter.hit(accountRateRules.textCodePerAccount, user.id);
  if (!(await storeUnverifiedPhoneNumber(ctx.db, user.id, phoneNumber))) {
    throw new AppError('conflict', PHONE_NUMBER_TAKEN, { phoneNumber: PHONE_NUMBER_TAKEN });
  }
  await sendCode(ctx, browser);
  return { sentTo: maskPhoneNumber(phoneNumber) };
}

/**
 * Whether the signed-in actor knows the account's password and holds its authenticator app (its
 * current code), as at sign-in — for another module's use case that has already checked who may
 * ask (the admin's confirmation of identity). Nothing changes either way: the session stays as
 * it is. An account without a confirmed authenticator app cannot answer (better-auth's code check
 * would confirm a half-finished enrolment).
 */
export async function checkPasswordAndAuthenticatorCode(
  ctx: AppContext,
  actor: Pick<SignedInActor, 'user' | 'browser'>,
  { password, code }: { password: string; code: string },
): Promise<'right' | 'wrong' | 'no-authenticator'> {
  const browser = browserOf(actor);
  if (!(await findSecondFactorMethods(ctx.db, actor.user.id)).authenticator)
    return 'no-authenticator';
  if (!(await passwordIsRight(ctx, browser, password))) return 'wrong';
  try {
    await ctx.auth.api.verifyTOTP({ body: { code }, headers: browser.forAuth() });
    return 'right';
  } catch {
    return 'wrong';
  }
}

async function passwordIsRight(ctx: AppContext, browser: BrowserCredentials, password: string) {
  try {
    await ctx.auth.api.verifyPassword({ body: { password }, headers: browser.forAuth() });
    return true;
  } catch {
    return false;
  }
}

async function sendCode(ctx: AppContext, browser: BrowserCredentials) {
  try {
    await ctx.auth.api.sendTwoFactorOTP({ body: {}, headers: browser.forAuth() });
  } catch (err) {
    throw new AppError('unauthenticated', providerMessage(err) ?? SIGN_IN_STEP_EXPIRED);
  }
}

/**
 * Step 2: the texted code turns two-step sign-in on (or adds text messages to an authenticator
 * app already on) and the number becomes verified. Who may call: the signed-in user, within the
 * per-address limit of codes.
 */
export async function confirmTextMessageTwoFactor(
  ctx: AppContext,
  actor: Actor,
  { code }: { code?: string | undefined },
): Promise<WithCookies<AccountUser>> {
  await ctx.limiter.hit(accountRateRules.twoFactorPerIp, actor.ip);
  const signedIn = requireSignedIn(actor);
  const stored = await findUserById(ctx.db, signedIn.user.id);
  if (!stored?.phoneNumber) throw new AppError('bad_request', TWO_FACTOR_CODE_WRONG);
  const browser = browserOf(signedIn);
  let cookies: string[];
  try {
    const { headers: replyHeaders } = await ctx.auth.api.verifyTwoFactorOTP({
      body: { code: code ?? '' },
      headers: browser.forAuth(),
      returnHeaders: true,
    });
    cookies = replyHeaders.getSetCookie();
  } catch {
    throw new AppError('bad_request', TWO_FACTOR_CODE_WRONG);
  }
  await markPhoneNumberVerified(ctx.db, signedIn.user.id);
  return secondFactorAdded(ctx, browser, cookies);
}

/**
 * After a second factor was turned on: better-auth replaced the session, so the user is read
 * through the new cookie; the account's email is told, with a link that undoes it.
 */
async function secondFactorAdded(
  ctx: AppContext,
  browser: BrowserCredentials,
  cookies: string[],
): Promise<WithCookies<AccountUser>> {
  const next = browser.forAuth();
  if (cookies.length > 0) next.set('cookie', cookies.map((c) => c.split(';')[0]).join('; '));
  const session = await currentSession(ctx, new BrowserCredentials(next), ctx.clock());
  if (!session) throw new AppError('unauthenticated', MISSING_USER_DATA);
  const { user } = session;
  await sendSecondFactorAddedNotice(ctx, user);
  return { result: user, setCookies: cookies };
}

/** What the signed-in user has on (for the settings). Who may call: the signed-in user. */
export async function twoFactorMethodsOf(ctx: AppContext, actor: Actor): Promise<TwoFactorMethods> {
  const { user } = requireSignedIn(actor);
  return toTwoFactorMethods(await findSecondFactorMethods(ctx.db, user.id));
}

/**
 * Sign-in step 2 by text message: texts a code to the account's verified number. Who may call:
 * the holder of the two-factor cookie set by a correct password; every texted code counts per
 * address (first) and against the account.
 */
export async function sendSignInTextCode(
  ctx: AppContext,
  actor: Actor,
): Promise<{ sentTo: string }> {
  await ctx.limiter.hit(accountRateRules.textCodePerIp, actor.ip);
  const browser = browserOf(actor);
  const userId = await pendingSignInUserId(ctx, browser);
  if (!userId) throw new AppError('unauthenticated', SIGN_IN_STEP_EXPIRED);
  const { phoneNumber } = await findSecondFactorMethods(ctx.db, userId);
  if (!phoneNumber) throw new AppError('bad_request', NO_TEXT_MESSAGE_NUMBER);
  await ctx.limiter.hit(accountRateRules.textCodePerAccount, userId);
  await sendCode(ctx, browser);
  return { sentTo: maskPhoneNumber(phoneNumber) };
}

/**
 * Sign-in step 2: the texted code. Who may call: the holder of the two-factor cookie, within the
 * per-address limit of codes; only an account with a verified number (a code is only ever texted
 * to one).
 */
export async function verifySignInTextCode(
  ctx: AppContext,
  actor: Actor,
  { code }: { code?: string | undefined },
): Promise<WithCookies<AccountUser>> {
  await ctx.limiter.hit(accountRateRules.twoFactorPerIp, actor.ip);
  const browser = browserOf(actor);
  const userId = await pendingSignInUserId(ctx, browser);
  if (!userId) throw new AppError('unauthenticated', SIGN_IN_STEP_EXPIRED);
  if (!(await findSecondFactorMethods(ctx.db, userId)).phoneNumber) {
    throw new AppError('unauthenticated', TWO_FACTOR_CODE_WRONG);
  }
  try {
    const { headers: replyHeaders, response } = await ctx.auth.api.verifyTwoFactorOTP({
      body: { code: code ?? '' },
      headers: browser.forAuth(),
      returnHeaders: true,
    });
    const user = (response as { user?: Parameters<typeof toAccountUser>[0] }).user;
    if (!user) throw new AppError('unauthenticated', TWO_FACTOR_CODE_WRONG);
    return { result: toAccountUser(user), setCookies: replyHeaders.getSetCookie() };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Locked after too many wrong codes: better-auth's words say so (and what to do).
    if (err instanceof APIError && err.status === 'TOO_MANY_REQUESTS') {
      throw new AppError('rate_limited', providerMessage(err) ?? TWO_FACTOR_CODE_WRONG);
    }
    throw new AppError('unauthenticated', TWO_FACTOR_CODE_WRONG);
  }
}

/**
 * The account of the half-finished sign-in this browser carries: better-auth's two-factor cookie
 * holds a verification identifier signed with the auth secret (HMAC-SHA256, base64), checked
 * here before the identifier is looked up. better-auth checks it again on every call.
 */
async function pendingSignInUserId(
  ctx: AppContext,
  browser: BrowserCredentials,
): Promise<string | undefined> {
  const authContext = await ctx.auth.$context;
  const raw = browser.cookie(authContext.createAuthCookie('two_factor').name);
  if (!raw) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const identifier = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', authContext.secret).update(identifier).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    return undefined;
  }
  return findPendingSignInUserId(ctx.db, identifier);
}

/**
 * Who may call: the signed-in user, with their password (a password check, counted per address
 * first, then against the account). Answers the user as this browser's session reads after the
 * change (better-auth replaced the session).
 */
export async function disableTwoFactor(
  ctx: AppContext,
  actor: Actor,
  { password }: { password?: string | undefined },
): Promise<WithCookies<AccountUser | null>> {
  await ctx.limiter.hit(accountRateRules.passwordCheckPerIp, actor.ip);
  const signedIn = requireSignedIn(actor);
  await ctx.limiter.hit(accountRateRules.passwordCheckPerAccount, signedIn.user.id);
  if (!password) throw new AppError('validation', LOGIN_CREDENTIALS_INCORRECT);
  const browser = browserOf(signedIn);
  let setCookies: string[];
  try {
    const { headers: replyHeaders } = await ctx.auth.api.disableTwoFactor({
      body: { password },
      headers: browser.forAuth(),
      returnHeaders: true,
    });
    // Off means off for every way: the number for text-message codes goes too.
    await clearPhoneNumber(ctx.db, signedIn.user.id);
    setCookies = replyHeaders.getSetCookie();
  } catch (err) {
    throw new AppError('bad_request', providerMessage(err) ?? LOGIN_CREDENTIALS_INCORRECT);
  }
  const after = await currentSession(ctx, browser, ctx.clock());
  if (after) await stampActivity(ctx, after.user);
  return { result: after?.user ?? null, setCookies };
}

/**
 * Sign-in step 2, after the password was right: the code from the app (or a backup code). Who may
 * call: the holder of the short-lived two-factor cookie set by sign-in, within the per-address
 * limit of codes.
 */
export async function verifyTwoFactorSignIn(
  ctx: AppContext,
  actor: Actor,
  { code, backupCode }: { code?: string | undefined; backupCode?: string | undefined },
): Promise<WithCookies<AccountUser>> {
  await ctx.limiter.hit(accountRateRules.twoFactorPerIp, actor.ip);
  const headers = browserOf(actor).forAuth();
  try {
    const call = backupCode
      ? ctx.auth.api.verifyBackupCode({ body: { code: backupCode }, headers, returnHeaders: true })
      : ctx.auth.api.verifyTOTP({ body: { code: code ?? '' }, headers, returnHeaders: true });
    const { headers: replyHeaders, response } = await call;
    const user = (response as { user?: Parameters<typeof toAccountUser>[0] }).user;
    if (!user) throw new AppError('unauthenticated', TWO_FACTOR_CODE_WRONG);
    return { result: toAccountUser(user), setCookies: replyHeaders.getSetCookie() };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('unauthenticated', TWO_FACTOR_CODE_WRONG);
  }
}
