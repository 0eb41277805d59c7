import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, auditLog, eq, stories, user } from '@stepup/db';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { actorOf, visitor } from '../../../test/actors';
import {
  newVerifiedAccount,
  signInWithAuthenticator,
  turnOnAuthenticator,
} from '../../../test/account-helpers';
import { makeAdmin } from '../../../test/admin-helpers';
import { createAdminStory, listAdminStories } from './story-editing';
import { getStory, listStories } from './service';

// The admin area's pages and Our Stories (docs/product.md#content-management), through the API
// as the business site calls it. Who may call each endpoint is tried in
// admins/admin-permissions.integration.test.ts.

let t: TestApp;
let business: FastifyInstance;
let cookie = '';
const email = 'editor@content.test';
const password = 'Editor-Pass-1';
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const signedUp = await newVerifiedAccount(business, {
    email,
    password,
    companyName: 'Editor Scratch Ltd',
  });
  await makeAdmin(db(), email);
  const { totpURI } = await turnOnAuthenticator(business, signedUp, password);
  cookie = await signInWithAuthenticator(business, { email, password }, totpURI);
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

const admin = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => business.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const customerSite = (url: string) => t.app.inject({ method: 'GET', url });

const hostile =
  '<h2>Updated terms</h2><p onclick="steal()">Read <strong>carefully</strong></p>' +
  '<script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">' +
  '<a href="javascript:alert(1)">bad</a><a href="https://good.example/">good</a>';

function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|__pwned/i);
}

