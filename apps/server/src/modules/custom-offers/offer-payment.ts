import type { CustomOfferPayment } from '@stepup/contracts';
import { CUSTOM_OFFER_NO_PAYMENT_DUE } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { buyingRefusalOf } from '../purchases/buyer';
import { offerForBuyer } from './offer-view';
import { findPaymentById } from './repository';

/**
 * POST /api/custom-offers/:offerId/payment. Who may call: the offer's buyer (signed in, or its
 * key). An accepted offer whose off-session charge needs the customer (awaiting_payment): the same
 * PaymentIntent, retrieved from the provider for its client secret, to complete on-session
 * (authenticate, or another card) before the window ends. The voucher follows from the webhook.
 * Not while an admin has the customer's buying off: the offer stays awaiting payment, and its
 * window's end expires it and releases the card if buying is not turned back on in time.
 */
export async function offerPayment(
  ctx: AppContext,
  actor: Actor,
  { offerId, offerKey }: { offerId: string; offerKey?: string | undefined },
): Promise<CustomOfferPayment> {
  const { offer } = await offerForBuyer(ctx, actor, offerId, offerKey);
  const refusal = offer.customerUserId ? await buyingRefusalOf(ctx, offer.customerUserId) : null;
  if (refusal) throw new AppError('forbidden', refusal);
  const charge = await findPaymentById(ctx.db, offer.chargePaymentId);
  if (
    offer.status !== 'awaiting_payment' ||
    offer.expiresAt <= ctx.clock() ||
    !charge?.providerPaymentId ||
    !charge.connectedAccountId
  ) {
    throw new AppError('conflict', CUSTOM_OFFER_NO_PAYMENT_DUE);
  }
  const intent = await ctx.payments.retrievePaymentIntent(
    charge.providerPaymentId,
    charge.connectedAccountId,
  );
  return {
    paymentId: charge.id,
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    provider: ctx.payments.kind,
    connectedAccountId: charge.connectedAccountId,
    totalPence: charge.amountPence,
  };
}
