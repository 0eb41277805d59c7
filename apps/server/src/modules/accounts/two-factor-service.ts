import { APIError } from 'better-auth/api';
import type { AccountUser } from '@stepup/contracts';
import { MISSING_USER_DATA, TWO_FACTOR_REVERTED } from '@stepup/domain';
import { secondFactorAddedMessage } from '@stepup/email';
import { AppError } from '../../app-error';
import { findSiteSettings } from '../content/repository';
import { UNDO_LINK_LIFETIME_MS, requireSignedIn } from './profile-service';
import { consumeUndoToken, createUndoToken, removeSecondFactor } from './repository';
import type { AccountsContext, WithCookies } from './service';
import { EMAIL_LINK_INVALID, toAccountUser } from './service';

/** Not in the spec. */
export const TWO_FACTOR_CODE_WRONG = 'That code is not right. Please try again.';
export const TWO_FACTOR_PASSWORD_WRONG = 'Login credentials are incorrect';

const providerMessage = (err: unknown) => (err instanceof APIError ? err.body?.message : undefined);

/**
 * Step 1 of enrolling an authenticator app. Who may call: the signed-in user, with their password.
 * The secret stays unconfirmed (not asked for at sign-in) until `confirmTwoFactor` sees a code.
 */
export async function startTwoFactor(
  ctx: AccountsContext,
  headers: Headers,
  password: string | undefined,
) {
  await requireSignedIn(ctx, headers);
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
    const cookies = replyHeaders.getSetCookie();
    // Turning the factor on replaces the session; read the user through the new cookie.
    const next = new Headers(headers);
    next.set(
      'cookie',
      cookies.map((c) => c.split(';')[0]).join('; ') || (headers.get('cookie') ?? ''),
    );
    const session = await ctx.auth.api.getSession({ headers: next });
    if (!session) throw new AppError('unauthenticated', MISSING_USER_DATA);
    const user = toAccountUser(session.user);
    await sendSecondFactorAddedNotice(ctx, user);
    return { result: user, setCookies: cookies };
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
  return TWO_FACTOR_REVERTED;
}

/** Who may call: the signed-in user, with their password. */
export async function disableTwoFactor(
  ctx: AccountsContext,
  headers: Headers,
  password: string | undefined,
) {
  await requireSignedIn(ctx, headers);
  if (!password) throw new AppError('validation', TWO_FACTOR_PASSWORD_WRONG);
  try {
    const { headers: replyHeaders } = await ctx.auth.api.disableTwoFactor({
      body: { password },
      headers,
      returnHeaders: true,
    });
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
