import { siteSettings, sql } from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';
import type { Brand } from '@stepup/email';
import { emailTemplateTextsJson, textsByKey } from '../email-templates/template-texts';
import type { EmailTemplateTextRow } from '../email-templates/template-texts';

/** The marketplace's name until an admin sets one in the site settings. */
export const DEFAULT_SITE_NAME = 'Vouchers';
/** The tab title until an admin sets one. */
export const DEFAULT_TAB_INFO = 'Vouchers & Gifting';

/**
 * How messages and pages name the marketplace (the site settings' name, or the default), and the
 * admin's wording of the emails they changed (/admin/notifications), so every email built with
 * it says what the admin wrote.
 */
export type { Brand };

/**
 * The one brand lookup (emails, texts, receipts), in one statement: every sale reads it in its
 * issuing transaction. Inside a transaction when given one.
 */
export async function findBrand(db: Database | Transaction): Promise<Brand> {
  const result = (await db.execute(sql`select
    (select ${siteSettings.siteName} from ${siteSettings} limit 1) as site_name,
    ${emailTemplateTextsJson} as templates`)) as unknown as {
    rows: { site_name: string | null; templates: EmailTemplateTextRow[] }[];
  };
  const row = result.rows[0];
  return {
    siteName: row?.site_name ?? DEFAULT_SITE_NAME,
    templates: textsByKey(row?.templates ?? []),
  };
}
