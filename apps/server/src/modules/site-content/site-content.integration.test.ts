import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminCategoryListSchema,
  adminFaqListSchema,
  adminPressListSchema,
  adminResourceListSchema,
  categoryListSchema,
  faqListSchema,
  pressListSchema,
  resourceListSchema,
  siteSettingsSchema,
} from '@stepup/contracts';
import type { AdminCategory } from '@stepup/contracts';
import { and, auditLog, categories, demoAccounts, eq } from '@stepup/db';
import {
  CATEGORY_IN_USE,
  CATEGORY_KEY_FORMAT,
  CATEGORY_KEY_TAKEN,
  COMPANY_ONLY,
  IMAGE_ADDRESS_INVALID,
  PRESS_URL_INVALID,
  RESOURCE_VIDEO_INVALID,
  SITE_NAME_REQUIRED,
  isHiddenCategory,
} from '@stepup/domain';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  cookiesFrom,
  newVerifiedAccount,
  signInWithAuthenticator,
  turnOnAuthenticator,
} from '../../../test/account-helpers';
import { makeAdmin } from '../../../test/admin-helpers';

// /admin/content-management's categories, branding, FAQ links, press and setup-help videos: what
// an admin changes is what the customer site, the business site and link previews then show.
// Who may call each endpoint (none / read / write) is tried in admins/admin-permissions.

const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta name="description" content="The built default description." />
    <link rel="icon" href="data:image/svg+xml,built" />
    <title>Built title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let business: FastifyInstance;
let distDir: string;
const cookies = { admin: '', company: '' };
const db = () => t.deps.database.db;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const asAdmin = (method: Method, url: string, payload?: object) =>
  business.inject({ method, url, payload, headers: { cookie: cookies.admin } });

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ seed: true, distDir });
  business = await buildApp({ ...t.deps, site: 'business', distDir });
  await business.ready();
  const email = 'content@admin.test';
  const password = 'Content-Pass-1';
  const signedUp = await newVerifiedAccount(business, {
    email,
    password,
    companyName: 'Content Scratch Ltd',
  });
  await makeAdmin(db(), email);
  const { totpURI } = await turnOnAuthenticator(business, signedUp, password);
  cookies.admin = await signInWithAuthenticator(business, { email, password }, totpURI);
  cookies.company = cookiesFrom(
    (
      await business.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email: demoAccounts.company.email, password: demoAccounts.company.password },
      })
    ).headers['set-cookie'],
  );
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const logOf = (targetType: string, targetId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)));

const adminCategories = async () =>
  adminCategoryListSchema.parse((await asAdmin('GET', '/api/admin/categories')).json()).categories;
const customerCategories = async () =>
  categoryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/categories' })).json())
    .categories;

