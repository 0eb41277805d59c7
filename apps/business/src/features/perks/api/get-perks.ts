import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, PerkList } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** The perks live today for the caller's company, and whether perks are on: GET /api/company/perks. */
export async function getPerks(client: ApiClient): Promise<PerkList> {
  return client.perks.companyPerks();
}

export function perksQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: ['company', 'perks'], queryFn: () => getPerks(client) });
}

export function usePerks() {
  const client = useApiClient();
  return useQuery(perksQueryOptions(client));
}
