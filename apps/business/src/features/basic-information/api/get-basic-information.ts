import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CompanyBasicInformation } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** The company's details, images and the categories to choose: GET /api/company/basic-information. */
export function getBasicInformation(client: ApiClient): Promise<CompanyBasicInformation> {
  return client.company.basicInformation();
}

export const basicInformationQueryKey = ['company', 'basic-information'] as const;

export function basicInformationQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: basicInformationQueryKey,
    queryFn: () => getBasicInformation(client),
  });
}

export function useBasicInformation() {
  const client = useApiClient();
  return useQuery(basicInformationQueryOptions(client));
}
