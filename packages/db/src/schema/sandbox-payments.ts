import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, oneOf, updatedAt } from './columns';

export const sandboxIntentStatuses = [
  'requires_payment_method',
  'requires_action',
  'succeeded',
  'canceled',
] as const;
export type SandboxIntentStatus = (typeof sandboxIntentStatuses)[number];

/**
 * The sandbox card provider's own state: its payment intents, shaped like Stripe's. It stands in
 * for Stripe's servers, so it is kept apart from `payments` (which the Stripe provider fills the
 * same way). Card numbers are never stored: only the last four digits of the card tried.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    /** `pi_…` */
    id: text('id').primaryKey(),
    /** `pi_…_secret_…` */
    clientSecret: text('client_secret').notNull(),
    /** The create call's idempotency key: a repeated create answers the same intent. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountPence: integer('amount_pence').notNull(),
    applicationFeePence: integer('application_fee_pence').notNull(),
    currency: text('currency').notNull(),
    connectedAccountId: text('connected_account_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status').$type<SandboxIntentStatus>().notNull(),
    cardLast4: text('card_last4'),
    /** An off-session charge of a saved card (custom offers): its customer and payment method. */
    customerId: text('customer_id'),
    paymentMethodId: text('payment_method_id'),
    /** Decline code of the last failed attempt (e.g. 'card_declined'). */
    lastError: text('last_error'),
    /** What its charge has had refunded so far (Stripe's `charge.amount_refunded`). */
    amountRefundedPence: integer('amount_refunded_pence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sandbox_payment_intents_status_check', oneOf(t.status, sandboxIntentStatuses)),
    check('sandbox_payment_intents_amount_check', sql`${t.amountPence} > 0`),
    index('sandbox_payment_intents_created_idx').on(t.createdAt),
  ],
);

export const sandboxSetupIntentStatuses = [
  'requires_payment_method',
  'requires_action',
  'succeeded',
  'canceled',
] as const;
export type SandboxSetupIntentStatus = (typeof sandboxSetupIntentStatuses)[number];

/**
 * The sandbox's SetupIntents (`seti_…`): a card saved for a later off-session charge (custom
 * offers), on a customer (`cus_…`) of the company's connected account.
 */
export const sandboxSetupIntents = pgTable(
  'sandbox_setup_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    connectedAccountId: text('connected_account_id').notNull(),
    customerId: text('customer_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status').$type<SandboxSetupIntentStatus>().notNull(),
    /** The card saved once the setup succeeded (`pm_…`, sandbox_payment_methods). */
    paymentMethodId: text('payment_method_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sandbox_setup_intents_status_check', oneOf(t.status, sandboxSetupIntentStatuses)),
    index('sandbox_setup_intents_created_idx').on(t.createdAt),
  ],
);

/**
 * A card saved in the sandbox (`pm_…`). The card number is never stored: only its last four
 * digits and how Stripe's test card of that number behaves when charged later.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  connectedAccountId: text('connected_account_id').notNull(),
  /** Null once detached. */
  customerId: text('customer_id'),
  cardLast4: text('card_last4').notNull(),
  /**
   * How an off-session charge of it ends, after Stripe's test cards: 'succeeds' (4242…, 3155 once
   * set up), 'authentication_required' (4000 0027 6000 3184), 'insufficient_funds' (…9995).
   */
  offSessionOutcome: text('off_session_outcome').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The sandbox's refunds (`re_…`) of a succeeded intent's charge, as Stripe keeps them: the create
 * call's idempotency key answers the same refund again, and their sum never passes the charge.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountPence: integer('amount_pence').notNull(),
    /** The part of the application fee given back with it (in proportion, as `refund_application_fee`). */
    applicationFeeRefundedPence: integer('application_fee_refunded_pence').notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status').notNull().default('succeeded'),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_refunds_amount_check', sql`${t.amountPence} > 0`),
    index('sandbox_refunds_intent_idx').on(t.paymentIntentId),
  ],
);

/** The sandbox's disputes (`dp_…`): opened by Stripe's dispute test card, closed by the sandbox's own call. */
export const sandboxDisputes = pgTable(
  'sandbox_disputes',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull(),
    /** Stripe's statuses: 'needs_response', then 'won' or 'lost'. */
    status: text('status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sandbox_disputes_intent_idx').on(t.paymentIntentId)],
);
