import { eq, sql } from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';
import { emailTemplates } from '@stepup/db';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

/** One email's wording as an element of `emailTemplateTextsJson`. */
export interface EmailTemplateTextRow {
  key: string;
  subject: string;
  content: string;
}

/**
 * Every email an admin has reworded, as one JSON value of a query (an array of
 * EmailTemplateTextRow), for a statement that reads it beside other things.
 */
export const emailTemplateTextsJson = sql<
  EmailTemplateTextRow[]
>`coalesce((select json_agg(json_build_object('key', ${emailTemplates.key}, 'subject', ${emailTemplates.subject}, 'content', ${emailTemplates.content})) from ${emailTemplates}), '[]'::json)`;

/** Every email an admin has reworded (one row per trigger key). */
export function findEmailTemplateRows(db: Database | Transaction): Promise<EmailTemplateRow[]> {
  return db.select().from(emailTemplates);
}

export async function findEmailTemplateRow(
  db: Database | Transaction,
  key: string,
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, key)).limit(1);
  return row;
}

/** The row of `key` locked for a change (none yet: undefined). */
export async function lockEmailTemplateRow(
  tx: Transaction,
  key: string,
): Promise<EmailTemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.key, key))
    .for('update');
  return row;
}

/** Creates or replaces the admin's wording of one email. */
export async function upsertEmailTemplate(
  tx: Transaction,
  values: { key: string; subject: string; content: string; updatedByUserId: string; at: Date },
): Promise<void> {
  const { at, ...row } = values;
  await tx
    .insert(emailTemplates)
    .values({ ...row, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: emailTemplates.key,
      set: {
        subject: row.subject,
        content: row.content,
        updatedByUserId: row.updatedByUserId,
        updatedAt: at,
      },
    });
}

/** Deletes the admin's wording: the email goes back to its default. Answers whether one existed. */
export async function deleteEmailTemplate(tx: Transaction, key: string): Promise<boolean> {
  const deleted = await tx
    .delete(emailTemplates)
    .where(eq(emailTemplates.key, key))
    .returning({ id: emailTemplates.id });
  return deleted.length > 0;
}
