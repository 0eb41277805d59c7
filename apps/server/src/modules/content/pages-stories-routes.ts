import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageDetailSchema,
  adminPageListSchema,
  adminPageParamsSchema,
  adminStoryListSchema,
  adminStoryParamsSchema,
  adminStoryResponseSchema,
  errorResponseSchema,
  pageSaveRequestSchema,
  pageVersionParamsSchema,
  richTextPreviewRequestSchema,
  richTextPreviewSchema,
  storyPublishedRequestSchema,
  storySaveRequestSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { guardAdminRoutes } from '../../plugins/admin-guard';
import {
  getAdminPage,
  listAdminPages,
  previewRichText,
  restorePageVersion,
  saveAdminPage,
} from './page-editing';
import {
  createAdminStory,
  deleteAdminStory,
  getAdminStory,
  listAdminStories,
  setAdminStoryPublished,
  updateAdminStory,
} from './story-editing';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const readRefusals = { ...refusals, 404: errorResponseSchema };
const changeRefusals = {
  ...refusals,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The admin area's stored pages (with their versions) and Our Stories
 * (/admin/content-management). Who may call: platform admins with a second factor, on the
 * business site; reading needs content:read, every change content:write.
 */
export const pagesStoriesAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdminRoutes(app, ctx);

    app.get(
      '/admin/pages',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every stored page (legal and info pages) with where the customer site shows it',
          response: { 200: adminPageListSchema, ...refusals },
        },
      },
      async (request) => listAdminPages(ctx, request.actor),
    );

    app.get(
      '/admin/pages/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'A stored page with its saved versions, newest first',
          params: adminPageParamsSchema,
          response: { 200: adminPageDetailSchema, ...readRefusals },
        },
      },
      async (request) => getAdminPage(ctx, request.actor, request.params),
    );

    app.put(
      '/admin/pages/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "Saves a page's title and text (sanitised) as its newest version",
          params: adminPageParamsSchema,
          body: pageSaveRequestSchema,
          response: { 200: adminPageDetailSchema, ...changeRefusals },
        },
      },
      async (request) =>
        saveAdminPage(ctx, request.actor, { id: request.params.id, input: request.body }),
    );

    app.post(
      '/admin/pages/:id/versions/:versionId/restore',
      {
        schema: {
          tags: ['admin'],
          summary: "Makes an earlier version the page's text again, as its newest version",
          params: pageVersionParamsSchema,
          response: { 200: adminPageDetailSchema, ...changeRefusals },
        },
      },
      async (request) => restorePageVersion(ctx, request.actor, request.params),
    );

    app.post(
      '/admin/rich-text/preview',
      {
        schema: {
          tags: ['admin'],
          summary: "Rich text as the server would store and serve it (the editor's preview)",
          body: richTextPreviewRequestSchema,
          response: { 200: richTextPreviewSchema, ...refusals, 429: errorResponseSchema },
        },
      },
      async (request) => previewRichText(ctx, request.actor, request.body),
    );

    app.get(
      '/admin/stories',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every story, newest first, published, scheduled or unpublished',
          response: { 200: adminStoryListSchema, ...refusals },
        },
      },
      async (request) => listAdminStories(ctx, request.actor),
    );

    app.get(
      '/admin/stories/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One story with its text, whatever its status',
          params: adminStoryParamsSchema,
          response: { 200: adminStoryResponseSchema, ...readRefusals },
        },
      },
      async (request) => ({ story: await getAdminStory(ctx, request.actor, request.params) }),
    );

    app.post(
      '/admin/stories',
      {
        schema: {
          tags: ['admin'],
          summary: 'A new story: header, image, publish date (a future one schedules it), text',
          body: storySaveRequestSchema,
          response: { 201: adminStoryResponseSchema, ...changeRefusals },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ story: await createAdminStory(ctx, request.actor, request.body) }),
    );

    app.put(
      '/admin/stories/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "Changes a story's header, image, publish date, publishing or text",
          params: adminStoryParamsSchema,
          body: storySaveRequestSchema,
          response: { 200: adminStoryResponseSchema, ...changeRefusals },
        },
      },
      async (request) => ({
        story: await updateAdminStory(ctx, request.actor, {
          id: request.params.id,
          input: request.body,
        }),
      }),
    );

    app.patch(
      '/admin/stories/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Unpublishes a story (kept, never shown) or publishes it again',
          params: adminStoryParamsSchema,
          body: storyPublishedRequestSchema,
          response: { 200: adminStoryResponseSchema, ...changeRefusals },
        },
      },
      async (request) => ({
        story: await setAdminStoryPublished(ctx, request.actor, {
          id: request.params.id,
          published: request.body.published,
        }),
      }),
    );

    app.delete(
      '/admin/stories/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Deletes a story for good',
          params: adminStoryParamsSchema,
          response: { 204: z.null(), ...changeRefusals },
        },
      },
      async (request, reply) => {
        await deleteAdminStory(ctx, request.actor, request.params);
        return reply.code(204).send(null);
      },
    );
  };
