import type { PaymentsContext } from './payments-context';
import { findExpiredCreatedPayments, findPayment } from './repository';
import { reconcilePayment } from './reconcile-payments';

/**
 * The job of the same name (every minute, by the workers; no actor: the clock asks). Releases the
 * reservations of payments still 'created' past their hold (HOLD_BEFORE_CARD_MS, or
 * HOLD_WITH_CARD_MS once the card was submitted): the intent is cancelled at the provider first
 * (a paid one is issued instead) and the step budget given back. Idempotent: only 'created' rows
 * move.
 */
export async function expireHolds(ctx: PaymentsContext): Promise<void> {
  for (const { id } of await findExpiredCreatedPayments(ctx.db, ctx.clock())) {
    const payment = await findPayment(ctx.db, id);
    if (payment)
      await reconcilePayment(ctx, payment, { cancel: true, reason: 'Reservation expired' });
  }
}
