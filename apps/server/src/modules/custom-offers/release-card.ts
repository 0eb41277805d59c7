import type { PaymentsContext } from '../purchases/payments-context';
import { endCreatedPayment } from '../purchases/end-payment';
import type { OfferRow } from './repository';
import { endOpenPayment, findPaymentById } from './repository';

/**
 * After an offer reached a final state without a charge (declined, expired, withdrawn): nothing
 * of it may be paid any more and the customer's card is not kept (ADR 027 "Consequences"). An
 * unfinished card setup is cancelled, an open charge intent cancelled (its payment row ended),
 * and the saved card detached from the provider customer on the company's account. Each step is
 * idempotent at the provider, so a repeated job does no harm.
 */
export async function releaseOfferCard(ctx: PaymentsContext, offer: OfferRow): Promise<void> {
  const setup = await findPaymentById(ctx.db, offer.setupPaymentId);
  const charge = await findPaymentById(ctx.db, offer.chargePaymentId);
  if (charge?.providerPaymentId && charge.connectedAccountId && charge.status !== 'succeeded') {
    const intent = await ctx.payments.cancelPaymentIntent(
      charge.providerPaymentId,
      charge.connectedAccountId,
    );
    if (intent.status === 'canceled') {
      await endCreatedPayment(ctx, charge.id, 'cancelled', 'The custom offer ended unpaid');
    }
  }
  if (!setup?.connectedAccountId) return;
  let paymentMethodId = setup.providerPaymentMethodId;
  if (setup.providerSetupId && !paymentMethodId) {
    // Not saved as far as we know; the browser may have finished it meanwhile (then detach it).
    const setupIntent = await ctx.payments.cancelSetupIntent(
      setup.providerSetupId,
      setup.connectedAccountId,
    );
    await endOpenPayment(ctx.db, setup.id, 'cancelled');
    paymentMethodId = setupIntent.status === 'succeeded' ? setupIntent.paymentMethodId : null;
  }
  if (paymentMethodId) {
    await ctx.payments.detachPaymentMethod(paymentMethodId, setup.connectedAccountId);
  }
}
