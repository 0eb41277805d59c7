import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, CompanyWebsiteConnectionRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { websiteConnectionQueryKey } from './get-website-connection';

/** PUT /api/company/website-connection: address and access token, checked by the server. */
export function saveWebsiteConnection(client: ApiClient, body: CompanyWebsiteConnectionRequest) {
  return client.company.saveWebsiteConnection(body);
}

export function useSaveWebsiteConnection() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyWebsiteConnectionRequest) => saveWebsiteConnection(client, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(websiteConnectionQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['company', 'setup'] });
    },
  });
}
