import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, DevMail } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** One address's mail in the local mailbox, newest first: GET /api/dev/mail?to=. */
export async function getDevMail(client: ApiClient, to: string): Promise<DevMail[]> {
  const { mail } = await client.devMail(to);
  return mail;
}

/** Asked only once there is an address: the mailbox never lists everybody's mail. */
export function devMailQueryOptions(client: ApiClient, to: string) {
  return queryOptions({
    queryKey: ['dev-mail', to],
    queryFn: () => getDevMail(client, to),
    enabled: to !== '',
    staleTime: 0,
    retry: false,
  });
}

export function useDevMail(to: string) {
  const client = useApiClient();
  return useQuery(devMailQueryOptions(client, to));
}
