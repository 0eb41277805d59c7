import {
  and,
  budgetReservations,
  campaigns,
  companies,
  count,
  customers,
  customOffers,
  giftDesigns,
  eq,
  inArray,
  lt,
  lte,
  openCustomOfferStatuses,
  payments,
  processedWebhookEvents,
  siteSettings,
  sql,
  vouchers,
  isUniqueViolation,
  CompiledStatement,
  driverValue,
  insertedKeys,
  insertLists,
  insertValues,
  readRow,
  selectRow,
} from '@stepup/db';
import type { Placeholder } from '@stepup/db';
import type { Database, PaymentProvider as ProviderName, Transaction } from '@stepup/db';

type Db = Database | Transaction;
export type PaymentRow = typeof payments.$inferSelect;

/** The campaign and its company, as a purchase needs them. */
const campaignForPurchase = {
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
};

export async function findCampaignForPurchase(db: Db, campaignId: string) {
  const [row] = await db
    .select(campaignForPurchase)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(eq(campaigns.id, campaignId));
  return row;
}

const customerForPurchase = {
  status: customers.status,
  tester: customers.tester,
  buyingEnabled: customers.buyingEnabled,
  giftingFeePence: customers.giftingFeePence,
};

/**
 * findPurchaseFacts' statement, built once per database and prepared (named, so PostgreSQL parses
 * and plans it once per connection): every purchase of every customer runs it.
 */
function purchaseFactsQuery(db: Database) {
  const userId = sql.placeholder('userId');
  const campaignId = sql.placeholder('campaignId');
  return db
    .select({
      customer: customerForPurchase,
      campaign: campaignForPurchase,
      hasOpenPayment: sql<boolean>`exists (select 1 from ${payments} where ${openPaymentsOfBuyer({ userId }, campaignId)})`,
      steps: sql<
        [number, boolean][]
      >`coalesce((select json_agg(json_build_array(${vouchers.step}, ${vouchers.cancelledAt} is null)) from ${vouchers} where ${vouchers.buyerUserId} = ${userId} and ${vouchers.campaignId} = ${campaignId}), '[]'::json)`,
      openOffers: sql<number>`(select count(*)::int from ${customOffers} where ${and(
        eq(customOffers.customerUserId, userId),
        eq(customOffers.campaignId, campaignId),
        inArray(customOffers.status, [...openCustomOfferStatuses]),
      )})`,
      siteFee: sql<
        number | null
      >`(select ${siteSettings.giftingFeePence} from ${siteSettings} limit 1)`,
    })
    .from(customers)
    .leftJoin(campaigns, eq(campaigns.id, campaignId))
    .leftJoin(companies, eq(companies.id, campaigns.companyId))
    .where(eq(customers.userId, userId))
    .prepare('purchase_facts');
}
const purchaseFactsQueries = new WeakMap<Database, ReturnType<typeof purchaseFactsQuery>>();

/**
 * Everything a signed-in customer's purchase reads before it takes the budget, in one statement
 * (ADR 042, amendment 2): their customer record, the campaign and its company, whether they have
 * an open payment of it, what they bought of it (findBuyerHistory's figures) and the site's
 * gifting fee. Answers undefined when the customer has no record. The same rows the separate
 * reads answer, read at one moment.
 */
export async function findPurchaseFacts(db: Database, userId: string, campaignId: string) {
  let prepared = purchaseFactsQueries.get(db);
  if (!prepared) {
    prepared = purchaseFactsQuery(db);
    purchaseFactsQueries.set(db, prepared);
  }
  const [row] = await prepared.execute({ userId, campaignId });
  if (!row) return undefined;
  const steps =
    typeof row.steps === 'string' ? (JSON.parse(row.steps) as [number, boolean][]) : row.steps;
  const openOffers = Number(row.openOffers);
  return {
    customer: row.customer,
    // Its company always exists (a foreign key): no id, no campaign.
    campaign: row.campaign?.id
      ? (row.campaign as Awaited<ReturnType<typeof findCampaignForPurchase>>)
      : undefined,
    hasOpenPayment: row.hasOpenPayment,
    history: {
      stepsBought: steps.filter(([step, live]) => live && step <= 3).map(([step]) => step),
      vouchersBought: steps.length,
      openOffers,
      purchaseCount: steps.length + openOffers,
    },
    siteFee: row.siteFee ?? 0,
  };
}

