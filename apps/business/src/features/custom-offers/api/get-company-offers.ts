import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

export type OfferView = 'waiting' | 'answered';

/** Every list of the inbox (and the menu's and the dashboard's count) is under this key. */
export const companyOffersQueryKey = ['company', 'custom-offers'] as const;

/** An offer waits at most 24 hours: the inbox and its count are read again each minute. */
export const OFFERS_REFRESH_MS = 60_000;

/** GET /api/company/custom-offers?view=…: the inbox's offers and how many wait for an answer. */
export function getCompanyOffers(client: ApiClient, view: OfferView) {
  return client.companyCustomOffers.list({ view });
}

export function companyOffersQueryOptions(client: ApiClient, view: OfferView) {
  return queryOptions({
    queryKey: [...companyOffersQueryKey, view],
    queryFn: () => getCompanyOffers(client, view),
    refetchInterval: OFFERS_REFRESH_MS,
    staleTime: 0,
  });
}

export function useCompanyOffers(view: OfferView) {
  const client = useApiClient();
  return useQuery(companyOffersQueryOptions(client, view));
}

/**
 * How many offers wait for the company's answer (the menu's badge and the dashboard's count),
 * from the waiting list the inbox loads too. `enabled`: only a company member has an inbox.
 */
export function useWaitingOffersCount({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  const query = useQuery({ ...companyOffersQueryOptions(client, 'waiting'), enabled });
  return query.data?.waitingCount ?? null;
}
