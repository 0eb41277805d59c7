import { paymentsCreated } from '../../metrics';
import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { createPurchaseRequestSchema, CreatePurchaseResponse } from '@stepup/contracts';
import {
  CAMPAIGN_UNAVAILABLE,
  checkLadderPurchase,
  giftingFeeFor,
  GUEST_ALREADY_BOUGHT,
  PAYMENT_STILL_PROCESSING,
  priceLadderPurchase,
  SLOT_SOLD_OUT,
} from '@stepup/domain';
import type { Database } from '@stepup/db';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { checkChosenDesign } from '../gift-designs/offered-designs';
import {
  buyerHistory,
  checkGuest,
  giftingFeeOfBuyer,
  giftOf,
  guestBoughtCampaign,
  customerBuyer,
  resolveBuyer,
  sellableCampaign,
  sellableOf,
} from './buyer';
import type { PaymentIntentSnapshot } from '../../providers/payments/payment-provider';
import { endCreatedPayment } from './end-payment';
import { guestPurchaseRateRules, HOLD_BEFORE_CARD_MS } from './purchase-rules';
import { reconcilePayment } from './reconcile-payments';
import type { NewPayment } from './repository';
import {
  findOpenPaymentsOfBuyer,
  findPurchaseFacts,
  insertPaymentTakingBudget,
  insertPayment,
  isOpenPaymentConflict,
  setPaymentIntent,
} from './repository';

/** The request body as the route's schema parsed it (defaults applied). */
export type PurchaseInput = z.output<typeof createPurchaseRequestSchema>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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
  const { buyer, guestEmail, gift, facts, history, fee } =
    actor.kind === 'customer'
      ? await customerPurchaseFacts(ctx, actor.user.id, input)
      : await guestPurchaseFacts(ctx, actor, input);
  // An unknown or withdrawn gift design is refused before any budget is held.
  await checkChosenDesign(ctx, gift?.designId);
  const check = checkLadderPurchase(facts, history, input.slot);
  if (!check.ok) throw new AppError('conflict', check.message);

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

  const intent = await startCardPayment(ctx, {
    paymentId,
    amountPence: price.totalPence,
    applicationFeePence: price.giftingFeePence,
    connectedAccountId: facts.paymentAccountId,
    metadata: {
      paymentId,
      campaignId: facts.id,
      step: String(price.step),
      slot: String(price.slot),
      buyFor: input.buyFor,
    },
    description: `${facts.name} voucher`,
    receiptEmail: guestEmail,
  });
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
 * A signed-in customer's buyer, campaign, level and gifting fee, checked in the order of
 * guestPurchaseFacts, from one statement (findPurchaseFacts): a purchase refused or made reads
 * these once, not in six round trips. Their open payment of the campaign, if any, is replaced
 * first and what they bought read again after it (its voucher may have been issued meanwhile).
 */
async function customerPurchaseFacts(ctx: AppContext, userId: string, input: PurchaseInput) {
  const found = await findPurchaseFacts(ctx.db, userId, input.campaignId);
  // Refuses a missing customer: `found` is there from here on.
  const buyer = customerBuyer(userId, found?.customer);
  const { campaign, hasOpenPayment, siteFee } = found!;
  const gift = giftOf(input);
  const facts = sellableOf(campaign, buyer);
  let history = found!.history;
  if (hasOpenPayment) {
    await replaceOpenPayments(ctx, { userId }, facts.id);
    history = await buyerHistory(ctx, userId, facts.id);
  }
  const fee = giftingFeeFor(buyer.customer.giftingFeePence, siteFee);
  return { buyer, guestEmail: null, gift, facts, history, fee };
}

/**
 * A guest's (or a business account's, refused) checks and facts: the buyer, the guest's checks,
 * the gift, the campaign, their open payment replaced, whether this email bought it already, and
 * the gifting fee.
 */
