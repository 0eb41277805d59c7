import type { Database } from '@stepup/db';
import { BUSINESS_TAB_SUFFIX } from '@stepup/domain';
import type { Site } from '../../context/site';
import type { PageBranding } from '../../plugins/page-meta';
import { DEFAULT_SITE_NAME, DEFAULT_TAB_INFO } from './brand';
import { findSiteSettings } from './repository';

/**
 * What every page a site serves carries from the stored branding (docs/product.md#site-settings):
 * the site name for link previews, the tab title (the business site's ends ' | Business', as the
 * app's own), the uploaded favicon. Read on each page request, so a change needs no restart.
 */
export async function pageBranding(db: Database, site: Site): Promise<PageBranding> {
  const row = await findSiteSettings(db);
  const tabInfo = row?.tabInfo ?? DEFAULT_TAB_INFO;
  return {
    siteName: row?.siteName ?? DEFAULT_SITE_NAME,
    title: site === 'business' ? `${tabInfo}${BUSINESS_TAB_SUFFIX}` : tabInfo,
    faviconUrl: row?.faviconUrl ?? null,
  };
}
