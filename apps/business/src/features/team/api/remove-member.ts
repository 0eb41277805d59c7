import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { teamQueryKey } from './get-team';

/** DELETE /api/company/team/members/:userId (owners only; never the last owner). */
export function removeMember(client: ApiClient, userId: string) {
  return client.team.removeMember(userId);
}

export function useRemoveMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(client, userId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
