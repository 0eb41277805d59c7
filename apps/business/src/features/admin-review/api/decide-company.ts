import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDecisionRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** Approve a company, or deny it with a reason: POST /api/admin/companies/:id/decision. */
export function useDecideCompany(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyDecisionRequest) => client.admin.decideCompany(id, body),
    onSuccess: (company) => {
      queryClient.setQueryData(['admin', 'company', id], company);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
