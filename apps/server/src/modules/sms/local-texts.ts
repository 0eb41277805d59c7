import type { Database } from '@stepup/db';
import { findSmsTo } from './repository';

// The local texts (GET /api/dev/sms): what the outbox holds for one number, outside production.

/** One number's texts, newest first (never everybody's: see devSmsQuerySchema). */
export async function listSms(db: Database, to: string) {
  const rows = await findSmsTo(db, to);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    text: m.text,
    template: m.template,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  }));
}
