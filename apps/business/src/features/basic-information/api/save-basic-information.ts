import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, CompanyBasicInformationRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { basicInformationQueryKey } from './get-basic-information';

/** PUT /api/company/basic-information: the server checks every rule and answers the saved data. */
export function saveBasicInformation(client: ApiClient, body: CompanyBasicInformationRequest) {
  return client.company.saveBasicInformation(body);
}

export function useSaveBasicInformation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyBasicInformationRequest) => saveBasicInformation(client, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(basicInformationQueryKey, saved);
      // The onboarding checklist reads the same facts.
      void queryClient.invalidateQueries({ queryKey: ['company', 'setup'] });
    },
  });
}
