import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerApiClient, Wallet } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

export const walletQueryKey = ['wallet'] as const;

/** The signed-in customer's vouchers and counters: GET /api/wallet. */
export function getWallet(client: CustomerApiClient): Promise<Wallet> {
  return client.wallet.get();
}

/**
 * `networkMode: 'always'` asks even when the browser says it is offline: the service worker
 * answers with the wallet as last loaded, so a code can be shown at a till with no signal.
 */
export function walletQueryOptions(client: CustomerApiClient) {
  return queryOptions({
    queryKey: walletQueryKey,
    queryFn: () => getWallet(client),
    staleTime: 30_000,
    networkMode: 'always',
  });
}

export function useWallet({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ ...walletQueryOptions(client), enabled });
}
