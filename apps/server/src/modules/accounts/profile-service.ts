import { APIError } from 'better-auth/api';
import type { ChangePasswordRequest, Profile } from '@stepup/contracts';
import {
  EMAIL_CHANGE_RECENT_LOGIN,
  EMAIL_IN_USE,
  EMAIL_REVERTED,
  FAILED_TO_UPDATE,
  FAILED_TO_UPDATE_EMAIL,
  FAILED_TO_UPDATE_PASSWORD,
  PASSWORD_CHANGE_RECENT_LOGIN,
  UPDATE_SUCCESSFUL,
  accountClosing,
  emailUpdateSchema,
  nameUpdateSchema,
  passwordChangeFormSchema,
} from '@stepup/domain';
import { emailChangeNoticeMessage } from '@stepup/email';
import { AppError } from '../../app-error';
import { requireSignedIn } from '../../context/access';
import type { Actor, SignedInActor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { browserOf } from '../../context/browser-credentials';
import { validate } from '../../context/validate';
import { findBrand } from '../content/brand';
import { accountRateRules } from './rate-rules';
import {
  consumeUndoToken,
  createUndoToken,
  deleteCompaniesLeftBehind,
  eraseCustomerPersonalData,
  findMembershipsForClosing,
  findUserByEmail,
  findUserById,
  keepSignInTime,
  revertEmail,
  setPendingEmail,
  updateName,
} from './repository';
import type { WithCookies } from './service';
import { EMAIL_LINK_INVALID } from './service';

/** How long an emailed "this was not me" link can undo a security change. */
export const UNDO_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Sensitive changes need a sign-in within this long (better-auth's default fresh age). */
const FRESH_SESSION_MS = 24 * 60 * 60 * 1000;

const isFresh = (ctx: AppContext, signedIn: SignedInActor) =>
  ctx.clock().getTime() - signedIn.session.signedInAt.getTime() < FRESH_SESSION_MS;

/** Who may call: the signed-in user, for themselves. */
export async function getProfile(ctx: AppContext, actor: Actor): Promise<Profile> {
  const { user } = requireSignedIn(actor);
  const stored = await findUserById(ctx.db, user.id);
  return { name: user.name, email: user.email, pendingEmail: stored?.pendingEmail ?? null };
}

/**
 * Who may call: the signed-in user, for themselves; every attempt counts per address (first) and
 * against the account.
 */
export async function changeName(
  ctx: AppContext,
  actor: Actor,
  { name }: { name?: string | undefined },
): Promise<string> {
  await ctx.limiter.hit(accountRateRules.nameChangePerIp, actor.ip);
  const { user } = requireSignedIn(actor);
  await ctx.limiter.hit(accountRateRules.nameChangePerAccount, user.id);
  validate(nameUpdateSchema, { userId: user.id, name });
  try {
    await updateName(ctx.db, user.id, name!.trim());
  } catch {
    throw new AppError('internal', FAILED_TO_UPDATE);
  }
  return UPDATE_SUCCESSFUL;
}

/**
 * Who may call: the signed-in user, recently signed in. The new address gets a confirmation link
 * and stays pending until it is followed; the old address is told. Every attempt counts per
 * address (first) and against the account: each one mails two addresses, and an address in use
 * is refused as such.
 */
export async function changeEmail(
  ctx: AppContext,
  actor: Actor,
  { newEmail }: { newEmail?: string | undefined },
): Promise<string> {
  await ctx.limiter.hit(accountRateRules.emailChangePerIp, actor.ip);
  const signedIn = requireSignedIn(actor);
  await ctx.limiter.hit(accountRateRules.emailChangePerAccount, signedIn.user.id);
  validate(emailUpdateSchema, { userId: signedIn.user.id, newEmail });
  if (!isFresh(ctx, signedIn)) throw new AppError('forbidden', EMAIL_CHANGE_RECENT_LOGIN);
  const email = newEmail!.trim();
  if (email.toLowerCase() === signedIn.user.email.toLowerCase()) return UPDATE_SUCCESSFUL;
  if (await findUserByEmail(ctx.db, email)) throw new AppError('conflict', EMAIL_IN_USE);
  const headers = browserOf(signedIn).forAuth();
  try {
    await ctx.auth.api.changeEmail({ body: { newEmail: email }, headers });
  } catch {
    throw new AppError('bad_request', FAILED_TO_UPDATE_EMAIL);
  }
  await setPendingEmail(ctx.db, signedIn.user.id, email);
  const token = await createUndoToken(
    ctx.db,
    'recover-email',
    { userId: signedIn.user.id, oldEmail: signedIn.user.email },
    new Date(ctx.clock().getTime() + UNDO_LINK_LIFETIME_MS),
  );
  const recoverUrl = ctx.actionLink('recoverEmail', token);
  await ctx.mailer.send(
    signedIn.user.email,
    'email-change-notice',
    emailChangeNoticeMessage(await findBrand(ctx.db), {
      name: signedIn.user.name,
      newEmail: email,
      recoverUrl,
    }),
  );
  return UPDATE_SUCCESSFUL;
}

/**
 * Who may call: the signed-in user, recently signed in, knowing the current password. Every
 * session of the account ends, this one included; better-auth opens a new one for this browser,
 * whose cookie comes back with the reply (without it, the browser that changed the password would
 * be signed out by its own change). Every attempt counts as a password check, per address (first)
 * and against the account.
 */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: ChangePasswordRequest,
): Promise<WithCookies<string>> {
  await ctx.limiter.hit(accountRateRules.passwordCheckPerIp, actor.ip);
  const signedIn = requireSignedIn(actor);
  await ctx.limiter.hit(accountRateRules.passwordCheckPerAccount, signedIn.user.id);
  validate(passwordChangeFormSchema, {
    currentPassword: input.currentPassword ?? '',
    newPassword: input.newPassword ?? '',
    retypePassword: input.retypePassword ?? '',
  });
  if (!isFresh(ctx, signedIn)) throw new AppError('forbidden', PASSWORD_CHANGE_RECENT_LOGIN);
  const headers = browserOf(signedIn).forAuth();
  let replaced: { token: string | null; setCookies: string[] };
  try {
    const { headers: replyHeaders, response } = await ctx.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword!,
        newPassword: input.newPassword!,
        revokeOtherSessions: true,
      },
      headers,
      returnHeaders: true,
    });
    replaced = { token: response.token, setCookies: replyHeaders.getSetCookie() };
  } catch (err) {
    // A failed current-password check answers with the provider's message (docs/product.md#passwords).
    const providerMessage = err instanceof APIError ? err.body?.message : undefined;
    throw new AppError('bad_request', providerMessage || FAILED_TO_UPDATE_PASSWORD);
  }
  // The new session continues the old one's sign-in: a password change asks for no second factor,
  // so it must not count as a recent sign-in (fresh-session rule, an admin's session lifetime).
  if (replaced.token) await keepSignInTime(ctx.db, replaced.token, signedIn.session.signedInAt);
  return { result: UPDATE_SUCCESSFUL, setCookies: replaced.setCookies };
}

