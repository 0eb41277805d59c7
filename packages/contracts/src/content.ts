import { z } from 'zod';

/**
 * Rich text the server has sanitised (an allow-list of formatting tags, safe links and images).
 * The brand makes the type say so: only HTML that came through this schema (the API's answers)
 * can be handed to the rich-text view.
 */
export const sanitisedHtmlSchema = z.string().brand<'SanitisedHtml'>();
export type SanitisedHtml = z.infer<typeof sanitisedHtmlSchema>;

/**
 * The stored pages the sites show (docs/product.md#content-and-marketing-pages): the customer site's cookies page,
 * its terms and privacy policy (also its footer pages, slugs 'terms' and 'privacy'), and the
 * business and app legal pages.
 */
export const contentPageIds = [
  'webCookies',
  'webTC',
  'webPrivacy',
  'businessTC',
  'businessPrivacy',
  'appTC',
  'appPrivacy',
] as const;
export type ContentPageId = (typeof contentPageIds)[number];

const key = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);
export const contentPageParamsSchema = z.object({ id: key });
export const contentPageSlugParamsSchema = z.object({ slug: key });

export const contentPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  html: sanitisedHtmlSchema,
  updatedAt: z.iso.datetime(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponseSchema = z.object({ page: contentPageSchema });

/** An "Our stories" post as listed (docs/product.md#content-and-marketing-pages: blogId, header, image, date). */
export const storySummarySchema = z.object({
  id: z.string(),
  header: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.iso.datetime(),
});
export type StorySummary = z.infer<typeof storySummarySchema>;
export const storyListSchema = z.object({ stories: z.array(storySummarySchema) });

export const storySchema = storySummarySchema.extend({ html: sanitisedHtmlSchema });
export type Story = z.infer<typeof storySchema>;
export const storyResponseSchema = z.object({ story: storySchema });
export const storyParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A press article about the marketplace, for the home page's press-logo carousel. */
export const pressItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  publication: z.string(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable(),
});
export type PressItem = z.infer<typeof pressItemSchema>;
export const pressListSchema = z.object({ press: z.array(pressItemSchema) });

/** The About Us counters (docs/product.md#content-and-marketing-pages): counts from the marketplace and its fixed facts. */
export const aboutFactsSchema = z.object({
  /** Approved companies. */
  businesses: z.number().int().nonnegative(),
  /** Campaigns live now. */
  liveCampaigns: z.number().int().nonnegative(),
  /** Vouchers issued so far. */
  vouchersIssued: z.number().int().nonnegative(),
  nativeApps: z.number().int().nonnegative(),
  country: z.string(),
  sinceYear: z.number().int(),
});
export type AboutFacts = z.infer<typeof aboutFactsSchema>;

export const faqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answerHtml: sanitisedHtmlSchema,
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListSchema = z.object({ faqs: z.array(faqSchema) });
