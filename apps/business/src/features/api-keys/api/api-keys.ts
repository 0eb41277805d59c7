import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiKeyRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

// The company's API keys (the "API keys" tab of /api): GET, POST and DELETE /api/company/api-keys.

export const apiKeysQueryKey = ['company', 'api-keys'] as const;

export function apiKeysQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: apiKeysQueryKey, queryFn: () => client.apiKeys.list() });
}

export function useApiKeys() {
  const client = useApiClient();
  return useQuery(apiKeysQueryOptions(client));
}

/** Creates a key; the answer carries the key itself, shown once and never stored here. */
export function useCreateApiKey() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyRequest) => client.apiKeys.create(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}

export function useRevokeApiKey() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.apiKeys.revoke(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
