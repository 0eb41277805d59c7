import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignDetailSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignParamsSchema,
  categoryListSchema,
  errorResponseSchema,
} from '@stepup/contracts';
import { getCampaign, listCampaigns, listCategories } from './service';

/** Read-only catalog. Who may call: anyone, signed in or not. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

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
    async (request) => ({ campaigns: await listCampaigns(db, request.query) }),
  );

  app.get(
    '/campaigns/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One visible campaign',
        params: campaignParamsSchema,
        response: { 200: campaignDetailSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ campaign: await getCampaign(db, request.params.id) }),
  );
};
