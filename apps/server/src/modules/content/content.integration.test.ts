import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, eq, faqs, pages, stories } from '@stepup/db';
import { FULL_ADMIN_PERMISSIONS } from '@stepup/domain';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import type { Actor } from '../../context/actor';
import { addStory, savePage } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(() => t.close());

/** The admin area's content management, as a job would call it: a platform admin, no cookie. */
const admin: Actor = {
  kind: 'business',
  ip: '203.0.113.10',
  browser: null,
  user: {
    id: 'content-admin',
    name: 'Content Admin',
    email: 'admin@content.test',
    audience: 'business',
    roleClass: 'admin',
    twoFactorEnabled: true,
  },
  session: { id: 'content-admin-session', signedInAt: new Date() },
  company: null,
  admin: {
    identityConfirmedAt: null,
    levelId: null,
    levelName: 'Super admin',
    permissions: FULL_ADMIN_PERMISSIONS,
  },
};

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Stored text with every trick in the book: none of it may reach an answer. */
const hostile = [
  '<h1>Title</h1>',
  '<p onclick="steal()">Hello <strong>there</strong></p>',
  '<script>alert(document.cookie)</script>',
  '<img src="x" onerror="alert(1)">',
  '<img src="https://cdn.example/pic.png" alt="Pic" onload="alert(2)">',
  '<a href="javascript:alert(3)">bad link</a>',
  '<a href="https://good.example/" target="_blank">good link</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<style>body{display:none}</style>',
  '<svg><script>alert(4)</script></svg>',
  '<p style="background:url(javascript:alert(5))">styled</p>',
].join('');

function expectHarmless(html: string) {
  expect(html).not.toMatch(
    /<script|<iframe|<style|<svg|javascript:|onerror|onclick|onload|alert\(/i,
  );
  expect(html).not.toMatch(/style=/i);
}

describe('GET /api/site', () => {
  it('serves the seeded branding, gifting fee and contact facts', async () => {
    const res = await get('/api/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      siteName: 'StepUp Vouchers',
      giftingFeePence: 150,
      logoUrl: expect.stringMatching(/^\/files\//),
      contactEmail: expect.stringContaining('@'),
      postalAddress: expect.arrayContaining(['London']),
    });
  });
});

describe('stored pages', () => {
  it.each([
    ['webCookies', 'Cookie Policy'],
    ['webTC', 'Terms & Conditions'],
    ['webPrivacy', 'Privacy Policy'],
    ['businessTC', 'Business Terms of Service'],
    ['businessPrivacy', 'Business Privacy Notice'],
    ['appTC', 'Customer Terms & Conditions'],
    ['appPrivacy', 'Customer Privacy Policy'],
  ])('serves %s by id', async (id, title) => {
    const res = await get(`/api/pages/${id}`);
    expect(res.statusCode).toBe(200);
    const { page } = res.json();
    expect(page).toMatchObject({ id, title, html: expect.stringContaining('<h2>') });
    expect(Date.parse(page.updatedAt)).not.toBeNaN();
  });

  it("serves the footer pages by slug 'terms' and 'privacy'", async () => {
    const terms = await get('/api/pages/by-slug/terms');
    expect(terms.statusCode).toBe(200);
    expect(terms.json().page).toMatchObject({ id: 'webTC', slug: 'terms' });
    const privacy = await get('/api/pages/by-slug/privacy');
    expect(privacy.json().page).toMatchObject({ id: 'webPrivacy', slug: 'privacy' });
  });

  it('answers 404 with a message for an unknown page, and 422 for a malformed id', async () => {
    const missing = await get('/api/pages/noSuchPage');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'not_found',
      message: 'This page is not available.',
    });
    expect((await get('/api/pages/by-slug/nope')).statusCode).toBe(404);
    expect((await get('/api/pages/bad%20id')).statusCode).toBe(422);
  });
});

