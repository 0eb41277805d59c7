import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { demoAccounts, eq, permissionLevels } from '@stepup/db';
import { ADMIN_AREA_REFUSED, ADMIN_ONLY, permissionMap } from '@stepup/domain';
import type { AdminAccess, AdminArea, AdminNeed } from '@stepup/domain';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  cookiesFrom,
  newVerifiedAccount,
  signInWithAuthenticator,
  totpCode,
  turnOnAuthenticator,
} from '../../../test/account-helpers';
import { makeAdmin } from '../../../test/admin-helpers';

// Every admin endpoint, tried by a visitor, a customer, a company user and an admin whose
// permission level grants the endpoint's area none, read or write. The list of endpoints is
// checked against the API's own description, so a new admin endpoint cannot be left out.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface AdminEndpoint {
  /** What the use case needs ('any admin': the dashboard, the menu, one's own access). */
  need: AdminNeed | 'any admin';
  /** A request the endpoint's schema accepts; ids that do not exist, so nothing changes. */
  url: string;
  payload?: object;
}

const missing = 'no-such-id';
/** Keyed by method and the path as the API describes it. */
const endpoints: Record<string, AdminEndpoint> = {
  'GET /api/admin/counters': { need: 'any admin', url: '/api/admin/counters' },
  'GET /api/admin/access': { need: 'any admin', url: '/api/admin/access' },
  'GET /api/admin/dashboard': { need: 'any admin', url: '/api/admin/dashboard' },
  'POST /api/admin/confirm-identity': {
    need: 'any admin',
    url: '/api/admin/confirm-identity',
    // A wrong answer: 400, but only once access is granted.
    payload: { password: 'Wrong-Pass-1', code: '000000' },
  },
  'POST /api/admin/images/{kind}': {
    need: 'content:write',
    // No file: 422 'No image selected', but only once access is granted.
    url: '/api/admin/images/story',
  },
  'GET /api/admin/companies': { need: 'companies:read', url: '/api/admin/companies' },
  'GET /api/admin/companies/{id}': {
    need: 'companies:read',
    url: `/api/admin/companies/${missing}`,
  },
  'GET /api/admin/companies/{id}/view': {
    need: 'companies:read',
    url: `/api/admin/companies/${missing}/view`,
  },
  'POST /api/admin/companies/{id}/decision': {
    need: 'companies:write',
    url: `/api/admin/companies/${missing}/decision`,
    payload: { decision: 'approve' },
  },
  'GET /api/admin/campaigns': { need: 'campaigns:read', url: '/api/admin/campaigns' },
  // Ratings after redemption (ADR 052): moderation of comments belongs to the campaigns area.
  'GET /api/admin/ratings': { need: 'campaigns:read', url: '/api/admin/ratings' },
  'POST /api/admin/ratings/{ratingId}/hide-comment': {
    need: 'campaigns:write',
    url: `/api/admin/ratings/${missing}/hide-comment`,
    payload: {},
  },
  'POST /api/admin/campaigns/{id}/actions': {
    need: 'campaigns:write',
    url: `/api/admin/campaigns/${missing}/actions`,
    payload: { action: 'feature' },
  },
  'GET /api/admin/customers': { need: 'customers:read', url: '/api/admin/customers' },
  'GET /api/admin/customers/{customerId}': {
    need: 'customers:read',
    url: `/api/admin/customers/${missing}`,
  },
  'PATCH /api/admin/customers/{customerId}': {
    need: 'customers:write',
    url: `/api/admin/customers/${missing}`,
    payload: { field: 'tester', value: true },
  },
  'GET /api/admin/payments': { need: 'payments:read', url: '/api/admin/payments' },
  'GET /api/admin/payments/export.csv': {
    need: 'payments:read',
    url: '/api/admin/payments/export.csv',
  },
  'GET /api/admin/payments/{paymentId}': {
    need: 'payments:read',
    url: `/api/admin/payments/${missing}`,
  },
  'POST /api/admin/payments/{paymentId}/refunds': {
    need: 'payments:write',
    url: `/api/admin/payments/${missing}/refunds`,
    payload: { amountPence: 100, cancelVoucher: false, reason: 'Checking access' },
  },
  'GET /api/admin/admins': { need: 'admins:read', url: '/api/admin/admins' },
  // Empty forms: 422 once access is granted, so no admin or level is made.
  'POST /api/admin/admins': { need: 'admins:write', url: '/api/admin/admins', payload: {} },
  'PATCH /api/admin/admins/{id}': {
    need: 'admins:write',
    url: `/api/admin/admins/${missing}`,
    payload: { permissionLevelId: missing },
  },
  'DELETE /api/admin/admins/{id}': { need: 'admins:write', url: `/api/admin/admins/${missing}` },
  'GET /api/admin/roles': { need: 'admins:read', url: '/api/admin/roles' },
  'POST /api/admin/roles': { need: 'admins:write', url: '/api/admin/roles', payload: {} },
  'PATCH /api/admin/roles/{id}': {
    need: 'admins:write',
    url: `/api/admin/roles/${missing}`,
    payload: { name: 'Support', description: 'Answers customers', grants: {} },
  },
  'DELETE /api/admin/roles/{id}': { need: 'admins:write', url: `/api/admin/roles/${missing}` },
  // Site content: empty forms are 422 once access is granted, so nothing is made or changed.
  'GET /api/admin/branding': { need: 'content:read', url: '/api/admin/branding' },
  'PATCH /api/admin/branding': {
    need: 'content:write',
    url: '/api/admin/branding',
    payload: {},
  },
  'GET /api/admin/categories': { need: 'content:read', url: '/api/admin/categories' },
  'POST /api/admin/categories': {
    need: 'content:write',
    url: '/api/admin/categories',
    payload: {},
  },
  'PATCH /api/admin/categories/{id}': {
    need: 'content:write',
    url: `/api/admin/categories/${missing}`,
    payload: {},
  },
  'POST /api/admin/categories/{id}/move': {
    need: 'content:write',
    url: `/api/admin/categories/${missing}/move`,
    payload: { direction: 'up' },
  },
  'DELETE /api/admin/categories/{id}': {
    need: 'content:write',
    url: `/api/admin/categories/${missing}`,
  },
  'GET /api/admin/faqs': { need: 'content:read', url: '/api/admin/faqs' },
  'POST /api/admin/faqs': { need: 'content:write', url: '/api/admin/faqs', payload: {} },
  'PATCH /api/admin/faqs/{id}': {
    need: 'content:write',
    url: `/api/admin/faqs/${missing}`,
    payload: {},
  },
  'POST /api/admin/faqs/{id}/move': {
    need: 'content:write',
    url: `/api/admin/faqs/${missing}/move`,
    payload: { direction: 'up' },
  },
  'DELETE /api/admin/faqs/{id}': {
    need: 'content:write',
    url: `/api/admin/faqs/${missing}`,
  },
  'GET /api/admin/press': { need: 'content:read', url: '/api/admin/press' },
  'POST /api/admin/press': { need: 'content:write', url: '/api/admin/press', payload: {} },
  'PATCH /api/admin/press/{id}': {
    need: 'content:write',
    url: `/api/admin/press/${missing}`,
    payload: {},
  },
  'POST /api/admin/press/{id}/move': {
    need: 'content:write',
    url: `/api/admin/press/${missing}/move`,
    payload: { direction: 'up' },
  },
  'DELETE /api/admin/press/{id}': {
    need: 'content:write',
    url: `/api/admin/press/${missing}`,
  },
  'GET /api/admin/resources': { need: 'content:read', url: '/api/admin/resources' },
  'POST /api/admin/resources': { need: 'content:write', url: '/api/admin/resources', payload: {} },
  'PATCH /api/admin/resources/{id}': {
    need: 'content:write',
    url: `/api/admin/resources/${missing}`,
    payload: {},
  },
  'POST /api/admin/resources/{id}/move': {
    need: 'content:write',
    url: `/api/admin/resources/${missing}/move`,
    payload: { direction: 'up' },
  },
  'DELETE /api/admin/resources/{id}': {
    need: 'content:write',
    url: `/api/admin/resources/${missing}`,
  },
  'GET /api/admin/interaction-log': {
    need: 'interactionLog:read',
    url: '/api/admin/interaction-log',
  },
  'GET /api/admin/interaction-log/export.csv': {
    need: 'interactionLog:read',
    url: '/api/admin/interaction-log/export.csv',
  },
  'GET /api/admin/pages': { need: 'content:read', url: '/api/admin/pages' },
  'GET /api/admin/pages/{id}': { need: 'content:read', url: `/api/admin/pages/${missing}` },
  'PUT /api/admin/pages/{id}': {
    need: 'content:write',
    url: `/api/admin/pages/${missing}`,
    payload: { title: 'Checking access', html: '<p>Checking access</p>' },
  },
  'POST /api/admin/pages/{id}/versions/{versionId}/restore': {
    need: 'content:write',
    url: `/api/admin/pages/${missing}/versions/${missing}/restore`,
  },
  'POST /api/admin/rich-text/preview': {
    need: 'content:write',
    url: '/api/admin/rich-text/preview',
    payload: { html: '<p>Checking access</p>' },
  },
  'GET /api/admin/stories': { need: 'content:read', url: '/api/admin/stories' },
  'GET /api/admin/stories/{id}': { need: 'content:read', url: `/api/admin/stories/${missing}` },
  // An empty story: 422 once access is granted, so none is made.
  'POST /api/admin/stories': { need: 'content:write', url: '/api/admin/stories', payload: {} },
  'PUT /api/admin/stories/{id}': {
    need: 'content:write',
    url: `/api/admin/stories/${missing}`,
    payload: {},
  },
  'PATCH /api/admin/stories/{id}': {
    need: 'content:write',
    url: `/api/admin/stories/${missing}`,
    payload: { published: false },
  },
  'DELETE /api/admin/stories/{id}': {
    need: 'content:write',
    url: `/api/admin/stories/${missing}`,
  },
  'GET /api/admin/company-notifications': {
    need: 'notifications:read',
    url: '/api/admin/company-notifications',
  },
  'GET /api/admin/company-notifications/audience': {
    need: 'notifications:write',
    url: '/api/admin/company-notifications/audience',
  },
  // An empty form: 422 once access is granted, so nothing is sent.
  'POST /api/admin/company-notifications': {
    need: 'notifications:write',
    url: '/api/admin/company-notifications',
    payload: {},
  },
  'DELETE /api/admin/company-notifications/{notificationId}': {
    need: 'notifications:write',
    url: `/api/admin/company-notifications/${missing}`,
  },
  'GET /api/admin/gifting': { need: 'gifting:read', url: '/api/admin/gifting' },
  // Out of range: 422 once access is granted, so the price never changes.
  'PUT /api/admin/gifting': {
    need: 'gifting:write',
    url: '/api/admin/gifting',
    payload: { giftingFeePence: 999_999 },
  },
  // Gift designs (docs/product.md#gift-designs): empty forms and missing ids change nothing.
  ...Object.fromEntries(
    ['gift-design-categories', 'gift-designs'].flatMap((path) => [
      [`GET /api/admin/${path}`, { need: 'gifting:read', url: `/api/admin/${path}` }],
      [
        `POST /api/admin/${path}`,
        { need: 'gifting:write', url: `/api/admin/${path}`, payload: {} },
      ],
      [
        `PATCH /api/admin/${path}/{id}`,
        { need: 'gifting:write', url: `/api/admin/${path}/${missing}`, payload: {} },
      ],
      [
        `POST /api/admin/${path}/{id}/move`,
        {
          need: 'gifting:write',
          url: `/api/admin/${path}/${missing}/move`,
          payload: { direction: 'up' },
        },
      ],
      [
        `DELETE /api/admin/${path}/{id}`,
        { need: 'gifting:write', url: `/api/admin/${path}/${missing}` },
      ],
    ]),
  ),
  'GET /api/admin/perks': { need: 'perks:read', url: '/api/admin/perks' },
  'GET /api/admin/perks/companies': { need: 'perks:read', url: '/api/admin/perks/companies?q=a' },
  // No link or code: 422 once access is granted, so no perk is made.
  'POST /api/admin/perks': {
    need: 'perks:write',
    url: '/api/admin/perks',
    payload: { title: 'Checking access', partner: 'Nobody' },
  },
  // Already on: nothing changes.
  'PUT /api/admin/perks/settings': {
    need: 'perks:write',
    url: '/api/admin/perks/settings',
    payload: { perksEnabled: true },
  },
  'PUT /api/admin/perks/{id}': {
    need: 'perks:write',
    url: `/api/admin/perks/${missing}`,
    payload: { title: 'Checking access', partner: 'Nobody', code: 'X' },
  },
  'POST /api/admin/perks/{id}/move': {
    need: 'perks:write',
    url: `/api/admin/perks/${missing}/move`,
    payload: { direction: 'up' },
  },
  'DELETE /api/admin/perks/{id}': { need: 'perks:write', url: `/api/admin/perks/${missing}` },
  'GET /api/admin/email-templates': {
    need: 'notifications:read',
    url: '/api/admin/email-templates',
  },
  'GET /api/admin/email-templates/{key}': {
    need: 'notifications:read',
    url: `/api/admin/email-templates/${missing}`,
  },
  // An email that does not exist: 404 once access is granted, so nothing is saved or sent.
  'PUT /api/admin/email-templates/{key}': {
    need: 'notifications:write',
    url: `/api/admin/email-templates/${missing}`,
    payload: { subject: 'Hello', content: 'Hello' },
  },
  'DELETE /api/admin/email-templates/{key}': {
    need: 'notifications:write',
    url: `/api/admin/email-templates/${missing}`,
  },
  'POST /api/admin/email-templates/{key}/preview': {
    need: 'notifications:read',
    url: `/api/admin/email-templates/${missing}/preview`,
    payload: { subject: 'Hello', content: 'Hello' },
  },
  'POST /api/admin/email-templates/{key}/test': {
    need: 'notifications:write',
    url: `/api/admin/email-templates/${missing}/test`,
    payload: { subject: 'Hello', content: 'Hello' },
  },
};

