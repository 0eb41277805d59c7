import {
  aboutFactsSchema,
  contentPageSchema,
  faqSchema,
  pressItemSchema,
  storySchema,
} from '@stepup/contracts';
import type { AboutFacts, ContentPage, Faq, PressItem, Story } from '@stepup/contracts';

/** What the fake server holds for the content endpoints (pages, stories, press, FAQs, About Us). */
export interface FakeContent {
  pages?: ContentPage[];
  stories?: Story[];
  press?: PressItem[];
  faqs?: Faq[];
  about?: AboutFacts;
  /** Makes every content endpoint fail with this status (e.g. 500). */
  failWith?: number;
}

let sequence = 0;

export function aPage(overrides: Partial<Omit<ContentPage, 'html'>> & { html?: string } = {}) {
  sequence += 1;
  return contentPageSchema.parse({
    id: `page${sequence}`,
    slug: `page-${sequence}`,
    title: `Page ${sequence}`,
    html: '<h2>Heading</h2><p>Text of the page.</p>',
    updatedAt: '2025-03-12T10:00:00.000Z',
    ...overrides,
  });
}

export function aStory(overrides: Partial<Omit<Story, 'html'>> & { html?: string } = {}) {
  sequence += 1;
  return storySchema.parse({
    id: `story-${sequence}`,
    header: `Story ${sequence}`,
    imageUrl: `/files/seed/story-${sequence}.webp`,
    publishedAt: '2025-03-12T10:00:00.000Z',
    html: '<p>Once upon a time.</p>',
    ...overrides,
  });
}

export function aPressItem(overrides: Partial<PressItem> = {}) {
  sequence += 1;
  return pressItemSchema.parse({
    id: `press-${sequence}`,
    title: `Article ${sequence}`,
    publication: `Publication ${sequence}`,
    url: `https://publication-${sequence}.example/article`,
    imageUrl: `/files/seed/press-${sequence}.png`,
    publishedAt: '2025-01-10T09:00:00.000Z',
    ...overrides,
  });
}

export function anFaq(overrides: Partial<Omit<Faq, 'answerHtml'>> & { answerHtml?: string } = {}) {
  sequence += 1;
  return faqSchema.parse({
    id: `faq-${sequence}`,
    question: `Question ${sequence}?`,
    answerHtml: `<p>Answer ${sequence}.</p>`,
    ...overrides,
  });
}

export const aboutFacts = (overrides: Partial<AboutFacts> = {}) =>
  aboutFactsSchema.parse({
    businesses: 12,
    liveCampaigns: 20,
    vouchersIssued: 340,
    nativeApps: 2,
    country: 'UK',
    sinceYear: 2022,
    ...overrides,
  });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = (message: string) => json(404, { error: { code: 'not_found', message } });

/** The fake server's answer for a content endpoint, or undefined when `path` is not one. */
export function answerContent(path: string, content: FakeContent = {}): Response | undefined {
  const isContent = /^\/api\/(pages|stories|press|faqs|about)(\/|$)/.test(path);
  if (!isContent) return undefined;
  if (content.failWith)
    return json(content.failWith, {
      error: { code: 'internal', message: 'Something went wrong, please try again.' },
    });
  const pages = content.pages ?? [];
  const bySlug = /^\/api\/pages\/by-slug\/([^/]+)$/.exec(path);
  if (bySlug) {
    const page = pages.find((p) => p.slug === decodeURIComponent(bySlug[1] ?? ''));
    return page ? json(200, { page }) : notFound('This page is not available.');
  }
  const byId = /^\/api\/pages\/([^/]+)$/.exec(path);
  if (byId) {
    const page = pages.find((p) => p.id === decodeURIComponent(byId[1] ?? ''));
    return page ? json(200, { page }) : notFound('This page is not available.');
  }
  const stories = content.stories ?? [];
  if (path === '/api/stories')
    return json(200, { stories: stories.map(({ html: _html, ...summary }) => summary) });
  const story = /^\/api\/stories\/([^/]+)$/.exec(path);
  if (story) {
    const found = stories.find((s) => s.id === decodeURIComponent(story[1] ?? ''));
    return found ? json(200, { story: found }) : notFound('This story is not available.');
  }
  if (path === '/api/press') return json(200, { press: content.press ?? [] });
  if (path === '/api/faqs') return json(200, { faqs: content.faqs ?? [] });
  if (path === '/api/about') return json(200, content.about ?? aboutFacts());
  return undefined;
}
