import { and, eq, sandboxPaymentIntents } from '@stepup/db';
import type { Database, SandboxIntentStatus } from '@stepup/db';

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