let t: TestApp;
let business: FastifyInstance;
const db = () => t.deps.database.db;
const password = 'Level-Pass-1';
const email = 'levels@admin.test';
let levelId: string;
const cookies = {} as Record<'admin' | 'company', string>;

const [method, of] = [
  (key: string) => key.split(' ')[0] as Method,
  (key: string) => endpoints[key]!,
];
const call = (app: FastifyInstance, key: string, cookie?: string) =>
  app.inject({
    method: method(key),
    url: of(key).url,
    ...(of(key).payload ? { payload: of(key).payload } : {}),
    headers: cookie ? { cookie } : {},
  });

/** Gives the test admin's level exactly `access` to `area` and nothing else. */
const grant = (area: AdminArea | null, access: AdminAccess) =>
  db()
    .update(permissionLevels)
    .set({ permissions: area ? permissionMap({ [area]: access }) : {} })
    .where(eq(permissionLevels.id, levelId));

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const signedUp = await newVerifiedAccount(business, {
    email,
    password,
    companyName: 'Levels Scratch Ltd',
  });
  ({ levelId } = await makeAdmin(db(), email, { permissions: {} }));
  const { totpURI } = await turnOnAuthenticator(business, signedUp, password);
  cookies.admin = await signInWithAuthenticator(business, { email, password }, totpURI);
  // The most sensitive actions need a recent confirmation: this session has one.
  const confirmed = await business.inject({
    method: 'POST',
    url: '/api/admin/confirm-identity',
    payload: { password, code: totpCode(totpURI, Date.now() + 30_000) },
    headers: { cookie: cookies.admin },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const company = await business.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email: demoAccounts.company.email, password: demoAccounts.company.password },
  });
  cookies.company = cookiesFrom(company.headers['set-cookie']);
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

