import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignActionRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { useReauthentication } from '../reauthentication';

/**
 * One step of the campaign rule table: POST /api/admin/campaigns/:id/actions. Approving, freezing
 * and ending may first ask the admin to confirm it is them.
 */
export function useActOnCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reauthenticated = useReauthentication();
  return useMutation({
    mutationFn: ({ id, ...body }: CampaignActionRequest & { id: string }) =>
      reauthenticated(() => client.admin.campaignAction(id, body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
