import type { apiKeyCreatedSchema, apiKeyListSchema } from '../public-api';
import type { ApiKeyRequest } from '../public-api';
import { json } from './http';
import type { Transport } from './http';

/** The company's API keys (owners): listed, created (the key shown once), revoked. */
export function apiKeysApi({ request }: Transport) {
  return {
    list: () => request<typeof apiKeyListSchema>('/company/api-keys'),
    create: (body: ApiKeyRequest) =>
      request<typeof apiKeyCreatedSchema>('/company/api-keys', json('POST', body)),
    revoke: (id: string) =>
      request<null>(`/company/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  };
}
