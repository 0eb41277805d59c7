import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { createPurchaseRequestSchema, CreatePurchaseResponse } from '@stepup/contracts';
import {
  anonymousBuyerSchema,
  BOT_CHECK_FAILED,
  BUYING_DISABLED,
  CAMPAIGN_NOT_AVAILABLE,
  CAMPAIGN_UNAVAILABLE,
  campaignSteps,
  checkLadderPurchase,
  giftingFeeFor,
  giftRecipientSchema,
  GUEST_ALREADY_BOUGHT,
  isCampaignVisible,
  PAYMENT_STILL_PROCESSING,
  priceLadderPurchase,
  SLOT_SOLD_OUT,
  WRONG_USER_DATA,
} from '@stepup/domain';
import type { Database } from '@stepup/db';
import { AppError, notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import type { PaymentIntentSnapshot } from '../../providers/payments/payment-provider';
import { endCreatedPayment } from './end-payment';
import { guestPurchaseRateRules, HOLD_BEFORE_CARD_MS } from './purchase-rules';
import { reconcilePayment } from './reconcile-payments';
import type { NewPayment, PaymentRow } from './repository';
import {
  findBuyerHistory,
  findCampaignForPurchase,
  findCustomerForPurchase,
  findOpenPaymentsOfBuyer,
  findSiteGiftingFee,
  guestHasPurchase,
  insertHeldReservation,
  insertPayment,
  isOpenPaymentConflict,
  setPaymentIntent,
  takeBudget,
} from './repository';

/** The request body as the route's schema parsed it (defaults applied). */
export type PurchaseInput = z.output<typeof createPurchaseRequestSchema>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The buyer: a signed-in customer (with their buying rights, tester flag and gifting fee), or a
 * visitor buying as a guest. A business account may not buy (403).
 */
async function buyerOf(ctx: AppContext, actor: Actor) {
  if (actor.kind === 'visitor') return { kind: 'guest' as const };
  if (actor.kind !== 'customer') throw new AppError('forbidden', WRONG_USER_DATA);
  const customer = await findCustomerForPurchase(ctx.db, actor.user.id);
  if (!customer) throw new AppError('forbidden', WRONG_USER_DATA);
  return { kind: 'customer' as const, userId: actor.user.id, customer };
}

/**
 * POST /api/purchases. Who may call: a signed-in customer with buying enabled, or a visitor
 * buying as a guest — an email and the UK confirmation, the bot check and the guest limits
 * (step 1 only, once per email per campaign). Every amount is computed here (price-like fields of
 * the request are ignored); the step budget is reserved before the provider is asked for an
 * intent, and held for HOLD_BEFORE_CARD_MS.
 */
export async function createPurchase(
  ctx: AppContext,
  actor: Actor,
  input: PurchaseInput,
): Promise<CreatePurchaseResponse> {
  const buyer = await buyerOf(ctx, actor);
  if (buyer.kind === 'customer' && !buyer.customer.buyingEnabled) {
    throw new AppError('forbidden', BUYING_DISABLED);
  }
  if (buyer.kind === 'guest') {
    validate(anonymousBuyerSchema, {
      email: input.guest?.email ?? '',
      ukConfirmed: input.guest?.ukConfirmed ?? false,
      step: 1,
    });
    await ctx.limiter.hit(guestPurchaseRateRules.perIp, actor.ip);
    await ctx.limiter.hit(
      guestPurchaseRateRules.perCampaignAndIp,
      `${input.campaignId}|${actor.ip}`,
    );
    await ctx.limiter.hit(guestPurchaseRateRules.perCampaign, input.campaignId);
    if (!(await ctx.botCheck.verify(input.botCheck))) {
      throw new AppError('forbidden', BOT_CHECK_FAILED);
    }
  }
  const gift =
    input.buyFor === 'gift'
      ? {
          name: input.gift?.name ?? '',
          email: input.gift?.email ?? '',
          message: input.gift?.message ?? '',
          ...(input.gift?.deliverAt ? { deliverAt: input.gift.deliverAt } : {}),
        }
      : null;
  if (gift) validate(giftRecipientSchema, gift);

  const campaign = await findCampaignForPurchase(ctx.db, input.campaignId);
  const facts = campaign && { ...campaign, ...campaignSteps(campaign) };
  const isTester = buyer.kind === 'customer' && buyer.customer.tester;
  if (!facts || !isCampaignVisible(facts, { isTester })) throw notFound(CAMPAIGN_NOT_AVAILABLE);
  if (facts.companyOnline !== 'online' || !facts.paymentAccountId || !facts.paymentsEnabled) {
    throw new AppError('unavailable', CAMPAIGN_UNAVAILABLE);
  }

  const guestEmail = buyer.kind === 'guest' ? input.guest!.email.trim() : null;
  // A buyer starting again (a closed card form, a second tab) replaces their open payment of
  // this campaign: it is cancelled at the provider, so the two can never both be paid, and its
  // budget comes back. One already paid is issued first, and the level moves with it.
  const open = await findOpenPaymentsOfBuyer(
    ctx.db,
    buyer.kind === 'customer' ? { userId: buyer.userId } : { guestEmail: guestEmail! },
    facts.id,
  );
  for (const payment of open) {
    const outcome = await reconcilePayment(ctx, payment, {
      cancel: true,
      reason: 'Replaced by a new purchase',
    });
    if (outcome === 'open') throw new AppError('conflict', PAYMENT_STILL_PROCESSING);
  }
  if (guestEmail && (await guestHasPurchase(ctx.db, guestEmail, facts.id))) {
    throw new AppError('conflict', GUEST_ALREADY_BOUGHT);
  }
  const history =
    buyer.kind === 'customer'
      ? await findBuyerHistory(ctx.db, buyer.userId, facts.id)
      : { stepsBought: [], purchaseCount: 0 };
  const check = checkLadderPurchase(facts, history, input.slot);
  if (!check.ok) throw new AppError('conflict', check.message);

  const siteFee = await findSiteGiftingFee(ctx.db);
  const fee =
    buyer.kind === 'customer' ? giftingFeeFor(buyer.customer.giftingFeePence, siteFee) : siteFee;
  const price = priceLadderPurchase(facts, check.step, input.slot, input.buyFor, fee);

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
      userId: buyer.kind === 'customer' ? buyer.userId : null,
      guestEmail,
      campaignId: facts.id,
      companyId: facts.companyId,
      step: price.step,
      slot: price.slot - 1,
      faceValuePence: price.faceValuePence,
      discount: price.discount,
      buyFor: input.buyFor,
      giftingData: gift,
      idempotencyKey: `payment-${paymentId}`,
      connectedAccountId: facts.paymentAccountId,
    },
    {
      step: price.step,
      amountPence: price.faceValuePence,
      expiresAt: new Date(ctx.clock().getTime() + HOLD_BEFORE_CARD_MS),
    },
  );
  // The budget went between the check and the reservation (another buyer won the race).
  if (created === 'sold-out') throw new AppError('conflict', SLOT_SOLD_OUT);
  // The same buyer's other request (a double click) got there first.
  if (created === 'open-payment') throw new AppError('conflict', PAYMENT_STILL_PROCESSING);

  let intent: PaymentIntentSnapshot;
  try {
    intent = await ctx.payments.createPaymentIntent({
      amountPence: price.totalPence,
      currency: 'gbp',
      applicationFeePence: price.giftingFeePence,
      connectedAccountId: facts.paymentAccountId,
      metadata: {
        paymentId,
        campaignId: facts.id,
        step: String(price.step),
        slot: String(price.slot),
        buyFor: input.buyFor,
      },
      // The same key on a retry: the provider answers the same intent, never a second charge.
      idempotencyKey: `payment-${paymentId}`,
      description: `${facts.name} voucher`,
      ...(guestEmail ? { receiptEmail: guestEmail } : {}),
    });
    if (!intent.clientSecret) throw new Error('no client secret');
  } catch (err) {
    await endCreatedPayment(
      ctx,
      paymentId,
      'payment_failed',
      `Payment provider: ${err instanceof Error ? err.message : String(err)}`,
    );
    throw new AppError('unavailable', CAMPAIGN_UNAVAILABLE);
  }
  const linked = await setPaymentIntent(ctx.db, paymentId, {
    providerPaymentId: intent.id,
    clientSecretHash: sha256(intent.clientSecret),
    connectedAccountId: facts.paymentAccountId,
  });
  if (!linked) {
    // Replaced while the intent was being created: it must never be payable.
    await ctx.payments.cancelPaymentIntent(intent.id, facts.paymentAccountId);
    throw new AppError('conflict', PAYMENT_STILL_PROCESSING);
  }
  return {
    paymentId,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    provider: ctx.payments.kind,
    connectedAccountId: facts.paymentAccountId,
    step: price.step,
    slot: price.slot,
    faceValuePence: price.faceValuePence,
    discount: price.discount,
    voucherPricePence: price.voucherPricePence,
    giftingFeePence: price.giftingFeePence,
    totalPence: price.totalPence,
    currency: 'GBP',
    status: 'created',
  };
}

/**
 * Creates the payment and reserves its step budget in one transaction: the budget is decremented
 * with a guard (one conditional UPDATE, so concurrent buyers are serialised on the campaign row
 * and the last of a budget goes to exactly one of them) and the held reservation written beside
 * it, or nothing is written at all. Answers the payment; 'sold-out' when the step's budget no
 * longer covers the face value; 'open-payment' when this buyer already has an open payment of the
 * campaign.
 */
export async function insertPaymentWithReservation(
  db: Database,
  payment: NewPayment,
  reservation: { step: number; amountPence: number; expiresAt: Date },
): Promise<PaymentRow | 'sold-out' | 'open-payment'> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await takeBudget(tx, payment.campaignId, reservation.step, reservation.amountPence))) {
        return 'sold-out' as const;
      }
      const row = await insertPayment(tx, payment);
      await insertHeldReservation(tx, {
        paymentId: payment.id,
        campaignId: payment.campaignId,
        ...reservation,
      });
      return row;
    });
  } catch (err) {
    if (isOpenPaymentConflict(err)) return 'open-payment';
    throw err;
  }
}
