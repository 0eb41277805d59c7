import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CompanyWebsiteConnection } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** The saved website connection (never the token): GET /api/company/website-connection. */
export function getWebsiteConnection(client: ApiClient): Promise<CompanyWebsiteConnection> {
  return client.company.websiteConnection();
}

export const websiteConnectionQueryKey = ['company', 'website-connection'] as const;

export function websiteConnectionQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: websiteConnectionQueryKey,
    queryFn: () => getWebsiteConnection(client),
  });
}

export function useWebsiteConnection() {
  const client = useApiClient();
  return useQuery(websiteConnectionQueryOptions(client));
}
