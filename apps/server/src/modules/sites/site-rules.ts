import {
  SITE_IDS_INVALID,
  siteAllows,
  TILL_SITE_NOT_YOURS,
  TILL_SITE_REQUIRED,
  VOUCHER_NOT_OFFERED_AT_SITE,
} from '@stepup/domain';
import type { Database, Transaction } from '@stepup/db';
import { AppError } from '../../app-error';
import { invalidField } from '../../context/validate';
import {
  campaignSiteIds,
  findCampaignSitesForCustomers,
  listOpenSites,
  memberSiteIds,
  openSiteIdsAmong,
  replaceCampaignSites,
} from './repository';

// The multi-site rules other modules use (docs/product.md#multi-site-groups): where a till may
// redeem, the sites a new campaign is offered at, and the sites its customers are told about.

type Db = Database | Transaction;

/** Where a till stands for one voucher: the site it redeems at, or why it may not. */
export type TillSiteJudgement =
  | { ok: true; siteId: string | null }
  | { ok: false; code: 'conflict' | 'forbidden'; message: string };

/**
 * The site a till redeems at: a company with open sites must name one of them; the member must
 * work there (staff with no sites work at all of them) and the voucher's campaign must be offered
 * there (a campaign with no sites is offered at all). A company without sites redeems as before
 * (site null). Judged at lookup too, so the till shows the refusal before anyone taps "Mark as
 * used".
 */
export async function judgeTillSite(
  db: Db,
  input: { companyId: string; userId: string; campaignId: string; siteId?: string | null },
): Promise<TillSiteJudgement> {
  const open = await listOpenSites(db, input.companyId);
  if (open.length === 0) return { ok: true, siteId: null };
  const siteId = input.siteId ?? '';
  if (!open.some((s) => s.id === siteId))
    return { ok: false, code: 'conflict', message: TILL_SITE_REQUIRED };
  if (!siteAllows(await memberSiteIds(db, input.companyId, input.userId), siteId))
    return { ok: false, code: 'forbidden', message: TILL_SITE_NOT_YOURS };
  if (!siteAllows(await campaignSiteIds(db, input.campaignId), siteId))
    return { ok: false, code: 'conflict', message: VOUCHER_NOT_OFFERED_AT_SITE };
  return { ok: true, siteId };
}

/** judgeTillSite, refusing with its message: answers the site's id (null without sites). */
export async function checkTillSite(
  db: Db,
  input: { companyId: string; userId: string; campaignId: string; siteId?: string | null },
): Promise<string | null> {
  const judged = await judgeTillSite(db, input);
  if (!judged.ok) throw new AppError(judged.code, judged.message);
  return judged.siteId;
}

/** Checks that every id is one of the company's open sites (422 naming `field` otherwise). */
export async function requireOwnSites(
  db: Db,
  companyId: string,
  siteIds: readonly string[],
  field = 'siteIds',
): Promise<string[]> {
  const unique = [...new Set(siteIds)];
  const own = await openSiteIdsAmong(db, companyId, unique);
  if (own.length !== unique.length) throw invalidField(field, SITE_IDS_INVALID);
  return unique;
}

/** Offers a campaign at these sites only (none: every site); ids already checked. */
export async function offerCampaignAt(db: Db, campaignId: string, siteIds: readonly string[]) {
  await replaceCampaignSites(db, campaignId, siteIds);
}

/**
 * The sites a campaign's customers are told about (campaign page, voucher emails): the ones it is
 * limited to, or every open site of a company with several; none otherwise.
 */
export async function sitesForCustomers(db: Db, campaignId: string) {
  return findCampaignSitesForCustomers(db, campaignId);
}
