import { createHmac, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { AccountUser, TwoFactorMethods } from '@stepup/contracts';
import {
  MISSING_USER_DATA,
  TWO_FACTOR_REVERTED,
  fieldErrors,
  maskPhoneNumber,
  phoneEnrolmentSchema,
} from '@stepup/domain';
import type { Database } from '@stepup/db';
import { secondFactorAddedMessage } from '@stepup/email';
import { AppError } from '../../app-error';
import type { CountAttempt } from '../../plugins/rate-limit';
import { findSiteSettings } from '../content/repository';
import type { SmsSender } from '../sms/service';
import { UNDO_LINK_LIFETIME_MS, requireSignedIn } from './profile-service';
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
import type { AccountsContext, WithCookies } from './service';
import { EMAIL_LINK_INVALID, currentSession, toAccountUser, toTwoFactorMethods } from './service';

/** Not in the spec. */
export const TWO_FACTOR_CODE_WRONG = 'That code is not right. Please try again.';
export const TWO_FACTOR_PASSWORD_WRONG = 'Login credentials are incorrect';
export const PHONE_NUMBER_TAKEN =
  'That mobile number already receives sign-in codes for another account. Please use another number.';
export const TEXT_MESSAGE_ALREADY_ON =
  'Text-message codes are already on for this account. To use another number, turn two-step sign-in off and on again.';
export const NO_TEXT_MESSAGE_NUMBER =
  'This account has no mobile number for text-message codes. Please use your authenticator app or a backup code.';
export const SIGN_IN_STEP_EXPIRED = 'Your sign-in has expired. Please sign in again.';
export const TEXT_CODE_LIFETIME_MINUTES = 3;

const providerMessage = (err: unknown) => (err instanceof APIError ? err.body?.message : undefined);

/**
 * Step 1 of enrolling an authenticator app. Who may call: the signed-in user, with their password.
 * The secret stays unconfirmed (not asked for at sign-in) until `confirmTwoFactor` sees a code.
 * Every endpoint that checks the password counts each attempt against the account
 * (`countPasswordCheck`), so a stolen session cannot guess it.
 */
export async function startTwoFactor(
  ctx: AccountsContext,
  headers: Headers,
  password: string | undefined,
  countPasswordCheck: CountAttempt,
) {
  const { user } = await requireSignedIn(ctx, headers);
  await countPasswordCheck(user.id);
  if (!password) throw new AppError('validation', TWO_FACTOR_PASSWORD_WRONG);
  const issuer = (await findSiteSettings(ctx.db))?.siteName ?? 'Vouchers';
  try {
    const result = await ctx.auth.api.enableTwoFactor({
      body: { password, issuer, method: 'totp' },
      headers,
    });
    if (result.method !== 'totp') throw new AppError('internal', TWO_FACTOR_PASSWORD_WRONG);
    return { totpURI: result.totpURI, backupCodes: result.backupCodes };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('bad_request', providerMessage(err) ?? TWO_FACTOR_PASSWORD_WRONG);
  }
}

/** Step 2: the first code from the app turns the second factor on. Who may call: the signed-in user. */
export async function confirmTwoFactor(
  ctx: AccountsContext,
  headers: Headers,
  code: string,
): Promise<WithCookies<AccountUser>> {
  await requireSignedIn(ctx, headers);
  try {
    const { headers: replyHeaders } = await ctx.auth.api.verifyTOTP({
      body: { code },
      headers,
      returnHeaders: true,
    });
    return await secondFactorAdded(ctx, headers, replyHeaders.getSetCookie());
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('bad_request', TWO_FACTOR_CODE_WRONG);
  }
}

async function sendSecondFactorAddedNotice(ctx: AccountsContext, user: AccountUser) {
  const token = await createUndoToken(
    ctx.db,
    'revert-two-factor',
    { userId: user.id },
    new Date(Date.now() + UNDO_LINK_LIFETIME_MS),
  );
  const brand = { siteName: (await findSiteSettings(ctx.db))?.siteName ?? 'Vouchers' };
  const revertUrl = ctx.actionLink('revertSecondFactorAddition', token);
  await ctx.mailer.send(
    user.email,
    'second-factor-added',
    secondFactorAddedMessage(brand, { name: user.name, revertUrl }),
  );
}

/**
 * The "this was not me" link of that notice. Who may call: whoever holds the emailed token. The
 * second factor goes and every session ends.
 */
export async function revertSecondFactor(ctx: AccountsContext, token: string): Promise<string> {
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
  const siteName = (await findSiteSettings(db))?.siteName ?? 'Vouchers';
  await sms.send(
    stored.phoneNumber,
    'two-factor-code',
    `${siteName} code: ${code}. It expires in ${TEXT_CODE_LIFETIME_MINUTES} minutes. Never share it.`,
  );
}

/**
 * Step 1 of text-message codes. Who may call: the signed-in user, with their password. The
 * number is kept unverified and a code is texted to it; `confirmTextMessageTwoFactor` turns it on.
 * Each attempt is a password check of the account; each texted code counts too (`countText`).
 */
export async function startTextMessageTwoFactor(
  ctx: AccountsContext,
  headers: Headers,
  input: { password?: string | undefined; phoneNumber?: string | undefined },
  { countText, countPasswordCheck }: { countText: CountAttempt; countPasswordCheck: CountAttempt },
): Promise<{ sentTo: string }> {
  const { user } = await requireSignedIn(ctx, headers);
  await countPasswordCheck(user.id);
  const problems = fieldErrors(phoneEnrolmentSchema, input);
  const first = problems.phoneNumber ?? problems.password;
  if (first) throw new AppError('validation', first, problems);
  const { phoneNumber, password } = phoneEnrolmentSchema.parse(input);
  const stored = await findUserById(ctx.db, user.id);
  if (stored?.phoneNumberVerified === true) {
    throw new AppError('conflict', TEXT_MESSAGE_ALREADY_ON);
  }
  // The password is checked by better-auth (the same check as turning the factor off).
  if (!(await passwordIsRight(ctx, headers, password))) {
    throw new AppError('bad_request', TWO_FACTOR_PASSWORD_WRONG);
  }
  await countText(user.id);
  if (!(await storeUnverifiedPhoneNumber(ctx.db, user.id, phoneNumber))) {
    throw new AppError('conflict', PHONE_NUMBER_TAKEN, { phoneNumber: PHONE_NUMBER_TAKEN });
  }
  await sendCode(ctx, headers);
  return { sentTo: maskPhoneNumber(phoneNumber) };
}

/**
 * Whether the signed-in user of `headers` knows the account's password and holds its
 * authenticator app (its current code), as at sign-in. Nothing changes either way: the session
 * stays as it is. An account without a confirmed authenticator app cannot answer (better-auth's
 * code check would confirm a half-finished enrolment).
 */
export async function checkPasswordAndAuthenticatorCode(
  ctx: AccountsContext,
  headers: Headers,
  userId: string,
  { password, code }: { password: string; code: string },
): Promise<'right' | 'wrong' | 'no-authenticator'> {
  if (!(await findSecondFactorMethods(ctx.db, userId)).authenticator) return 'no-authenticator';
  if (!(await passwordIsRight(ctx, headers, password))) return 'wrong';
  try {
    await ctx.auth.api.verifyTOTP({ body: { code }, headers });
    return 'right';
  } catch {
    return 'wrong';
  }
}

async function passwordIsRight(ctx: AccountsContext, headers: Headers, password: string) {
  try {
    await ctx.auth.api.verifyPassword({ body: { password }, headers });
    return true;
  } catch {
    return false;
  }
}

async function sendCode(ctx: AccountsContext, headers: Headers) {
  try {
    await ctx.auth.api.sendTwoFactorOTP({ body: {}, headers });
  } catch (err) {
    throw new AppError('unauthenticated', providerMessage(err) ?? SIGN_IN_STEP_EXPIRED);
  }
}

/**
 * Step 2: the texted code turns two-step sign-in on (or adds text messages to an authenticator
 * app already on) and the number becomes verified. Who may call: the signed-in user.
 */
export async function confirmTextMessageTwoFactor(
  ctx: AccountsContext,
  headers: Headers,
  code: string,
): Promise<WithCookies<AccountUser>> {
  const { user: before } = await requireSignedIn(ctx, headers);
  const stored = await findUserById(ctx.db, before.id);
  if (!stored?.phoneNumber) throw new AppError('bad_request', TWO_FACTOR_CODE_WRONG);
  let cookies: string[];
  try {
    const { headers: replyHeaders } = await ctx.auth.api.verifyTwoFactorOTP({
      body: { code },
      headers,
      returnHeaders: true,
    });
    cookies = replyHeaders.getSetCookie();
  } catch {
    throw new AppError('bad_request', TWO_FACTOR_CODE_WRONG);
  }
  await markPhoneNumberVerified(ctx.db, before.id);
  return secondFactorAdded(ctx, headers, cookies);
}

/**
 * After a second factor was turned on: better-auth replaced the session, so the user is read
 * through the new cookie; the account's email is told, with a link that undoes it.
 */
async function secondFactorAdded(
  ctx: AccountsContext,
  headers: Headers,
  cookies: string[],
): Promise<WithCookies<AccountUser>> {
  const next = new Headers(headers);
  if (cookies.length > 0) next.set('cookie', cookies.map((c) => c.split(';')[0]).join('; '));
  const session = await currentSession(ctx, next);
  if (!session) throw new AppError('unauthenticated', MISSING_USER_DATA);
  const { user } = session;
  await sendSecondFactorAddedNotice(ctx, user);
  return { result: user, setCookies: cookies };
}

/** What the signed-in user has on (for the settings). Who may call: the signed-in user. */
export async function twoFactorMethodsOf(
  ctx: AccountsContext,
  headers: Headers,
): Promise<TwoFactorMethods> {
  const { user } = await requireSignedIn(ctx, headers);
  return toTwoFactorMethods(await findSecondFactorMethods(ctx.db, user.id));
}

/**
 * Sign-in step 2 by text message: texts a code to the account's verified number. Who may call:
 * the holder of the two-factor cookie set by a correct password.
 */
export async function sendSignInTextCode(
  ctx: AccountsContext,
  headers: Headers,
  countText: CountAttempt,
): Promise<{ sentTo: string }> {
  const userId = await pendingSignInUserId(ctx, headers);
  if (!userId) throw new AppError('unauthenticated', SIGN_IN_STEP_EXPIRED);
  const { phoneNumber } = await findSecondFactorMethods(ctx.db, userId);
  if (!phoneNumber) throw new AppError('bad_request', NO_TEXT_MESSAGE_NUMBER);
  await countText(userId);
  await sendCode(ctx, headers);
  return { sentTo: maskPhoneNumber(phoneNumber) };
}

/**
 * Sign-in step 2: the texted code. Who may call: the holder of the two-factor cookie; only an
 * account with a verified number (a code is only ever texted to one).
 */
export async function verifySignInTextCode(
  ctx: AccountsContext,
  headers: Headers,
  code: string,
): Promise<WithCookies<AccountUser>> {
  const userId = await pendingSignInUserId(ctx, headers);
  if (!userId) throw new AppError('unauthenticated', SIGN_IN_STEP_EXPIRED);
  if (!(await findSecondFactorMethods(ctx.db, userId)).phoneNumber) {
    throw new AppError('unauthenticated', TWO_FACTOR_CODE_WRONG);
  }
  try {
    const { headers: replyHeaders, response } = await ctx.auth.api.verifyTwoFactorOTP({
      body: { code },
      headers,
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
 * The account of the half-finished sign-in this request carries: better-auth's two-factor cookie
 * holds a verification identifier signed with the auth secret (HMAC-SHA256, base64), checked
 * here before the identifier is looked up. better-auth checks it again on every call.
 */
async function pendingSignInUserId(
  ctx: AccountsContext,
  headers: Headers,
): Promise<string | undefined> {
  const authContext = await ctx.auth.$context;
  const name = authContext.createAuthCookie('two_factor').name;
  const raw = (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
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

/** Who may call: the signed-in user, with their password (a counted password check). */
export async function disableTwoFactor(
  ctx: AccountsContext,
  headers: Headers,
  password: string | undefined,
  countPasswordCheck: CountAttempt,
) {
  const signedIn = await requireSignedIn(ctx, headers);
  await countPasswordCheck(signedIn.user.id);
  if (!password) throw new AppError('validation', TWO_FACTOR_PASSWORD_WRONG);
  try {
    const { headers: replyHeaders } = await ctx.auth.api.disableTwoFactor({
      body: { password },
      headers,
      returnHeaders: true,
    });
    // Off means off for every way: the number for text-message codes goes too.
    await clearPhoneNumber(ctx.db, signedIn.user.id);
    return replyHeaders.getSetCookie();
  } catch (err) {
    throw new AppError('bad_request', providerMessage(err) ?? TWO_FACTOR_PASSWORD_WRONG);
  }
}

/**
 * Sign-in step 2, after the password was right: the code from the app (or a backup code). Who may
 * call: the holder of the short-lived two-factor cookie set by sign-in.
 */
export async function verifyTwoFactorSignIn(
  ctx: AccountsContext,
  headers: Headers,
  { code, backupCode }: { code?: string | undefined; backupCode?: string | undefined },
): Promise<WithCookies<AccountUser>> {
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
