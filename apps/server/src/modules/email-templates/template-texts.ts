import { emailTemplates, sql } from '@stepup/db';
import type { EmailTemplateText } from '@stepup/email';

/** One email's wording as an element of `emailTemplateTextsJson`. */
export type EmailTemplateTextRow = EmailTemplateText & { key: string };

/**
 * The admin's wording of every email they changed (what content/brand.ts puts in the Brand every
 * message is rendered with), as one JSON value of a query, so the brand is read beside the site's
 * name in one statement: every sale's emails read it. Other modules ask this, never the table.
 */
export const emailTemplateTextsJson = sql<
  EmailTemplateTextRow[]
>`coalesce((select json_agg(json_build_object('key', ${emailTemplates.key}, 'subject', ${emailTemplates.subject}, 'content', ${emailTemplates.content})) from ${emailTemplates}), '[]'::json)`;

/** Those rows by trigger key, as the Brand holds them. */
export function textsByKey(
  rows: readonly EmailTemplateTextRow[],
): Record<string, EmailTemplateText> {
  return Object.fromEntries(
    rows.map((row) => [row.key, { subject: row.subject, content: row.content }]),
  );
}
