import {
  and,
  budgetReservations,
  campaigns,
  companies,
  count,
  customers,
  eq,
  inArray,
  lt,
  lte,
  payments,
  processedWebhookEvents,
  siteSettings,
  sql,
  vouchers,
} from '@stepup/db';
import type { Database, PaymentProvider as ProviderName, Transaction } from '@stepup/db';
import { giftDeliveryTime } from '@stepup/domain';

type Db = Database | Transaction;
export type PaymentRow = typeof payments.$inferSelect;

/** The campaign and its company, as a purchase needs them. */
export async function findCampaignForPurchase(db: Db, campaignId: string) {
  const [row] = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      companyId: campaigns.companyId,
      status: campaigns.status,
      isActive: campaigns.isActive,
      frozen: campaigns.frozen,
      testMode: campaigns.testMode,
      faceValue1Pence: campaigns.faceValue1Pence,
      faceValue2Pence: campaigns.faceValue2Pence,
      faceValue3Pence: campaigns.faceValue3Pence,
      discount1: campaigns.discount1,
      discount2: campaigns.discount2,
      discount3: campaigns.discount3,
      salesValueLeft1Pence: campaigns.salesValueLeft1Pence,
      salesValueLeft2Pence: campaigns.salesValueLeft2Pence,
      salesValueLeft3Pence: campaigns.salesValueLeft3Pence,
      expiryYears: campaigns.expiryYears,
      companyName: companies.name,
      companyOnline: companies.currentStatus,
      paymentAccountId: companies.paymentAccountId,
      paymentsEnabled: companies.paymentsEnabled,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(eq(campaigns.id, campaignId));
  return row;
}

export async function findCustomerForPurchase(db: Db, userId: string) {
  const [row] = await db
    .select({
      tester: customers.tester,
      buyingEnabled: customers.buyingEnabled,
      giftingFeePence: customers.giftingFeePence,
    })
    .from(customers)
    .where(eq(customers.userId, userId));
  return row;
}

/**
 * What a buyer has bought of one campaign: the ladder steps of their paid, not-cancelled vouchers
 * (their level) and how many purchases they made of it in all (the limit counts every one).
 */
export async function findBuyerHistory(db: Db, userId: string, campaignId: string) {
  const rows = await db
    .select({ step: vouchers.step, cancelledAt: vouchers.cancelledAt })
    .from(vouchers)
    .where(and(eq(vouchers.buyerUserId, userId), eq(vouchers.campaignId, campaignId)));
  return {
    stepsBought: rows.filter((r) => r.cancelledAt === null && r.step <= 3).map((r) => r.step),
    purchaseCount: rows.length,
  };
}

/** Whether this email already bought (or is paying for) this campaign as a guest. */
export async function guestHasPurchase(db: Db, email: string, campaignId: string) {
  const lower = email.trim().toLowerCase();
  const [issued] = await db
    .select({ n: count() })
    .from(vouchers)
    .where(and(sql`lower(${vouchers.guestEmail}) = ${lower}`, eq(vouchers.campaignId, campaignId)));
  const [paying] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        sql`lower(${payments.guestEmail}) = ${lower}`,
        eq(payments.campaignId, campaignId),
        inArray(payments.status, ['created', 'succeeded']),
      ),
    );
  return (issued?.n ?? 0) + (paying?.n ?? 0) > 0;
}

export async function findSiteGiftingFee(db: Db): Promise<number> {
  const [row] = await db.select({ fee: siteSettings.giftingFeePence }).from(siteSettings).limit(1);
  return row?.fee ?? 0;
}

const budgetKeys = [
  'salesValueLeft1Pence',
  'salesValueLeft2Pence',
  'salesValueLeft3Pence',
] as const;

/** A ladder step's remaining-budget column: its property name and its SQL column. */
function budgetOf(step: number) {
  const key = budgetKeys[step - 1];
  if (!key) throw new RangeError(`no budget for step ${step}`);
  return { key, column: campaigns[key] };
}

