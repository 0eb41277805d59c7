import type { z } from 'zod';
import type {
  adminCategoryListSchema,
  adminCategorySchema,
  adminFaqListSchema,
  adminFaqSchema,
  adminPressItemSchema,
  adminPressListSchema,
  adminResourceListSchema,
  adminResourceSchema,
  brandingSchema,
  resourceListSchema,
} from '../site-content';
import type {
  BrandingRequest,
  CategoryRequest,
  FaqRequest,
  MoveDirection,
  PressRequest,
  ResourceRequest,
} from '../site-content';
import { json } from './http';
import type { Transport } from './http';

const at = (path: string, id: string) => `/admin/${path}/${encodeURIComponent(id)}`;

/**
 * One ordered list of the admin's site content: read, add, change, move one place, delete. The
 * move answers the whole list in its new order.
 */
function orderedList<List extends z.ZodType, Item extends z.ZodType, Body>(
  { request, post }: Transport,
  path: string,
) {
  return {
    list: () => request<List>(`/admin/${path}`),
    create: (body: Body) => post<Item>(`/admin/${path}`, body),
    update: (id: string, body: Body) => request<Item>(at(path, id), json('PATCH', body)),
    move: (id: string, direction: MoveDirection) =>
      post<List>(`${at(path, id)}/move`, { direction }),
    remove: (id: string) => request<null>(at(path, id), { method: 'DELETE' }),
  };
}

/** The admin's site content (content:read to list, content:write to change). */
export function siteContentApi(transport: Transport) {
  const { request } = transport;
  return {
    categories: orderedList<
      typeof adminCategoryListSchema,
      typeof adminCategorySchema,
      CategoryRequest
    >(transport, 'categories'),
    faqs: orderedList<typeof adminFaqListSchema, typeof adminFaqSchema, FaqRequest>(
      transport,
      'faqs',
    ),
    press: orderedList<typeof adminPressListSchema, typeof adminPressItemSchema, PressRequest>(
      transport,
      'press',
    ),
    resources: orderedList<
      typeof adminResourceListSchema,
      typeof adminResourceSchema,
      ResourceRequest
    >(transport, 'resources'),
    branding: () => request<typeof brandingSchema>('/admin/branding'),
    saveBranding: (body: BrandingRequest) =>
      request<typeof brandingSchema>('/admin/branding', json('PATCH', body)),
  };
}

/** The setup-help videos a company user sees (GET /api/company/setup-help). */
export function setupHelpApi({ request }: Transport) {
  return { setupHelp: () => request<typeof resourceListSchema>('/company/setup-help') };
}
