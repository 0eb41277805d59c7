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
    /** Decline code of the last failed attempt (e.g. 'card_declined'). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sandbox_payment_intents_status_check', oneOf(t.status, sandboxIntentStatuses)),
    check('sandbox_payment_intents_amount_check', sql`${t.amountPence} > 0`),
    index('sandbox_payment_intents_created_idx').on(t.createdAt),
  ],
);