/**
 * Takes `amount` from a step's budget only if that leaves it at zero or above: one conditional
 * UPDATE, so concurrent buyers are serialised on the campaign row and the last of a budget goes
 * to exactly one of them. Answers whether it was taken.
 */
async function takeBudget(tx: Db, campaignId: string, step: number, amount: number) {
  const { key, column } = budgetOf(step);
  const taken = await tx
    .update(campaigns)
    .set({ [key]: sql`${column} - ${amount}` })
    .where(and(eq(campaigns.id, campaignId), sql`${column} >= ${amount}`))
    .returning({ id: campaigns.id });
  return taken.length === 1;
}

async function giveBudgetBack(tx: Db, campaignId: string, step: number, amount: number) {
  const { key, column } = budgetOf(step);
  await tx
    .update(campaigns)
    .set({ [key]: sql`least(${column} + ${amount}, ${campaigns.totalValuePence})` })
    .where(eq(campaigns.id, campaignId));
}

const OPEN_PAYMENT_INDEXES = [
  'payments_open_per_customer_unique',
  'payments_open_per_guest_unique',
];

/** Whether an error is the database refusing a second open payment of one buyer and campaign. */
function isOpenPaymentConflict(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code !== '23505') continue;
    if (constraint && OPEN_PAYMENT_INDEXES.includes(constraint)) return true;
    if (OPEN_PAYMENT_INDEXES.some((name) => message?.includes(name))) return true;
  }
  return false;
}

/**
 * Creates the payment and reserves its step budget in one transaction: the budget is decremented
 * with a guard and the held reservation written beside it, or nothing is written at all. Answers
 * the payment; 'sold-out' when the step's budget no longer covers the face value; 'open-payment'
 * when this buyer already has an open payment of the campaign (a unique index, so two racing
 * requests of one buyer cannot both get one).
 */
export async function insertPaymentWithReservation(
  db: Database,
  payment: typeof payments.$inferInsert & { id: string },
  reservation: { step: number; amountPence: number; expiresAt: Date },
): Promise<PaymentRow | 'sold-out' | 'open-payment'> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await takeBudget(tx, payment.campaignId, reservation.step, reservation.amountPence))) {
        return 'sold-out' as const;
      }
      const [row] = await tx.insert(payments).values(payment).returning();
      await tx.insert(budgetReservations).values({
        paymentId: payment.id,
        campaignId: payment.campaignId,
        step: reservation.step,
        amountPence: reservation.amountPence,
        expiresAt: reservation.expiresAt,
      });
      return row!;
    });
  } catch (err) {
    if (isOpenPaymentConflict(err)) return 'open-payment';
    throw err;
  }
}

/**
 * Links the provider's intent to the payment, only while the payment is still open; false when
 * it was ended meanwhile (replaced by the same buyer's newer purchase).
 */
export async function setPaymentIntent(
  db: Db,
  paymentId: string,
  intent: { providerPaymentId: string; clientSecretHash: string; connectedAccountId: string },
): Promise<boolean> {
  const linked = await db
    .update(payments)
    .set(intent)
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')))
    .returning({ id: payments.id });
  return linked.length === 1;
}

/**
 * Ends a payment still 'created' (failed, or abandoned past its reservation) and gives its held
 * budget back, in one transaction; a payment that has moved on is left alone. Answers whether it
 * was ended here.
 */
export async function endCreatedPayment(
  db: Database,
  paymentId: string,
  status: 'payment_failed' | 'cancelled',
  error: string | null,
  event?: { provider: ProviderName; id: string; type: string },
  providerPaymentId?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (event && !(await recordEventOnce(tx, event))) return false;
    const ended = await tx
      .update(payments)
      .set({ status, error })
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.status, 'created'),
          providerPaymentId ? eq(payments.providerPaymentId, providerPaymentId) : undefined,
        ),
      )
      .returning({ id: payments.id });
    if (ended.length === 0) return false;
    await releaseHeldReservation(tx, paymentId);
    return true;
  });
}

