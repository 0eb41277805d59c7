import type { SignUpRequest } from '@stepup/contracts';
import {
  BOT_CHECK_FAILED,
  EMAIL_IN_USE,
  EMAIL_IN_USE_LOG,
  PASSWORD_RULE,
  SIGN_UP_FAILED,
  SIGN_UP_SUCCESS,
  businessSignUpSchema,
  signUpSchema,
  WEAK_PASSWORD_LOG,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { browserOf } from '../../context/browser-credentials';
import { validate } from '../../context/validate';
import { checkInviteForSignUp, joinInvitedCompany } from '../team/service';
import { accountRateRules } from './rate-rules';
import { createPendingCompany, findUserByEmail } from './repository';
import { errorCode } from './service';

/**
 * Customer or business sign-up (whichever site `ctx.auth` serves). Who may call: anyone who
 * passes the bot check, within the per-address limit. The account starts unverified and signed
 * out. A business sign-up from a team invitation asks the team module whether the invitation is
 * open for this email, and joins the inviting company instead of creating one.
 */
export async function signUp(ctx: AppContext, actor: Actor, input: SignUpRequest): Promise<string> {
  await ctx.limiter.hit(accountRateRules.signUpPerIp, actor.ip);
  const business = ctx.audience === 'business';
  const viaInvite = business && Boolean(input.inviteToken);
  try {
    validate(business && !viaInvite ? businessSignUpSchema : signUpSchema, input);
  } catch (err) {
    if (err instanceof AppError && err.message === PASSWORD_RULE) logRefusal(ctx, 'weak-password');
    throw err;
  }
  const { name, email, password, companyName } = input as Required<SignUpRequest>;
  if (!(await ctx.botCheck.verify(input.botCheck)))
    throw new AppError('forbidden', BOT_CHECK_FAILED);
  // The one place the product says an email is known.
  if (await findUserByEmail(ctx.db, email)) {
    logRefusal(ctx, 'email-in-use');
    throw new AppError('conflict', EMAIL_IN_USE);
  }
  const invite = viaInvite
    ? await checkInviteForSignUp(ctx, { token: input.inviteToken!, email })
    : null;
  const headers = browserOf(actor).forAuth();
  try {
    const { user } = await ctx.auth.api.signUpEmail({
      body: { name: name.trim(), email, password },
      headers,
    });
    if (invite) await joinInvitedCompany(ctx, { inviteId: invite.inviteId, userId: user.id });
    else if (business)
      await createPendingCompany(ctx.db, { userId: user.id, companyName: companyName.trim() });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (
      errorCode(err) === 'USER_ALREADY_EXISTS' ||
      errorCode(err) === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
    ) {
      logRefusal(ctx, 'email-in-use');
      throw new AppError('conflict', EMAIL_IN_USE);
    }
    throw new AppError('bad_request', SIGN_UP_FAILED);
  }
  return SIGN_UP_SUCCESS;
}

/**
 * The sign-up refusals the product logs only (docs/product.md#sign-up: 'Please choose a stronger
 * password.', 'Email is already in use'), as structured lines. Neither the password nor the
 * email is written: which rule refused and on which site say enough to count them.
 */
function logRefusal(ctx: AppContext, reason: 'weak-password' | 'email-in-use') {
  ctx.log.info(
    { event: 'sign-up-refused', reason, audience: ctx.audience },
    reason === 'weak-password' ? WEAK_PASSWORD_LOG : EMAIL_IN_USE_LOG,
  );
}
