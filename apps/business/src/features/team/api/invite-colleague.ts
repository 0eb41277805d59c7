import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, TeamInviteRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { teamQueryKey } from './get-team';

/** POST /api/company/team/invites: emails the colleague a link (owners only). */
export function inviteColleague(client: ApiClient, body: TeamInviteRequest) {
  return client.team.invite(body);
}

export function useInviteColleague() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamInviteRequest) => inviteColleague(client, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
