import type { Database } from '@stepup/db';
import { findMailTo } from './repository';

// The local mailbox (GET /api/dev/mail): what the outbox holds for one address, outside production.

/** Links in a message, so the mailbox (and tests) can follow them. */
function linksIn(html: string): string[] {
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  return [...new Set(links)];
}

/** One address's mail, newest first (never everybody's: see devMailQuerySchema). */
export async function listMail(db: Database, to: string) {
  const rows = await findMailTo(db, to);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    template: m.template,
    text: m.text,
    html: m.html ?? '',
    links: linksIn(m.html ?? ''),
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  }));
}
