import type { Database, Transaction } from '@stepup/db';
import type { EmailTemplateText } from '@stepup/email';
import { findEmailTemplateRows } from './repository';

/**
 * The admin's wording of every email they changed, by trigger key: what content/brand.ts puts in
 * the Brand every message is rendered with. Other modules ask this, never the table.
 */
export async function findEmailTemplateTexts(
  db: Database | Transaction,
): Promise<Record<string, EmailTemplateText>> {
  const rows = await findEmailTemplateRows(db);
  return Object.fromEntries(
    rows.map((row) => [row.key, { subject: row.subject, content: row.content }]),
  );
}
