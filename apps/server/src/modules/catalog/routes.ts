import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignDetailSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignParamsSchema,
  categoryListSchema,
  errorResponseSchema,
} from '@stepup/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context';
import { getCampaignDetail } from './campaign-detail-service';
import { listCampaigns, listCategories, viewerOf } from './service';

/**
 * Read-only catalog. Who may call: anyone, signed in or not; a signed-in customer's session
 * decides test-mode campaigns (testers only) and their level per campaign.
 */
export const catalogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;

    /** Who is asking: a customer (levels, test mode) or anyone else, who browses as a visitor. */
    const viewer = (request: FastifyRequest) => viewerOf(db, request.actor);

    app.get(
      '/categories',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Enabled categories in display order',
          response: { 200: categoryListSchema },
        },
      },
      async () => ({ categories: await listCategories(db) }),
    );

    app.get(
      '/campaigns',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Visible campaigns (at most 1000), optionally of one category, sorted',
          querystring: campaignListQuerySchema,
          response: { 200: campaignListSchema, 422: errorResponseSchema },
        },
      },
      async (request, reply) => {
        // The answer depends on who asks (test mode, levels): never cache it for others.
        reply.header('cache-control', 'private, no-cache');
        return { campaigns: await listCampaigns(db, request.query, await viewer(request)) };
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
        reply.header('cache-control', 'private, no-cache');
        return getCampaignDetail(db, request.params.id, await viewer(request));
      },
    );
  };
