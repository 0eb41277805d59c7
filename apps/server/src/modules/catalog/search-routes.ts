import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignListSchema,
  campaignSearchQuerySchema,
  errorResponseSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { searchCampaigns } from './search-service';
import { viewerOf } from './service';

/**
 * GET /api/campaigns/search?q=… (the header's voucher search). Who may call: anyone; a signed-in
 * customer's session decides test-mode campaigns and levels, as in the campaign list.
 */
export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    app.get(
      '/campaigns/search',
      {
        schema: {
          tags: ['catalog'],
          summary:
            'Visible campaigns whose company, description or keywords contain q (at most 50)',
          querystring: campaignSearchQuerySchema,
          response: { 200: campaignListSchema, 422: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-cache');
        const viewer = await viewerOf(db, request.actor);
        return { campaigns: await searchCampaigns(db, request.query.q, viewer) };
      },
    );
  };
