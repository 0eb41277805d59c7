import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@stepup/contracts';
import type { CustomerApiClient, ContentPage } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** A stored page by slug (the footer's 'terms' and 'privacy'): GET /api/pages/by-slug/:slug. */
export async function getPageBySlug(client: CustomerApiClient, slug: string): Promise<ContentPage> {
  const { page } = await client.content.pageBySlug(slug);
  return page;
}

export function pageBySlugQueryOptions(client: CustomerApiClient, slug: string) {
  return queryOptions({
    queryKey: ['content', 'page-by-slug', slug],
    queryFn: () => getPageBySlug(client, slug),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });
}

export function usePageBySlug(slug: string) {
  const client = useApiClient();
  return useQuery(pageBySlugQueryOptions(client, slug));
}
