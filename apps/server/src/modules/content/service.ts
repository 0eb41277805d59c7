import type {
  AboutFacts,
  ContentPage,
  Faq,
  PressItem,
  SitePayments,
  SiteSettings,
  Story,
  StorySummary,
} from '@stepup/contracts';
import { PAGE_NOT_AVAILABLE, STORY_NOT_AVAILABLE, storyIsVisible } from '@stepup/domain';
import { notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireAdmin } from '../../context/access';
import { DEFAULT_SITE_NAME } from './brand';
import type { PageRow, StoryRow } from './repository';
import {
  countMarketplace,
  findEnabledFaqs,
  findPageById,
  findPageBySlug,
  findPressItems,
  findSiteSettings,
  findStories,
  findStoryById,
  insertStory,
  upsertPage,
} from './repository';
import { sanitiseRichText } from './rich-text';

/**
 * The browser's card form from the server's payment configuration: Stripe Elements with the
 * publishable key when Stripe is configured, else the sandbox's own form. Only the publishable key
 * is read here; the secret and webhook keys are never part of an answer.
 */
export function sitePayments(stripe: { publishableKey: string } | undefined): SitePayments {
  return stripe
    ? { provider: 'stripe', publishableKey: stripe.publishableKey }
    : { provider: 'sandbox' };
}

// Who may call: anyone, signed in or not, except where a use case says otherwise (the admin area's
// content management writes).

/**
 * The marketplace's fixed facts for the About Us counters (docs/product.md#content-and-marketing-pages): two native apps (one per app
 * store), a UK focus, trading since 2022.
 */
export const ABOUT_FIXED_FACTS = { nativeApps: 2, country: 'UK', sinceYear: 2022 } as const;

/**
 * Branding falls back to a neutral name until an admin sets it, so a fresh database without the
 * demo seed still renders (the brand itself is never hard-coded in the apps). The sites' public
 * origins and the card payment provider come from the server's configuration, so links between
 * the sites and the card form are right in any deployment.
 */
export async function getSiteSettings(ctx: AppContext, _actor: Actor): Promise<SiteSettings> {
  const row = await findSiteSettings(ctx.db);
  return {
    siteName: row?.siteName ?? DEFAULT_SITE_NAME,
    tabInfo: row?.tabInfo ?? 'Vouchers & Gifting',
    logoUrl: row?.logoUrl ?? null,
    faviconUrl: row?.faviconUrl ?? null,
    giftingFeePence: row?.giftingFeePence ?? 0,
    contactEmail: row?.contactEmail ?? null,
    postalAddress: row?.postalAddress ?? [],
    webUrl: ctx.config.publicWebUrl,
    businessUrl: ctx.config.publicBusinessUrl,
    payments: sitePayments(ctx.config.stripe),
    phoneWallets: {
      apple: ctx.config.appleWallet !== undefined,
      google: ctx.config.googleWallet !== undefined,
    },
  };
}

/**
 * The customer site's web app manifest (installable, so the wallet opens with no signal): the
 * brand's name from the site settings, the static icons of apps/web/public/icons.
 */
export async function getWebManifest(ctx: AppContext, _actor: Actor) {
  const row = await findSiteSettings(ctx.db);
  const name = row?.siteName ?? DEFAULT_SITE_NAME;
  return {
    name,
    short_name: name.length > 12 ? name.split(/\s+/)[0]! : name,
    description: row?.tabInfo ?? 'Vouchers & Gifting',
    start_url: '/for-me',
    scope: '/',
    display: 'standalone',
    background_color: '#fafaf7',
    theme_color: '#0f766e',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

// Every piece of stored rich text is sanitised again on its way out (see rich-text.ts).
const toPage = (row: PageRow): ContentPage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  html: sanitiseRichText(row.html),
  updatedAt: row.updatedAt.toISOString(),
});

const toStorySummary = (row: Pick<StoryRow, 'id' | 'header' | 'imageUrl' | 'publishedAt'>) =>
  ({
    id: row.id,
    header: row.header,
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt.toISOString(),
  }) satisfies StorySummary;

/** A stored page by its id ('webCookies', 'webTC', …). */
export async function getPage(
  ctx: AppContext,
  _actor: Actor,
  { id }: { id: string },
): Promise<ContentPage> {
  const row = await findPageById(ctx.db, id);
  if (!row) throw notFound(PAGE_NOT_AVAILABLE);
  return toPage(row);
}

/** A stored page by its slug (the footer's 'terms' and 'privacy'). */
export async function getPageBySlug(
  ctx: AppContext,
  _actor: Actor,
  { slug }: { slug: string },
): Promise<ContentPage> {
  const row = await findPageBySlug(ctx.db, slug);
  if (!row) throw notFound(PAGE_NOT_AVAILABLE);
  return toPage(row);
}

/**
 * Writes a page, its text sanitised before it is stored. Who may call: a platform admin (the
 * admin area's content management).
 */
export async function savePage(
  ctx: AppContext,
  actor: Actor,
  page: { id: string; slug: string; title: string; html: string },
): Promise<ContentPage> {
  requireAdmin(actor, 'content:write');
  return toPage(await upsertPage(ctx.db, { ...page, html: sanitiseRichText(page.html) }));
}

/**
 * "Our stories" posts customers may read now (published, date reached on the server's clock),
 * newest first, without their text.
 */
export async function listStories(ctx: AppContext, _actor: Actor): Promise<StorySummary[]> {
  return (await findStories(ctx.db, ctx.clock())).map(toStorySummary);
}

/** One story with its sanitised text; a scheduled or unpublished one is not available (404). */
export async function getStory(
  ctx: AppContext,
  _actor: Actor,
  { id }: { id: string },
): Promise<Story> {
  const row = await findStoryById(ctx.db, id);
  if (!row || !storyIsVisible(row, ctx.clock())) throw notFound(STORY_NOT_AVAILABLE);
  return { ...toStorySummary(row), html: sanitiseRichText(row.html) };
}

/** Adds a story, its text sanitised before it is stored. Who may call: as savePage. */
export async function addStory(
  ctx: AppContext,
  actor: Actor,
  story: { header: string; imageUrl: string | null; publishedAt: Date; html: string },
): Promise<Story> {
  requireAdmin(actor, 'content:write');
  const row = await insertStory(ctx.db, { ...story, html: sanitiseRichText(story.html) });
  return { ...toStorySummary(row), html: sanitiseRichText(row.html) };
}

/** Press articles in display order; only http(s) article links are passed on. */
export async function listPress(ctx: AppContext, _actor: Actor): Promise<PressItem[]> {
  const rows = await findPressItems(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    publication: row.publication,
    url: row.url && /^https?:\/\//i.test(row.url) ? row.url : null,
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }));
}

/** Enabled FAQs in display order, answers sanitised. */
export async function listFaqs(ctx: AppContext, _actor: Actor): Promise<Faq[]> {
  const rows = await findEnabledFaqs(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    answerHtml: sanitiseRichText(row.answerHtml),
  }));
}

/** The About Us counters: real counts from the marketplace plus its fixed facts. */
export async function getAboutFacts(ctx: AppContext, _actor: Actor): Promise<AboutFacts> {
  return { ...(await countMarketplace(ctx.db)), ...ABOUT_FIXED_FACTS };
}
