import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, PaymentsConnection } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** The company's payments connection: GET /api/company/payments (refreshed after onboarding). */
export function getPaymentsConnection(client: ApiClient): Promise<PaymentsConnection> {
  return client.company.payments();
}

export const paymentsConnectionQueryKey = ['company', 'payments'] as const;

export function paymentsConnectionQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: paymentsConnectionQueryKey,
    queryFn: () => getPaymentsConnection(client),
  });
}

export function usePaymentsConnection() {
  const client = useApiClient();
  return useQuery(paymentsConnectionQueryOptions(client));
}
