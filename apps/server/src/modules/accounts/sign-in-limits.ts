import { BOT_CHECK_FAILED } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import type { RateRule } from '../../plugins/rate-limit';

const minutes = (n: number) => n * 60_000;

/**
 * Sign-in limits count failures, not attempts, so a stranger guessing cannot lock the owner out:
 * wrong passwords stop the guessing address for that account, and only many failures from many
 * addresses make the account ask everyone for the proof-of-work bot check, which its owner
 * passes by ticking a box.
 */
export const signInRateRules = {
  /** Every attempt from one address, right or wrong: a script trying many accounts. */
  attemptsPerIp: { name: 'sign-in:ip', limit: 50, windowMs: minutes(15) },
  /** Wrong passwords for one account from one address: stops that address only. */
  failuresPerAccountAndIp: { name: 'sign-in:account-ip', limit: 10, windowMs: minutes(15) },
  /** Wrong passwords for one account from anywhere: past this, the bot check is required. */
  failuresPerAccount: { name: 'sign-in:account', limit: 20, windowMs: minutes(15) },
} satisfies Record<string, RateRule>;

/**
 * Runs one sign-in attempt within the limits: refused early when this address has failed too
 * often for this account, or when the account asks for the bot check and none (or a used one)
 * came; a wrong password is counted against the account and the address; a right one clears
 * the address's failures.
 */
export async function withinSignInLimits<T>(
  ctx: Pick<AppContext, 'limiter' | 'botCheck'>,
  actor: Actor,
  { email, botCheckPayload }: { email: string | undefined; botCheckPayload: string | undefined },
  attempt: () => Promise<T>,
): Promise<T> {
  const { limiter, botCheck } = ctx;
  const { ip } = actor;
  await limiter.hit(signInRateRules.attemptsPerIp, ip);
  const account = email?.trim().toLowerCase();
  if (!account) return attempt();
  const accountAndIp = `${account}|${ip}`;
  await limiter.assertUnder(signInRateRules.failuresPerAccountAndIp, accountAndIp);
  if (await limiter.reached(signInRateRules.failuresPerAccount, account)) {
    if (!(await botCheck.verify(botCheckPayload))) {
      throw new AppError('bot_check_required', BOT_CHECK_FAILED);
    }
  }
  try {
    const result = await attempt();
    await limiter.reset(signInRateRules.failuresPerAccountAndIp, accountAndIp);
    return result;
  } catch (err) {
    if (err instanceof AppError && err.code === 'unauthenticated') {
      // Counted, not refused: this answer stays "wrong email or password".
      await limiter.count(signInRateRules.failuresPerAccountAndIp, accountAndIp);
      await limiter.count(signInRateRules.failuresPerAccount, account);
    }
    throw err;
  }
}
