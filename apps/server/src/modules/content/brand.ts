import type { Database, Transaction } from '@stepup/db';
import type { Brand } from '@stepup/email';
import { findEmailTemplateTexts } from '../email-templates/template-texts';
import { findSiteSettings } from './repository';

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

/** The one brand lookup (emails, texts, receipts). Inside a transaction when given one. */
export async function findBrand(db: Database | Transaction): Promise<Brand> {
  // One after the other: a transaction's queries share one connection.
  const settings = await findSiteSettings(db);
  const templates = await findEmailTemplateTexts(db);
  return { siteName: settings?.siteName ?? DEFAULT_SITE_NAME, templates };
}
