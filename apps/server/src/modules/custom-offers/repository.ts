import {
  and,
  asc,
  campaigns,
  companies,
  count,
  customers,
  customOffers,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  openCustomOfferStatuses,
  payments,
  sql,
  user,
  isUniqueViolation,
} from '@stepup/db';
import type { CustomOfferStatus, Database, Transaction } from '@stepup/db';
import { canMove, offerEventOf } from '@stepup/domain';
import { recordOfferEvent } from '../voucher-events/voucher-events';

type Db = Database | Transaction;
export type OfferRow = typeof customOffers.$inferSelect;
export type NewOffer = typeof customOffers.$inferInsert & { id: string };

/** An offer with what every answer about it shows: campaign, company and buyer. */
const offerColumns = {
  offer: customOffers,
  campaignName: campaigns.name,
  faceValuesPence: sql<
    [number, number, number]
  >`json_build_array(${campaigns.faceValue1Pence}, ${campaigns.faceValue2Pence}, ${campaigns.faceValue3Pence})`,
  discounts: sql<
    [number, number, number]
  >`json_build_array(${campaigns.discount1}, ${campaigns.discount2}, ${campaigns.discount3})`,
  companyName: companies.name,
  companyLogoUrl: companies.logoUrl,
  companyContactEmail: companies.contactEmail,
  connectedAccountId: companies.paymentAccountId,
  buyerEmail: user.email,
  buyerName: sql<string | null>`coalesce(${customers.name}, ${user.name})`,
};

function offerQuery(db: Db) {
  return db
    .select(offerColumns)
    .from(customOffers)
    .innerJoin(campaigns, eq(campaigns.id, customOffers.campaignId))
    .innerJoin(companies, eq(companies.id, customOffers.companyId))
    .leftJoin(user, eq(user.id, customOffers.customerUserId))
    .leftJoin(customers, eq(customers.userId, customOffers.customerUserId));
}
export type OfferView = Awaited<ReturnType<typeof offerQuery>>[number];

export async function findOfferView(db: Db, offerId: string): Promise<OfferView | undefined> {
  const [row] = await offerQuery(db).where(eq(customOffers.id, offerId));
  return row;
}

/** A customer's offers, newest first (their finished ones too). */
export async function findOffersOfCustomer(db: Db, userId: string, limit = 100) {
  return offerQuery(db)
    .where(eq(customOffers.customerUserId, userId))
    .orderBy(desc(customOffers.createdAt))
    .limit(limit);
}

/**
 * The company's inbox: 'waiting' (the company's or the customer's turn: pending, countered,
 * accepted, awaiting payment) or 'answered' (final); offers whose card is not saved yet are never
 * shown to the company.
 */
export async function findOffersOfCompany(
  db: Db,
  companyId: string,
  view: 'waiting' | 'answered',
  limit = 200,
) {
  const waiting: CustomOfferStatus[] = ['pending', 'countered', 'accepted', 'awaiting_payment'];
  return offerQuery(db)
    .where(
      and(
        eq(customOffers.companyId, companyId),
        view === 'waiting'
          ? inArray(customOffers.status, waiting)
          : notInArray(customOffers.status, [...waiting, 'awaiting_card']),
        // An offer withdrawn before its card was saved never reached the company.
        view === 'answered'
          ? sql`(${customOffers.cardSavedAt} is not null or ${customOffers.autoAccepted})`
          : undefined,
      ),
    )
    .orderBy(view === 'waiting' ? asc(customOffers.expiresAt) : desc(customOffers.updatedAt))
    .limit(limit);
}

export async function countPendingOffersOfCompany(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customOffers)
    .where(and(eq(customOffers.companyId, companyId), eq(customOffers.status, 'pending')));
  return row?.n ?? 0;
}

/** The buyer's open offers of a campaign (at most one, by the unique indexes). */
export async function findOpenOffersOfBuyer(
  db: Db,
  buyer: { userId: string } | { guestEmail: string },
  campaignId: string,
) {
  return db
    .select()
    .from(customOffers)
    .where(
      and(
        eq(customOffers.campaignId, campaignId),
        inArray(customOffers.status, [...openCustomOfferStatuses]),
        'userId' in buyer
          ? eq(customOffers.customerUserId, buyer.userId)
          : sql`lower(${customOffers.guestEmail}) = ${buyer.guestEmail.trim().toLowerCase()}`,
      ),
    );
}

