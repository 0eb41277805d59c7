import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDecisionRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { useReauthentication } from '../reauthentication';

/**
 * Approve a company, or deny it with a reason: POST /api/admin/companies/:id/decision. Either may
 * first ask the admin to confirm it is them.
 */
export function useDecideCompany(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reauthenticated = useReauthentication();
  return useMutation({
    mutationFn: (body: CompanyDecisionRequest) =>
      reauthenticated(() => client.admin.decideCompany(id, body)),
    onSuccess: (company) => {
      queryClient.setQueryData(['admin', 'company', id], company);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