describe('stored pages in the admin area', () => {
  it('lists every stored page with where the customer site shows it', async () => {
    const res = await admin('GET', '/api/admin/pages');
    expect(res.statusCode).toBe(200);
    const { pages } = res.json();
    expect(pages.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(['webCookies', 'webTC', 'webPrivacy', 'businessTC', 'appTC']),
    );
    expect(pages.find((p: { id: string }) => p.id === 'appTC')).toMatchObject({
      title: 'Customer Terms & Conditions',
      path: '/app-t-and-c',
    });
  });

  it('saves sanitised text that the customer site then serves, keeping the seeded text as a version', async () => {
    const before = (await admin('GET', '/api/admin/pages/appTC')).json();
    expect(before.versions).toEqual([]);
    const seededHtml = before.page.html;

    const saved = await admin('PUT', '/api/admin/pages/appTC', {
      title: 'Customer Terms',
      html: hostile,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = saved.json();
    expectHarmless(detail.page.html);
    expect(detail.page.html).toContain('<p>Read <strong>carefully</strong></p>');
    expect(detail.page.html).toContain('<a href="https://good.example/">good</a>');
    // Newest first: the new text, then the seeded original (no one saved it).
    expect(detail.versions).toHaveLength(2);
    expect(detail.versions[0]).toMatchObject({ title: 'Customer Terms', savedBy: 'Jamie Fox' });
    expect(detail.versions[1]).toMatchObject({
      title: 'Customer Terms & Conditions',
      savedBy: null,
      html: seededHtml,
    });
    expect(Date.parse(detail.versions[0].savedAt)).toBeGreaterThan(
      Date.parse(detail.versions[1].savedAt),
    );

    const served = (await customerSite('/api/pages/appTC')).json().page;
    expect(served.title).toBe('Customer Terms');
    expect(served.html).toContain('Updated terms');
    expectHarmless(served.html);
    // Stored clean, not only served clean.
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'page.saved'), eq(auditLog.targetId, 'appTC')));
    expect(entry).toMatchObject({
      actorLabel: email,
      targetType: 'page',
      data: expect.objectContaining({
        name: 'Customer Terms',
        before: expect.objectContaining({ title: 'Customer Terms & Conditions' }),
        after: expect.objectContaining({ title: 'Customer Terms' }),
      }),
    });
  });

  it('restores an earlier version as a new save, and the customer site shows it again', async () => {
    const { versions } = (await admin('GET', '/api/admin/pages/appTC')).json();
    const original = versions.at(-1);
    const restored = await admin('POST', `/api/admin/pages/appTC/versions/${original.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const detail = restored.json();
    expect(detail.versions).toHaveLength(3);
    expect(detail.versions[0]).toMatchObject({
      title: 'Customer Terms & Conditions',
      savedBy: 'Jamie Fox',
      html: original.html,
    });
    expect((await customerSite('/api/pages/appTC')).json().page.title).toBe(
      'Customer Terms & Conditions',
    );
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'page.restored'), eq(auditLog.targetId, 'appTC')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.data).toMatchObject({ restoredVersionId: original.id });
  });

  it('refuses a blank title with its message, an unknown page or version with 404, and saves nothing', async () => {
    const blank = await admin('PUT', '/api/admin/pages/appTC', { title: ' ', html: '<p>x</p>' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error).toMatchObject({ message: 'Please enter a title.' });
    expect((await admin('PUT', '/api/admin/pages/nope', { title: 'A', html: '' })).statusCode).toBe(
      404,
    );
    expect(
      (await admin('POST', '/api/admin/pages/appTC/versions/no-such-version/restore')).statusCode,
    ).toBe(404);
    const webTc = (await admin('GET', '/api/admin/pages/webTC')).json();
    const otherPageVersion = (
      await admin('PUT', '/api/admin/pages/webTC', { title: webTc.page.title, html: '<p>New</p>' })
    ).json().versions[0].id;
    // A version of another page cannot be restored onto this one.
    expect(
      (await admin('POST', `/api/admin/pages/appTC/versions/${otherPageVersion}/restore`))
        .statusCode,
    ).toBe(404);
    expect((await admin('GET', '/api/admin/pages/appTC')).json().versions).toHaveLength(3);
  });

  it('previews text as the server would store it', async () => {
    const res = await admin('POST', '/api/admin/rich-text/preview', { html: hostile });
    expect(res.statusCode).toBe(200);
    expectHarmless(res.json().html);
    expect(res.json().html).toContain('<strong>carefully</strong>');
  });
});

describe('Our Stories in the admin area', () => {
  const at = (iso: string) => ({ ...t.app.ctx, clock: () => new Date(iso) });

  it('hides a scheduled story from customers until its date, on the server clock', async () => {
    const actor = await actorOf(t.app.ctx, email);
    const story = await createAdminStory(at('2030-01-01T09:00:00Z'), actor, {
      header: 'Scheduled for noon',
      imageUrl: '/files/admin/story/noon.webp',
      publishedAt: '2030-01-01T12:00:00.000Z',
      published: true,
      html: '<p>Coming soon</p><script>window.__pwned = true</script>',
    });
    expect(story.status).toBe('scheduled');
    expectHarmless(story.html);

    const before = at('2030-01-01T11:59:59Z');
    expect((await listStories(before, visitor())).map((s) => s.id)).not.toContain(story.id);
    await expect(getStory(before, visitor(), { id: story.id })).rejects.toMatchObject({
      message: 'This story is not available.',
    });
    expect(
      (await listAdminStories(before, actor)).stories.find((s) => s.id === story.id)?.status,
    ).toBe('scheduled');

    const after = at('2030-01-01T12:00:00Z');
    expect((await listStories(after, visitor()))[0]?.id).toBe(story.id);
    expect((await getStory(after, visitor(), { id: story.id })).html).toBe('<p>Coming soon</p>');

    // Over HTTP on today's clock it is still ahead: 404 for visitors.
    expect((await customerSite(`/api/stories/${story.id}`)).statusCode).toBe(404);
    await db().delete(stories).where(eq(stories.id, story.id));
  });

  it('creates, edits, unpublishes, publishes again and deletes a story, each logged', async () => {
    const created = await admin('POST', '/api/admin/stories', {
      header: 'A new bakery joins',
      imageUrl: null,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      published: true,
      html: '<p>Fresh <em>bread</em></p><img src=x onerror="window.__pwned = true">',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { story } = created.json();
    expect(story.status).toBe('published');
    expect(story.html).toContain('<p>Fresh <em>bread</em></p>');
    expectHarmless(story.html);
    expect((await customerSite(`/api/stories/${story.id}`)).statusCode).toBe(200);

    const edited = await admin('PUT', `/api/admin/stories/${story.id}`, {
      header: 'A new bakery has joined',
      imageUrl: '/files/admin/story/bakery.webp',
      publishedAt: story.publishedAt,
      published: true,
      html: '<p>Fresh bread daily</p>',
    });
    expect(edited.json().story).toMatchObject({
      header: 'A new bakery has joined',
      imageUrl: '/files/admin/story/bakery.webp',
    });

    const hidden = await admin('PATCH', `/api/admin/stories/${story.id}`, { published: false });
    expect(hidden.json().story.status).toBe('unpublished');
    expect((await customerSite(`/api/stories/${story.id}`)).statusCode).toBe(404);
    const list = (await customerSite('/api/stories')).json().stories;
    expect(list.map((s: { id: string }) => s.id)).not.toContain(story.id);
    const adminList = (await admin('GET', '/api/admin/stories')).json().stories;
    expect(adminList.find((s: { id: string }) => s.id === story.id)).toMatchObject({
      status: 'unpublished',
      published: false,
    });

    const shown = await admin('PATCH', `/api/admin/stories/${story.id}`, { published: true });
    expect(shown.json().story.status).toBe('published');
    expect((await customerSite(`/api/stories/${story.id}`)).statusCode).toBe(200);

    const bad = await admin('POST', '/api/admin/stories', {
      header: '',
      imageUrl: 'javascript:alert(1)',
      publishedAt: 'soon',
      published: true,
      html: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({
      header: 'Please enter a header.',
      imageUrl: 'Please upload an image or give an https address.',
      publishedAt: 'Please choose the date and time the story is published.',
    });

    expect((await admin('DELETE', `/api/admin/stories/${story.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/admin/stories/${story.id}`)).statusCode).toBe(404);
    expect((await customerSite(`/api/stories/${story.id}`)).statusCode).toBe(404);

    const [me] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
    const actions = (
      await db()
        .select({ action: auditLog.action, data: auditLog.data })
        .from(auditLog)
        .where(and(eq(auditLog.targetId, story.id), eq(auditLog.actorUserId, me!.id)))
        .orderBy(auditLog.at)
    ).map((row) => row.action);
    expect(actions).toEqual([
      'story.created',
      'story.updated',
      'story.updated',
      'story.updated',
      'story.deleted',
    ]);
  });

  it('still lists the seeded stories for customers (published, dates passed)', async () => {
    expect((await customerSite('/api/stories')).json().stories.length).toBeGreaterThanOrEqual(3);
  });
});
