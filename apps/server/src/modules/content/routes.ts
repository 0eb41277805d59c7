import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema } from '@stepup/contracts';
import { getSiteSettings } from './service';

/** Branding and site settings. Who may call: anyone. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { publicWebUrl: webUrl, publicBusinessUrl: businessUrl } = app.deps.config;
  app.get(
    '/site',
    {
      schema: {
        tags: ['content'],
        summary: 'Branding and the gifting fee',
        response: { 200: siteSettingsSchema },
      },
    },
    async () => getSiteSettings(db, { webUrl, businessUrl }),
  );
};
