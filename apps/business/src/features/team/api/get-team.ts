import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, Team } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** The caller's company team: GET /api/company/team. */
export function getTeam(client: ApiClient): Promise<Team> {
  return client.team.team();
}

export const teamQueryKey = ['company', 'team'] as const;

export function teamQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: teamQueryKey, queryFn: () => getTeam(client) });
}

export function useTeam() {
  const client = useApiClient();
  return useQuery(teamQueryOptions(client));
}