describe('rich text never carries script', () => {
  it('a <script> or onerror stored in a page, a story or an FAQ never reaches the answer', async () => {
    const { db } = t.deps.database;
    // Written straight into the database, past the service: the answer must still be clean.
    await db.update(pages).set({ html: hostile }).where(eq(pages.id, 'webCookies'));
    const [story] = await db
      .insert(stories)
      .values({ header: 'Hostile', html: hostile })
      .returning({ id: stories.id });
    await db.insert(faqs).values({ question: 'Hostile?', answerHtml: hostile, sortOrder: 99 });

    const page = (await get('/api/pages/webCookies')).json().page;
    const bySlug = (await get('/api/pages/by-slug/cookies')).json().page;
    const storyHtml = (await get(`/api/stories/${story!.id}`)).json().story.html;
    const faq = (await get('/api/faqs'))
      .json()
      .faqs.find((f: { question: string }) => f.question === 'Hostile?');
    for (const html of [page.html, bySlug.html, storyHtml, faq.answerHtml]) {
      expectHarmless(html);
      // The harmless parts survive: text, formatting, a safe image and a safe link.
      expect(html).toContain('<h2>Title</h2>');
      expect(html).toContain('<p>Hello <strong>there</strong></p>');
      expect(html).toContain('<img src="https://cdn.example/pic.png" alt="Pic" />');
      expect(html).toContain(
        '<a href="https://good.example/" target="_blank" rel="noopener noreferrer">good link</a>',
      );
      expect(html).toContain('<a>bad link</a>');
    }
  });

  it('sanitises on write: the stored text is already clean', async () => {
    const { db } = t.deps.database;
    const saved = await savePage(t.app.ctx, admin, {
      id: 'webTestPage',
      slug: 'test-page',
      title: 'Test',
      html: hostile,
    });
    expectHarmless(saved.html);
    const [row] = await db.select().from(pages).where(eq(pages.id, 'webTestPage'));
    expectHarmless(row!.html);
    expect(row!.html).toContain('<strong>there</strong>');

    const story = await addStory(t.app.ctx, admin, {
      header: 'Written',
      imageUrl: null,
      publishedAt: new Date('2024-05-01T09:00:00Z'),
      html: hostile,
    });
    const [storyRow] = await db.select().from(stories).where(eq(stories.id, story.id));
    expectHarmless(storyRow!.html);
  });
});

describe('stories', () => {
  it('lists the seeded stories newest first without their text, and serves one with it', async () => {
    const res = await get('/api/stories');
    expect(res.statusCode).toBe(200);
    const list: Array<{ id: string; header: string; publishedAt: string; imageUrl: string }> =
      res.json().stories;
    const seeded = list.filter((s) => !['Hostile', 'Written'].includes(s.header));
    expect(seeded.map((s) => s.header)).toEqual([
      'How a Bath café turned regulars into a loyalty ladder',
      'Gifting local: why independent vouchers beat the high street card',
      'Meet the makers: a morning at Rise & Crumb Bakery',
    ]);
    const times = list.map((s) => Date.parse(s.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]).not.toHaveProperty('html');
    expect(seeded[0]!.imageUrl).toMatch(/^\/files\/seed\/story-1\.webp$/);

    const one = await get(`/api/stories/${seeded[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().story).toMatchObject({
      id: seeded[0]!.id,
      header: seeded[0]!.header,
      html: expect.stringContaining('<blockquote>'),
    });
  });

  it('answers 404 for an unknown story', async () => {
    const res = await get('/api/stories/no-such-story');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This story is not available.');
  });
});

describe('press, FAQs and About Us counters', () => {
  it('lists the press articles in display order with their external links and logos', async () => {
    const res = await get('/api/press');
    expect(res.statusCode).toBe(200);
    const { press } = res.json();
    expect(press).toHaveLength(5);
    expect(press[0]).toMatchObject({
      publication: 'The Indie Retailer',
      url: expect.stringMatching(/^https:\/\//),
      imageUrl: '/files/seed/press-1.png',
    });
  });

  it('lists the enabled FAQs in order', async () => {
    const { faqs: list } = (await get('/api/faqs')).json();
    expect(list[0]).toMatchObject({
      question: 'How do loyalty steps work?',
      answerHtml: expect.stringMatching(/^<p>/),
    });
  });

  it('counts approved businesses, live campaigns and issued vouchers from the database', async () => {
    const { db } = t.deps.database;
    const approved = (
      await db.select({ id: companies.id }).from(companies).where(eq(companies.status, 'approved'))
    ).length;
    const before = (await get('/api/about')).json();
    expect(before).toMatchObject({
      businesses: approved,
      nativeApps: 2,
      country: 'UK',
      sinceYear: 2022,
    });
    expect(before.businesses).toBeGreaterThan(0);
    expect(before.liveCampaigns).toBeGreaterThan(0);

    // A company still awaiting approval does not count.
    await db.insert(companies).values({ name: 'Pending Co', status: 'pending' });
    expect((await get('/api/about')).json().businesses).toBe(approved);
    const [row] = await db
      .insert(companies)
      .values({ name: 'Newly Approved', status: 'approved' })
      .returning({ id: companies.id });
    expect((await get('/api/about')).json().businesses).toBe(approved + 1);
    await db.delete(companies).where(eq(companies.id, row!.id));
  });
});
