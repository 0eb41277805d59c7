import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, Perk } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** The perks for the caller's company: GET /api/company/perks. */
export async function getPerks(client: ApiClient): Promise<Perk[]> {
  return (await client.team.perks()).perks;
}

export function perksQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: ['company', 'perks'], queryFn: () => getPerks(client) });
}

export function usePerks() {
  const client = useApiClient();
  return useQuery(perksQueryOptions(client));
}
