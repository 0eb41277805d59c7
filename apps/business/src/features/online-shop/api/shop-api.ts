import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopConnectionView, WooAuthoriseRequest, WooKeysRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

// The Online shop tab's calls: /api/company/shop and its codes (docs/product.md#website-connection).

export const shopConnectionQueryKey = ['company', 'shop'] as const;
export const shopCodesQueryKey = ['company', 'shop', 'codes'] as const;

export function useShopConnection() {
  const client = useApiClient();
  return useQuery({
    queryKey: shopConnectionQueryKey,
    queryFn: () => client.shops.connection(),
  });
}

export function useShopCodes(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: shopCodesQueryKey,
    queryFn: () => client.shops.codes(),
    enabled,
    // A code is added by a job a moment after the sale: look again while the tab is open.
    refetchInterval: 10_000,
  });
}

/** A change of the connection: the new state replaces the old, and the setup checklist is redone. */
function useConnectionChange<Input>(run: (input: Input) => Promise<ShopConnectionView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (view) => {
      queryClient.setQueryData(shopConnectionQueryKey, view);
      void queryClient.invalidateQueries({ queryKey: ['company', 'setup'] });
      void queryClient.invalidateQueries({ queryKey: shopCodesQueryKey });
    },
  });
}

export function useChooseInStoreOnly() {
  const client = useApiClient();
  return useConnectionChange(() => client.shops.inStoreOnly());
}

export function useConnectWooKeys() {
  const client = useApiClient();
  return useConnectionChange((body: WooKeysRequest) => client.shops.connectWooKeys(body));
}

export function useDisconnectShop() {
  const client = useApiClient();
  return useConnectionChange(() => client.shops.disconnect());
}

/** Starts WooCommerce's app authorisation; the caller sends the browser to the answer. */
export function useAuthoriseWoo() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: WooAuthoriseRequest) => client.shops.authoriseWoo(body),
  });
}

export function useRetryShopCode() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voucherId: string) => client.shops.retryCode(voucherId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shopCodesQueryKey }),
  });
}
