import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, InviteDetails } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** An open invitation by its emailed token: POST /api/team-invite/details. */
export function getInviteDetails(client: ApiClient, token: string): Promise<InviteDetails> {
  return client.team.inviteDetails(token);
}

export function inviteDetailsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['team-invite', token],
    queryFn: () => getInviteDetails(client, token),
    enabled: token !== '',
    retry: false,
    // Signing in or up on the page must not refetch it (a used link answers 404).
    meta: { keepOnSignOut: true },
    staleTime: Infinity,
  });
}

export function useInviteDetails(token: string) {
  const client = useApiClient();
  return useQuery(inviteDetailsQueryOptions(client, token));
}
