import type { CampaignFacts } from './campaign';

export type SearchFacts = Pick<CampaignFacts, 'companyName' | 'description' | 'keywords'>;

/** Lowercased, trimmed search text; empty means "no search" and shows no results. */
export function normaliseSearchText(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Case-insensitive substring match on company name, description or any keyword. Keywords match
 * by substring too (not only exact equality) so 'pizz' finds a 'pizza' keyword as it would in
 * the name; whitespace-only text matches nothing, as the spec clears results for empty text.
 */
export function matchesSearch(campaign: SearchFacts, text: string): boolean {
  const needle = normaliseSearchText(text);
  if (needle === '') return false;
  return (
    campaign.companyName.toLowerCase().includes(needle) ||
    campaign.description.toLowerCase().includes(needle) ||
    campaign.keywords.some((k) => k.toLowerCase().includes(needle))
  );
}

export function searchCampaigns<T extends SearchFacts>(list: readonly T[], text: string): T[] {
  return list.filter((c) => matchesSearch(c, text));
}
