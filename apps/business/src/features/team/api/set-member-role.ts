import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { teamQueryKey } from './get-team';

/** PUT /api/company/team/members/:userId/role (owners only; the last owner stays an owner). */
export function setMemberRole(client: ApiClient, userId: string, role: string) {
  return client.team.setMemberRole(userId, role);
}

export function useSetMemberRole() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: string }) =>
      setMemberRole(client, userId, role),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
