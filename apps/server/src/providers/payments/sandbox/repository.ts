import {
  and,
  asc,
  eq,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
  sandboxDisputes,
  sandboxRefunds,
  sandboxSetupIntents,
} from '@stepup/db';
import type {
  Database,
  SandboxIntentStatus,
  SandboxSetupIntentStatus,
  Transaction,
} from '@stepup/db';

type Db = Database | Transaction;

export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;

/** Inserts the intent unless one with this idempotency key exists; answers the stored one. */
export async function insertIntentOnce(
  db: Database,
  intent: typeof sandboxPaymentIntents.$inferInsert,
): Promise<SandboxIntentRow> {
  await db.insert(sandboxPaymentIntents).values(intent).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotencyKey, intent.idempotencyKey));
  return row!;
}

export async function findIntent(db: Database, id: string): Promise<SandboxIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, id));
  return row;
}

/**
 * Moves an intent from one status to another, only if it is still in `from` (two card forms
 * submitting at once: one wins). Answers the updated row, or undefined when it had moved on.
 */
export async function moveIntent(
  db: Database,
  id: string,
  from: SandboxIntentStatus,
  to: { status: SandboxIntentStatus; cardLast4?: string; lastError?: string | null },
): Promise<SandboxIntentRow | undefined> {
  const [row] = await db
    .update(sandboxPaymentIntents)
    .set(to)
    .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, from)))
    .returning();
  return row;
}

export async function findIntentByIdempotencyKey(
  db: Database,
  idempotencyKey: string,
): Promise<SandboxIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
  return row;
}

export type SandboxSetupRow = typeof sandboxSetupIntents.$inferSelect;
export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;

/** Inserts the SetupIntent unless one with this idempotency key exists; answers the stored one. */
export async function insertSetupOnce(
  db: Database,
  setup: typeof sandboxSetupIntents.$inferInsert,
): Promise<SandboxSetupRow> {
  await db.insert(sandboxSetupIntents).values(setup).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(sandboxSetupIntents)
    .where(eq(sandboxSetupIntents.idempotencyKey, setup.idempotencyKey));
  return row!;
}

export async function findSetup(db: Database, id: string): Promise<SandboxSetupRow | undefined> {
  const [row] = await db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, id));
  return row;
}

/**
 * Moves a SetupIntent from one status to another, only if it is still in `from` (two card forms
 * submitting at once: one wins). Answers the updated row, or undefined when it had moved on.
 */
export async function moveSetup(
  db: Db,
  id: string,
  from: SandboxSetupIntentStatus,
  to: {
    status: SandboxSetupIntentStatus;
    paymentMethodId?: string | null;
    lastError?: string | null;
  },
): Promise<SandboxSetupRow | undefined> {
  const [row] = await db
    .update(sandboxSetupIntents)
    .set(to)
    .where(and(eq(sandboxSetupIntents.id, id), eq(sandboxSetupIntents.status, from)))
    .returning();
  return row;
}

/** Saves a card (the sandbox's PaymentMethod). */
export async function insertPaymentMethod(
  db: Db,
  method: typeof sandboxPaymentMethods.$inferInsert,
): Promise<SandboxPaymentMethodRow> {
  const [row] = await db.insert(sandboxPaymentMethods).values(method).returning();
  return row!;
}

export async function findPaymentMethod(
  db: Database,
  id: string,
): Promise<SandboxPaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.id, id));
  return row;
}

/** Attaches a saved card to its customer (a setup finished), or detaches it (customer null). */
export async function setPaymentMethodCustomer(
  db: Db,
  id: string,
  customerId: string | null,
): Promise<void> {
  await db
    .update(sandboxPaymentMethods)
    .set({ customerId })
    .where(eq(sandboxPaymentMethods.id, id));
}

export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

/**
 * Records a refund of an intent's charge unless one with this idempotency key exists, in one
 * transaction with the intent locked: a refund is only of a succeeded intent on that account, and
 * never more than is left of it. Answers the refund (a new one or the stored one) and the intent as
 * it is afterwards, or the refusal.
 */
export async function insertRefundOnce(
  db: Database,
  refund: {
    id: string;
    paymentIntentId: string;
    connectedAccountId: string;
    idempotencyKey: string;
    amountPence: number;
    metadata: Record<string, string>;
  },
): Promise<
  | { kind: 'refunded' | 'known'; refund: SandboxRefundRow; intent: SandboxIntentRow }
  | { kind: 'no-intent' | 'not-paid' | 'too-much' }
> {
  return db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, refund.paymentIntentId))
      .for('update');
    if (!intent || intent.connectedAccountId !== refund.connectedAccountId) {
      return { kind: 'no-intent' as const };
    }
    const [known] = await tx
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, refund.idempotencyKey));
    if (known) return { kind: 'known' as const, refund: known, intent };
    if (intent.status !== 'succeeded') return { kind: 'not-paid' as const };
    if (refund.amountPence > intent.amountPence - intent.amountRefundedPence) {
      return { kind: 'too-much' as const };
    }
    const [inserted] = await tx
      .insert(sandboxRefunds)
      .values({
        id: refund.id,
        paymentIntentId: intent.id,
        idempotencyKey: refund.idempotencyKey,
        amountPence: refund.amountPence,
        // As Stripe's refund_application_fee: the fee given back in proportion to the refund,
        // counted on what is refunded in all so that the parts of a full refund add up to the fee.
        applicationFeeRefundedPence:
          feeShare(intent, intent.amountRefundedPence + refund.amountPence) -
          feeShare(intent, intent.amountRefundedPence),
        metadata: refund.metadata,
        status: 'succeeded',
      })
      .returning();
    const [updated] = await tx
      .update(sandboxPaymentIntents)
      .set({ amountRefundedPence: intent.amountRefundedPence + refund.amountPence })
      .where(eq(sandboxPaymentIntents.id, intent.id))
      .returning();
    return { kind: 'refunded' as const, refund: inserted!, intent: updated! };
  });
}

/** The part of the intent's application fee that belongs to `refundedPence` of its charge. */
const feeShare = (intent: SandboxIntentRow, refundedPence: number) =>
  Math.round((intent.applicationFeePence * refundedPence) / intent.amountPence);

export type SandboxDisputeRow = typeof sandboxDisputes.$inferSelect;

export async function insertDispute(
  db: Database,
  dispute: typeof sandboxDisputes.$inferInsert,
): Promise<SandboxDisputeRow> {
  const [row] = await db.insert(sandboxDisputes).values(dispute).returning();
  return row!;
}

export async function findDispute(
  db: Database,
  id: string,
): Promise<SandboxDisputeRow | undefined> {
  const [row] = await db.select().from(sandboxDisputes).where(eq(sandboxDisputes.id, id));
  return row;
}

/** Decides a dispute still open (one of two concurrent calls wins); undefined when it was not. */
export async function closeOpenDispute(
  db: Database,
  id: string,
  outcome: 'won' | 'lost',
): Promise<SandboxDisputeRow | undefined> {
  const [row] = await db
    .update(sandboxDisputes)
    .set({ status: outcome, updatedAt: new Date() })
    .where(and(eq(sandboxDisputes.id, id), eq(sandboxDisputes.status, 'needs_response')))
    .returning();
  return row;
}

/** An intent's refunds, oldest first. */
export async function findRefundsOfIntent(
  db: Database,
  paymentIntentId: string,
): Promise<SandboxRefundRow[]> {
  return db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentIntentId, paymentIntentId))
    .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
}
