import type {
  adminGiftDesignCategoryListSchema,
  adminGiftDesignCategorySchema,
  adminGiftDesignListSchema,
  adminGiftDesignSchema,
  giftDesignListSchema,
} from '../gift-designs';
import type { GiftDesignCategoryRequest, GiftDesignRequest } from '../gift-designs';
import type { MoveDirection } from '../site-content';
import { json } from './http';
import type { Transport } from './http';

const at = (path: string, id: string) => `/admin/${path}/${encodeURIComponent(id)}`;

/** The active gift designs a buyer may choose (anyone; kept like the catalog's answers). */
export function giftDesignsApi({ request }: Transport) {
  return { list: () => request<typeof giftDesignListSchema>('/gift-designs') };
}

/**
 * The admin's gift design categories and designs (gifting:read to list, gifting:write to change).
 * A move answers the whole list in its new order.
 */
export function adminGiftDesignsApi({ request, post }: Transport) {
  return {
    categories: {
      list: () =>
        request<typeof adminGiftDesignCategoryListSchema>('/admin/gift-design-categories'),
      create: (body: GiftDesignCategoryRequest) =>
        post<typeof adminGiftDesignCategorySchema>('/admin/gift-design-categories', body),
      update: (id: string, body: GiftDesignCategoryRequest) =>
        request<typeof adminGiftDesignCategorySchema>(
          at('gift-design-categories', id),
          json('PATCH', body),
        ),
      move: (id: string, direction: MoveDirection) =>
        post<typeof adminGiftDesignCategoryListSchema>(`${at('gift-design-categories', id)}/move`, {
          direction,
        }),
      remove: (id: string) => request<null>(at('gift-design-categories', id), { method: 'DELETE' }),
    },
    designs: {
      list: () => request<typeof adminGiftDesignListSchema>('/admin/gift-designs'),
      create: (body: GiftDesignRequest) =>
        post<typeof adminGiftDesignSchema>('/admin/gift-designs', body),
      update: (id: string, body: GiftDesignRequest) =>
        request<typeof adminGiftDesignSchema>(at('gift-designs', id), json('PATCH', body)),
      move: (id: string, direction: MoveDirection) =>
        post<typeof adminGiftDesignListSchema>(`${at('gift-designs', id)}/move`, { direction }),
      remove: (id: string) => request<null>(at('gift-designs', id), { method: 'DELETE' }),
    },
  };
}