async function guestPurchaseFacts(ctx: AppContext, actor: Actor, input: PurchaseInput) {
  const buyer = await resolveBuyer(ctx, actor);
  const guestEmail = await checkGuest(ctx, actor, { ...input, step: 1 }, guestPurchaseRateRules);
  const gift = giftOf(input);
  const facts = await sellableCampaign(ctx, input.campaignId, buyer);
  await replaceOpenPayments(ctx, { guestEmail }, facts.id);
  if (await guestBoughtCampaign(ctx, guestEmail, facts.id)) {
    throw new AppError('conflict', GUEST_ALREADY_BOUGHT);
  }
  const history = { stepsBought: [], purchaseCount: 0 };
  const fee = await giftingFeeOfBuyer(ctx, buyer);
  return { buyer, guestEmail, gift, facts, history, fee };
}

/**
 * A buyer starting again (a closed card form, a second tab) replaces their open payment of this
 * campaign: it is cancelled at the provider, so the two can never both be paid, and its budget
 * comes back. One already paid is issued first, and the level moves with it. 409 while one is
 * still with the bank. The off-session charge of a custom offer is never replaced (the customer
 * may still complete it).
 */
export async function replaceOpenPayments(
  ctx: AppContext,
  buyer: { userId: string } | { guestEmail: string },
  campaignId: string,
): Promise<void> {
  for (const payment of await findOpenPaymentsOfBuyer(ctx.db, buyer, campaignId)) {
    const outcome = await reconcilePayment(ctx, payment, {
      cancel: true,
      reason: 'Replaced by a new purchase',
    });
    if (outcome === 'open') throw new AppError('conflict', PAYMENT_STILL_PROCESSING);
  }
}

/**
 * The provider's intent for a payment row just created (a purchase, or an auto-accepted custom
 * offer): created with the payment's own idempotency key and linked to the row. A provider that
 * fails ends the payment (503 CAMPAIGN_UNAVAILABLE); a payment replaced meanwhile has its intent
 * cancelled (409), so it can never be paid.
 */
export async function startCardPayment(
  ctx: AppContext,
  input: {
    paymentId: string;
    amountPence: number;
    applicationFeePence: number;
    connectedAccountId: string;
    metadata: Record<string, string>;
    description: string;
    receiptEmail: string | null;
  },
): Promise<PaymentIntentSnapshot> {
  const { paymentId, connectedAccountId } = input;
  let intent: PaymentIntentSnapshot;
  try {
    intent = await ctx.payments.createPaymentIntent({
      amountPence: input.amountPence,
      currency: 'gbp',
      applicationFeePence: input.applicationFeePence,
      connectedAccountId,
      metadata: input.metadata,
      // The same key on a retry: the provider answers the same intent, never a second charge.
      idempotencyKey: `payment-${paymentId}`,
      description: input.description,
      ...(input.receiptEmail ? { receiptEmail: input.receiptEmail } : {}),
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
    connectedAccountId,
  });
  if (!linked) {
    // Replaced while the intent was being created: it must never be payable.
    await ctx.payments.cancelPaymentIntent(intent.id, connectedAccountId);
    throw new AppError('conflict', PAYMENT_STILL_PROCESSING);
  }
  return intent;
}

/**
 * Creates the payment and reserves its step budget in one statement: the budget is decremented
 * with a guard (one conditional UPDATE, so concurrent buyers are serialised on the campaign row
 * and the last of a budget goes to exactly one of them) and the held reservation written beside
 * it, or nothing is written at all. A custom offer's payment (step 4, `reservation` null) takes no
 * budget (ADR 027 "Budgets"). Answers 'created'; 'sold-out' when the step's budget no longer
 * covers the face value; 'open-payment' when this buyer already has an open payment of the
 * campaign.
 */
export async function insertPaymentWithReservation(
  db: Database,
  payment: NewPayment,
  reservation: { step: number; amountPence: number; expiresAt: Date } | null,
): Promise<'created' | 'sold-out' | 'open-payment'> {
  try {
    // One statement either way: no transaction, one round trip (ADR 042, amendment 2).
    if (reservation && !(await insertPaymentTakingBudget(db, payment, reservation))) {
      return 'sold-out';
    }
    if (!reservation) await insertPayment(db, payment);
    paymentsCreated.inc();
    return 'created';
  } catch (err) {
    if (isOpenPaymentConflict(err)) return 'open-payment';
    throw err;
  }
}
