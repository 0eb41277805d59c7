import type { SiteSettings } from '@stepup/contracts';
import type { Database } from '@stepup/db';
import { findSiteSettings } from './repository';

export interface SiteLinks {
  webUrl: string;
  businessUrl: string;
}

/**
 * Branding falls back to a neutral name until an admin sets it, so a fresh database without the
 * demo seed still renders (the brand itself is never hard-coded in the apps). The sites' public
 * origins come from the server's configuration, so links between them are right in any deployment.
 */
export async function getSiteSettings(db: Database, links: SiteLinks): Promise<SiteSettings> {
  const row = await findSiteSettings(db);
  return {
    siteName: row?.siteName ?? 'Vouchers',
    tabInfo: row?.tabInfo ?? 'Vouchers & Gifting',
    logoUrl: row?.logoUrl ?? null,
    faviconUrl: row?.faviconUrl ?? null,
    giftingFeePence: row?.giftingFeePence ?? 0,
    contactEmail: row?.contactEmail ?? null,
    postalAddress: row?.postalAddress ?? [],
    webUrl: links.webUrl,
    businessUrl: links.businessUrl,
  };
}
