import { createHash, randomFillSync, randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  CreatePurchaseRequest,
  CreatePurchaseResponse,
  PaymentProgress,
  PaymentProgressStatus,
} from '@stepup/contracts';
import { createPurchaseRequestSchema } from '@stepup/contracts';
import {
  anonymousBuyerSchema,
  BOT_CHECK_FAILED,
  BUYING_DISABLED,
  CAMPAIGN_UNAVAILABLE,
  checkLadderPurchase,
  generateVoucherCode,
  giftingFeeFor,
  giftRecipientSchema,
  GUEST_ALREADY_BOUGHT,
  isCampaignVisible,
  PAYMENT_NEEDS_REVIEW,
  priceLadderPurchase,
  SLOT_SOLD_OUT,
  voucherExpiry,
  WRONG_USER_DATA,
} from '@stepup/domain';
import type { Database } from '@stepup/db';
import { AppError, notFound } from '../../app-error';
import type { JobDefinition } from '../../jobs/job-queue';
import type {
  PaymentIntentSnapshot,
  PaymentProvider,
} from '../../providers/payments/payment-provider';
import { WebhookSignatureError } from '../../providers/payments/payment-provider';
import type { RateLimiter, RateRule } from '../../plugins/rate-limit';
import type { AppContext as AccountsContext } from '../../context/app-context';
import { BrowserCredentials } from '../../context/browser-credentials';
import { validate } from '../../context/validate';
import type { BotCheck } from '../accounts/bot-check';
import { currentSession } from '../accounts/service';
import { CAMPAIGN_NOT_FOUND } from '../catalog/service';
import type { PurchaseNotices } from './purchase-notices';
import type { PaymentRow } from './repository';
import {
  endCreatedPayment,
  extendHeldReservation,
  findBuyerHistory,
  findCampaignForPurchase,
  findCustomerForPurchase,
  findExpiredCreatedPayments,
  findOpenPaymentsOfBuyer,
  findPayment,
  findSiteGiftingFee,
  findStaleCreatedPayments,
  findVoucherCodeOfPayment,
  guestHasPurchase,
  insertPaymentWithReservation,
  issueVoucherForPayment,
  recordIgnoredEvent,
  setPaymentIntent,
} from './repository';

/**
 * A created payment holds its step budget briefly: long enough to type a card, short enough that
 * open card forms cannot keep a campaign looking sold out. When the provider tells us the card
 * was submitted and the bank is still deciding (3-D Secure, processing), the hold lasts until
 * HOLD_WITH_CARD_MS after the purchase. Past its hold the sweep cancels the intent at the
 * provider and gives the budget back.
 */
export const HOLD_BEFORE_CARD_MS = 10 * 60_000;
export const HOLD_WITH_CARD_MS = 30 * 60_000;

const hour = 60 * 60_000;
/**
 * Guest purchases (no account) also need the bot check: together with these limits, made-up
 * emails from one address cannot hold a campaign's budget.
 */
export const guestPurchaseRateRules = {
  perIp: { name: 'guest-purchase:ip', limit: 10, windowMs: hour },
  perCampaignAndIp: { name: 'guest-purchase:campaign-ip', limit: 3, windowMs: hour },
  perCampaign: { name: 'guest-purchase:campaign', limit: 60, windowMs: hour / 4 },
} satisfies Record<string, RateRule>;
/** Reconciliation asks the provider about payments left 'created' longer than this. */
export const RECONCILE_AFTER_MS = 3 * 60_000;
export const PAYMENT_NOT_FOUND = 'This payment was not found.';
export const WEBHOOK_SIGNATURE_INVALID = 'Webhook signature verification failed.';
/** Not in the spec: a payment of this campaign is still being processed by the card provider. */
export const PAYMENT_STILL_PROCESSING =
  'Your last payment for this campaign is still being processed. Please try again in a minute.';

type Auth = Pick<AccountsContext, 'auth' | 'db'>;

export interface PurchasesDeps {
  db: Database;
  provider: PaymentProvider;
  /** The messages of a sale (confirmation, sale notice, gift delivery). */
  notices: PurchaseNotices;
  limiter: RateLimiter;
  botCheck: BotCheck;
  /** Tells the operator about money that needs a person (a payment for the wrong amount). */
  report: (err: Error) => void;
  now?: () => Date;
}

export type Purchases = ReturnType<typeof createPurchases>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newCode = () => generateVoucherCode((bytes) => randomFillSync(bytes));

/** Stripe's intent statuses that mean this attempt is over without a charge. */
const failedWithoutCharge = (intent: PaymentIntentSnapshot) =>
  intent.status === 'canceled' ||
  (intent.status === 'requires_payment_method' && !!intent.lastError);

