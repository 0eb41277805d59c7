import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGiftDesignCategoryListSchema,
  adminGiftDesignCategorySchema,
  adminGiftDesignListSchema,
  adminGiftDesignSchema,
  errorResponseSchema,
  giftDesignCategoryRequestSchema,
  giftDesignListSchema,
  giftDesignRequestSchema,
  moveRequestSchema,
  siteContentIdParamsSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import type { Actor } from '../../context/actor';
import { guardAdminRoutes } from '../../plugins/admin-guard';
import { sendPublicAnswer } from '../../plugins/public-answer';
import { PublicReads, publicJson } from '../catalog/public-reads';
import {
  createGiftDesign,
  createGiftDesignCategory,
  deleteGiftDesign,
  deleteGiftDesignCategory,
  editGiftDesign,
  editGiftDesignCategory,
  listGiftDesignCategories,
  listGiftDesigns,
  moveGiftDesign,
  moveGiftDesignCategory,
} from './admin-gift-designs';
import { listOfferedDesigns } from './offered-designs';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const changeRefusals = {
  ...refusals,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * GET /api/gift-designs: the designs a buyer may choose. Who may call: anyone (`actor: false`);
 * the one answer for everyone is kept in memory until a design or category changes (ADR 041).
 */
export const giftDesignRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { database } = app.deps;
    const publicReads = new PublicReads(database);
    app.addHook('onClose', () => publicReads.close());

    app.get(
      '/gift-designs',
      {
        config: { actor: false },
        schema: {
          tags: ['purchases'],
          summary: 'The active gift designs, grouped by their active categories, in display order',
          response: { 200: giftDesignListSchema },
        },
      },
      async (request, reply) =>
        sendPublicAnswer(
          request,
          reply,
          await publicReads.get('gift-designs', async () =>
            publicJson(giftDesignListSchema, await listOfferedDesigns(ctx)),
          ),
        ),
    );
  };

type Move = { id: string; direction: string };
interface ListRoutes {
  path: string;
  what: string;
  one: string;
  listSchema: z.ZodType;
  itemSchema: z.ZodType;
  bodySchema: z.ZodType;
  list: (ctx: AppContext, actor: Actor) => Promise<unknown>;
  create: (ctx: AppContext, actor: Actor, input: never) => Promise<unknown>;
  edit: (ctx: AppContext, actor: Actor, change: { id: string; input: never }) => Promise<unknown>;
  move: (ctx: AppContext, actor: Actor, move: Move) => Promise<unknown>;
  remove: (ctx: AppContext, actor: Actor, target: { id: string }) => Promise<void>;
  deleteNote: string;
}

/**
 * The admin's gift designs (/admin/gifting). Who may call: platform admins with a second factor,
 * on the business site; gifting:read lists, gifting:write changes (counted per address and admin).
 */
export const adminGiftDesignRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdminRoutes(app, ctx);
    const lists: ListRoutes[] = [
      {
        path: 'gift-design-categories',
        what: 'Every gift design category in display order, inactive ones too',
        one: 'gift design category',
        listSchema: adminGiftDesignCategoryListSchema,
        itemSchema: adminGiftDesignCategorySchema,
        bodySchema: giftDesignCategoryRequestSchema,
        list: listGiftDesignCategories,
        create: createGiftDesignCategory,
        edit: editGiftDesignCategory,
        move: moveGiftDesignCategory,
        remove: deleteGiftDesignCategory,
        deleteNote: ' (refused, 409, while it holds designs)',
      },
      {
        path: 'gift-designs',
        what: 'Every gift design in display order, inactive ones too, with how many gifts carry it',
        one: 'gift design',
        listSchema: adminGiftDesignListSchema,
        itemSchema: adminGiftDesignSchema,
        bodySchema: giftDesignRequestSchema,
        list: listGiftDesigns,
        create: createGiftDesign,
        edit: editGiftDesign,
        move: moveGiftDesign,
        remove: deleteGiftDesign,
        deleteNote: ' (refused, 409, once a gift carries it: deactivate it instead)',
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
            summary: `Deletes a ${l.one}${l.deleteNote}`,
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
  };
