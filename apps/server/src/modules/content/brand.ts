import type { Database, Transaction } from '@stepup/db';
import { findSiteSettings } from './repository';

/** The marketplace's name until an admin sets one in the site settings. */
export const DEFAULT_SITE_NAME = 'Vouchers';
/** The tab title until an admin sets one. */
export const DEFAULT_TAB_INFO = 'Vouchers & Gifting';

/** How messages and pages name the marketplace: the site settings' name, or the default. */
export interface Brand {
  siteName: string;
}

/** The one brand lookup (emails, texts, receipts). Inside a transaction when given one. */
export async function findBrand(db: Database | Transaction): Promise<Brand> {
  return { siteName: (await findSiteSettings(db))?.siteName ?? DEFAULT_SITE_NAME };
}
