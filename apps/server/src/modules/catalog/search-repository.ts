import { and, desc, eq, sql } from '@stepup/db';
import type { Database } from '@stepup/db';
import { campaigns, companies } from '@stepup/db';
import type { CatalogCampaign } from './repository';
import { campaignColumns, categoryIdsOf, toCatalogCampaign } from './repository';

/** `text` as a LIKE pattern matching it anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Visible campaigns whose company name, description or one of whose keywords contains `needle`
 * (already lower-cased and trimmed), most popular first, at most `limit`.
 *
 * Each of the three matches has its own trigram GIN index (companies_name_trgm_idx,
 * campaigns_description_trgm_idx, campaigns_keywords_trgm_idx), and ILIKE uses them: the
 * candidates are the UNION of three index scans rather than one OR across a join, which no
 * single index could serve. The keyword index covers the keywords joined by newlines; the
 * exact rule (one keyword contains the text) is checked again on the few candidates.
 * Visibility is the domain's rule (isCampaignVisible) in SQL, so the limit counts only
 * campaigns the viewer may see; the service applies the domain function as well.
 */
export async function searchVisibleCampaigns(
  db: Database,
  { needle, isTester, limit }: { needle: string; isTester: boolean; limit: number },
): Promise<CatalogCampaign[]> {
  const pattern = containsPattern(needle);
  const matching = sql`(
    select c.id from campaigns c where c.description ilike ${pattern}
    union
    select c.id from campaigns c join companies co on co.id = c.company_id
      where co.name ilike ${pattern}
    union
    select c.id from campaigns c
      where campaign_keywords_text(c.keywords) ilike ${pattern}
        and exists (select 1 from unnest(c.keywords) k where k ilike ${pattern})
  )`;
  const rows = await db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(
      and(
        sql`${campaigns.id} in ${matching}`,
        eq(campaigns.status, 'live'),
        eq(campaigns.isActive, true),
        eq(campaigns.frozen, false),
        eq(companies.status, 'approved'),
        isTester ? undefined : eq(campaigns.testMode, false),
        sql`greatest(${campaigns.salesValueLeft1Pence}, ${campaigns.salesValueLeft2Pence}, ${campaigns.salesValueLeft3Pence}) >= ${campaigns.faceValue1Pence}`,
      ),
    )
    .orderBy(desc(campaigns.salesCount), desc(campaigns.createdAt), campaigns.id)
    .limit(limit);
  const categoryIds = await categoryIdsOf(
    db,
    rows.map((r) => r.campaign.id),
  );
  return rows.map((row) => toCatalogCampaign(row, categoryIds.get(row.campaign.id) ?? []));
}