async function releaseHeldReservation(tx: Db, paymentId: string) {
  const [released] = await tx
    .update(budgetReservations)
    .set({ status: 'released' })
    .where(and(eq(budgetReservations.paymentId, paymentId), eq(budgetReservations.status, 'held')))
    .returning();
  if (released) await giveBudgetBack(tx, released.campaignId, released.step, released.amountPence);
}

/** Inserts the event id; false when it was already processed (a unique index, not a read). */
async function recordEventOnce(
  tx: Db,
  event: { provider: ProviderName; id: string; type: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(processedWebhookEvents)
    .values({ provider: event.provider, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.id });
  return inserted.length === 1;
}

export type IssueOutcome =
  'issued' | 'duplicate-event' | 'already-succeeded' | 'unknown-payment' | 'amount-mismatch';

/**
 * The success of a payment, exactly once: the event id is recorded (unique), the payment row is
 * locked, the voucher inserted (unique per payment; a code collision draws a new code), the
 * reservation committed (or, when it had been released, the budget taken again if it still can
 * be), the sales count moved and the payment marked succeeded — all in one transaction. A payment
 * whose received amount or currency is not the one due issues nothing: it is set aside for review
 * (its budget given back) with what was received.
 */
export async function issueVoucherForPayment(
  db: Database,
  input: {
    paymentId: string;
    providerPaymentId: string;
    amountReceivedPence: number;
    /** As the provider writes it ('gbp'). */
    currency: string;
    event: { provider: ProviderName; id: string; type: string } | null;
    paidAt: Date;
    expiresAt: (expiryYears: number) => Date;
    newCode: () => string;
    /** Runs inside the transaction once the voucher exists (its messages are written here). */
    onIssued?: (tx: Transaction, voucherId: string) => Promise<void>;
  },
): Promise<IssueOutcome> {
  return db.transaction(async (tx) => {
    if (input.event && !(await recordEventOnce(tx, input.event))) return 'duplicate-event';
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, input.paymentId),
          eq(payments.providerPaymentId, input.providerPaymentId),
        ),
      )
      .for('update');
    if (!payment) return 'unknown-payment';
    if (payment.status === 'succeeded') return 'already-succeeded';
    // Set aside once: a later event for it, whatever its amount, waits for the same review.
    if (payment.status === 'needs_review') return 'amount-mismatch';
    if (
      input.amountReceivedPence !== payment.amountPence ||
      input.currency.toUpperCase() !== payment.currency
    ) {
      await tx
        .update(payments)
        .set({
          status: 'needs_review',
          amountCapturedPence: input.amountReceivedPence,
          error: `Received ${input.amountReceivedPence} ${input.currency.toUpperCase()} for ${payment.amountPence} ${payment.currency} due; no voucher issued.`,
        })
        .where(eq(payments.id, payment.id));
      await releaseHeldReservation(tx, payment.id);
      return 'amount-mismatch';
    }
    const [campaign] = await tx
      .select({ expiryYears: campaigns.expiryYears })
      .from(campaigns)
      .where(eq(campaigns.id, payment.campaignId));
    const gift = payment.buyFor === 'gift' ? payment.giftingData : null;
    let issued: string | null = null;
    for (let attempt = 0; attempt < 8 && !issued; attempt++) {
      const inserted = await tx
        .insert(vouchers)
        .values({
          code: input.newCode(),
          campaignId: payment.campaignId,
          companyId: payment.companyId,
          buyerUserId: payment.userId,
          guestEmail: payment.guestEmail,
          step: payment.step,
          slot: payment.slot,
          faceValuePence: payment.faceValuePence,
          discount: payment.discount,
          pricePaidPence: payment.voucherAmountPence,
          giftingFeePence: payment.giftingAmountPence,
          buyFor: payment.buyFor,
          giftRecipientName: gift?.name ?? null,
          giftRecipientEmail: gift?.email ?? null,
          giftMessage: gift?.message ?? null,
          giftDeliverAt: gift
            ? giftDeliveryTime(gift.deliverAt ? new Date(gift.deliverAt) : null, input.paidAt)
            : null,
          paymentDate: input.paidAt,
          expiresAt: input.expiresAt(campaign?.expiryYears ?? 1),
          paymentId: payment.id,
        })
        .onConflictDoNothing()
        .returning({ id: vouchers.id });
      if (inserted.length === 1) issued = inserted[0]!.id;
      else {
        // Either this payment already has its voucher (stop) or the code was taken (draw again).
        const [existing] = await tx
          .select({ id: vouchers.id })
          .from(vouchers)
          .where(eq(vouchers.paymentId, payment.id));
        if (existing) return 'already-succeeded';
      }
    }
    if (!issued) throw new Error('could not draw a free voucher code');

    let error: string | null = null;
    const committed = await tx
      .update(budgetReservations)
      .set({ status: 'committed' })
      .where(
        and(eq(budgetReservations.paymentId, payment.id), eq(budgetReservations.status, 'held')),
      )
      .returning({ id: budgetReservations.id });
    if (committed.length === 0) {
      // Paid after its reservation was released (a late success): take the budget again if it
      // still covers the voucher; never below zero.
      const [reservation] = await tx
        .select()
        .from(budgetReservations)
        .where(eq(budgetReservations.paymentId, payment.id));
      if (reservation?.status === 'released') {
        if (await takeBudget(tx, payment.campaignId, reservation.step, reservation.amountPence)) {
          await tx
            .update(budgetReservations)
            .set({ status: 'committed' })
            .where(eq(budgetReservations.id, reservation.id));
        } else {
          error = 'Paid after its reservation was released; the step budget could not cover it.';
        }
      }
    }
    await tx
      .update(campaigns)
      .set({ salesCount: sql`${campaigns.salesCount} + 1` })
      .where(eq(campaigns.id, payment.campaignId));
    await tx
      .update(payments)
      .set({ status: 'succeeded', amountCapturedPence: input.amountReceivedPence, error })
      .where(eq(payments.id, payment.id));
    await input.onIssued?.(tx, issued);
    return 'issued';
  });
}

