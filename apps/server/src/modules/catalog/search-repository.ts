import { and, asc, desc, eq, ilike, inArray, or, sql } from '@stepup/db';
import type { Database } from '@stepup/db';
import { campaigns, companies } from '@stepup/db';
import type { CatalogCampaign } from './repository';
import { campaignColumns, toCatalogCampaign, visibleToViewer } from './repository';

/** `text` as a LIKE pattern matching it anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * How many of the most popular visible campaigns the first pass reads. Trigrams need three
 * letters, so a one- or two-letter search looks only here: the answer stays among the 5,000 most
 * popular campaigns, and its cost does not grow with the catalog (ADR 044).
 */
export const POPULAR_SEARCH_WINDOW = 5_000;
/** pg_trgm indexes only serve patterns with at least one whole trigram. */
const TRIGRAM_MIN_LENGTH = 3;

const searchOrder = [desc(campaigns.salesCount), desc(campaigns.createdAt), asc(campaigns.id)];

/**
 * Visible campaigns whose company name, description or one of whose keywords contains `needle`
 * (already lower-cased and trimmed), most popular first, at most `limit`. Ranked and cut in SQL,
 * in two passes (ADR 044):
 *
 * 1. The POPULAR_SEARCH_WINDOW most popular visible campaigns, read in order from
 *    campaigns_listed_popular_idx and matched one by one. A common word fills the page here, and
 *    then the page is exact: every campaign outside the window ranks below every one inside.
 * 2. Otherwise, for three letters or more, the trigram indexes: each of the three matches has its
 *    own (companies_name_trgm_idx, campaigns_description_trgm_idx, campaigns_keywords_trgm_idx),
 *    and the candidates are the UNION of three index scans rather than one OR across a join,
 *    which no single index could serve. The keyword index covers the keywords joined by
 *    newlines; the exact rule (one keyword contains the text) is checked again on the few
 *    candidates. A text that reaches this pass is rare, so the candidates are few.
 *
 * Visibility is the domain's rule (isCampaignVisible) in SQL, so the limit counts only campaigns
 * the viewer may see; the service applies the domain function as well.
 */
export async function searchVisibleCampaigns(
  db: Database,
  { needle, isTester, limit }: { needle: string; isTester: boolean; limit: number },
): Promise<CatalogCampaign[]> {
  const pattern = containsPattern(needle);
  const found = await searchMostPopular(db, pattern, isTester, limit);
  if (found.length >= limit || needle.length < TRIGRAM_MIN_LENGTH) {
    return found.length === 0 ? [] : (await cardsOf(db, found)).map(toCatalogCampaign);
  }
  return (await searchByTrigrams(db, pattern, isTester, limit)).map(toCatalogCampaign);
}

/**
 * The first pass: ids of the matches among the POPULAR_SEARCH_WINDOW most popular visible
 * campaigns, best first. The window is a subquery with its own LIMIT, read in order from
 * campaigns_listed_popular_idx, so PostgreSQL stops as soon as `limit` matches are found and
 * never reads past the window.
 */
async function searchMostPopular(
  db: Database,
  pattern: string,
  isTester: boolean,
  limit: number,
): Promise<string[]> {
  const window = db
    .select({
      id: campaigns.id,
      salesCount: campaigns.salesCount,
      createdAt: campaigns.createdAt,
      description: campaigns.description,
      keywords: campaigns.keywords,
      companyName: companies.name,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(visibleToViewer(isTester))
    .orderBy(...searchOrder)
    .limit(POPULAR_SEARCH_WINDOW)
    .as('search_window');
  const rows = await db
    .select({ id: window.id })
    .from(window)
    .where(
      or(
        ilike(window.description, pattern),
        ilike(window.companyName, pattern),
        sql`exists (select 1 from unnest(${window.keywords}) k where k ilike ${pattern})`,
      ),
    )
    .orderBy(desc(window.salesCount), desc(window.createdAt), asc(window.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The cards of campaigns found by id, in the search's order. */
async function cardsOf(db: Database, ids: string[]) {
  return db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(inArray(campaigns.id, ids))
    .orderBy(...searchOrder);
}

async function searchByTrigrams(db: Database, pattern: string, isTester: boolean, limit: number) {
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
  return db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(sql`${campaigns.id} in ${matching}`, visibleToViewer(isTester)))
    .orderBy(...searchOrder)
    .limit(limit);
}
