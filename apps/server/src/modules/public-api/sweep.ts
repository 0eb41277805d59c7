import type { AppContext } from '../../context/app-context';
import { deleteEndedHolds, deleteOldIdempotentAnswers } from './repository';

/** How long a redeem's answer is replayed for its Idempotency-Key (docs and ADR 036 say 7 days). */
export const IDEMPOTENCY_KEPT_MS = 7 * 24 * 60 * 60_000;

/**
 * Cleans the public API's tables up: holds that have ended (they already release their code:
 * the redemption guard ignores them) and stored answers past their 7 days. Idempotent.
 */
export async function sweepPublicApi(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const now = ctx.clock();
  const holds = await deleteEndedHolds(ctx.db, now);
  const answers = await deleteOldIdempotentAnswers(
    ctx.db,
    new Date(now.getTime() - IDEMPOTENCY_KEPT_MS),
  );
  return { holds, answers };
}
