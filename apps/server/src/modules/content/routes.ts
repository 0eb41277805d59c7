import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aboutFactsSchema,
  contentPageParamsSchema,
  contentPageResponseSchema,
  contentPageSlugParamsSchema,
  errorResponseSchema,
  faqListSchema,
  pressListSchema,
  siteSettingsSchema,
  storyListSchema,
  storyParamsSchema,
  storyResponseSchema,
} from '@stepup/contracts';
import {
  getAboutFacts,
  getPage,
  getPageBySlug,
  getSiteSettings,
  getStory,
  getWebManifest,
  listFaqs,
  listPress,
  listStories,
  sitePayments,
} from './service';

/** Branding, stored pages, stories, press, FAQs and the About Us counters. Read-only. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { publicWebUrl: webUrl, publicBusinessUrl: businessUrl, stripe } = app.deps.config;
  const payments = sitePayments(stripe);

  /** Who may call: anyone. */
  app.get(
    '/site',
    {
      schema: {
        tags: ['content'],
        summary: 'Branding, the gifting fee and the card payment provider (publishable key only)',
        response: { 200: siteSettingsSchema },
      },
    },
    async () => getSiteSettings(db, { webUrl, businessUrl }, payments),
  );

  /** Who may call: anyone. The customer site's web app manifest (name from the branding). */
  app.get(
    '/site/manifest.webmanifest',
    { schema: { tags: ['content'], summary: "The customer site's web app manifest" } },
    async (_request, reply) => {
      reply.type('application/manifest+json').header('cache-control', 'no-cache');
      return JSON.stringify(await getWebManifest(db));
    },
  );

  /** Who may call: anyone, signed in or not. */
  app.get(
    '/pages/by-slug/:slug',
    {
      schema: {
        tags: ['content'],
        summary: "A stored page by slug (the footer's 'terms' and 'privacy'), text sanitised",
        params: contentPageSlugParamsSchema,
        response: { 200: contentPageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ page: await getPageBySlug(db, request.params.slug) }),
  );

  /** Who may call: anyone, signed in or not. */
  app.get(
    '/pages/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'A stored page by id (webCookies, webTC, webPrivacy, …), text sanitised',
        params: contentPageParamsSchema,
        response: { 200: contentPageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ page: await getPage(db, request.params.id) }),
  );

  /** Who may call: anyone, signed in or not. */
  app.get(
    '/stories',
    {
      schema: {
        tags: ['content'],
        summary: '"Our stories" posts, newest first, without their text',
        response: { 200: storyListSchema },
      },
    },
    async () => ({ stories: await listStories(db) }),
  );

  /** Who may call: anyone, signed in or not. */
  app.get(
    '/stories/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One story with its sanitised text',
        params: storyParamsSchema,
        response: { 200: storyResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ story: await getStory(db, request.params.id) }),
  );

  /** Who may call: anyone, signed in or not. */
  app.get(
    '/press',
    {
      schema: {
        tags: ['content'],
        summary: 'Press articles about the marketplace, in display order',
        response: { 200: pressListSchema },
      },
    },
    async () => ({ press: await listPress(db) }),
  );

  /** Who may call: anyone, signed in or not. */
  app.get(
    '/faqs',
    {
      schema: {
        tags: ['content'],
        summary: 'Enabled FAQs in display order, answers sanitised',
        response: { 200: faqListSchema },
      },
    },
    async () => ({ faqs: await listFaqs(db) }),
  );

  /** Who may call: anyone, signed in or not. */
  app.get(
    '/about',
    {
      schema: {
        tags: ['content'],
        summary: 'About Us counters: approved businesses, live campaigns, vouchers, fixed facts',
        response: { 200: aboutFactsSchema },
      },
    },
    async () => getAboutFacts(db),
  );
};