/** Whether a guest email already made an offer of this campaign that reached the company. */
export async function guestMadeOffer(db: Db, email: string, campaignId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(customOffers)
    .where(
      and(
        sql`lower(${customOffers.guestEmail}) = ${email.trim().toLowerCase()}`,
        eq(customOffers.campaignId, campaignId),
        sql`(${customOffers.cardSavedAt} is not null or ${customOffers.autoAccepted})`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

const OPEN_OFFER_INDEXES = [
  'custom_offers_open_per_customer_unique',
  'custom_offers_open_per_guest_unique',
];

/** Whether an error is the database refusing a second open offer of one buyer and campaign. */
export const isOpenOfferConflict = (err: unknown) => isUniqueViolation(err, OPEN_OFFER_INDEXES);

export async function insertOffer(db: Db, offer: NewOffer): Promise<OfferRow> {
  const [row] = await db.insert(customOffers).values(offer).returning();
  return row!;
}

/** An offer just moved, with the id of the event it wrote (null when the company is not told). */
export type MovedOffer = OfferRow & { eventId: string | null };

/**
 * THE way an offer changes state (ADR 027): one conditional UPDATE from the states allowed, so of
 * two racing actions exactly one wins. Answers the updated row, or undefined when the offer was
 * not in one of `from` (someone else acted first). A change the company's inbox shows writes its
 * offer event (offer.received…, the outbox of ADR 035) in the same transaction; the caller queues
 * it after the commit (`queueOfferEvent`), and the outbox's sweep catches one it did not.
 */
export async function moveOffer(
  db: Db,
  offerId: string,
  from: readonly CustomOfferStatus[],
  to: CustomOfferStatus,
  set: Partial<typeof customOffers.$inferInsert> = {},
  /**
   * `openAt`: only while the window is still open then; `expiredAt`: only once it has closed;
   * `at`: when the change happened otherwise (its event's time; else openAt or expiredAt).
   */
  when: { openAt?: Date; expiredAt?: Date; at?: Date } = {},
): Promise<MovedOffer | undefined> {
  // The states table of ADR 027 is data (the domain's canMove): no code path may step outside it.
  const outside = from.filter((state) => !canMove(state, to));
  if (outside.length > 0)
    throw new Error(`custom offer: ${outside.join(', ')} → ${to} is not allowed`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customOffers)
      .set({ ...set, status: to })
      .where(
        and(
          eq(customOffers.id, offerId),
          inArray(customOffers.status, [...from]),
          when.openAt ? sql`${customOffers.expiresAt} > ${when.openAt}` : undefined,
          when.expiredAt ? lte(customOffers.expiresAt, when.expiredAt) : undefined,
        ),
      )
      .returning();
    if (!row) return undefined;
    const type = offerEventOf(to, row);
    const eventId = type
      ? await recordOfferEvent(tx, {
          companyId: row.companyId,
          offerId: row.id,
          type,
          at: when.at ?? when.openAt ?? when.expiredAt ?? row.updatedAt,
        })
      : null;
    return { ...row, eventId };
  });
}

/** Sets fields of an offer without changing its state. */
export async function updateOffer(
  db: Db,
  offerId: string,
  set: Partial<typeof customOffers.$inferInsert>,
) {
  await db.update(customOffers).set(set).where(eq(customOffers.id, offerId));
}

/**
 * Claims the company's reminder once (reminder_sent_at): only while the company must answer and
 * the offer expires by `remindBefore` (now + 4 hours).
 */
export async function claimReminder(db: Db, offerId: string, now: Date, remindBefore: Date) {
  const [row] = await db
    .update(customOffers)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(customOffers.id, offerId),
        eq(customOffers.status, 'pending'),
        isNull(customOffers.reminderSentAt),
        sql`${customOffers.expiresAt} > ${now}`,
        lte(customOffers.expiresAt, remindBefore),
      ),
    )
    .returning({ id: customOffers.id });
  return !!row;
}

/** The offer of a setup (card-saving) intent. */
export async function findOfferOfSetup(db: Db, setupIntentId: string) {
  const [row] = await db
    .select({ offer: customOffers, payment: payments })
    .from(customOffers)
    .innerJoin(payments, eq(payments.id, customOffers.setupPaymentId))
    .where(eq(payments.providerSetupId, setupIntentId));
  return row;
}

export type PaymentRow = typeof payments.$inferSelect;

export async function findPaymentById(db: Db, paymentId: string | null) {
  if (!paymentId) return undefined;
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export async function updatePayment(
  db: Db,
  paymentId: string,
  set: Partial<typeof payments.$inferInsert>,
) {
  await db.update(payments).set(set).where(eq(payments.id, paymentId));
}

/** Ends a payment row while it is still open (a setup replaced, expired or no longer needed). */
export async function endOpenPayment(db: Db, paymentId: string, status: 'cancelled' | 'succeeded') {
  await db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
}

/** Open offers past their time, and offers due their reminder (the sweep's lists). */
export async function findOffersToExpire(db: Db, now: Date, limit = 100) {
  return db
    .select({ id: customOffers.id })
    .from(customOffers)
    .where(
      and(
        inArray(customOffers.status, [...openCustomOfferStatuses]),
        lte(customOffers.expiresAt, now),
      ),
    )
    .limit(limit);
}

export async function findOffersToRemind(db: Db, remindBefore: Date, now: Date, limit = 100) {
  return db
    .select({ id: customOffers.id })
    .from(customOffers)
    .where(
      and(
        eq(customOffers.status, 'pending'),
        isNull(customOffers.reminderSentAt),
        isNotNull(customOffers.cardSavedAt),
        lte(customOffers.expiresAt, remindBefore),
        sql`${customOffers.expiresAt} > ${now}`,
      ),
    )
    .limit(limit);
}

export async function updateCampaignSettings(
  db: Db,
  companyId: string,
  campaignId: string,
  settings: { enabled: boolean; maxFaceValuePence: number; autoAcceptDiscount: number | null },
) {
  const [row] = await db
    .update(campaigns)
    .set({
      customOffersEnabled: settings.enabled,
      customOfferMaxFaceValuePence: settings.maxFaceValuePence,
      customOfferAutoAcceptDiscount: settings.autoAcceptDiscount,
    })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.companyId, companyId)))
    .returning({
      enabled: campaigns.customOffersEnabled,
      maxFaceValuePence: campaigns.customOfferMaxFaceValuePence,
      autoAcceptDiscount: campaigns.customOfferAutoAcceptDiscount,
    });
  return row;
}

/** The campaign's offer settings (for a new offer). */
export async function findCampaignOfferSettings(db: Db, campaignId: string) {
  const [row] = await db
    .select({
      enabled: campaigns.customOffersEnabled,
      maxFaceValuePence: campaigns.customOfferMaxFaceValuePence,
      autoAcceptDiscount: campaigns.customOfferAutoAcceptDiscount,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row;
}
