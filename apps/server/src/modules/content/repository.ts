import type { Database } from '@stepup/db';
import { siteSettings } from '@stepup/db';

/** The single site-settings row (branding and the default gifting fee), if seeded or set. */
export async function findSiteSettings(db: Database) {
  const [row] = await db.select().from(siteSettings).limit(1);
  return row;
}
