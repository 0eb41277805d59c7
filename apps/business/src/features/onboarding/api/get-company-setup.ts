import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CompanySetup } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** Which campaign prerequisites the signed-in user's company has in place: GET /api/company/setup. */
export function getCompanySetup(client: ApiClient): Promise<CompanySetup> {
  return client.company.setup();
}

/** Shared with the pages that change a prerequisite, which invalidate it after saving. */
export const companySetupQueryKey = ['company', 'setup'] as const;

export function companySetupQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: companySetupQueryKey,
    queryFn: () => getCompanySetup(client),
    staleTime: 30_000,
  });
}

export function useCompanySetup() {
  const client = useApiClient();
  return useQuery(companySetupQueryOptions(client));
}
