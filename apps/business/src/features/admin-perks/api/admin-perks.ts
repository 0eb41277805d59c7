import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPerkList, AdminPerkRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

const perksKey = ['admin', 'perks'] as const;

/** Every perk in the companies' order, and the Perks tab switch: GET /api/admin/perks. */
export function useAdminPerks() {
  const client = useApiClient();
  return useQuery({ queryKey: perksKey, queryFn: () => client.perks.adminList() });
}

function useRefreshPerks() {
  const queryClient = useQueryClient();
  return {
    refresh: () => void queryClient.invalidateQueries({ queryKey: perksKey }),
    set: (list: AdminPerkList) => queryClient.setQueryData(perksKey, list),
  };
}

/** A new perk (POST) or a changed one (PUT /api/admin/perks/:id). */
export function useSavePerk(id: string | null) {
  const client = useApiClient();
  const { refresh } = useRefreshPerks();
  return useMutation({
    mutationFn: (body: AdminPerkRequest) =>
      id ? client.perks.update(id, body) : client.perks.create(body),
    onSuccess: refresh,
  });
}

/** One place up or down (POST /api/admin/perks/:id/move): the answer is the list in its new order. */
export function useMovePerk() {
  const client = useApiClient();
  const { set } = useRefreshPerks();
  return useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
      client.perks.move(id, { direction }),
    onSuccess: set,
  });
}

/** DELETE /api/admin/perks/:id. */
export function useDeletePerk() {
  const client = useApiClient();
  const { refresh } = useRefreshPerks();
  return useMutation({
    mutationFn: (id: string) => client.perks.remove(id),
    onSuccess: refresh,
  });
}

/** PUT /api/admin/perks/settings: the Perks tab on or off for every company. */
export function useSwitchPerks() {
  const client = useApiClient();
  const { refresh } = useRefreshPerks();
  return useMutation({
    mutationFn: (perksEnabled: boolean) => client.perks.setEnabled(perksEnabled),
    onSuccess: refresh,
  });
}

/** Companies whose name holds `q` (asked once two characters are typed). */
export function usePerkCompanySearch(q: string) {
  const client = useApiClient();
  const text = q.trim();
  return useQuery({
    queryKey: ['admin', 'perks', 'companies', text],
    queryFn: () => client.perks.searchCompanies(text),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