/**
 * Who may call: the signed-in user, recently signed in, for themselves, within the domain's
 * accountClosing rule (admins and the only owner of a trading company are refused). Their sign-in
 * and personal details go; vouchers already issued stay valid for whoever holds them, and with
 * payments stay as financial records without the buyer (ADR 029); a company that never traded goes
 * with its only owner.
 */
export async function closeAccount(ctx: AppContext, actor: Actor): Promise<string[]> {
  const signedIn = requireSignedIn(actor);
  if (!isFresh(ctx, signedIn)) throw new AppError('forbidden', EMAIL_CHANGE_RECENT_LOGIN);
  const closing = accountClosing({
    roleClass: signedIn.user.roleClass,
    memberships: await findMembershipsForClosing(ctx.db, signedIn.user.id),
  });
  if (!closing.allowed) throw new AppError('conflict', closing.message);
  // First, while the rows still name the account: afterwards nothing links them to it.
  const stored = await findUserById(ctx.db, signedIn.user.id);
  await eraseCustomerPersonalData(
    ctx.db,
    {
      userId: signedIn.user.id,
      email: signedIn.user.email,
      phoneNumber: stored?.phoneNumber ?? null,
    },
    ctx.clock(),
  );
  const { headers: replyHeaders } = await ctx.auth.api.deleteUser({
    body: {},
    headers: browserOf(signedIn).forAuth(),
    returnHeaders: true,
  });
  await deleteCompaniesLeftBehind(ctx.db, closing.companyIdsToRemove);
  return replyHeaders.getSetCookie();
}

/**
 * The old address's "this was not me" link. Who may call: whoever holds that emailed token, within
 * the per-address limit of the emailed links. The old email comes back, a pending change is
 * cancelled and every session ends.
 */
export async function recoverEmail(
  ctx: AppContext,
  actor: Actor,
  { token }: { token: string },
): Promise<string> {
  await ctx.limiter.hit(accountRateRules.verifyPerIp, actor.ip);
  const claim = await consumeUndoToken<{ userId: string; oldEmail: string }>(
    ctx.db,
    'recover-email',
    token,
  );
  if (!claim || !(await revertEmail(ctx.db, claim))) {
    throw new AppError('bad_request', EMAIL_LINK_INVALID);
  }
  return EMAIL_REVERTED;
}