describe('every admin endpoint', () => {
  it('is the list this test tries (the API description has no other admin path)', async () => {
    const docs = (await business.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const described = Object.entries(docs.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .filter((key) => !key.startsWith('HEAD '));
    expect(described.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('refuses a visitor (401), a company user (403) and is not served on the customer site', async () => {
    for (const key of Object.keys(endpoints)) {
      const visitor = await call(business, key);
      expect(visitor.statusCode, `${key} by a visitor`).toBe(401);
      const company = await call(business, key, cookies.company);
      expect(company.statusCode, `${key} by a company user`).toBe(403);
      expect(company.json().error.message).toBe(ADMIN_ONLY);
      // Customers sign in on the customer site only, which has no admin API at all.
      const customerSite = await call(t.app, key);
      expect(customerSite.statusCode, `${key} on the customer site`).toBe(404);
    }
  });

  it('answers an admin as far as the level grants the area: none, read, write', async () => {
    for (const [key, { need }] of Object.entries(endpoints)) {
      if (need === 'any admin') {
        await grant(null, 'none');
        const answer = await call(business, key, cookies.admin);
        expect([401, 403], `${key} with no area`).not.toContain(answer.statusCode);
        continue;
      }
      const [area, wanted] = need.split(':') as [AdminArea, 'read' | 'write'];
      for (const access of ['none', 'read', 'write'] as const) {
        await grant(area, access);
        const answer = await call(business, key, cookies.admin);
        const allowed = access === 'write' || (access === 'read' && wanted === 'read');
        if (allowed) {
          expect([401, 403], `${key} with ${area} ${access}: ${answer.body}`).not.toContain(
            answer.statusCode,
          );
        } else {
          expect(answer.statusCode, `${key} with ${area} ${access}`).toBe(403);
          expect(answer.json().error.message).toBe(ADMIN_AREA_REFUSED);
        }
      }
      // Another area's write never opens this one.
      const other = area === 'companies' ? 'customers' : 'companies';
      await grant(other, 'write');
      expect((await call(business, key, cookies.admin)).statusCode, `${key} with ${other}`).toBe(
        403,
      );
    }
  });

  it("tells the admin their level, area by area, and it changes with the level's grants", async () => {
    await grant('customers', 'read');
    const answer = await business.inject({
      method: 'GET',
      url: '/api/admin/access',
      headers: { cookie: cookies.admin },
    });
    expect(answer.statusCode).toBe(200);
    const { level, grants } = answer.json();
    expect(level.name).toBe(`Level of ${email}`);
    expect(grants.customers).toBe('read');
    expect(grants.payments).toBe('none');
    expect(Object.keys(grants)).toHaveLength(10);
  });
});
