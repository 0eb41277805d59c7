import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySite, CompanySiteRequest, CompanySites } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

// The company's sites (GET /api/company/sites) and the owner's changes to them, to where its
// campaigns are used and to where its staff work (docs/product.md#multi-site-groups).

export const sitesQueryKey = ['company', 'sites'] as const;

export function useSites() {
  const client = useApiClient();
  return useQuery({ queryKey: sitesQueryKey, queryFn: () => client.sites.list() });
}

/** The open sites in order (closed ones are history only). */
export const openSites = (data: CompanySites | undefined): CompanySite[] =>
  (data?.sites ?? []).filter((s) => !s.archivedAt);

function useSitesMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sitesQueryKey }),
  });
}

export function useAddSite() {
  const client = useApiClient();
  return useSitesMutation((body: CompanySiteRequest) => client.sites.add(body));
}

export function useUpdateSite() {
  const client = useApiClient();
  return useSitesMutation(({ id, ...body }: CompanySiteRequest & { id: string }) =>
    client.sites.update(id, body),
  );
}

export function useMoveSite() {
  const client = useApiClient();
  return useSitesMutation(({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
    client.sites.move(id, direction),
  );
}

export function useCloseSite() {
  const client = useApiClient();
  return useSitesMutation((id: string) => client.sites.close(id));
}

export function useSetCampaignSites() {
  const client = useApiClient();
  return useSitesMutation(({ campaignId, siteIds }: { campaignId: string; siteIds: string[] }) =>
    client.sites.setCampaignSites(campaignId, siteIds),
  );
}

export function useSetMemberSites() {
  const client = useApiClient();
  return useSitesMutation(({ userId, siteIds }: { userId: string; siteIds: string[] }) =>
    client.sites.setMemberSites(userId, siteIds),
  );
}

export function useSiteFigures() {
  const client = useApiClient();
  return useQuery({
    queryKey: [...sitesQueryKey, 'figures'],
    queryFn: () => client.sites.figures(),
    refetchInterval: 60_000,
  });
}