export function createPurchases({
  db,
  provider,
  notices,
  limiter,
  botCheck,
  report,
  now = () => new Date(),
}: PurchasesDeps) {
  /** Buyer of a request: a signed-in customer, or a guest (no session). */
  async function buyerOf(auth: Auth, headers: Headers) {
    const found = await currentSession(auth, new BrowserCredentials(headers), new Date());
    if (!found) return { kind: 'guest' as const };
    const { user } = found;
    if (user.audience !== 'customer') throw new AppError('forbidden', WRONG_USER_DATA);
    const customer = await findCustomerForPurchase(db, user.id);
    if (!customer) throw new AppError('forbidden', WRONG_USER_DATA);
    return { kind: 'customer' as const, userId: user.id, email: user.email, customer };
  }

  /** The success of an intent: issue its voucher exactly once (see issueVoucherForPayment). */
  async function settleSucceeded(
    intent: PaymentIntentSnapshot,
    event: { id: string; type: string } | null,
  ) {
    const paymentId = intent.metadata.paymentId;
    if (!paymentId) {
      if (event) await recordIgnoredEvent(db, { provider: provider.kind, ...event });
      return;
    }
    const paidAt = now();
    const written: string[] = [];
    const issued: { voucherId?: string } = {};
    const outcome = await issueVoucherForPayment(db, {
      paymentId,
      providerPaymentId: intent.id,
      amountReceivedPence: intent.amountReceivedPence,
      currency: intent.currency,
      event: event && { provider: provider.kind, ...event },
      paidAt,
      expiresAt: (years) => voucherExpiry(paidAt, years),
      newCode,
      onIssued: async (tx, id) => {
        issued.voucherId = id;
        await notices.writeIssueNotices(tx, id, written);
      },
    });
    if (outcome === 'issued' && issued.voucherId) {
      await notices.afterIssue(issued.voucherId, written);
    }
    if (outcome === 'amount-mismatch') {
      report(
        new Error(
          `Payment ${paymentId} needs review: ${intent.amountReceivedPence} ${intent.currency} received is not the amount due; no voucher issued`,
        ),
      );
    }
  }

  /**
   * Asks the provider how a 'created' payment stands and finishes it: paid → its voucher (a lost
   * webhook), failed → payment_failed. With `cancel` (an expired reservation, or a buyer starting
   * again) an intent still open is cancelled at the provider first, so it can no longer be paid,
   * and the budget is given back. Answers the state it left the payment in.
   */
  async function reconcile(
    payment: PaymentRow,
    { cancel, reason }: { cancel: boolean; reason?: string },
  ): Promise<'succeeded' | 'ended' | 'open'> {
    if (payment.providerPaymentId && payment.connectedAccountId) {
      const intent = cancel
        ? await provider.cancelPaymentIntent(payment.providerPaymentId, payment.connectedAccountId)
        : await provider.retrievePaymentIntent(
            payment.providerPaymentId,
            payment.connectedAccountId,
          );
      if (intent.status === 'succeeded') {
        await settleSucceeded(intent, null);
        return 'succeeded';
      }
      if (intent.status === 'canceled' && cancel) {
        await endCreatedPayment(db, payment.id, 'cancelled', reason ?? null);
        return 'ended';
      }
      if (failedWithoutCharge(intent)) {
        await endCreatedPayment(db, payment.id, 'payment_failed', intent.lastError);
        return 'ended';
      }
      return 'open';
    }
    if (!cancel) return 'open';
    await endCreatedPayment(db, payment.id, 'cancelled', reason ?? null);
    return 'ended';
  }

  const releaseExpiredJob: JobDefinition<Record<string, never>> = {
    name: 'purchases-release-expired-reservations',
    retryLimit: 2,
    handle: () => releaseExpiredReservations(),
  };
  const reconcileJob: JobDefinition<Record<string, never>> = {
    name: 'purchases-reconcile-payments',
    retryLimit: 2,
    handle: () => reconcileCreatedPayments(),
  };

  /**
   * Gives back the budget of payments still 'created' past their reservation's expiry, after
   * asking the provider (a paid one is issued instead). Idempotent: only 'created' rows move.
   */
  async function releaseExpiredReservations(): Promise<void> {
    for (const { id } of await findExpiredCreatedPayments(db, now())) {
      const payment = await findPayment(db, id);
      if (payment) await reconcile(payment, { cancel: true, reason: 'Reservation expired' });
    }
  }

  /** Finishes payments left 'created' for a few minutes from the provider's own answer. */
  async function reconcileCreatedPayments(): Promise<void> {
    const stale = await findStaleCreatedPayments(
      db,
      new Date(now().getTime() - RECONCILE_AFTER_MS),
    );
    for (const payment of stale) await reconcile(payment, { cancel: false });
  }

  return {
    jobs: [releaseExpiredJob, reconcileJob],
    releaseExpiredJob,
    reconcileJob,
    releaseExpiredReservations,
    reconcileCreatedPayments,

    /**
     * POST /api/purchases. Who may call: a signed-in customer (buying enabled), or a guest with
     * an email and the UK confirmation (step 1 only, once per email per campaign). Every amount
     * is computed here; the step budget is reserved before the provider is asked for an intent.
     */
    async createPurchase(
      auth: Auth,
      headers: Headers,
      body: CreatePurchaseRequest,
      { ip }: { ip: string },
    ): Promise<CreatePurchaseResponse> {
      const input = createPurchaseRequestSchema.parse(body);
      const buyer = await buyerOf(auth, headers);
      if (buyer.kind === 'customer' && !buyer.customer.buyingEnabled) {
        throw new AppError('forbidden', BUYING_DISABLED);
      }
      if (buyer.kind === 'guest') {
        validate(anonymousBuyerSchema, {
          email: input.guest?.email ?? '',
          ukConfirmed: input.guest?.ukConfirmed ?? false,
          step: 1,
        });
        await limiter.hit(guestPurchaseRateRules.perIp, ip);
        await limiter.hit(guestPurchaseRateRules.perCampaignAndIp, `${input.campaignId}|${ip}`);
        await limiter.hit(guestPurchaseRateRules.perCampaign, input.campaignId);
        if (!(await botCheck.verify(input.botCheck))) {
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

      const campaign = await findCampaignForPurchase(db, input.campaignId);
      const facts = campaign && {
        ...campaign,
        faceValuesPence: [
          campaign.faceValue1Pence,
          campaign.faceValue2Pence,
          campaign.faceValue3Pence,
        ] as [number, number, number],
        discounts: [campaign.discount1, campaign.discount2, campaign.discount3] as [
          number,
          number,
          number,
        ],
        salesValueLeftPence: [
          campaign.salesValueLeft1Pence,
          campaign.salesValueLeft2Pence,
          campaign.salesValueLeft3Pence,
        ] as [number, number, number],
      };
      const isTester = buyer.kind === 'customer' && buyer.customer.tester;
      if (!facts || !isCampaignVisible(facts, { isTester })) throw notFound(CAMPAIGN_NOT_FOUND);
      if (facts.companyOnline !== 'online' || !facts.paymentAccountId || !facts.paymentsEnabled) {
        throw new AppError('unavailable', CAMPAIGN_UNAVAILABLE);
      }

      const guestEmail = buyer.kind === 'guest' ? input.guest!.email.trim() : null;
      // A buyer starting again (a closed card form, a second tab) replaces their open payment of
      // this campaign: it is cancelled at the provider, so the two can never both be paid, and its
      // budget comes back. One already paid is issued first, and the level moves with it.
      const open = await findOpenPaymentsOfBuyer(
        db,
        buyer.kind === 'customer' ? { userId: buyer.userId } : { guestEmail: guestEmail! },
        facts.id,
      );
      for (const payment of open) {
        const outcome = await reconcile(payment, {
          cancel: true,
          reason: 'Replaced by a new purchase',
        });
        if (outcome === 'open') throw new AppError('conflict', PAYMENT_STILL_PROCESSING);
      }
      if (guestEmail && (await guestHasPurchase(db, guestEmail, facts.id))) {
        throw new AppError('conflict', GUEST_ALREADY_BOUGHT);
      }
      const history =
        buyer.kind === 'customer'
          ? await findBuyerHistory(db, buyer.userId, facts.id)
          : { stepsBought: [], purchaseCount: 0 };
      const check = checkLadderPurchase(facts, history, input.slot);
      if (!check.ok) throw new AppError('conflict', check.message);

      const siteFee = await findSiteGiftingFee(db);
      const fee =
        buyer.kind === 'customer'
          ? giftingFeeFor(buyer.customer.giftingFeePence, siteFee)
          : siteFee;
      const price = priceLadderPurchase(facts, check.step, input.slot, input.buyFor, fee);

      const paymentId = randomUUID();
      const created = await insertPaymentWithReservation(
        db,
        {
          id: paymentId,
          provider: provider.kind,
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
          expiresAt: new Date(now().getTime() + HOLD_BEFORE_CARD_MS),
        },
      );
      // The budget went between the check and the reservation (another buyer won the race).
      if (created === 'sold-out') throw new AppError('conflict', SLOT_SOLD_OUT);
      // The same buyer's other request (a double click) got there first.
      if (created === 'open-payment') throw new AppError('conflict', PAYMENT_STILL_PROCESSING);

      let intent: PaymentIntentSnapshot;
      try {
        intent = await provider.createPaymentIntent({
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
          idempotencyKey: `payment-${paymentId}`,
          description: `${facts.name} voucher`,
          ...(guestEmail ? { receiptEmail: guestEmail } : {}),
        });
        if (!intent.clientSecret) throw new Error('no client secret');
      } catch (err) {
        await endCreatedPayment(
          db,
          paymentId,
          'payment_failed',
          `Payment provider: ${err instanceof Error ? err.message : String(err)}`,
        );
        throw new AppError('unavailable', CAMPAIGN_UNAVAILABLE);
      }
      const linked = await setPaymentIntent(db, paymentId, {
        providerPaymentId: intent.id,
        clientSecretHash: sha256(intent.clientSecret),
        connectedAccountId: facts.paymentAccountId,
      });
      if (!linked) {
        // Replaced while the intent was being created: it must never be payable.
        await provider.cancelPaymentIntent(intent.id, facts.paymentAccountId);
        throw new AppError('conflict', PAYMENT_STILL_PROCESSING);
      }
      return {
        paymentId,
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        provider: provider.kind,
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
    },

    /**
     * POST /api/payments/webhook. Who may call: the card provider, proven by the signature over
     * the raw body (anything else is a 400 and changes nothing). Idempotent per event and per
     * payment, whatever the number, order or timing of deliveries.
     */
    async handleWebhook(rawBody: Buffer | string, signature: string | undefined): Promise<void> {
      let event;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError || err instanceof SyntaxError) {
          throw new AppError('bad_request', WEBHOOK_SIGNATURE_INVALID);
        }
        throw err;
      }
      const ref = { id: event.id, type: event.type === 'other' ? event.originalType : event.type };
      if (event.type === 'payment_intent.succeeded') {
        await settleSucceeded(event.intent, ref);
      } else if (event.type === 'payment_intent.payment_failed') {
        const paymentId = event.intent.metadata.paymentId;
        if (!paymentId) await recordIgnoredEvent(db, { provider: provider.kind, ...ref });
        else {
          await endCreatedPayment(
            db,
            paymentId,
            'payment_failed',
            event.intent.lastError ?? 'Payment failed',
            { provider: provider.kind, ...ref },
            event.intent.id,
          );
        }
      } else if (
        event.type === 'payment_intent.requires_action' ||
        event.type === 'payment_intent.processing'
      ) {
        // The card was submitted: keep the hold while the bank decides (idempotent).
        const payment = await findPayment(db, event.intent.metadata.paymentId ?? '');
        if (payment?.status === 'created' && payment.providerPaymentId === event.intent.id) {
          const until = new Date(payment.createdAt.getTime() + HOLD_WITH_CARD_MS);
          await extendHeldReservation(db, payment.id, until);
        }
      } else {
        await recordIgnoredEvent(db, { provider: provider.kind, ...ref });
      }
    },

    /**
     * GET /api/purchases/:paymentId/status. Who may call: the signed-in buyer of the payment, or
     * whoever holds its client secret (a guest's browser); anyone else is told it does not exist.
     */
    async paymentStatus(
      auth: Auth,
      headers: Headers,
      paymentId: string,
      clientSecret: string | undefined,
    ): Promise<PaymentProgress> {
      const payment = await findPayment(db, paymentId);
      if (!payment) throw notFound(PAYMENT_NOT_FOUND);
      let allowed = false;
      if (clientSecret && payment.clientSecretHash) {
        const given = Buffer.from(sha256(clientSecret));
        allowed = timingSafeEqual(given, Buffer.from(payment.clientSecretHash));
      }
      if (!allowed && payment.userId) {
        const found = await currentSession(auth, new BrowserCredentials(headers), new Date());
        allowed = found?.user.id === payment.userId;
      }
      if (!allowed) throw notFound(PAYMENT_NOT_FOUND);
      const status: PaymentProgressStatus =
        payment.status === 'succeeded'
          ? 'succeeded'
          : payment.status === 'created'
            ? 'created'
            : 'payment_failed';
      return {
        paymentId: payment.id,
        status,
        campaignId: payment.campaignId,
        totalPence: payment.amountPence,
        voucherCode: status === 'succeeded' ? await findVoucherCodeOfPayment(db, payment.id) : null,
        error:
          payment.status === 'needs_review'
            ? PAYMENT_NEEDS_REVIEW
            : status === 'payment_failed'
              ? payment.error
              : null,
        guestEmail: payment.guestEmail,
      };
    },
  };
}
