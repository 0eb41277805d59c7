import type { Database, Transaction } from '@stepup/db';
import type { Brand } from '@stepup/email';
import { textsByKey } from '../email-templates/template-texts';
import { findBrandRow } from './repository';

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
 * The one brand lookup (emails, texts, receipts), one statement: every sale reads it in its
 * issuing transaction. Inside a transaction when given one.
 */
export async function findBrand(db: Database | Transaction): Promise<Brand> {
  const { siteName, templates } = await findBrandRow(db);
  return { siteName: siteName ?? DEFAULT_SITE_NAME, templates: textsByKey(templates) };
}
