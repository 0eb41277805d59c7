import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { campaigns } from './catalog';
import { createdAt, id, instant, oneOf, updatedAt } from './columns';
import { companies } from './companies';
import { companySites } from './connections';
import { giftDesigns } from './gift-designs';

export const buyForValues = ['self', 'gift'] as const;
export type BuyFor = (typeof buyForValues)[number];

/** Gift details as captured at payment time (kept on the payment until the voucher exists). */
export interface GiftingData {
  name: string;
  email: string;
  message: string;
  /** ISO instant; absent = deliver at once. */
  deliverAt?: string | null;
  /** The chosen gift design (docs/product.md#gift-designs); absent = the campaign's own image. */
  designId?: string | null;
}

export const paymentProviders = ['stripe', 'sandbox'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
export const paymentKinds = ['payment', 'setup'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentStatuses = [
  'created',
  'succeeded',
  'payment_failed',
  'cancelled',
  // Paid, but not the amount due (or not in GBP): no voucher; an admin settles it with the buyer.
  'needs_review',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * A card payment (or a card setup for a custom offer) with the provider. Vouchers are issued from
 * the provider's success webhook; `provider_payment_id` and `idempotency_key` being unique is what
 * makes that idempotent.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** PaymentIntent id (kind 'payment'). */
    providerPaymentId: text('provider_payment_id'),
    /** The intent's charge (`ch_…`, Stripe's `latest_charge`) once paid: refunds and disputes name it. */
    providerChargeId: text('provider_charge_id'),
    /** SetupIntent id (kind 'setup', custom offers). */
    providerSetupId: text('provider_setup_id'),
    /** Saved card / customer ids for the later off-session charge of a custom offer. */
    providerCustomerId: text('provider_customer_id'),
    providerPaymentMethodId: text('provider_payment_method_id'),
    /** The company's connected account the charge is made on. */
    connectedAccountId: text('connected_account_id'),
    kind: text('kind').$type<PaymentKind>().notNull().default('payment'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /** What the buyer pays: voucher price + gifting fee. */
    amountPence: integer('amount_pence').notNull(),
    voucherAmountPence: integer('voucher_amount_pence').notNull(),
    giftingAmountPence: integer('gifting_amount_pence').notNull().default(0),
    /** The platform's share (the gifting fee). */
    applicationFeePence: integer('application_fee_pence').notNull().default(0),
    currency: text('currency').notNull().default('GBP'),
    amountCapturedPence: integer('amount_captured_pence').notNull().default(0),
    amountRefundedPence: integer('amount_refunded_pence').notNull().default(0),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    guestEmail: text('guest_email'),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    step: integer('step').notNull(),
    /** Face-value slot index 0–2; null for a custom offer. */
    slot: integer('slot'),
    faceValuePence: integer('face_value_pence').notNull(),
    discount: integer('discount').notNull(),
    buyFor: text('buy_for').$type<BuyFor>().notNull().default('self'),
    giftingData: jsonb('gifting_data').$type<GiftingData>(),
    idempotencyKey: text('idempotency_key'),
    /**
     * SHA-256 (hex) of the provider's client secret: a guest proves a payment is theirs with the
     * secret their browser was given, and the secret itself is never kept.
     */
    clientSecretHash: text('client_secret_hash'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_provider_check', oneOf(t.provider, paymentProviders)),
    check('payments_kind_check', oneOf(t.kind, paymentKinds)),
    check('payments_status_check', oneOf(t.status, paymentStatuses)),
    check('payments_buy_for_check', oneOf(t.buyFor, buyForValues)),
    check('payments_currency_check', sql`${t.currency} = 'GBP'`),
    check(
      'payments_amounts_check',
      sql`${t.amountPence} >= 0 and ${t.voucherAmountPence} >= 0 and ${t.giftingAmountPence} >= 0 and ${t.applicationFeePence} >= 0 and ${t.amountCapturedPence} >= 0 and ${t.amountRefundedPence} >= 0`,
    ),
    check('payments_step_check', sql`${t.step} between 1 and 4`),
    check('payments_slot_check', sql`${t.slot} is null or ${t.slot} between 0 and 2`),
    // No buyer CHECK: closing an account removes the buyer's identity from its payments and
    // vouchers (set null) while the vouchers stay valid for whoever holds them.
    uniqueIndex('payments_provider_payment_id_unique').on(t.providerPaymentId),
    uniqueIndex('payments_provider_setup_id_unique').on(t.providerSetupId),
    uniqueIndex('payments_idempotency_key_unique').on(t.idempotencyKey),
    // At most one open ('created') payment per buyer and campaign: a double-clicked buy button or
    // a second tab cannot leave two payable intents for the same ladder step.
    uniqueIndex('payments_open_per_customer_unique')
      .on(t.userId, t.campaignId)
      .where(sql`${t.status} = 'created' and ${t.userId} is not null`),
    uniqueIndex('payments_open_per_guest_unique')
      .on(sql`lower(${t.guestEmail})`, t.campaignId)
      .where(sql`${t.status} = 'created' and ${t.guestEmail} is not null`),
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
    index('payments_company_idx').on(t.companyId, t.createdAt.desc()),
    index('payments_campaign_idx').on(t.campaignId),
    index('payments_created_at_idx').on(t.createdAt.desc()),
    // The open payments only (a few, whatever the table's size): reconciliation's sweep looks for
    // stale ones every minute, which without it read every payment ever made.
    index('payments_open_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created'`),
    // The admin payments list, newest first (ADR 044: the order the query asks, nulls first as
    // PostgreSQL's DESC has them, so the index serves the sort).
    index('payments_admin_list_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin payments search by charge id, and by a guest's email.
    index('payments_provider_charge_id_idx').on(t.providerChargeId),
    index('payments_guest_email_lower_idx').on(sql`lower(${t.guestEmail})`),
  ],
);

export const redemptionChannels = ['till', 'shop', 'api'] as const;
export type RedemptionChannel = (typeof redemptionChannels)[number];

export const voucherCancellers = ['customer', 'company', 'admin', 'dispute', 'provider'] as const;
/** Who cancelled a voucher: its buyer, its company, an admin, a lost dispute, or a full refund made at the provider (e.g. Stripe's dashboard). */
export type VoucherCanceller = (typeof voucherCancellers)[number];

export const reservationStatuses = ['held', 'committed', 'released'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/**
 * Budget taken from a campaign step when a payment is created: committed on success, given back on
 * failure or expiry. The campaign's sales_value_left_{step} is decremented while held/committed.
 */
export const budgetReservations = pgTable(
  'budget_reservations',
  {
    id: id(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    amountPence: integer('amount_pence').notNull(),
    status: text('status').$type<ReservationStatus>().notNull().default('held'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('budget_reservations_status_check', oneOf(t.status, reservationStatuses)),
    // Custom offers (step 4) do not consume a ladder budget.
    check('budget_reservations_step_check', sql`${t.step} between 1 and 3`),
    check('budget_reservations_amount_check', sql`${t.amountPence} > 0`),
    uniqueIndex('budget_reservations_payment_unique').on(t.paymentId),
    // The expiry sweep looks for held reservations past their time.
    index('budget_reservations_held_expiry_idx').on(t.status, t.expiresAt),
    index('budget_reservations_campaign_idx').on(t.campaignId),
  ],
);

/** Provider webhook events already handled: a replayed or duplicated event is skipped. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    id: id(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: instant('processed_at').notNull().defaultNow(),
  },
  (t) => [
    check('processed_webhook_events_provider_check', oneOf(t.provider, paymentProviders)),
    uniqueIndex('processed_webhook_events_event_unique').on(t.provider, t.eventId),
  ],
);

/**
 * An ordered voucher in a wallet (docs/product.md#names-from-the-original-specification: orders / ordersFinished / vouchersBoughtByUser). Step 4 is a
 * custom offer. Bought by a signed-in customer (`buyer_user_id`) or a guest (`guest_email`, attached
 * to the account later).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    /** Crockford base32, grouped (e.g. 7KQ2-M9XD-4T); random, never derived from ids. */
    code: text('code').notNull(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    buyerUserId: text('buyer_user_id').references(() => user.id, { onDelete: 'set null' }),
    guestEmail: text('guest_email'),
    step: integer('step').notNull(),
    slot: integer('slot'),
    faceValuePence: integer('face_value_pence').notNull(),
    discount: integer('discount').notNull(),
    pricePaidPence: integer('price_paid_pence').notNull(),
    giftingFeePence: integer('gifting_fee_pence').notNull().default(0),
    buyFor: text('buy_for').$type<BuyFor>().notNull().default('self'),
    giftRecipientName: text('gift_recipient_name'),
    giftRecipientEmail: text('gift_recipient_email'),
    giftMessage: text('gift_message'),
    /** The gift design the buyer chose; null = the campaign's own image. */
    giftDesignId: text('gift_design_id').references(() => giftDesigns.id, {
      onDelete: 'restrict',
    }),
    /** When the gift email should go (UTC); null = at once. */
    giftDeliverAt: instant('gift_deliver_at'),
    giftDeliveredAt: instant('gift_delivered_at'),
    usedAt: instant('used_at'),
    /** Where it was used: at a till (/redeem), at the company's online shop, or through the public API. */
    usedChannel: text('used_channel').$type<RedemptionChannel>(),
    /** The site of a multi-site business it was used at. */
    usedSiteId: text('used_site_id').references(() => companySites.id, { onDelete: 'set null' }),
    /** The shop's or the caller's order reference, when it was used online. */
    usedOrderRef: text('used_order_ref'),
    cancelledAt: instant('cancelled_at'),
    cancelledBy: text('cancelled_by').$type<VoucherCanceller>(),
    cancelReason: text('cancel_reason'),
    /** When the last refund of its payment succeeded; `refund_pence` is the total refunded. */
    refundedAt: instant('refunded_at'),
    refundPence: integer('refund_pence'),
    /** Set while its card payment is disputed (a chargeback): the code is refused at the till. */
    frozenAt: instant('frozen_at'),
    paymentDate: instant('payment_date').notNull().defaultNow(),
    /** payment date + expiry years × 365.24 days. */
    expiresAt: instant('expires_at').notNull(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.code),
    // One voucher per successful payment: a replayed webhook cannot issue a second one.
    uniqueIndex('vouchers_payment_unique').on(t.paymentId),
    check('vouchers_step_check', sql`${t.step} between 1 and 4`),
    check('vouchers_slot_check', sql`${t.slot} is null or ${t.slot} between 0 and 2`),
    // Ladder steps 5–90 %, custom offers 5–95 %.
    check(
      'vouchers_discount_check',
      sql`${t.discount} between 5 and 95 and (${t.step} = 4 or ${t.discount} <= 90)`,
    ),
    check('vouchers_face_value_check', sql`${t.faceValuePence} > 0`),
    check(
      'vouchers_amounts_check',
      sql`${t.pricePaidPence} >= 0 and ${t.giftingFeePence} >= 0 and (${t.refundPence} is null or ${t.refundPence} >= 0)`,
    ),
    check('vouchers_buy_for_check', oneOf(t.buyFor, buyForValues)),
    check(
      'vouchers_used_channel_check',
      sql`${t.usedChannel} is null or ${t.usedChannel} in ('till', 'shop', 'api')`,
    ),
    check(
      'vouchers_cancelled_by_check',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('customer', 'company', 'admin', 'dispute', 'provider')`,
    ),
    // No buyer CHECK, for the same reason as payments (closed accounts).
    check(
      'vouchers_gift_check',
      sql`${t.buyFor} = 'self' or (${t.giftRecipientName} is not null and ${t.giftRecipientEmail} is not null)`,
    ),
    check(
      'vouchers_gift_message_length_check',
      sql`${t.giftMessage} is null or char_length(${t.giftMessage}) <= 800`,
    ),
    // Wallet: a buyer's vouchers newest payment first.
    index('vouchers_buyer_payment_date_idx').on(t.buyerUserId, t.paymentDate.desc()),
    // Loyalty level: what this buyer bought of this campaign.
    index('vouchers_campaign_buyer_idx').on(t.campaignId, t.buyerUserId),
    index('vouchers_company_idx').on(t.companyId, t.paymentDate.desc()),
    // Guest purchases: one per email per campaign, and claiming them on sign-up.
    index('vouchers_guest_email_idx').on(sql`lower(${t.guestEmail})`, t.campaignId),
    // The admin payments search by a gift recipient's email.
    index('vouchers_gift_recipient_email_lower_idx').on(sql`lower(${t.giftRecipientEmail})`),
    // Whether a gift design is in use (it is then deactivated, not deleted), and its key's check.
    index('vouchers_gift_design_idx')
      .on(t.giftDesignId)
      .where(sql`${t.giftDesignId} is not null`),
    // Gift delivery sweep: gifts not delivered yet, by due time.
    index('vouchers_gift_pending_idx')
      .on(t.giftDeliverAt)
      .where(sql`${t.buyFor} = 'gift' and ${t.giftDeliveredAt} is null`),
    // The company dashboard's "Expiring in 30 days": its open vouchers by expiry.
    index('vouchers_company_open_expiry_idx')
      .on(t.companyId, t.expiresAt)
      .where(sql`${t.usedAt} is null and ${t.cancelledAt} is null`),
  ],
);

/**
 * The company dashboard's figures per campaign and step (ADR 044): vouchers sold and redeemed
 * and face value sold, cancelled vouchers left out — what summing every voucher on each load
 * used to give. Kept by the trigger vouchers_campaign_step_sales (migration 0023) in the same
 * transaction as every insert, redemption, cancellation or refund of a voucher, whichever module
 * writes it; never written by the application.
 */
export const campaignStepSales = pgTable(
  'campaign_step_sales',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    vouchersSold: integer('vouchers_sold').notNull().default(0),
    vouchersRedeemed: integer('vouchers_redeemed').notNull().default(0),
    faceValuePence: bigint('face_value_pence', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.campaignId, t.step] })],
);

