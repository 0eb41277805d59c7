import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, BrandingRequest, MoveDirection } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** The admin's ordered lists of site content, by the name of their endpoints. */
export type ContentListName = 'categories' | 'faqs' | 'press' | 'resources';

const listKey = (name: ContentListName) => ['admin', 'site-content', name] as const;
const brandingKey = ['admin', 'site-content', 'branding'] as const;

/** What one list's client offers (ApiClient['siteContent'][name]). */
interface OrderedListApi<List, Item, Body> {
  list: () => Promise<List>;
  create: (body: Body) => Promise<Item>;
  update: (id: string, body: Body) => Promise<Item>;
  move: (id: string, direction: MoveDirection) => Promise<List>;
  remove: (id: string) => Promise<null>;
}

type Lists = ApiClient['siteContent'];
type ListOf<N extends ContentListName> = Awaited<ReturnType<Lists[N]['list']>>;
type ItemOf<N extends ContentListName> = Awaited<ReturnType<Lists[N]['create']>>;
type BodyOf<N extends ContentListName> = Parameters<Lists[N]['create']>[0];

/**
 * One ordered list (GET /api/admin/{name}) with its changes: save (POST or PATCH), move one place
 * (the answer is the list in its new order, shown at once) and delete; every change rereads the
 * list.
 */
export function useContentList<N extends ContentListName>(name: N) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const api = client.siteContent[name] as unknown as OrderedListApi<
    ListOf<N>,
    ItemOf<N>,
    BodyOf<N>
  >;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey(name) });
  const query = useQuery({ queryKey: listKey(name), queryFn: () => api.list() });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BodyOf<N> }) =>
      id ? api.update(id, body) : api.create(body),
    onSuccess: refresh,
  });
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: MoveDirection }) =>
      api.move(id, direction),
    onSuccess: (list) => {
      queryClient.setQueryData(listKey(name), list);
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess: refresh });
  return { query, save, move, remove };
}

/** The branding as the form edits it (GET /api/admin/branding). */
export function useBranding() {
  const client = useApiClient();
  return useQuery({ queryKey: brandingKey, queryFn: () => client.siteContent.branding() });
}

/** PATCH /api/admin/branding; this site's own header and tab title follow at once. */
export function useSaveBranding() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandingRequest) => client.siteContent.saveBranding(body),
    onSuccess: (branding) => {
      queryClient.setQueryData(brandingKey, branding);
      void queryClient.invalidateQueries({ queryKey: ['site'] });
    },
  });
}

/** The setup-help videos a company user sees (GET /api/company/setup-help). */
export function useSetupHelpVideos() {
  const client = useApiClient();
  return useQuery({ queryKey: ['company', 'setup-help'], queryFn: () => client.setupHelp() });
}
