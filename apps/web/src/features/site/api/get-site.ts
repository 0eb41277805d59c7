import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, SiteSettings } from '@stepup/contracts';
import { useApiClient } from '../../../lib/api-client';

/** Branding and site-wide settings: GET /api/site. */
export function getSite(client: ApiClient): Promise<SiteSettings> {
  return client.site();
}

export function siteQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['site'],
    queryFn: () => getSite(client),
    staleTime: 5 * 60_000,
  });
}

export function useSite() {
  const client = useApiClient();
  return useQuery(siteQueryOptions(client));
}
