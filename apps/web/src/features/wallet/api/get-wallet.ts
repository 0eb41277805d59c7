import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerApiClient, Wallet } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

export const walletQueryKey = ['wallet'] as const;

/** The signed-in customer's vouchers and counters: GET /api/wallet. */
export function getWallet(client: CustomerApiClient): Promise<Wallet> {
  return client.wallet.get();
}

/** How often the wallet asks again while it shows the copy kept on this device. */
export const OFFLINE_WALLET_RETRY_MS = 5_000;

/**
 * `networkMode: 'always'` asks even when the browser says it is offline: the service worker
 * answers with the wallet as last loaded, so a code can be shown at a till with no signal. While
 * that kept copy shows (no signal, or a signal too weak to answer in time), the wallet asks again
 * every few seconds, so the live one replaces it as soon as the network answers.
 */
export function walletQueryOptions(client: CustomerApiClient) {
  return queryOptions({
    queryKey: walletQueryKey,
    queryFn: () => getWallet(client),
    staleTime: 30_000,
    networkMode: 'always',
    refetchInterval: (query) => (query.state.data?.offline ? OFFLINE_WALLET_RETRY_MS : false),
  });
}

export function useWallet({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ ...walletQueryOptions(client), enabled });
}
