import { paymentsEnded } from '../../metrics';
import type { ProviderEvent } from './repository';
import {
  markAutoAcceptedOfferFailed,
  markCreatedPaymentEnded,
  recordEventOnce,
  releaseHeldReservation,
} from './repository';
import type { PaymentsContext } from './payments-context';

/**
 * Ends a payment still 'created' (failed, or abandoned past its reservation) and gives its held
 * budget back, in one transaction (an auto-accepted custom offer it paid fails with it); a payment
 * that has moved on is left alone. With `event`, only
 * the first delivery of that provider event does anything. Answers whether it was ended here.
 */
export async function endCreatedPayment(
  ctx: Pick<PaymentsContext, 'db'>,
  paymentId: string,
  status: 'payment_failed' | 'cancelled',
  error: string | null,
  { event, providerPaymentId }: { event?: ProviderEvent; providerPaymentId?: string } = {},
): Promise<boolean> {
  const ended = await ctx.db.transaction(async (tx) => {
    if (event && !(await recordEventOnce(tx, event))) return false;
    if (!(await markCreatedPaymentEnded(tx, paymentId, status, error, providerPaymentId))) {
      return false;
    }
    await releaseHeldReservation(tx, paymentId);
    await markAutoAcceptedOfferFailed(tx, paymentId, error);
    return true;
  });
  if (ended) paymentsEnded.inc({ status });
  return ended;
}