export const customOfferStatuses = [
  'awaiting_card',
  'pending',
  'countered',
  'accepted',
  'awaiting_payment',
  'charged',
  'declined',
  'expired',
  'withdrawn',
  'failed',
] as const;
export type CustomOfferStatus = (typeof customOfferStatuses)[number];
/** The states in which someone still has to act (ADR 027); the rest are final. */
export const openCustomOfferStatuses = [
  'awaiting_card',
  'pending',
  'countered',
  'accepted',
  'awaiting_payment',
] as const satisfies readonly CustomOfferStatus[];

/**
 * A "choose your own" offer (step 4, ADR 027): the card is saved by a setup payment; the company
 * accepts (charged off-session, voucher issued), counters once, or declines within 24 hours of the
 * card being saved, else it expires uncharged.
 */
export const customOffers = pgTable(
  'custom_offers',
  {
    id: id(),
    customerUserId: text('customer_user_id').references(() => user.id, { onDelete: 'set null' }),
    guestEmail: text('guest_email'),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    faceValuePence: integer('face_value_pence').notNull(),
    discount: integer('discount').notNull(),
    /** The gifting fee quoted when the offer was made (0 for oneself); charged as quoted. */
    giftingFeePence: integer('gifting_fee_pence').notNull().default(0),
    status: text('status').$type<CustomOfferStatus>().notNull().default('awaiting_card'),
    /** SHA-256 (hex) of the offer's key, which lets a guest or an emailed link act on it. */
    keyHash: text('key_hash').notNull(),
    /** The setup payment that saved the card. */
    setupPaymentId: text('setup_payment_id').references(() => payments.id, {
      onDelete: 'set null',
    }),
    /** The charge made on acceptance (or at once, when auto-accepted). */
    chargePaymentId: text('charge_payment_id').references(() => payments.id, {
      onDelete: 'set null',
    }),
    voucherId: text('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    /** When the card was saved: the 24-hour window starts here. */
    cardSavedAt: instant('card_saved_at'),
    /** awaiting_card: made + 1 hour; from the card being saved: card saved + 24 hours. */
    expiresAt: instant('expires_at').notNull(),
    /** The company's reminder (4 hours left) went. */
    reminderSentAt: instant('reminder_sent_at'),
    /** The company's one counter-offer. */
    counterDiscount: integer('counter_discount'),
    declineReason: text('decline_reason'),
    decidedAt: instant('decided_at'),
    /** The company member who answered. */
    decidedByUserId: text('decided_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    autoAccepted: boolean('auto_accepted').notNull().default(false),
    buyFor: text('buy_for').$type<BuyFor>().notNull().default('self'),
    giftRecipientName: text('gift_recipient_name'),
    giftRecipientEmail: text('gift_recipient_email'),
    giftMessage: text('gift_message'),
    giftDeliverAt: instant('gift_deliver_at'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('custom_offers_status_check', oneOf(t.status, customOfferStatuses)),
    check(
      'custom_offers_face_value_check',
      sql`${t.faceValuePence} > 0 and ${t.faceValuePence} <= 50000`,
    ),
    check('custom_offers_discount_check', sql`${t.discount} between 5 and 95`),
    check(
      'custom_offers_counter_discount_check',
      sql`${t.counterDiscount} is null or ${t.counterDiscount} between 5 and 95`,
    ),
    check('custom_offers_gifting_fee_check', sql`${t.giftingFeePence} >= 0`),
    check('custom_offers_buy_for_check', oneOf(t.buyFor, buyForValues)),
    // No buyer CHECK, as for payments: closing an account removes the buyer's identity.
    check(
      'custom_offers_gift_message_length_check',
      sql`${t.giftMessage} is null or char_length(${t.giftMessage}) <= 800`,
    ),
    // At most one open offer per buyer and campaign (ADR 027).
    uniqueIndex('custom_offers_open_per_customer_unique')
      .on(t.customerUserId, t.campaignId)
      .where(
        sql`${t.status} in ('awaiting_card', 'pending', 'countered', 'accepted', 'awaiting_payment') and ${t.customerUserId} is not null`,
      ),
    uniqueIndex('custom_offers_open_per_guest_unique')
      .on(sql`lower(${t.guestEmail})`, t.campaignId)
      .where(
        sql`${t.status} in ('awaiting_card', 'pending', 'countered', 'accepted', 'awaiting_payment') and ${t.guestEmail} is not null`,
      ),
    // Company inbox: its offers by status, newest first.
    index('custom_offers_company_status_idx').on(t.companyId, t.status, t.createdAt.desc()),
    // Expiry sweep: open offers past their time.
    index('custom_offers_status_expiry_idx').on(t.status, t.expiresAt),
    index('custom_offers_customer_idx').on(t.customerUserId, t.createdAt.desc()),
    index('custom_offers_campaign_idx').on(t.campaignId),
    index('custom_offers_charge_payment_idx').on(t.chargePaymentId),
  ],
);

export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
/** pending: asked of the provider (or about to be); succeeded: the provider refunded it; failed: the provider refused it (an admin retries or settles it). */
export type RefundStatus = (typeof refundStatuses)[number];
export const refundRequesters = ['customer', 'company', 'admin', 'provider'] as const;
/** Who asked for it; 'provider' = a refund made at the provider itself (Stripe's dashboard), learnt from its events. */
export type RefundRequester = (typeof refundRequesters)[number];

/**
 * A refund of (part of) a card payment. Written 'pending' in the transaction that decides it (with
 * the voucher's cancellation, when it cancels one), asked of the provider by a job with the refund's
 * id as idempotency key, and recorded 'succeeded' from the provider's answer or its
 * `charge.refunded` event, whichever comes first (`provider_refund_id` is unique).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    voucherId: text('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    amountPence: integer('amount_pence').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    requestedBy: text('requested_by').$type<RefundRequester>().notNull(),
    requestedByUserId: text('requested_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    reason: text('reason'),
    /** Whether this refund cancelled the voucher (a partial admin refund may leave it valid). */
    cancelsVoucher: boolean('cancels_voucher').notNull().default(false),
    /** `re_…` once the provider has it. */
    providerRefundId: text('provider_refund_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    succeededAt: instant('succeeded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_status_check', oneOf(t.status, refundStatuses)),
    check('refunds_requested_by_check', oneOf(t.requestedBy, refundRequesters)),
    check('refunds_amount_check', sql`${t.amountPence} > 0`),
    check(
      'refunds_reason_length_check',
      sql`${t.reason} is null or char_length(${t.reason}) <= 500`,
    ),
    uniqueIndex('refunds_provider_refund_id_unique').on(t.providerRefundId),
    index('refunds_payment_idx').on(t.paymentId, t.createdAt),
    // A wallet reads each voucher's refunds (their sum and the newest's status): without it,
    // every voucher shown scanned the whole refunds table twice.
    index('refunds_voucher_idx').on(t.voucherId, t.createdAt),
    // The sweep of refunds still to ask the provider for.
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const disputeStatuses = ['open', 'won', 'lost'] as const;
/** open: the voucher is frozen; won: unfrozen; lost: the voucher is cancelled. */
export type DisputeStatus = (typeof disputeStatuses)[number];

/** A chargeback of a card payment, from the provider's `charge.dispute.*` events. */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    voucherId: text('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    /** `dp_…` */
    providerDisputeId: text('provider_dispute_id').notNull(),
    status: text('status').$type<DisputeStatus>().notNull().default('open'),
    amountPence: integer('amount_pence').notNull(),
    /** The provider's reason code ('fraudulent', 'product_not_received'…). */
    reason: text('reason'),
    openedAt: instant('opened_at').notNull(),
    closedAt: instant('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('disputes_status_check', oneOf(t.status, disputeStatuses)),
    check('disputes_amount_check', sql`${t.amountPence} >= 0`),
    uniqueIndex('disputes_provider_dispute_id_unique').on(t.providerDisputeId),
    index('disputes_payment_idx').on(t.paymentId),
  ],
);
