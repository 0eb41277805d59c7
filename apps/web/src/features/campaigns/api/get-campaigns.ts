import type { QueryClient } from '@tanstack/react-query';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type {
  CustomerApiClient,
  CampaignListPage,
  CampaignSort,
  CampaignSummary,
} from '@stepup/contracts';
import { ALL_VOUCHERS_PAGE_SIZE } from '@stepup/domain';
import { useApiClient } from '@stepup/ui';

export interface CampaignsQuery {
  category?: string | undefined;
  sort?: CampaignSort;
}

/**
 * Live campaigns, optionally of one category: GET /api/campaigns?category=&sort=, the whole list
 * (up to CAMPAIGN_LIST_LIMIT) that the home page's lists and the category tiles are drawn from.
 */
export async function getCampaigns(
  client: CustomerApiClient,
  { category, sort = 'popular' }: CampaignsQuery = {},
): Promise<CampaignSummary[]> {
  const { campaigns } = await client.campaigns(category ? { category, sort } : { sort });
  return campaigns;
}

export function campaignsQueryOptions(client: CustomerApiClient, query: CampaignsQuery = {}) {
  const key = { category: query.category ?? null, sort: query.sort ?? 'popular' };
  return queryOptions({
    queryKey: ['campaigns', key],
    queryFn: () => getCampaigns(client, query),
    staleTime: 60_000,
  });
}

/** Keeps the previous list on screen while another category or sort loads (no layout jump). */
export function useCampaigns(query: CampaignsQuery = {}) {
  const client = useApiClient();
  return useQuery({ ...campaignsQueryOptions(client, query), placeholderData: keepPreviousData });
}

/**
 * The All Vouchers grid's pages, asked of the server one at a time (ADR 044): page n of
 * ALL_VOUCHERS_PAGE_SIZE campaigns, with the list's total, so a load sends 12 cards whatever the
 * size of the catalog. Load more asks for the next page; none after the list's total.
 */
export function campaignPagesQueryOptions(client: CustomerApiClient, query: CampaignsQuery = {}) {
  const { category, sort = 'popular' } = query;
  return infiniteQueryOptions({
    queryKey: ['campaigns', 'pages', { category: category ?? null, sort }],
    queryFn: ({ pageParam }) =>
      client.campaigns({
        ...(category ? { category } : {}),
        sort,
        page: pageParam,
        limit: ALL_VOUCHERS_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: CampaignListPage, pages, lastPage) =>
      pages.length * ALL_VOUCHERS_PAGE_SIZE < last.total ? lastPage + 1 : undefined,
    staleTime: 60_000,
  });
}

/**
 * The pages loaded so far as one list: a campaign that moved between two pages' loads (a sale
 * changed the order) shows once.
 */
export function campaignsOfPages(pages: readonly CampaignListPage[]): CampaignSummary[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.campaigns.filter((c) => !seen.has(c.id) && Boolean(seen.add(c.id))),
  );
}

/**
 * Shows a grid's list from its first page again: the pages loaded before for that category and
 * sort are dropped but the first (Popular / Newest or a category starts at 12 cards, as before).
 */
export function startAtFirstPage(
  queryClient: QueryClient,
  client: CustomerApiClient,
  query: CampaignsQuery,
) {
  queryClient.setQueryData(campaignPagesQueryOptions(client, query).queryKey, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
}

/** Keeps the previous pages on screen while another category or sort loads (no layout jump). */
export function useCampaignPages(query: CampaignsQuery = {}) {
  const client = useApiClient();
  return useInfiniteQuery({
    ...campaignPagesQueryOptions(client, query),
    placeholderData: keepPreviousData,
  });
}
