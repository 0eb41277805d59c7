import type { Database } from '@stepup/db';
import { desc, eq, smsOutbox, sql } from '@stepup/db';
import type { SmsMessage } from '../../providers/sms/sms-transport';

export async function insertOutboxSms(db: Database, message: SmsMessage & { template: string }) {
  const [row] = await db
    .insert(smsOutbox)
    .values({ ...message, status: 'pending' })
    .returning({ id: smsOutbox.id });
  return row!.id;
}

export async function findOutboxSms(db: Database, id: string) {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id)).limit(1);
  return row;
}

export async function markSmsSent(db: Database, id: string, providerMessageId: string | null) {
  await db
    .update(smsOutbox)
    .set({
      status: 'sent',
      sentAt: new Date(),
      providerMessageId,
      attempts: sql`${smsOutbox.attempts} + 1`,
    })
    .where(eq(smsOutbox.id, id));
}

/** One failed attempt; `permanent` ones end the message as failed (no more retries). */
export async function markSmsAttemptFailed(
  db: Database,
  id: string,
  error: string,
  permanent: boolean,
) {
  await db
    .update(smsOutbox)
    .set({
      lastError: error.slice(0, 500),
      attempts: sql`${smsOutbox.attempts} + 1`,
      ...(permanent ? { status: 'failed' as const } : {}),
    })
    .where(eq(smsOutbox.id, id));
}

/** One number's texts, newest first, for the local phone (GET /api/dev/sms). */
export async function findSmsTo(db: Database, to: string, limit = 100) {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.to, to))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(limit);
}
