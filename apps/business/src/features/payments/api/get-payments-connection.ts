import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, PaymentsConnection } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** The company's payments connection: GET /api/company/payments (refreshed after onboarding). */
export function getPaymentsConnection(client: ApiClient): Promise<PaymentsConnection> {
  return client.company.payments();
}

export const paymentsConnectionQueryKey = ['company', 'payments'] as const;

/** How often the page asks again while the provider is still setting the account up. */
export const PAYMENTS_REFRESH_MS = 30_000;

/**
 * Asks again every PAYMENTS_REFRESH_MS while an account exists but is not taking payments, not
 * paid out or asked for more: the provider's `account.updated` (or the server's own refresh)
 * changes it, and the page shows it without a reload. Nothing to wait for otherwise.
 */
export function paymentsRefreshInterval(connection: PaymentsConnection | undefined) {
  if (!connection?.accountCreated) return false;
  const settled =
    connection.paymentsEnabled &&
    connection.payoutsEnabled &&
    connection.requirementsDue.length === 0;
  return settled ? false : PAYMENTS_REFRESH_MS;
}

export function paymentsConnectionQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: paymentsConnectionQueryKey,
    queryFn: () => getPaymentsConnection(client),
    refetchInterval: (query) => paymentsRefreshInterval(query.state.data),
  });
}

export function usePaymentsConnection() {
  const client = useApiClient();
  return useQuery(paymentsConnectionQueryOptions(client));
}