describe('categories', () => {
  const form = (over: Partial<AdminCategory> = {}) => ({
    name: 'Pets',
    key: 'pets',
    enabled: true,
    iconUrl: null,
    imageUrl: null,
    widget: null,
    ...over,
  });

  it('adds one last in the order, with a unique lowercase key', async () => {
    const before = await adminCategories();
    const res = await asAdmin('POST', '/api/admin/categories', form());
    expect(res.statusCode, res.body).toBe(201);
    const pets = res.json() as AdminCategory;
    const after = await adminCategories();
    expect(after.map((c) => c.id)).toEqual([...before.map((c) => c.id), pets.id]);
    expect((await customerCategories()).at(-1)?.key).toBe('pets');

    const taken = await asAdmin('POST', '/api/admin/categories', form({ name: 'More pets' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields).toEqual({ key: CATEGORY_KEY_TAKEN });
    const renamedOnto = await asAdmin(
      'PATCH',
      `/api/admin/categories/${pets.id}`,
      form({ key: 'food-drink' }),
    );
    expect(renamedOnto.json().error.fields).toEqual({ key: CATEGORY_KEY_TAKEN });
    const badKey = await asAdmin('POST', '/api/admin/categories', form({ key: 'Pets & Co' }));
    expect(badKey.json().error.fields.key).toBe(CATEGORY_KEY_FORMAT);
    const badIcon = await asAdmin(
      'POST',
      '/api/admin/categories',
      form({ key: 'pets-two', iconUrl: 'javascript:alert(1)' }),
    );
    expect(badIcon.json().error.fields.iconUrl).toBe(IMAGE_ADDRESS_INVALID);
    expect((await logOf('category', pets.id)).map((e) => e.action)).toEqual(['category.created']);
  });

  it('moves one up and down: the customer site lists them in the new order', async () => {
    const ids = (await adminCategories()).map((c) => c.id);
    const last = ids.at(-1)!;
    const moved = await asAdmin('POST', `/api/admin/categories/${last}/move`, {
      direction: 'up',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = adminCategoryListSchema.parse(moved.json()).categories.map((c) => c.id);
    expect(order.at(-2)).toBe(last);
    expect((await customerCategories()).map((c) => c.id)).toEqual(
      order.filter((id) => ids.includes(id)),
    );
    // At the end of the list nothing moves.
    const first = order[0]!;
    const still = await asAdmin('POST', `/api/admin/categories/${first}/move`, {
      direction: 'up',
    });
    expect(adminCategoryListSchema.parse(still.json()).categories[0]!.id).toBe(first);
    await asAdmin('POST', `/api/admin/categories/${last}/move`, { direction: 'down' });
    expect((await adminCategories()).at(-1)!.id).toBe(last);
  });

  it('refuses to delete a category a campaign is in, which can be disabled and leaves the customer site', async () => {
    const food = (await adminCategories()).find((c) => c.key === 'food-drink')!;
    expect(food.campaignCount).toBeGreaterThan(0);
    const refused = await asAdmin('DELETE', `/api/admin/categories/${food.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(CATEGORY_IN_USE);
    expect((await customerCategories()).map((c) => c.key)).toContain('food-drink');

    const disabled = await asAdmin(
      'PATCH',
      `/api/admin/categories/${food.id}`,
      form({ name: food.name, key: food.key, enabled: false }),
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await customerCategories()).map((c) => c.key)).not.toContain('food-drink');
    // Still in the admin list, and logged.
    expect((await adminCategories()).find((c) => c.id === food.id)?.enabled).toBe(false);
    const [entry] = await logOf('category', food.id);
    expect(entry?.data).toMatchObject({ before: { enabled: true }, after: { enabled: false } });

    await asAdmin(
      'PATCH',
      `/api/admin/categories/${food.id}`,
      form({ name: food.name, key: food.key, enabled: true }),
    );
    expect((await customerCategories()).map((c) => c.key)).toContain('food-drink');
  });

  it('keeps the Rewards unlocked widget: served, but never offered as a filter', async () => {
    const unlocked = (await customerCategories()).find((c) => c.widget === 'unlocked');
    expect(unlocked).toBeDefined();
    expect(isHiddenCategory(unlocked!)).toBe(true);
    const res = await asAdmin(
      'POST',
      '/api/admin/categories',
      form({ name: 'My rewards', key: 'my-rewards', widget: 'unlocked' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const mine = (await customerCategories()).find((c) => c.key === 'my-rewards')!;
    expect(mine.widget).toBe('unlocked');
    expect(isHiddenCategory(mine)).toBe(true);
    await asAdmin('DELETE', `/api/admin/categories/${mine.id}`);
  });

  it('deletes an unused category', async () => {
    const pets = (await adminCategories()).find((c) => c.key === 'pets')!;
    expect(pets.campaignCount).toBe(0);
    const res = await asAdmin('DELETE', `/api/admin/categories/${pets.id}`);
    expect(res.statusCode).toBe(204);
    expect(await db().select().from(categories).where(eq(categories.id, pets.id))).toEqual([]);
    expect((await logOf('category', pets.id)).map((e) => e.action)).toContain('category.deleted');
    expect((await asAdmin('DELETE', `/api/admin/categories/${pets.id}`)).statusCode).toBe(404);
  });
});

describe('branding', () => {
  it('shows on both sites, in their served titles, link previews and manifest, with no restart', async () => {
    const before = (await asAdmin('GET', '/api/admin/branding')).json();
    const blank = await asAdmin('PATCH', '/api/admin/branding', { ...before, siteName: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error.fields.siteName).toBe(SITE_NAME_REQUIRED);

    const saved = await asAdmin('PATCH', '/api/admin/branding', {
      siteName: 'Kettle & Co',
      tabInfo: 'Kettle & Co – Gifts',
      logoUrl: '/files/admin/logo.webp',
      faviconUrl: '/files/admin/favicon.png',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const app of [t.app, business]) {
      const site = siteSettingsSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/site' })).json(),
      );
      expect(site).toMatchObject({
        siteName: 'Kettle & Co',
        tabInfo: 'Kettle & Co – Gifts',
        logoUrl: '/files/admin/logo.webp',
        faviconUrl: '/files/admin/favicon.png',
      });
    }
    const manifest = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/api/site/manifest.webmanifest' })).body,
    );
    expect(manifest.name).toBe('Kettle & Co');

    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain('<title>Kettle &amp; Co – Gifts</title>');
    expect(home).toContain('<meta property="og:site_name" content="Kettle &amp; Co" />');
    expect(home).toContain('<meta property="og:title" content="Kettle &amp; Co – Gifts" />');
    expect(home).toContain('<link rel="icon" href="/files/admin/favicon.png" />');
    expect(home).not.toContain('Built title');
    const login = (await business.inject({ method: 'GET', url: '/login' })).body;
    expect(login).toContain('<title>Kettle &amp; Co – Gifts | Business</title>');
    expect(login).toContain('<meta property="og:site_name" content="Kettle &amp; Co" />');

    const [entry] = await logOf('branding', 'site');
    expect(entry?.action).toBe('branding.updated');
    expect(entry?.data).toMatchObject({ after: { siteName: 'Kettle & Co' } });

    await asAdmin('PATCH', '/api/admin/branding', before);
    const site = siteSettingsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/site' })).json(),
    );
    expect(site.siteName).toBe(before.siteName);
  });
});

describe('FAQ links', () => {
  const publicFaqs = async () =>
    faqListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/faqs' })).json()).faqs;

  it('are added as plain paragraphs (no markup runs), moved, disabled and deleted', async () => {
    const res = await asAdmin('POST', '/api/admin/faqs', {
      question: 'Can I pay by card?',
      answer: 'Yes, <script>alert(1)</script> any card.\n\nApple Pay too.',
      enabled: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const faq = res.json();
    const shown = (await publicFaqs()).find((f) => f.id === faq.id)!;
    expect(shown.answerHtml).toBe(
      '<p>Yes, &lt;script&gt;alert(1)&lt;/script&gt; any card.</p><p>Apple Pay too.</p>',
    );
    expect((await publicFaqs()).at(-1)!.id).toBe(faq.id);

    const moved = await asAdmin('POST', `/api/admin/faqs/${faq.id}/move`, { direction: 'up' });
    expect(adminFaqListSchema.parse(moved.json()).faqs.at(-2)!.id).toBe(faq.id);
    expect((await publicFaqs()).at(-2)!.id).toBe(faq.id);

    const off = await asAdmin('PATCH', `/api/admin/faqs/${faq.id}`, {
      question: 'Can I pay by card?',
      answer: faq.answer,
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await publicFaqs()).map((f) => f.id)).not.toContain(faq.id);

    expect((await asAdmin('DELETE', `/api/admin/faqs/${faq.id}`)).statusCode).toBe(204);
    const list = adminFaqListSchema.parse((await asAdmin('GET', '/api/admin/faqs')).json());
    expect(list.faqs.map((f) => f.id)).not.toContain(faq.id);
    expect((await logOf('faq', faq.id)).map((e) => e.action).sort()).toEqual([
      'faq.created',
      'faq.deleted',
      'faq.moved',
      'faq.updated',
    ]);
  });
});

describe('press', () => {
  it('takes http(s) article links only, and shows the article on the home page in order', async () => {
    const bad = await asAdmin('POST', '/api/admin/press', {
      title: 'Local gifting boom',
      publication: 'The Gazette',
      url: 'javascript:alert(1)',
    });
    expect(bad.json().error.fields.url).toBe(PRESS_URL_INVALID);
    const res = await asAdmin('POST', '/api/admin/press', {
      title: 'Local gifting boom',
      publication: 'The Gazette',
      url: 'https://gazette.test/gifting',
      imageUrl: '/files/admin/gazette.png',
      publishedOn: '2025-06-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    // A UK day, stored as its first instant (BST: 23:00 UTC the day before).
    expect(item.publishedAt).toBe('2025-06-29T23:00:00.000Z');
    const press = () =>
      t.app
        .inject({ method: 'GET', url: '/api/press' })
        .then((r) => pressListSchema.parse(r.json()));
    expect((await press()).press.at(-1)).toMatchObject({
      id: item.id,
      url: 'https://gazette.test/gifting',
    });
    const moved = await asAdmin('POST', `/api/admin/press/${item.id}/move`, { direction: 'up' });
    expect(adminPressListSchema.parse(moved.json()).press.at(-2)!.id).toBe(item.id);
    expect((await press()).press.at(-2)!.id).toBe(item.id);
    expect((await asAdmin('DELETE', `/api/admin/press/${item.id}`)).statusCode).toBe(204);
    expect((await press()).press.map((p) => p.id)).not.toContain(item.id);
  });
});

describe('setup-help videos', () => {
  it('take https links only and are listed, in order, to company users', async () => {
    const bad = await asAdmin('POST', '/api/admin/resources', {
      title: 'Connect payments',
      videoUrl: 'http://youtu.be/abc',
    });
    expect(bad.json().error.fields.videoUrl).toBe(RESOURCE_VIDEO_INVALID);
    const first = (
      await asAdmin('POST', '/api/admin/resources', {
        title: 'Connect payments',
        videoUrl: 'https://www.youtube.com/watch?v=abc',
      })
    ).json();
    const second = (
      await asAdmin('POST', '/api/admin/resources', {
        title: 'Your first campaign',
        videoUrl: 'https://vimeo.com/123',
      })
    ).json();
    const moved = await asAdmin('POST', `/api/admin/resources/${second.id}/move`, {
      direction: 'up',
    });
    expect(adminResourceListSchema.parse(moved.json()).resources.map((r) => r.id)).toEqual([
      second.id,
      first.id,
    ]);

    const seen = await business.inject({
      method: 'GET',
      url: '/api/company/setup-help',
      headers: { cookie: cookies.company },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(resourceListSchema.parse(seen.json()).resources).toEqual([
      { id: second.id, title: 'Your first campaign', videoUrl: 'https://vimeo.com/123' },
      { id: first.id, title: 'Connect payments', videoUrl: 'https://www.youtube.com/watch?v=abc' },
    ]);
    expect((await asAdmin('DELETE', `/api/admin/resources/${first.id}`)).statusCode).toBe(204);
  });

  it('are refused to visitors, on the customer site and to accounts without a company', async () => {
    expect(
      (await business.inject({ method: 'GET', url: '/api/company/setup-help' })).statusCode,
    ).toBe(401);
    // The customer site has no company API.
    expect((await t.app.inject({ method: 'GET', url: '/api/company/setup-help' })).statusCode).toBe(
      404,
    );
    const demoAdmin = await business.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
    });
    const answer = await business.inject({
      method: 'GET',
      url: '/api/company/setup-help',
      headers: { cookie: cookiesFrom(demoAdmin.headers['set-cookie']) },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.message).toBe(COMPANY_ONLY);
  });
});
