import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignDetailSchema,
  campaignListPageSchema,
  campaignListQuerySchema,
  campaignParamsSchema,
  categoryListSchema,
  errorResponseSchema,
} from '@stepup/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context';
import { sendPublicAnswer } from '../../plugins/public-answer';
import { varyOn } from '../../plugins/security-headers';
import { getCampaignDetail } from './campaign-detail-service';
import { PublicReads, publicJson } from './public-reads';
import { listCampaigns, listCategories, listPageOf, viewerOf } from './service';

/**
 * Read-only catalog. Who may call: anyone, signed in or not; a signed-in customer's session
 * decides test-mode campaigns (testers only) and their level per campaign. Everyone else (visitors,
 * business accounts) gets the visitor's answer, kept in memory until the data changes (ADR 041).
 */
export const catalogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;

    /** Who is asking: a customer (levels, test mode) or anyone else, who browses as a visitor. */
    const viewer = (request: FastifyRequest) => viewerOf(db, request.actor);
    const { database } = app.deps;
    const publicReads = new PublicReads(database);
    app.addHook('onClose', () => publicReads.close());
    /** The visitor's answer under `key`; a customer's own answer is never kept (private). */
    const sendPublic = async (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      compute: () => Promise<string>,
    ) => sendPublicAnswer(request, reply, await publicReads.get(key, compute));
    const privately = (reply: FastifyReply) =>
      // The answer depends on who asks (test mode, levels): never cache it for others.
      varyOn(reply.header('cache-control', 'private, no-cache'), 'Cookie');

    app.get(
      '/categories',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Enabled categories in display order',
          response: { 200: categoryListSchema },
        },
      },
      async (request, reply) =>
        sendPublic(request, reply, 'categories', async () =>
          publicJson(categoryListSchema, { categories: await listCategories(db) }),
        ),
    );

    app.get(
      '/campaigns',
      {
        schema: {
          tags: ['catalog'],
          summary:
            'Visible campaigns (at most 1000), optionally of one category, sorted; one page of them with page and limit',
          querystring: campaignListQuerySchema,
          response: { 200: campaignListPageSchema, 422: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const who = await viewer(request);
        if (!who.customerId) {
          const { category, sort } = request.query;
          // One kept answer per category, sort and page: the same rows asked for in another way
          // (no paging, or page 1 of 1000) share it; a page past the end is one empty answer.
          const { offset, limit } = listPageOf(request.query);
          return sendPublic(
            request,
            reply,
            `campaigns${JSON.stringify([category ?? null, sort, offset, limit])}`,
            async () => publicJson(campaignListPageSchema, await listCampaigns(db, request.query)),
          );
        }
        privately(reply);
        return listCampaigns(db, request.query, who);
      },
    );

    app.get(
      '/campaigns/:id',
      {
        schema: {
          tags: ['catalog'],
          summary: "One visible campaign, with the viewer's level and slot statuses",
          params: campaignParamsSchema,
          response: { 200: campaignDetailSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const who = await viewer(request);
        const { id } = request.params;
        if (!who.customerId) {
          return sendPublic(request, reply, `campaign/${id}`, async () =>
            publicJson(campaignDetailSchema, await getCampaignDetail(db, id)),
          );
        }
        privately(reply);
        return getCampaignDetail(db, id, who);
      },
    );
  };
