import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '@stepup/contracts';

const ApiClientContext = createContext<ApiClient | null>(null);

/**
 * Makes the typed API client available to every query hook. The app passes
 * `createApiClient()`; tests pass one built with a fake `fetch`.
 */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it.');
  return client;
}
