import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminGiftDesign,
  AdminGiftDesignCategory,
  GiftDesignCategoryRequest,
  GiftDesignRequest,
  MoveDirection,
} from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

const categoriesKey = ['admin', 'gift-designs', 'categories'] as const;
const designsKey = ['admin', 'gift-designs', 'designs'] as const;

/**
 * The gift design categories (GET /api/admin/gift-design-categories) with their changes; every
 * change rereads both lists (a category's name and its design count show in both).
 */
export function useGiftDesignCategories() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const api = client.adminGiftDesigns.categories;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: categoriesKey });
    void queryClient.invalidateQueries({ queryKey: designsKey });
  };
  const query = useQuery({ queryKey: categoriesKey, queryFn: () => api.list() });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: GiftDesignCategoryRequest }) =>
      id ? api.update(id, body) : api.create(body),
    onSuccess: refresh,
  });
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: MoveDirection }) =>
      api.move(id, direction),
    onSuccess: (list) => {
      queryClient.setQueryData(categoriesKey, list);
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess: refresh });
  return { query, save, move, remove };
}

/** The gift designs (GET /api/admin/gift-designs) with their changes. */
export function useGiftDesignsAdmin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const api = client.adminGiftDesigns.designs;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: designsKey });
    void queryClient.invalidateQueries({ queryKey: categoriesKey });
  };
  const query = useQuery({ queryKey: designsKey, queryFn: () => api.list() });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: GiftDesignRequest }) =>
      id ? api.update(id, body) : api.create(body),
    onSuccess: refresh,
  });
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: MoveDirection }) =>
      api.move(id, direction),
    onSuccess: (list) => {
      queryClient.setQueryData(designsKey, list);
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess: refresh });
  return { query, save, move, remove };
}

export type { AdminGiftDesign, AdminGiftDesignCategory };
