import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { teamQueryKey } from './get-team';

/** DELETE /api/company/team/invites/:id: the emailed link stops working (owners only). */
export function revokeInvite(client: ApiClient, inviteId: string) {
  return client.team.revokeInvite(inviteId);
}

export function useRevokeInvite() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => revokeInvite(client, inviteId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
