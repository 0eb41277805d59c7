import { z } from 'zod';
import { ID_MAX_LENGTH, LINE_MAX_LENGTH, URL_MAX_LENGTH, boundedString } from './bounds';
import { sanitisedHtmlSchema } from './content';

// The admin area's site content (/admin/content-management: categories, branding, FAQ links,
// press, setup help; docs/product.md#site-settings) and the companies' setup-help videos.
// Requests are bounded here only: the server checks each form with the domain's schema, whose
// messages follow the form's order.

const image = boundedString(URL_MAX_LENGTH).nullable().optional();
const instant = z.iso.datetime();

export const siteContentIdParamsSchema = z.object({ id: boundedString(ID_MAX_LENGTH) });
/** POST …/{id}/move: one place up or down in the display order. */
export const moveRequestSchema = z.object({ direction: boundedString(10) });
export type MoveRequest = z.infer<typeof moveRequestSchema>;
export type MoveDirection = 'up' | 'down';

export const adminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  order: z.number().int(),
  enabled: z.boolean(),
  iconUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  widget: z.string().nullable(),
  /** Campaigns in the category: while any is, it can only be disabled, not deleted. */
  campaignCount: z.number().int().nonnegative(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ categories: z.array(adminCategorySchema) });
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;
export const categoryRequestSchema = z.object({
  name: boundedString(LINE_MAX_LENGTH).optional(),
  key: boundedString(LINE_MAX_LENGTH).optional(),
  enabled: z.boolean().optional(),
  iconUrl: image,
  imageUrl: image,
  widget: boundedString(40).nullable().optional(),
});
export type CategoryRequest = z.infer<typeof categoryRequestSchema>;

export const brandingSchema = z.object({
  siteName: z.string(),
  tabInfo: z.string(),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;
export const brandingRequestSchema = z.object({
  siteName: boundedString(LINE_MAX_LENGTH).optional(),
  tabInfo: boundedString(LINE_MAX_LENGTH).optional(),
  logoUrl: image,
  faviconUrl: image,
});
export type BrandingRequest = z.infer<typeof brandingRequestSchema>;

export const adminFaqSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** The answer as the form edits it: plain text, paragraphs apart by a blank line. */
  answer: z.string(),
  answerHtml: sanitisedHtmlSchema,
  enabled: z.boolean(),
  order: z.number().int(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqListSchema = z.object({ faqs: z.array(adminFaqSchema) });
export const faqRequestSchema = z.object({
  question: boundedString(LINE_MAX_LENGTH * 2).optional(),
  answer: boundedString(20_000).optional(),
  enabled: z.boolean().optional(),
});
export type FaqRequest = z.infer<typeof faqRequestSchema>;

export const adminPressItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  publication: z.string(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  publishedAt: instant.nullable(),
  order: z.number().int(),
});
export type AdminPressItem = z.infer<typeof adminPressItemSchema>;
export const adminPressListSchema = z.object({ press: z.array(adminPressItemSchema) });
export const pressRequestSchema = z.object({
  title: boundedString(LINE_MAX_LENGTH).optional(),
  publication: boundedString(LINE_MAX_LENGTH).optional(),
  url: boundedString(URL_MAX_LENGTH).optional(),
  imageUrl: image,
  /** A UK calendar day, YYYY-MM-DD, or blank. */
  publishedOn: boundedString(20).optional(),
});
export type PressRequest = z.infer<typeof pressRequestSchema>;

/** A setup-help video for companies (the spec's resource: video and title). */
export const resourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  videoUrl: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;
export const resourceListSchema = z.object({ resources: z.array(resourceSchema) });
export type ResourceList = z.infer<typeof resourceListSchema>;
export const adminResourceSchema = resourceSchema.extend({ order: z.number().int() });
export type AdminResource = z.infer<typeof adminResourceSchema>;
export const adminResourceListSchema = z.object({ resources: z.array(adminResourceSchema) });
export const resourceRequestSchema = z.object({
  title: boundedString(LINE_MAX_LENGTH).optional(),
  videoUrl: boundedString(URL_MAX_LENGTH).optional(),
});
export type ResourceRequest = z.infer<typeof resourceRequestSchema>;
