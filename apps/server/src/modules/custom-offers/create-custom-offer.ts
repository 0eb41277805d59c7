import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { createCustomOfferRequestSchema, CreateCustomOfferResponse } from '@stepup/contracts';
import {
  awaitingCardExpiresAt,
  CAMPAIGN_UNAVAILABLE,
  checkCustomOfferAgainstCampaign,
  checkCustomOfferLimit,
  CUSTOM_OFFER_ALREADY_OPEN,
  CUSTOM_OFFER_GUEST_ALREADY_USED,
  customOfferSchema,
  isAutoAccepted,
  PAYMENT_STILL_PROCESSING,
  priceCustomOffer,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { invalidField, validate } from '../../context/validate';
import {
  buyerHistory,
  checkGuest,
  giftingFeeOfBuyer,
  giftOf,
  guestBoughtCampaign,
  resolveBuyer,
  sellableCampaign,
} from '../purchases/buyer';
import {
  insertPaymentWithReservation,
  replaceOpenPayments,
  startCardPayment,
} from '../purchases/create-purchase';
import { endCreatedPayment } from '../purchases/end-payment';
import { offerKeyOf, sha256 } from './offer-view';
import { customOfferRateRules } from './rate-rules';
import { releaseOfferCard } from './release-card';
import type { OfferRow } from './repository';
import {
  findCampaignOfferSettings,
  findOpenOffersOfBuyer,
  guestMadeOffer,
  insertOffer,
  isOpenOfferConflict,
  moveOffer,
  updatePayment,
} from './repository';
import { scheduleOfferJobs } from './schedule-offer-jobs';

export type CreateOfferInput = z.output<typeof createCustomOfferRequestSchema>;

/**
 * POST /api/custom-offers (ADR 027). Who may call: a signed-in customer with buying enabled, or a
 * visitor as a guest (email, UK confirmation, bot check; one offer per email per campaign, none
 * after a guest purchase of it). Checked: the offer's own rules, the campaign takes offers up to
 * its highest face value, one open offer per buyer (a new one replaces one whose card was never
 * saved), the purchase limit counting open offers. Then either the card is saved without a charge
 * (a SetupIntent on the company's account) or, at or below the campaign's auto-accept discount,
 * an ordinary step-4 payment is opened at once.
 */
export async function createCustomOffer(
  ctx: AppContext,
  actor: Actor,
  input: CreateOfferInput,
): Promise<CreateCustomOfferResponse> {
  const buyer = await resolveBuyer(ctx, actor);
  const guestEmail =
    buyer.kind === 'guest'
      ? await checkGuest(ctx, actor, { ...input, step: 4 }, customOfferRateRules)
      : null;
  if (buyer.kind === 'customer') {
    await ctx.limiter.hit(customOfferRateRules.perIp, actor.ip);
    await ctx.limiter.hit(customOfferRateRules.perCampaign, input.campaignId);
  }
  validate(customOfferSchema, {
    customFaceValuePence: input.faceValuePence,
    customDiscount: input.discount,
  });
  const gift = giftOf(input);
  const campaign = await sellableCampaign(ctx, input.campaignId, buyer);
  const settings = await findCampaignOfferSettings(ctx.db, campaign.id);
  const refusal = settings && checkCustomOfferAgainstCampaign(settings, input.faceValuePence);
  if (!settings || refusal?.field === 'campaignId') {
    throw new AppError('conflict', refusal?.message ?? CAMPAIGN_UNAVAILABLE);
  }
  if (refusal) throw invalidField(refusal.field, refusal.message);

  const who = buyer.kind === 'customer' ? { userId: buyer.userId } : { guestEmail: guestEmail! };
  for (const open of await findOpenOffersOfBuyer(ctx.db, who, campaign.id)) {
    if (open.status !== 'awaiting_card') throw new AppError('conflict', CUSTOM_OFFER_ALREADY_OPEN);
    // A card form left unfinished: the new request replaces it.
    const replaced = await moveOffer(ctx.db, open.id, ['awaiting_card'], 'withdrawn');
    if (!replaced) throw new AppError('conflict', CUSTOM_OFFER_ALREADY_OPEN);
    await releaseOfferCard(ctx, replaced);
  }
  if (
    guestEmail &&
    ((await guestBoughtCampaign(ctx, guestEmail, campaign.id)) ||
      (await guestMadeOffer(ctx.db, guestEmail, campaign.id)))
  ) {
    throw new AppError('conflict', CUSTOM_OFFER_GUEST_ALREADY_USED);
  }
  if (buyer.kind === 'customer') {
    const history = await buyerHistory(ctx, buyer.userId, campaign.id);
    const limit = checkCustomOfferLimit(history.vouchersBought, history.openOffers);
    if (limit) throw new AppError('conflict', limit);
  }

  // Like a purchase, a new offer replaces the buyer's unfinished card form of this campaign.
  await replaceOpenPayments(ctx, who, campaign.id);

  const fee = await giftingFeeOfBuyer(ctx, buyer);
  const price = priceCustomOffer(input.faceValuePence, input.discount, input.buyFor, fee);
  const now = ctx.clock();
  const offerId = randomUUID();
  const offerKey = offerKeyOf(ctx, offerId);
  const autoAccepted = isAutoAccepted(input.discount, settings.autoAcceptDiscount);
  const paymentId = randomUUID();
  const payment = {
    id: paymentId,
    provider: ctx.payments.kind,
    amountPence: price.totalPence,
    voucherAmountPence: price.voucherPricePence,
    giftingAmountPence: price.giftingFeePence,
    applicationFeePence: price.giftingFeePence,
    userId: buyer.kind === 'customer' ? buyer.userId : null,
    guestEmail,
    campaignId: campaign.id,
    companyId: campaign.companyId,
    step: 4,
    slot: null,
    faceValuePence: price.faceValuePence,
    discount: price.discount,
    buyFor: input.buyFor,
    giftingData: gift,
    connectedAccountId: campaign.paymentAccountId,
  };
  const offer = {
    id: offerId,
    customerUserId: buyer.kind === 'customer' ? buyer.userId : null,
    guestEmail,
    campaignId: campaign.id,
    companyId: campaign.companyId,
    faceValuePence: price.faceValuePence,
    discount: price.discount,
    giftingFeePence: price.giftingFeePence,
    keyHash: sha256(offerKey),
    expiresAt: awaitingCardExpiresAt(now),
    buyFor: input.buyFor,
    giftRecipientName: gift?.name ?? null,
    giftRecipientEmail: gift?.email ?? null,
    giftMessage: gift?.message ?? null,
    giftDeliverAt: gift?.deliverAt ? new Date(gift.deliverAt) : null,
  };
  const common = {
    offerId,
    campaignId: campaign.id,
    companyName: campaign.companyName,
    provider: ctx.payments.kind,
    connectedAccountId: campaign.paymentAccountId,
    offerKey,
    faceValuePence: price.faceValuePence,
    discount: price.discount,
    voucherPricePence: price.voucherPricePence,
    giftingFeePence: price.giftingFeePence,
    totalPence: price.totalPence,
    currency: 'GBP' as const,
  };

  if (autoAccepted) {
    // Accepted at once (ADR 027 "Auto-accept"): an ordinary on-session payment of step 4, no
    // budget taken, the offer already accepted.
    const created = await insertPaymentWithReservation(
      ctx.db,
      { ...payment, kind: 'payment', status: 'created', idempotencyKey: `payment-${paymentId}` },
      null,
    );
    if (created === 'open-payment' || created === 'sold-out') {
      throw new AppError('conflict', PAYMENT_STILL_PROCESSING);
    }
    let row: OfferRow;
    try {
      row = await insertOffer(ctx.db, {
        ...offer,
        status: 'accepted',
        autoAccepted: true,
        decidedAt: now,
        chargePaymentId: paymentId,
      });
    } catch (err) {
      await endCreatedPayment(ctx, paymentId, 'cancelled', 'Another offer is open');
      if (isOpenOfferConflict(err)) throw new AppError('conflict', CUSTOM_OFFER_ALREADY_OPEN);
      throw err;
    }
    const intent = await startCardPayment(ctx, {
      paymentId,
      amountPence: price.totalPence,
      applicationFeePence: price.giftingFeePence,
      connectedAccountId: campaign.paymentAccountId,
      metadata: { paymentId, offerId, campaignId: campaign.id, step: '4', buyFor: input.buyFor },
      description: `${campaign.name} voucher (your offer)`,
      receiptEmail: guestEmail,
    });
    await scheduleOfferJobs(ctx, row);
    return {
      ...common,
      autoAccepted: true,
      kind: 'payment',
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      paymentId,
    };
  }

  // The card is saved without a charge: a setup payment row, then the provider's SetupIntent.
  const created = await insertPaymentWithReservation(
    ctx.db,
    { ...payment, kind: 'setup', status: 'created' },
    null,
  );
  if (created === 'open-payment' || created === 'sold-out') {
    throw new AppError('conflict', PAYMENT_STILL_PROCESSING);
  }
  let row: OfferRow;
  try {
    row = await insertOffer(ctx.db, {
      ...offer,
      status: 'awaiting_card',
      setupPaymentId: paymentId,
    });
  } catch (err) {
    await endCreatedPayment(ctx, paymentId, 'cancelled', 'Another offer is open');
    if (isOpenOfferConflict(err)) throw new AppError('conflict', CUSTOM_OFFER_ALREADY_OPEN);
    throw err;
  }
  let setup;
  try {
    setup = await ctx.payments.createCardSetup({
      connectedAccountId: campaign.paymentAccountId,
      email: guestEmail ?? (actor.kind === 'customer' ? actor.user.email : null),
      metadata: { offerId, paymentId, campaignId: campaign.id },
      idempotencyKey: `offer-setup-${offerId}`,
      description: `${campaign.name}: your offer`,
    });
  } catch {
    await moveOffer(ctx.db, offerId, ['awaiting_card'], 'withdrawn', {
      error: 'The card provider could not be reached',
    });
    await endCreatedPayment(ctx, paymentId, 'cancelled', 'The card provider could not be reached');
    throw new AppError('unavailable', CAMPAIGN_UNAVAILABLE);
  }
  await updatePayment(ctx.db, paymentId, {
    providerSetupId: setup.id,
    providerCustomerId: setup.customerId,
  });
  await scheduleOfferJobs(ctx, row);
  return {
    ...common,
    autoAccepted: false,
    kind: 'setup',
    intentId: setup.id,
    clientSecret: setup.clientSecret,
    paymentId: null,
  };
}
