import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** POST /api/team-invite/accept: the signed-in invited account joins the company. */
export function acceptInvite(client: ApiClient, token: string) {
  return client.team.acceptInvite(token);
}

export function useAcceptInvite() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => acceptInvite(client, token),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['company'] }),
  });
}
