import { z } from 'zod';
import {
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
  list: List,
  item: Item,
) {
  return {
    list: () => request(list, `/admin/${path}`),
    create: (body: Body) => post(item, `/admin/${path}`, body),
    update: (id: string, body: Body) => request(item, at(path, id), json('PATCH', body)),
    move: (id: string, direction: MoveDirection) =>
      post(list, `${at(path, id)}/move`, { direction }),
    remove: (id: string) => request(z.null(), at(path, id), { method: 'DELETE' }),
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
    >(transport, 'categories', adminCategoryListSchema, adminCategorySchema),
    faqs: orderedList<typeof adminFaqListSchema, typeof adminFaqSchema, FaqRequest>(
      transport,
      'faqs',
      adminFaqListSchema,
      adminFaqSchema,
    ),
    press: orderedList<typeof adminPressListSchema, typeof adminPressItemSchema, PressRequest>(
      transport,
      'press',
      adminPressListSchema,
      adminPressItemSchema,
    ),
    resources: orderedList<
      typeof adminResourceListSchema,
      typeof adminResourceSchema,
      ResourceRequest
    >(transport, 'resources', adminResourceListSchema, adminResourceSchema),
    branding: () => request(brandingSchema, '/admin/branding'),
    saveBranding: (body: BrandingRequest) =>
      request(brandingSchema, '/admin/branding', json('PATCH', body)),
  };
}

/** The setup-help videos a company user sees (GET /api/company/setup-help). */
export function setupHelpApi({ request }: Transport) {
  return { setupHelp: () => request(resourceListSchema, '/company/setup-help') };
}
