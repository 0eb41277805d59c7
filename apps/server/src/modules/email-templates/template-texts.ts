import type { EmailTemplateText } from '@stepup/email';
import type { EmailTemplateTextRow } from './repository';

/**
 * The admin's wording of every email they changed (what content/brand.ts puts in the Brand every
 * message is rendered with), as one JSON value of a query, so the brand is read beside the site's
 * name in one statement: every sale's emails read it. Other modules ask this, never the table.
 */
export { emailTemplateTextsJson } from './repository';
export type { EmailTemplateTextRow };

/** Those rows by trigger key, as the Brand holds them. */
export function textsByKey(
  rows: readonly EmailTemplateTextRow[],
): Record<string, EmailTemplateText> {
  return Object.fromEntries(
    rows.map((row) => [row.key, { subject: row.subject, content: row.content }]),
  );
}
