import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from './api-client';
import type { SiteApiClient } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** Everything the routes need from above: the API client and the query cache. */
export function AppProviders({
  apiClient,
  queryClient,
  children,
}: {
  apiClient: SiteApiClient;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ApiClientProvider client={apiClient}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ApiClientProvider>
  );
}
