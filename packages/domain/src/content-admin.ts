// The admin area's content management (/admin/content-management, docs/product.md#content-management):
// which stored page shows where, the rules of a page's and a story's form, and when a story is
// shown to customers.

import { z } from 'zod';
import {
  CONTENT_HTML_TOO_LONG,
  CONTENT_IMAGE_ADDRESS,
  PAGE_TITLE_REQUIRED,
  PAGE_TITLE_TOO_LONG,
  STORY_DATE_REQUIRED,
  STORY_HEADER_REQUIRED,
  STORY_HEADER_TOO_LONG,
} from './messages';
import { requiredText } from './validation/shared';

/** Where each stored page shows on the customer site (the footer's and each campaign's links). */
export const CONTENT_PAGE_PATHS: Record<string, string> = {
  webCookies: '/cookies',
  webTC: '/terms',
  webPrivacy: '/privacy',
  businessTC: '/business-t-and-c',
  businessPrivacy: '/business-privacy-policy',
  appTC: '/app-t-and-c',
  appPrivacy: '/app-privacy-policy',
};

export const PAGE_TITLE_MAX_LENGTH = 200;
export const STORY_HEADER_MAX_LENGTH = 200;
/** Far above any legal page (the longest seeded one is a few thousand characters). */
export const RICH_TEXT_MAX_LENGTH = 200_000;

const richText = z
  .string({ error: CONTENT_HTML_TOO_LONG })
  .max(RICH_TEXT_MAX_LENGTH, CONTENT_HTML_TOO_LONG);

/** A page as the editor saves it: a title and its rich text (sanitised by the server). */
export const pageFormSchema = z.object({
  title: requiredText(PAGE_TITLE_REQUIRED).max(PAGE_TITLE_MAX_LENGTH, PAGE_TITLE_TOO_LONG),
  html: richText,
});
export type PageFormInput = z.input<typeof pageFormSchema>;

/** An uploaded image's address (`/files/…`) or an https one; nothing else may reach an `<img>`. */
export const isContentImageAddress = (url: string): boolean =>
  /^\/files\/[A-Za-z0-9._/-]+$/.test(url) || /^https:\/\/[^\s"'<>]+$/i.test(url);

/**
 * A story as the admin saves it: header, image, the instant it is shown from (a future one
 * schedules it), whether it is published at all, and its rich text.
 */
export const storyFormSchema = z.object({
  header: requiredText(STORY_HEADER_REQUIRED).max(STORY_HEADER_MAX_LENGTH, STORY_HEADER_TOO_LONG),
  imageUrl: z
    .string({ error: CONTENT_IMAGE_ADDRESS })
    .refine(isContentImageAddress, CONTENT_IMAGE_ADDRESS)
    .nullable(),
  publishedAt: z.iso.datetime({ error: STORY_DATE_REQUIRED }),
  published: z.boolean(),
  html: richText,
});
export type StoryFormInput = z.input<typeof storyFormSchema>;

export type StoryStatus = 'published' | 'scheduled' | 'unpublished';

/**
 * Whether customers see a story now: published, and its date reached. A scheduled story (date
 * still ahead) and an unpublished one are hidden (404 to visitors).
 */
export function storyStatus(
  story: { published: boolean; publishedAt: Date | string },
  now: Date,
): StoryStatus {
  if (!story.published) return 'unpublished';
  return new Date(story.publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

export const storyIsVisible = (
  story: { published: boolean; publishedAt: Date | string },
  now: Date,
): boolean => storyStatus(story, now) === 'published';
