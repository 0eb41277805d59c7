import { z } from 'zod';
import {
  CATEGORY_KEY_FORMAT,
  CATEGORY_KEY_REQUIRED,
  CATEGORY_NAME_REQUIRED,
  CATEGORY_NAME_TOO_LONG,
  CONTENT_MOVE_DIRECTION,
  FAQ_ANSWER_REQUIRED,
  FAQ_ANSWER_TOO_LONG,
  FAQ_QUESTION_REQUIRED,
  FAQ_QUESTION_TOO_LONG,
  IMAGE_ADDRESS_INVALID,
  PRESS_DATE_INVALID,
  PRESS_PUBLICATION_REQUIRED,
  PRESS_PUBLICATION_TOO_LONG,
  PRESS_TITLE_REQUIRED,
  PRESS_TITLE_TOO_LONG,
  PRESS_URL_INVALID,
  RESOURCE_TITLE_REQUIRED,
  RESOURCE_TITLE_TOO_LONG,
  RESOURCE_VIDEO_INVALID,
  RESOURCE_VIDEO_REQUIRED,
  SITE_NAME_REQUIRED,
  SITE_NAME_TOO_LONG,
  TAB_INFO_REQUIRED,
  TAB_INFO_TOO_LONG,
} from '../messages';
import { ukDayStart } from '../uk-time';
import { characterCount } from '../character-count';
import { requiredText } from './shared';

// The admin area's site-content forms (/admin/content-management: categories, branding, FAQ links,
// press, setup help; docs/product.md#site-settings), checked the same in the browser and on the
// server, in the order each form shows its fields.

/** The business site's tab title: the stored tab info, then this (its app and served pages). */
export const BUSINESS_TAB_SUFFIX = ' | Business';

export const CATEGORY_NAME_MAX_LENGTH = 60;
export const CATEGORY_KEY_MAX_LENGTH = 40;
export const SITE_NAME_MAX_LENGTH = 60;
export const TAB_INFO_MAX_LENGTH = 120;
export const FAQ_QUESTION_MAX_LENGTH = 300;
export const FAQ_ANSWER_MAX_LENGTH = 5000;
export const PRESS_TITLE_MAX_LENGTH = 200;
export const PRESS_PUBLICATION_MAX_LENGTH = 100;
export const RESOURCE_TITLE_MAX_LENGTH = 200;

/** The widgets a category may drive: 'unlocked' is the customer's "Rewards unlocked" view. */
export const CATEGORY_WIDGETS = ['unlocked'] as const;
export type CategoryWidget = (typeof CATEGORY_WIDGETS)[number];

/** A category key: lowercase words of letters and digits joined by single hyphens. */
export const CATEGORY_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const limited = (message: string, max: number, tooLong: string) =>
  requiredText(message).refine((text) => characterCount(text) <= max, tooLong);

/**
 * An image the admin uploaded: the server's /files/… address, or the bucket's http(s) address when
 * files live in S3. None is null. Anything else (a `javascript:` or `data:` address) is refused.
 */
export const storedImageSchema = z
  .string()
  .refine(
    (url) => /^\/files\/[A-Za-z0-9._/-]+$/.test(url) || /^https?:\/\/[^\s"'<>]+$/.test(url),
    IMAGE_ADDRESS_INVALID,
  )
  .nullable()
  .default(null);

/**
 * A full http(s) address (a link shown to the public): the scheme, then a real host (one with a
 * dot), an optional port and path; no spaces or quotes.
 */
export function isWebAddress(text: string, { httpsOnly = false } = {}): boolean {
  const scheme = httpsOnly ? 'https' : 'https?';
  return new RegExp(
    `^${scheme}:\\/\\/([a-z0-9-]+\\.)+[a-z0-9-]{2,}(:\\d{1,5})?([/?#][^\\s"'<>]*)?$`,
    'i',
  ).test(text);
}

export const categoryFormSchema = z.object({
  name: limited(CATEGORY_NAME_REQUIRED, CATEGORY_NAME_MAX_LENGTH, CATEGORY_NAME_TOO_LONG),
  key: requiredText(CATEGORY_KEY_REQUIRED).refine(
    (key) => key.length <= CATEGORY_KEY_MAX_LENGTH && CATEGORY_KEY_PATTERN.test(key),
    CATEGORY_KEY_FORMAT,
  ),
  enabled: z.boolean().default(true),
  iconUrl: storedImageSchema,
  imageUrl: storedImageSchema,
  widget: z.enum(CATEGORY_WIDGETS).nullable().default(null),
});
export type CategoryFormInput = z.input<typeof categoryFormSchema>;

export const brandingFormSchema = z.object({
  siteName: limited(SITE_NAME_REQUIRED, SITE_NAME_MAX_LENGTH, SITE_NAME_TOO_LONG),
  tabInfo: limited(TAB_INFO_REQUIRED, TAB_INFO_MAX_LENGTH, TAB_INFO_TOO_LONG),
  logoUrl: storedImageSchema,
  faviconUrl: storedImageSchema,
});
export type BrandingFormInput = z.input<typeof brandingFormSchema>;

export const faqFormSchema = z.object({
  question: limited(FAQ_QUESTION_REQUIRED, FAQ_QUESTION_MAX_LENGTH, FAQ_QUESTION_TOO_LONG),
  answer: limited(FAQ_ANSWER_REQUIRED, FAQ_ANSWER_MAX_LENGTH, FAQ_ANSWER_TOO_LONG),
  enabled: z.boolean().default(true),
});
export type FaqFormInput = z.input<typeof faqFormSchema>;

export const pressFormSchema = z.object({
  title: limited(PRESS_TITLE_REQUIRED, PRESS_TITLE_MAX_LENGTH, PRESS_TITLE_TOO_LONG),
  publication: limited(
    PRESS_PUBLICATION_REQUIRED,
    PRESS_PUBLICATION_MAX_LENGTH,
    PRESS_PUBLICATION_TOO_LONG,
  ),
  /** Blank: no article link. */
  url: z
    .string()
    .trim()
    .default('')
    .refine((url) => url === '' || isWebAddress(url), PRESS_URL_INVALID),
  imageUrl: storedImageSchema,
  /** A UK calendar day (YYYY-MM-DD), or blank. */
  publishedOn: z
    .string()
    .trim()
    .default('')
    .refine((day) => day === '' || ukDayStart(day) !== null, PRESS_DATE_INVALID),
});
export type PressFormInput = z.input<typeof pressFormSchema>;

export const resourceFormSchema = z.object({
  title: limited(RESOURCE_TITLE_REQUIRED, RESOURCE_TITLE_MAX_LENGTH, RESOURCE_TITLE_TOO_LONG),
  videoUrl: requiredText(RESOURCE_VIDEO_REQUIRED).refine(
    (url) => isWebAddress(url, { httpsOnly: true }),
    RESOURCE_VIDEO_INVALID,
  ),
});
export type ResourceFormInput = z.input<typeof resourceFormSchema>;

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];
export const moveSchema = z.object({
  direction: z.enum(MOVE_DIRECTIONS, { error: CONTENT_MOVE_DIRECTION }),
});

/**
 * The order after moving `id` one place up or down among `ids` (in their display order); null when
 * it cannot move (not there, already first or last).
 */
export function moveInOrder(
  ids: readonly string[],
  id: string,
  direction: MoveDirection,
): string[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A FAQ answer typed as plain text, as the HTML the sites show: a paragraph per blank-line-separated
 * block, a line break per single newline, every character escaped.
 */
export function faqAnswerHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeText(block).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

/** A stored answer back as the plain text the form edits (paragraphs apart by a blank line). */
export function faqAnswerText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
