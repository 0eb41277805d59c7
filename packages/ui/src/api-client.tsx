import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { CustomerApiClient } from '@stepup/contracts';

/**
 * The API client of the site being built. Here, the areas both sites call (the customer site's
 * client, createCustomerApiClient); the business site, whose client has every area
 * (createApiClient), widens it with a declaration of its own (apps/business/src/site-api-client.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- widened by declaration merging
export interface SiteApiClient extends CustomerApiClient {}

const ApiClientContext = createContext<SiteApiClient | null>(null);

/**
 * Makes the typed API client available to every query hook. The app passes its site's client
 * (mountApp); tests pass one built with a fake `fetch`.
 */
export function ApiClientProvider({
  client,
  children,
}: {
  client: SiteApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): SiteApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it.');
  return client;
}
