import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context/app-context';
import { insertPaymentWithReservation, replaceOpenPayments } from '../purchases/create-purchase';
import { endCreatedPayment } from '../purchases/end-payment';
import { settleSucceededIntent } from '../purchases/settle-payment-event';
import { tellCustomer } from './offer-notices';
import { chargeOf, sha256 } from './offer-view';
import type { OfferRow } from './repository';
import {
  findOfferView,
  findPaymentById,
  moveOffer,
  updateOffer,
  updatePayment,
} from './repository';

/**
 * The charge of an offer just accepted (by the company, or the customer taking a counter-offer;
 * the caller's conditional update made it 'accepted', so this runs once per offer). A step-4
 * payment row, then an off-session PaymentIntent with the saved card on the company's account
 * (direct charge, the gifting fee as application fee), idempotency key `offer-charge-{offerId}`.
 * Succeeded: the voucher is issued by the settlement every purchase uses, which marks the offer
 * charged. The customer must act (authentication, or a refused card): the offer awaits their
 * payment and they are emailed a link. The voucher is never issued here.
 */
export async function chargeAcceptedOffer(ctx: AppContext, offer: OfferRow): Promise<void> {
  const setup = await findPaymentById(ctx.db, offer.setupPaymentId);
  if (!setup?.providerCustomerId || !setup.providerPaymentMethodId || !setup.connectedAccountId) {
    await moveOffer(ctx.db, offer.id, ['accepted'], 'failed', { error: 'No saved card' });
    return;
  }
  const price = chargeOf(offer);
  const buyer = offer.customerUserId
    ? { userId: offer.customerUserId }
    : { guestEmail: offer.guestEmail ?? '' };
  // An unfinished card form of the same buyer and campaign would block the charge's row.
  await replaceOpenPayments(ctx, buyer, offer.campaignId).catch(() => undefined);
  const paymentId = randomUUID();
  const created = await insertPaymentWithReservation(
    ctx.db,
    {
      id: paymentId,
      provider: ctx.payments.kind,
      kind: 'payment',
      status: 'created',
      amountPence: price.totalPence,
      voucherAmountPence: price.voucherPricePence,
      giftingAmountPence: price.giftingFeePence,
      applicationFeePence: price.giftingFeePence,
      userId: offer.customerUserId,
      guestEmail: offer.guestEmail,
      campaignId: offer.campaignId,
      companyId: offer.companyId,
      step: 4,
      slot: null,
      faceValuePence: price.faceValuePence,
      discount: price.discount,
      buyFor: offer.buyFor,
      giftingData:
        offer.buyFor === 'gift'
          ? {
              name: offer.giftRecipientName ?? '',
              email: offer.giftRecipientEmail ?? '',
              message: offer.giftMessage ?? '',
              deliverAt: offer.giftDeliverAt?.toISOString() ?? null,
            }
          : null,
      idempotencyKey: `payment-${paymentId}`,
      connectedAccountId: setup.connectedAccountId,
      providerCustomerId: setup.providerCustomerId,
      providerPaymentMethodId: setup.providerPaymentMethodId,
    },
    null,
  );
  if (created !== 'created') {
    // Left 'accepted': its expiry fails it and releases the card.
    await updateOffer(ctx.db, offer.id, { error: 'Another payment of the buyer was open' });
    return;
  }
  await updateOffer(ctx.db, offer.id, { chargePaymentId: paymentId });
  let intent;
  try {
    intent = await ctx.payments.createPaymentIntent({
      amountPence: price.totalPence,
      currency: 'gbp',
      applicationFeePence: price.giftingFeePence,
      connectedAccountId: setup.connectedAccountId,
      metadata: {
        paymentId,
        offerId: offer.id,
        campaignId: offer.campaignId,
        step: '4',
        buyFor: offer.buyFor,
      },
      idempotencyKey: `offer-charge-${offer.id}`,
      description: 'Voucher (your offer)',
      offSession: {
        customerId: setup.providerCustomerId,
        paymentMethodId: setup.providerPaymentMethodId,
      },
    });
  } catch (err) {
    await endCreatedPayment(
      ctx,
      paymentId,
      'payment_failed',
      `Payment provider: ${err instanceof Error ? err.message : String(err)}`,
    );
    await updateOffer(ctx.db, offer.id, { error: 'The card provider could not be reached' });
    return;
  }
  await updatePayment(ctx.db, paymentId, {
    providerPaymentId: intent.id,
    clientSecretHash: sha256(intent.clientSecret),
  });
  if (intent.status === 'succeeded') {
    await settleSucceededIntent(ctx, intent, null);
    return;
  }
  if (intent.status === 'requires_action' || intent.status === 'requires_payment_method') {
    const waiting = await moveOffer(ctx.db, offer.id, ['accepted'], 'awaiting_payment', {
      error: intent.lastError,
    });
    const view = waiting && (await findOfferView(ctx.db, offer.id));
    if (view) await tellCustomer(ctx, view, 'needs-payment');
  }
  // 'processing': the bank decides; its webhook settles it.
}