export async function recordIgnoredEvent(
  db: Db,
  event: { provider: ProviderName; id: string; type: string },
) {
  await recordEventOnce(db, event);
}

export async function findPayment(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export async function findVoucherCodeOfPayment(db: Db, paymentId: string) {
  const [row] = await db
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(eq(vouchers.paymentId, paymentId));
  return row?.code ?? null;
}

/** A buyer's payments of one campaign still 'created' (an open card form, or an abandoned one). */
export async function findOpenPaymentsOfBuyer(
  db: Db,
  buyer: { userId: string } | { guestEmail: string },
  campaignId: string,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.campaignId, campaignId),
        eq(payments.status, 'created'),
        'userId' in buyer
          ? eq(payments.userId, buyer.userId)
          : sql`lower(${payments.guestEmail}) = ${buyer.guestEmail.trim().toLowerCase()}`,
      ),
    );
}

/** Payments still 'created' whose held reservation is past its expiry. */
export async function findExpiredCreatedPayments(db: Db, now: Date, limit = 100) {
  return db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(budgetReservations, eq(budgetReservations.paymentId, payments.id))
    .where(
      and(
        eq(payments.status, 'created'),
        eq(budgetReservations.status, 'held'),
        lte(budgetReservations.expiresAt, now),
      ),
    )
    .limit(limit);
}

/** Moves a payment's held reservation to a later expiry (a card submitted, awaiting its bank). */
export async function extendHeldReservation(db: Db, paymentId: string, expiresAt: Date) {
  await db
    .update(budgetReservations)
    .set({ expiresAt })
    .where(and(eq(budgetReservations.paymentId, paymentId), eq(budgetReservations.status, 'held')));
}

/** Payments left 'created' (with an intent) since before `createdBefore`: reconciliation's list. */
export async function findStaleCreatedPayments(db: Db, createdBefore: Date, limit = 100) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'created'),
        eq(payments.kind, 'payment'),
        lt(payments.createdAt, createdBefore),
        sql`${payments.providerPaymentId} is not null`,
      ),
    )
    .limit(limit);
}
