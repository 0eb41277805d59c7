import { z } from 'zod';
import { PAGE_TITLE_TOO_LONG, STORY_HEADER_TOO_LONG, TEXT_TOO_LONG } from '@stepup/domain';
import { ID_MAX_LENGTH, URL_MAX_LENGTH, boundedString } from './bounds';
import { sanitisedHtmlSchema } from './content';

// The admin area's stored pages and Our Stories (/admin/content-management;
// docs/product.md#content-management). Lengths only here: the server checks the forms with the
// domain's pageFormSchema and storyFormSchema, whose messages the forms show.

const instant = z.iso.datetime();
/** Well above the domain's RICH_TEXT_MAX_LENGTH, which answers first with its own message. */
const HTML_BOUND = 400_000;

/** GET /api/admin/pages: every stored page, with where the customer site shows it. */
export const adminPageSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  updatedAt: instant,
  /** The customer site's path that shows it ('/app-t-and-c'), or null. */
  path: z.string().nullable(),
});
export type AdminPageSummary = z.infer<typeof adminPageSummarySchema>;
export const adminPageListSchema = z.object({ pages: z.array(adminPageSummarySchema) });

/** One saved text of a page: who saved it and when; null `savedBy` for the seeded original. */
export const pageVersionSchema = z.object({
  id: z.string(),
  title: z.string(),
  html: sanitisedHtmlSchema,
  savedBy: z.string().nullable(),
  savedAt: instant,
});
export type PageVersion = z.infer<typeof pageVersionSchema>;

/** GET /api/admin/pages/:id and the answer of a save or restore: the page and its versions, newest first. */
export const adminPageDetailSchema = z.object({
  page: adminPageSummarySchema.extend({ html: sanitisedHtmlSchema }),
  versions: z.array(pageVersionSchema),
});
export type AdminPageDetail = z.infer<typeof adminPageDetailSchema>;

export const adminPageParamsSchema = z.object({ id: boundedString(64) });
export const pageVersionParamsSchema = z.object({
  id: boundedString(64),
  versionId: boundedString(ID_MAX_LENGTH),
});

/** PUT /api/admin/pages/:id */
export const pageSaveRequestSchema = z.object({
  title: boundedString(800, PAGE_TITLE_TOO_LONG).optional(),
  html: boundedString(HTML_BOUND).optional(),
});
export type PageSaveRequest = z.infer<typeof pageSaveRequestSchema>;

/** POST /api/admin/rich-text/preview: text as the server would store and serve it. */
export const richTextPreviewRequestSchema = z.object({ html: boundedString(HTML_BOUND) });
export const richTextPreviewSchema = z.object({ html: sanitisedHtmlSchema });

export const storyStatusSchema = z.enum(['published', 'scheduled', 'unpublished']);

/** GET /api/admin/stories: every story, newest first, whatever its status. */
export const adminStorySummarySchema = z.object({
  id: z.string(),
  header: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: instant,
  published: z.boolean(),
  /** From `published` and the date, on the server's clock. */
  status: storyStatusSchema,
});
export type AdminStorySummary = z.infer<typeof adminStorySummarySchema>;
export const adminStoryListSchema = z.object({ stories: z.array(adminStorySummarySchema) });

export const adminStorySchema = adminStorySummarySchema.extend({ html: sanitisedHtmlSchema });
export type AdminStory = z.infer<typeof adminStorySchema>;
export const adminStoryResponseSchema = z.object({ story: adminStorySchema });
export const adminStoryParamsSchema = z.object({ id: boundedString(ID_MAX_LENGTH) });

/** POST /api/admin/stories, PUT /api/admin/stories/:id (checked with the domain's storyFormSchema). */
export const storySaveRequestSchema = z.object({
  header: boundedString(800, STORY_HEADER_TOO_LONG).optional(),
  imageUrl: boundedString(URL_MAX_LENGTH, TEXT_TOO_LONG).nullable().optional(),
  publishedAt: boundedString(64).optional(),
  published: z.boolean().optional(),
  html: boundedString(HTML_BOUND).optional(),
});
export type StorySaveRequest = z.infer<typeof storySaveRequestSchema>;

/** PATCH /api/admin/stories/:id: unpublish or publish again, the rest unchanged. */
export const storyPublishedRequestSchema = z.object({ published: z.boolean() });
