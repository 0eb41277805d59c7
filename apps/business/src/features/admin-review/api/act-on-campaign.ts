import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignActionRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** One step of the campaign rule table: POST /api/admin/campaigns/:id/actions. */
export function useActOnCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CampaignActionRequest & { id: string }) =>
      client.admin.campaignAction(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
