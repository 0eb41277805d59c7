import { CAMPAIGN_SEARCH_LIMIT } from '@stepup/contracts';
import type { CampaignSummary } from '@stepup/contracts';
import { isCampaignVisible, matchesSearch, normaliseSearchText } from '@stepup/domain';
import type { Database } from '@stepup/db';
import { searchVisibleCampaigns } from './search-repository';
import type { Viewer } from './service';
import { anonymousViewer, toSummary, viewerLevels } from './service';

/**
 * The header's voucher search (docs/product.md#search): visible campaigns whose company name, description or a
 * keyword contains the text, case-insensitively; empty text finds nothing. Who may call: anyone;
 * the viewer decides test-mode campaigns and the levels shown, as in the campaign list.
 */
export async function searchCampaigns(
  db: Database,
  text: string,
  viewer: Viewer = anonymousViewer,
): Promise<CampaignSummary[]> {
  const needle = normaliseSearchText(text);
  if (needle === '') return [];
  const found = await searchVisibleCampaigns(db, {
    needle,
    isTester: viewer.isTester,
    limit: CAMPAIGN_SEARCH_LIMIT,
  });
  const levels = await viewerLevels(db, viewer);
  // The SQL is the fast path; the domain's rules have the last word.
  return found
    .filter((c) => isCampaignVisible(c, viewer) && matchesSearch(c, needle))
    .map((c) => toSummary(c, levels?.(c.id)));
}