export async function findCustomerForPurchase(db: Db, userId: string) {
  const [row] = await db
    .select(customerForPurchase)
    .from(customers)
    .where(eq(customers.userId, userId));
  return row;
}

/**
 * What a buyer has bought of one campaign: the ladder steps of their paid, not-cancelled vouchers
 * (their level) and how many purchases they made of it in all (the limit counts every one, and
 * their open custom offers too, ADR 027).
 */
export async function findBuyerHistory(db: Db, userId: string, campaignId: string) {
  const rows = await db
    .select({ step: vouchers.step, cancelledAt: vouchers.cancelledAt })
    .from(vouchers)
    .where(and(eq(vouchers.buyerUserId, userId), eq(vouchers.campaignId, campaignId)));
  const [offers] = await db
    .select({ n: count() })
    .from(customOffers)
    .where(
      and(
        eq(customOffers.customerUserId, userId),
        eq(customOffers.campaignId, campaignId),
        inArray(customOffers.status, [...openCustomOfferStatuses]),
      ),
    );
  return {
    stepsBought: rows.filter((r) => r.cancelledAt === null && r.step <= 3).map((r) => r.step),
    vouchersBought: rows.length,
    openOffers: offers?.n ?? 0,
    purchaseCount: rows.length + (offers?.n ?? 0),
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
        // A card saved for a custom offer is no purchase.
        eq(payments.kind, 'payment'),
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
 * Takes `amount` from a step's budget only if that leaves it at zero or above, and counts the
 * sale with it: one conditional UPDATE, so concurrent buyers are serialised on the campaign row
 * and the last of a budget goes to exactly one of them. The campaign row is the one row every
 * buyer of a campaign writes, so a sale writes it here only (ADR 042): a reservation given back
 * unpaid uncounts it (giveBudgetBack). Answers whether it was taken.
 */
export async function takeBudget(tx: Db, campaignId: string, step: number, amount: number) {
  const { key, column } = budgetOf(step);
  const taken = await tx
    .update(campaigns)
    .set({ [key]: sql`${column} - ${amount}`, salesCount: sql`${campaigns.salesCount} + 1` })
    .where(and(eq(campaigns.id, campaignId), sql`${column} >= ${amount}`))
    .returning({ id: campaigns.id });
  return taken.length === 1;
}

/**
 * A step's budget back (never above the campaign's total). `unsold`: the reservation was never
 * paid, so its count in sales_count goes too; a cancelled voucher stays a sale made.
 */
async function giveBudgetBack(
  tx: Db,
  campaignId: string,
  step: number,
  amount: number,
  { unsold }: { unsold: boolean },
) {
  const { key, column } = budgetOf(step);
  await tx
    .update(campaigns)
    .set({
      [key]: sql`least(${column} + ${amount}, ${campaigns.totalValuePence})`,
      ...(unsold ? { salesCount: sql`greatest(${campaigns.salesCount} - 1, 0)` } : {}),
    })
    .where(eq(campaigns.id, campaignId));
}

/**
 * The budget take's statement for one step and one set of payment and reservation keys, built
 * once (ADR 062): a sale's widest statement (forty-odd values), whose building cost the server
 * more than PostgreSQL's running it. The sets of keys come from the code, not from buyers, so
 * there are only a few of them.
 */
const budgetTakes = new Map<string, CompiledStatement<string>>();
function budgetTake(step: number, paidKeys: string[], heldKeys: string[]) {
  const shape = `${step}|${paidKeys.join()}|${heldKeys.join()}`;
  let statement = budgetTakes.get(shape);
  if (!statement) {
    const { column } = budgetOf(step);
    const paid = insertLists(payments, paidKeys, 'paid_');
    const held = insertLists(budgetReservations, heldKeys, 'held_');
    statement = new CompiledStatement(
      () => sql`
        with taken as (
          update ${campaigns}
          set ${sql.identifier(column.name)} = ${column} - ${sql.placeholder('amount')},
            ${sql.identifier(campaigns.salesCount.name)} = ${campaigns.salesCount} + 1,
            ${sql.identifier(campaigns.updatedAt.name)} = ${sql.placeholder('now')}::timestamptz
          where ${campaigns.id} = ${sql.placeholder('campaignId')}
            and ${column} >= ${sql.placeholder('amount')}
          returning 1
        ), paid as (
          insert into ${payments} (${paid.columns}) select ${paid.values} from taken returning 1
        )
        insert into ${budgetReservations} (${held.columns}) select ${held.values} from paid
        returning 1`,
    );
    budgetTakes.set(shape, statement);
  }
  return statement;
}

/**
 * takeBudget, the payment and its held reservation in one statement (so one round trip, and no
 * transaction around three): the payment and the reservation are inserted only when the guarded
 * decrement took the budget. Answers whether it did; a second open payment of the buyer fails
 * the whole statement (isOpenPaymentConflict), the budget take with it.
 */
export async function insertPaymentTakingBudget(
  db: Db,
  payment: NewPayment,
  reservation: { step: number; amountPence: number; expiresAt: Date },
): Promise<boolean> {
  const held: Record<string, unknown> = {
    paymentId: payment.id,
    campaignId: payment.campaignId,
    status: 'held',
    ...reservation,
  };
  const paidKeys = insertedKeys(payments, payment);
  const heldKeys = insertedKeys(budgetReservations, held);
  const values: Record<string, unknown> = {
    amount: reservation.amountPence,
    now: driverValue(campaigns.updatedAt, new Date()),
    campaignId: payment.campaignId,
  };
  insertValues(payments, paidKeys, payment, 'paid_', values);
  insertValues(budgetReservations, heldKeys, held, 'held_', values);
  const result = await budgetTake(reservation.step, paidKeys, heldKeys).run(db, values);
  return result.rows.length === 1;
}

const OPEN_PAYMENT_INDEXES = [
  'payments_open_per_customer_unique',
  'payments_open_per_guest_unique',
];

/**
 * Whether an error is the database refusing a second open payment of one buyer and campaign (a
 * unique index, so two racing requests of one buyer cannot both get one).
 */
export const isOpenPaymentConflict = (err: unknown) => isUniqueViolation(err, OPEN_PAYMENT_INDEXES);

export type NewPayment = typeof payments.$inferInsert & { id: string };

export async function insertPayment(tx: Db, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(payment).returning();
  return row!;
}

/** The step budget a payment holds until it is paid, or released. */
export async function insertHeldReservation(
  tx: Db,
  reservation: {
    paymentId: string;
    campaignId: string;
    step: number;
    amountPence: number;
    expiresAt: Date;
  },
) {
  await tx.insert(budgetReservations).values(reservation);
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
 * Ends a payment only while it is still 'created' (and, when given, of that provider intent).
 * Answers whether it was ended here.
 */
export async function markCreatedPaymentEnded(
  tx: Db,
  paymentId: string,
  status: 'payment_failed' | 'cancelled',
  error: string | null,
  providerPaymentId?: string,
): Promise<boolean> {
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
  return ended.length === 1;
}

/** Releases a payment's held reservation, if it still has one, and gives its budget back. */
export async function releaseHeldReservation(tx: Db, paymentId: string) {
  const [released] = await tx
    .update(budgetReservations)
    .set({ status: 'released' })
    .where(and(eq(budgetReservations.paymentId, paymentId), eq(budgetReservations.status, 'held')))
    .returning();
  if (released) {
    await giveBudgetBack(tx, released.campaignId, released.step, released.amountPence, {
      unsold: true,
    });
  }
}

/**
 * A cancelled voucher's step budget given back: its payment's committed reservation becomes
 * released and its amount goes back to the step (never above the campaign's total). Conditional
 * on 'committed', so a second call (a replay, a race) gives nothing more. Answers whether it did.
 */
export async function releaseCommittedReservation(tx: Db, paymentId: string): Promise<boolean> {
  const [released] = await tx
    .update(budgetReservations)
    .set({ status: 'released' })
    .where(
      and(eq(budgetReservations.paymentId, paymentId), eq(budgetReservations.status, 'committed')),
    )
    .returning();
  if (released) {
    await giveBudgetBack(tx, released.campaignId, released.step, released.amountPence, {
      unsold: false,
    });
  }
  return Boolean(released);
}

export type ProviderEvent = { provider: ProviderName; id: string; type: string };

/** Inserts the event id; false when it was already processed (a unique index, not a read). */
export async function recordEventOnce(tx: Db, event: ProviderEvent): Promise<boolean> {
  const inserted = await tx
    .insert(processedWebhookEvents)
    .values({ provider: event.provider, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.id });
  return inserted.length === 1;
}

/**
 * The payment of a provider intent, locked until the transaction ends (FOR UPDATE OF payments:
 * the campaign row is only read), with its campaign's voucher lifetime in the same statement.
 */
export async function lockPaymentOfIntent(
  tx: Transaction,
  paymentId: string,
  providerPaymentId: string,
): Promise<(PaymentRow & { expiryYears: number }) | undefined> {
  const [raw] = (await paymentOfIntentLocked.run(tx, { id: paymentId, providerPaymentId })).rows;
  return raw && { ...readRow(payments, raw), expiryYears: Number(raw.expiryYears) };
}

// Built once (ADR 062): every sale locks its payment.
const paymentOfIntentLocked = new CompiledStatement<'id' | 'providerPaymentId'>(
  () => sql`select ${selectRow(payments)}, ${campaigns.expiryYears} as "expiryYears"
    from ${payments} inner join ${campaigns} on ${campaigns.id} = ${payments.campaignId}
    where ${payments.id} = ${sql.placeholder('id')}
      and ${payments.providerPaymentId} = ${sql.placeholder('providerPaymentId')}
    for update of ${payments}`,
);

/** Sets a payment aside for a person to review, with what was received. */
export async function markPaymentNeedsReview(
  tx: Db,
  paymentId: string,
  amountCapturedPence: number,
  error: string,
) {
  await tx
    .update(payments)
    .set({ status: 'needs_review', amountCapturedPence, error })
    .where(eq(payments.id, paymentId));
}

export async function findCampaignExpiryYears(tx: Db, campaignId: string) {
  const [campaign] = await tx
    .select({ expiryYears: campaigns.expiryYears })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return campaign?.expiryYears;
}

export type NewVoucher = typeof vouchers.$inferInsert;

/**
 * Inserts a voucher unless its code or its payment already has one (both unique): answers its id,
 * or null when nothing was inserted.
 */
export async function insertVoucherIfFree(tx: Db, voucher: NewVoucher): Promise<string | null> {
  const { giftDesignId, ...row } = voucher;
  const keys = insertedKeys(vouchers, row);
  const values: Record<string, unknown> = giftDesignId ? { giftDesignId } : {};
  insertValues(vouchers, keys, row, 'voucher_', values);
  const { rows } = await voucherInsert(keys, Boolean(giftDesignId)).run(tx, values);
  return rows[0] ? String(rows[0].id) : null;
}

/**
 * The voucher's insert for one set of its properties, with a gift's design or without, built
 * once (ADR 062): every sale writes one, with thirty-odd values.
 */
const voucherInserts = new Map<string, CompiledStatement<string>>();
function voucherInsert(keys: string[], withDesign: boolean) {
  const shape = `${keys.join()}|${withDesign}`;
  let statement = voucherInserts.get(shape);
  if (!statement) {
    const { columns, values } = insertLists(vouchers, keys, 'voucher_');
    // The gift's design as long as it still exists (an admin may have deleted it, unused, while
    // the payment was open): the gift then shows the campaign's own image.
    const design = withDesign
      ? {
          column: sql`, ${sql.identifier(vouchers.giftDesignId.name)}`,
          value: sql`, (select ${giftDesigns.id} from ${giftDesigns} where ${giftDesigns.id} = ${sql.placeholder('giftDesignId')})`,
        }
      : { column: sql``, value: sql`` };
    statement = new CompiledStatement(
      () => sql`insert into ${vouchers} (${columns}${design.column})
        values (${values}${design.value})
        on conflict do nothing
        returning ${vouchers.id} as id`,
    );
    voucherInserts.set(shape, statement);
  }
  return statement;
}

export async function findVoucherIdOfPayment(tx: Db, paymentId: string) {
  const [existing] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.paymentId, paymentId));
  return existing?.id ?? null;
}

/** Moves a payment's held reservation to committed; false when it held none. */
export async function commitHeldReservation(tx: Db, paymentId: string): Promise<boolean> {
  const committed = await tx
    .update(budgetReservations)
    .set({ status: 'committed' })
    .where(and(eq(budgetReservations.paymentId, paymentId), eq(budgetReservations.status, 'held')))
    .returning({ id: budgetReservations.id });
  return committed.length === 1;
}

export async function findReservationOfPayment(tx: Db, paymentId: string) {
  const [reservation] = await tx
    .select()
    .from(budgetReservations)
    .where(eq(budgetReservations.paymentId, paymentId));
  return reservation;
}

export async function markReservationCommitted(tx: Db, reservationId: string) {
  await tx
    .update(budgetReservations)
    .set({ status: 'committed' })
    .where(eq(budgetReservations.id, reservationId));
}

/** One more sale of the campaign, for a sale that took no step budget (a custom offer's). */
export async function countSale(tx: Db, campaignId: string) {
  await tx
    .update(campaigns)
    .set({ salesCount: sql`${campaigns.salesCount} + 1` })
    .where(eq(campaigns.id, campaignId));
}

export async function markPaymentSucceeded(
  tx: Db,
  paymentId: string,
  amountCapturedPence: number,
  error: string | null,
  providerChargeId: string | null,
) {
  await tx
    .update(payments)
    .set({ status: 'succeeded', amountCapturedPence, error, providerChargeId })
    .where(eq(payments.id, paymentId));
}

const paymentById = new CompiledStatement<'id'>(
  () =>
    sql`select ${selectRow(payments)} from ${payments} where ${payments.id} = ${sql.placeholder('id')}`,
);

/** A payment by id (built once, ADR 062: every sale reads it as its event arrives). */
export async function findPayment(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  const [raw] = (await paymentById.run(db, { id: paymentId })).rows;
  return raw && readRow(payments, raw);
}

const paymentWithCode = new CompiledStatement<'id'>(
  () => sql`select ${selectRow(payments)}, ${vouchers.code} as "voucherCode"
    from ${payments} left join ${vouchers} on ${vouchers.paymentId} = ${payments.id}
    where ${payments.id} = ${sql.placeholder('id')}`,
);

/**
 * A payment with its voucher's code (null until issued): the result page's poll, one statement,
 * built once (ADR 062).
 */
export async function findPaymentWithCode(
  db: Db,
  paymentId: string,
): Promise<(PaymentRow & { voucherCode: string | null }) | undefined> {
  const [raw] = (await paymentWithCode.run(db, { id: paymentId })).rows;
  return raw && { ...readRow(payments, raw), voucherCode: (raw.voucherCode as string) ?? null };
}

/** A buyer's payments of one campaign still 'created' (an open card form, or an abandoned one). */
export async function findOpenPaymentsOfBuyer(
  db: Db,
  buyer: { userId: string } | { guestEmail: string },
  campaignId: string,
): Promise<PaymentRow[]> {
  return db.select().from(payments).where(openPaymentsOfBuyer(buyer, campaignId));
}

/** The condition of findOpenPaymentsOfBuyer's rows. */
function openPaymentsOfBuyer(
  buyer: { userId: string | Placeholder } | { guestEmail: string },
  campaignId: string | Placeholder,
) {
  return and(
    eq(payments.campaignId, campaignId),
    eq(payments.status, 'created'),
    // A custom offer's off-session charge stays: its customer may still complete it.
    sql`not exists (select 1 from ${customOffers} where ${customOffers.chargePaymentId} = ${payments.id} and not ${customOffers.autoAccepted})`,
    'userId' in buyer
      ? eq(payments.userId, buyer.userId)
      : sql`lower(${payments.guestEmail}) = ${buyer.guestEmail.trim().toLowerCase()}`,
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

/**
 * Inside the issuing transaction: a custom offer whose charge this payment is becomes 'charged'
 * with its voucher (ADR 027: the voucher and the offer's state are one fact).
 */
export async function markOfferOfPaymentCharged(tx: Db, paymentId: string, voucherId: string) {
  await tx
    .update(customOffers)
    .set({ status: 'charged', voucherId })
    .where(
      and(
        eq(customOffers.chargePaymentId, paymentId),
        inArray(customOffers.status, ['accepted', 'awaiting_payment']),
      ),
    );
}

/**
 * Inside the transaction that ends a payment unpaid: an auto-accepted offer paid on-session
 * by this payment becomes 'failed' (an off-session charge the customer may still complete keeps
 * its offer open until the offer expires).
 */
export async function markAutoAcceptedOfferFailed(tx: Db, paymentId: string, error: string | null) {
  await tx
    .update(customOffers)
    .set({ status: 'failed', error })
    .where(
      and(
        eq(customOffers.chargePaymentId, paymentId),
        eq(customOffers.autoAccepted, true),
        eq(customOffers.status, 'accepted'),
      ),
    );
}
