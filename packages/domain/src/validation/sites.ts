import { z } from 'zod';
import {
  SITE_ADDRESS_TOO_LONG,
  SITE_IDS_INVALID,
  SITE_NAME_MISSING,
  SITE_NAME_TOO_LONG_TEXT,
} from '../messages';
import { characterCount } from '../character-count';
import { requiredText } from './shared';

// A company's sites (the Sites tab of /api, docs/product.md#multi-site-groups), checked the same
// in the browser and on the server.

export const COMPANY_SITE_NAME_MAX_LENGTH = 80;
export const COMPANY_SITE_ADDRESS_MAX_LENGTH = 300;
/** More sites than any group we serve; keeps a request's list of ids bounded. */
export const COMPANY_SITES_MAX = 200;

export const companySiteSchema = z.object({
  name: requiredText(SITE_NAME_MISSING).refine(
    (text) => characterCount(text.trim()) <= COMPANY_SITE_NAME_MAX_LENGTH,
    SITE_NAME_TOO_LONG_TEXT,
  ),
  address: z
    .string({ error: SITE_ADDRESS_TOO_LONG })
    .trim()
    .default('')
    .refine(
      (text) => characterCount(text.trim()) <= COMPANY_SITE_ADDRESS_MAX_LENGTH,
      SITE_ADDRESS_TOO_LONG,
    ),
});
export type CompanySiteInput = z.infer<typeof companySiteSchema>;

/** Where a campaign is used or a member works: none means every site. */
export const siteIdsSchema = z.object({
  siteIds: z
    .array(
      z.string({ error: SITE_IDS_INVALID }).min(1, SITE_IDS_INVALID).max(100, SITE_IDS_INVALID),
    )
    .max(COMPANY_SITES_MAX, SITE_IDS_INVALID),
});

/** A site a redemption may happen at: open, and the campaign's and the member's, when they name any. */
export function siteAllows(siteIds: readonly string[], siteId: string): boolean {
  return siteIds.length === 0 || siteIds.includes(siteId);
}

/**
 * The site a sale counts for on the dashboard: a campaign offered at exactly one site counts
 * there; one offered at several or every site counts under "Several sites" (null).
 */
export function salesSiteOf(campaignSiteIds: readonly string[]): string | null {
  return campaignSiteIds.length === 1 ? campaignSiteIds[0]! : null;
}
