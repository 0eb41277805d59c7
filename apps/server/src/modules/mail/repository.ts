import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '@stepup/db';
import { and, asc, desc, eq, inArray, isNull, lt, mailOutbox, sql } from '@stepup/db';
import type { MailMessage } from '../../providers/mail/mail-transport';

/**
 * Writes messages in one statement (a batch of gifts' emails, a sale's messages); answers their
 * ids, in order. `queuedAt` when their deliveries are queued in the same transaction.
 */
export async function insertOutboxMails(
  db: Database | Transaction,
  messages: (MailMessage & { template: string })[],
  { queuedAt }: { queuedAt?: Date } = {},
) {
  if (messages.length === 0) return [];
  // Ids made here (as the column would), so nothing needs to come back but the acknowledgement.
  const rows = messages.map((message) => ({
    ...message,
    id: randomUUID(),
    status: 'pending' as const,
    queuedAt,
  }));
  await db.insert(mailOutbox).values(rows);
  return rows.map((row) => row.id);
}

export async function insertOutboxMail(
  db: Database | Transaction,
  message: MailMessage & { template: string },
) {
  const [id] = await insertOutboxMails(db, [message]);
  return id!;
}

/** Several messages in one statement (a gift's two emails). */
export async function findOutboxMails(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
}

export async function markMailSent(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, ids));
}

export async function markMailAttemptFailed(db: Database, id: string, error: string) {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 500), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

/** One address's mail, newest first, for the local mailbox. */
export async function findMailTo(db: Database, to: string, limit = 100) {
  return db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

export async function markMailQueued(db: Database | Transaction, ids: string[]) {
  if (ids.length === 0) return;
  await db.update(mailOutbox).set({ queuedAt: new Date() }).where(inArray(mailOutbox.id, ids));
}

/** Pending messages never queued (the process stopped between a commit and its queueing). */
export async function findUnqueuedMail(db: Database, createdBefore: Date, limit = 100) {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.queuedAt),
        eq(mailOutbox.status, 'pending'),
        lt(mailOutbox.createdAt, createdBefore),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
