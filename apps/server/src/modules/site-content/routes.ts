import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryListSchema,
  adminCategorySchema,
  adminFaqListSchema,
  adminFaqSchema,
  adminPressItemSchema,
  adminPressListSchema,
  adminResourceListSchema,
  adminResourceSchema,
  brandingRequestSchema,
  brandingSchema,
  categoryRequestSchema,
  errorResponseSchema,
  faqRequestSchema,
  moveRequestSchema,
  pressRequestSchema,
  resourceListSchema,
  resourceRequestSchema,
  siteContentIdParamsSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import type { Actor } from '../../context/actor';
import { guardAdminRoutes } from '../../plugins/admin-guard';
import { getBranding, saveBranding } from './branding';
import {
  createCategory,
  deleteCategory,
  editCategory,
  listAdminCategories,
  moveCategory,
} from './categories';
import { createFaq, deleteFaq, editFaq, listAdminFaqs, moveFaq } from './faqs';
import {
  createPressItem,
  deletePressItem,
  editPressItem,
  listAdminPress,
  movePressItem,
} from './press';
import {
  createResource,
  deleteResource,
  editResource,
  listAdminResources,
  listSetupHelp,
  moveResource,
} from './resources';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const changeRefusals = {
  ...refusals,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

type Ctx = AppContext;
type Move = { id: string; direction: string };

/** One ordered list's five endpoints: list, add, change, move one place, delete. */
interface OrderedListRoutes {
  path: string;
  /** What the list holds, for the API docs ('categories', 'FAQ links'…). */
  what: string;
  one: string;
  listSchema: z.ZodType;
  itemSchema: z.ZodType;
  bodySchema: z.ZodType;
  list: (ctx: Ctx, actor: Actor) => Promise<unknown>;
  create: (ctx: Ctx, actor: Actor, input: never) => Promise<unknown>;
  edit: (ctx: Ctx, actor: Actor, change: { id: string; input: never }) => Promise<unknown>;
  move: (ctx: Ctx, actor: Actor, move: Move) => Promise<unknown>;
  remove: (ctx: Ctx, actor: Actor, target: { id: string }) => Promise<void>;
  /** Why a delete may be refused, for the API docs. */
  deleteNote?: string;
}

/**
 * The admin's site content (/admin/content-management): categories, branding, FAQ links, press
 * and setup-help videos. Who may call: platform admins with a second factor, on the business site;
 * content:read lists, content:write changes (counted per address and per admin).
 */
export const siteContentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdminRoutes(app, ctx);

    const lists: OrderedListRoutes[] = [
      {
        path: 'categories',
        what: 'Every category in display order, disabled ones too, with its campaign count',
        one: 'category',
        listSchema: adminCategoryListSchema,
        itemSchema: adminCategorySchema,
        bodySchema: categoryRequestSchema,
        list: listAdminCategories,
        create: createCategory,
        edit: editCategory,
        move: moveCategory,
        remove: deleteCategory,
        deleteNote: ' (refused, 409, while a campaign or company is in it: disable it instead)',
      },
      {
        path: 'faqs',
        what: 'Every FAQ link in display order, disabled ones too',
        one: 'FAQ link',
        listSchema: adminFaqListSchema,
        itemSchema: adminFaqSchema,
        bodySchema: faqRequestSchema,
        list: listAdminFaqs,
        create: createFaq,
        edit: editFaq,
        move: moveFaq,
        remove: deleteFaq,
      },
      {
        path: 'press',
        what: 'Every press article in display order',
        one: 'press article',
        listSchema: adminPressListSchema,
        itemSchema: adminPressItemSchema,
        bodySchema: pressRequestSchema,
        list: listAdminPress,
        create: createPressItem,
        edit: editPressItem,
        move: movePressItem,
        remove: deletePressItem,
      },
      {
        path: 'resources',
        what: 'Every setup-help video in display order',
        one: 'setup-help video',
        listSchema: adminResourceListSchema,
        itemSchema: adminResourceSchema,
        bodySchema: resourceRequestSchema,
        list: listAdminResources,
        create: createResource,
        edit: editResource,
        move: moveResource,
        remove: deleteResource,
      },
    ];

    for (const l of lists) {
      const tags = ['admin'];
      app.get(
        `/admin/${l.path}`,
        { schema: { tags, summary: l.what, response: { 200: l.listSchema, ...refusals } } },
        async (request) => l.list(ctx, request.actor),
      );
      app.post(
        `/admin/${l.path}`,
        {
          schema: {
            tags,
            summary: `A new ${l.one}, last in the order`,
            body: l.bodySchema,
            response: { 201: l.itemSchema, ...changeRefusals },
          },
        },
        async (request, reply) =>
          reply.code(201).send(await l.create(ctx, request.actor, request.body as never)),
      );
      app.patch(
        `/admin/${l.path}/:id`,
        {
          schema: {
            tags,
            summary: `Changes a ${l.one}`,
            params: siteContentIdParamsSchema,
            body: l.bodySchema,
            response: { 200: l.itemSchema, ...changeRefusals },
          },
        },
        async (request) =>
          l.edit(ctx, request.actor, {
            id: (request.params as { id: string }).id,
            input: request.body as never,
          }),
      );
      app.post(
        `/admin/${l.path}/:id/move`,
        {
          schema: {
            tags,
            summary: `Moves a ${l.one} one place up or down; answers the list in its new order`,
            params: siteContentIdParamsSchema,
            body: moveRequestSchema,
            response: { 200: l.listSchema, ...changeRefusals },
          },
        },
        async (request) =>
          l.move(ctx, request.actor, {
            id: (request.params as { id: string }).id,
            direction: (request.body as { direction: string }).direction,
          }),
      );
      app.delete(
        `/admin/${l.path}/:id`,
        {
          schema: {
            tags,
            summary: `Deletes a ${l.one}${l.deleteNote ?? ''}`,
            params: siteContentIdParamsSchema,
            response: { 204: z.null(), ...changeRefusals },
          },
        },
        async (request, reply) => {
          await l.remove(ctx, request.actor, { id: (request.params as { id: string }).id });
          return reply.code(204).send(null);
        },
      );
    }

    app.get(
      '/admin/branding',
      {
        schema: {
          tags: ['admin'],
          summary: 'The branding both sites show: site name, tab title, logo and favicon',
          response: { 200: brandingSchema, ...refusals },
        },
      },
      async (request) => getBranding(ctx, request.actor),
    );

    app.patch(
      '/admin/branding',
      {
        schema: {
          tags: ['admin'],
          summary: 'Saves the branding; both sites show it from their next page load',
          body: brandingRequestSchema,
          response: { 200: brandingSchema, ...changeRefusals },
        },
      },
      async (request) => saveBranding(ctx, request.actor, request.body),
    );
  };

/** The company's Setup Help videos. Who may call: a signed-in company user. */
export const setupHelpRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/company/setup-help',
      {
        schema: {
          tags: ['company'],
          summary: 'The setup-help videos, in order',
          response: { 200: resourceListSchema, ...refusals },
        },
      },
      async (request) => listSetupHelp(ctx, request.actor),
    );
  };
