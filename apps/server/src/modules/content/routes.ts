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
import type { AppContext } from '../../context/app-context';
import { sendPublicAnswer } from '../../plugins/public-answer';
import { PublicReads, publicJson } from '../catalog/public-reads';
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
} from './service';

/**
 * Branding, stored pages, stories, press, FAQs and the About Us counters. Read-only; who may call:
 * anyone, so no route looks up who is asking (`actor: false`).
 */
export const contentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The branding is the same for everyone until an admin changes it: kept (ADR 041).
    const { database } = app.deps;
    const publicReads = new PublicReads(database);
    app.addHook('onClose', () => publicReads.close());

    /** Who may call: anyone. */
    app.get(
      '/site',
      {
        config: { actor: false },
        schema: {
          tags: ['content'],
          summary: 'Branding, the gifting fee and the card payment provider (publishable key only)',
          response: { 200: siteSettingsSchema },
        },
      },
      async (request, reply) =>
        sendPublicAnswer(
          request,
          reply,
          await publicReads.get('site', async () =>
            publicJson(siteSettingsSchema, await getSiteSettings(ctx, request.actor)),
          ),
        ),
    );

    /** Who may call: anyone. The customer site's web app manifest (name from the branding). */
    app.get(
      '/site/manifest.webmanifest',
      {
        config: { actor: false },
        schema: { tags: ['content'], summary: "The customer site's web app manifest" },
      },
      async (request, reply) => {
        reply.type('application/manifest+json').header('cache-control', 'no-cache');
        return JSON.stringify(await getWebManifest(ctx, request.actor));
      },
    );

    /** Who may call: anyone, signed in or not. */
    app.get(
      '/pages/by-slug/:slug',
      {
        config: { actor: false },
        schema: {
          tags: ['content'],
          summary: "A stored page by slug (the footer's 'terms' and 'privacy'), text sanitised",
          params: contentPageSlugParamsSchema,
          response: { 200: contentPageResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => ({ page: await getPageBySlug(ctx, request.actor, request.params) }),
    );

    /** Who may call: anyone, signed in or not. */
    app.get(
      '/pages/:id',
      {
        config: { actor: false },
        schema: {
          tags: ['content'],
          summary: 'A stored page by id (webCookies, webTC, webPrivacy, …), text sanitised',
          params: contentPageParamsSchema,
          response: { 200: contentPageResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => ({ page: await getPage(ctx, request.actor, request.params) }),
    );

    /** Who may call: anyone, signed in or not. */
    app.get(
      '/stories',
      {
        config: { actor: false },
        schema: {
          tags: ['content'],
          summary: '"Our stories" posts, newest first, without their text',
          response: { 200: storyListSchema },
        },
      },
      async (request) => ({ stories: await listStories(ctx, request.actor) }),
    );

    /** Who may call: anyone, signed in or not. */
    app.get(
      '/stories/:id',
      {
        config: { actor: false },
        schema: {
          tags: ['content'],
          summary: 'One story with its sanitised text',
          params: storyParamsSchema,
          response: { 200: storyResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => ({ story: await getStory(ctx, request.actor, request.params) }),
    );

    /** Who may call: anyone, signed in or not. */
    app.get(
      '/press',
      {
        config: { actor: false },
        schema: {
          tags: ['content'],
          summary: 'Press articles about the marketplace, in display order',
          response: { 200: pressListSchema },
        },
      },
      async (request) => ({ press: await listPress(ctx, request.actor) }),
    );

    /** Who may call: anyone, signed in or not. */
    app.get(
      '/faqs',
      {
        config: { actor: false },
        schema: {
          tags: ['content'],
          summary: 'Enabled FAQs in display order, answers sanitised',
          response: { 200: faqListSchema },
        },
      },
      async (request) => ({ faqs: await listFaqs(ctx, request.actor) }),
    );

    /** Who may call: anyone, signed in or not. */
    app.get(
      '/about',
      {
        config: { actor: false },
        schema: {
          tags: ['content'],
          summary: 'About Us counters: approved businesses, live campaigns, vouchers, fixed facts',
          response: { 200: aboutFactsSchema },
        },
      },
      async (request) => getAboutFacts(ctx, request.actor),
    );
  };
