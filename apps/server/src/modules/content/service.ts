import type { SiteSettings } from '@stepup/contracts';
import type { Database } from '@stepup/db';
import { findSiteSettings } from './repository';

/**
 * Branding falls back to a neutral name until an admin sets it, so a fresh database without the
 * demo seed still renders (the brand itself is never hard-coded in the apps).
 */
const fallback: SiteSettings = {
  siteName: 'Vouchers',
  tabInfo: 'Vouchers & Gifting',
  logoUrl: null,
  faviconUrl: null,
  giftingFeePence: 0,
};

export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const row = await findSiteSettings(db);
  if (!row) return fallback;
  return {
    siteName: row.siteName,
    tabInfo: row.tabInfo,
    logoUrl: row.logoUrl,
    faviconUrl: row.faviconUrl,
    giftingFeePence: row.giftingFeePence,
  };
}
