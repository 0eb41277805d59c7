import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLog, demoAccounts, demoPerks, eq, perks } from '@stepup/db';
import { adminPerkListSchema, adminPerkSchema, perkListSchema } from '@stepup/contracts';
import type { AdminPerk } from '@stepup/contracts';
import {
  ADMIN_ONLY,
  PERK_COMPANIES_REQUIRED,
  PERK_DOES_NOT_EXIST,
  PERK_END_BEFORE_START,
  PERK_LINK_INVALID,
  PERK_LINK_OR_CODE,
  COMPANY_ONLY,
} from '@stepup/domain';
import { buildApp } from '../../app';
import type { AppContext } from '../../context/app-context';
import { actorOf } from '../../../test/actors';
import { cookiesFrom, sessionSignedFor, turnOnAuthenticator } from '../../../test/account-helpers';
import { newCompanyUser } from '../../../test/company-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { getCompanyPerks } from './company-perks';

// /admin/perks and the company's Perks tab: who may call each endpoint, which perks a company
// sees (audience, dates by a controllable clock, enabled), the Perks switch, the order, and the
// interaction log.

let t: TestApp;
let business: FastifyInstance;
let ctx: AppContext;
const cookies = { admin: '', company: '', customer: '', other: '' };
const db = () => t.deps.database.db;
let otherCompanyId = '';
const otherEmail = 'owner@other-perks.test';

const signIn = async (app: FastifyInstance, account: { email: string; password: string }) =>
  cookiesFrom(
    (await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: account })).headers[
      'set-cookie'
    ],
  );

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: object,
) =>
  business.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });

const titles = (list: { perks: { title: string }[] }) => list.perks.map((perk) => perk.title);
const companyPerks = async (cookie: string) => {
  const res = await call('GET', '/api/company/perks', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return perkListSchema.parse(res.json());
};
const create = async (body: object) => {
  const res = await call('POST', '/api/admin/perks', cookies.admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return adminPerkSchema.parse(res.json());
};
const form = (over: object = {}) => ({
  title: 'Test perk',
  partner: 'Test Partner Ltd',
  description: 'Something useful',
  url: 'https://partner.example/offer',
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  ctx = business.ctx;
  cookies.company = await signIn(business, demoAccounts.company);
  cookies.customer = sessionSignedFor(
    await signIn(t.app, demoAccounts.customer),
    'business',
    t.deps.config.authSecret,
  );
  ({ cookie: cookies.admin } = await turnOnAuthenticator(
    business,
    await signIn(business, demoAccounts.admin),
    demoAccounts.admin.password,
  ));
  ({ cookie: cookies.other, companyId: otherCompanyId } = await newCompanyUser(
    business,
    db(),
    otherEmail,
    'Other Perks Ltd',
  ));
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

describe('who may call the perks endpoints', () => {
  const adminEndpoints = [
    ['GET', '/api/admin/perks', undefined],
    ['GET', '/api/admin/perks/companies?q=a', undefined],
    ['POST', '/api/admin/perks', form()],
    ['PUT', '/api/admin/perks/settings', { perksEnabled: false }],
    ['PUT', '/api/admin/perks/no-such-id', form()],
    ['POST', '/api/admin/perks/no-such-id/move', { direction: 'up' }],
    ['DELETE', '/api/admin/perks/no-such-id', undefined],
  ] as const;

  it('refuses the admin endpoints to a visitor (401), a company user and a customer (403); the customer site has none', async () => {
    for (const [method, url, body] of adminEndpoints) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      const company = await call(method, url, cookies.company, body);
      expect(company.statusCode, `${method} ${url}`).toBe(403);
      expect(company.json().error.message).toBe(ADMIN_ONLY);
      expect((await call(method, url, cookies.customer, body)).statusCode).toBe(403);
      const onWeb = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(onWeb.statusCode, `${method} ${url} on the customer site`).toBe(404);
    }
    // Nothing was changed by the refused calls.
    expect((await companyPerks(cookies.company)).available).toBe(true);
  });

  it("refuses a company's perks to a visitor (401), a customer and an admin without a company (403)", async () => {
    expect((await call('GET', '/api/company/perks', null)).statusCode).toBe(401);
    const customer = await call('GET', '/api/company/perks', cookies.customer);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.message).toBe(COMPANY_ONLY);
    expect((await call('GET', '/api/company/perks', cookies.admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/company/perks' })).statusCode).toBe(404);
  });
});

describe('the seeded perks', () => {
  it('are offered to every company, one of them to the demo company only', async () => {
    const everyone = demoPerks.filter((perk) => !perk.forDemoCompany).map((perk) => perk.title);
    const demo = await companyPerks(cookies.company);
    expect(titles(demo)).toEqual(demoPerks.map((perk) => perk.title));
    expect(demo.perks[0]).toMatchObject({ partner: demoPerks[0]!.partner, code: 'STEPUP19' });
    expect(demo.perks[0]!.imageUrl).toMatch(/^\/files\/seed\/perk-1\.webp$/);
    expect(titles(await companyPerks(cookies.other))).toEqual(everyone);
  });
});

describe('which perks a company sees', () => {
  it('follows the audience: all companies, or only those chosen', async () => {
    const chosen = await create(
      form({ title: 'Only for Other', audience: 'chosen', companyIds: [otherCompanyId] }),
    );
    expect(chosen.companies).toEqual([{ id: otherCompanyId, name: 'Other Perks Ltd' }]);
    expect(titles(await companyPerks(cookies.other))).toContain('Only for Other');
    expect(titles(await companyPerks(cookies.company))).not.toContain('Only for Other');
  });

  it('shows a perk only between its UK days, both included, by the clock', async () => {
    const dated = await create(
      form({ title: 'June only', code: 'JUNE', startsOn: '2031-06-01', endsOn: '2031-06-30' }),
    );
    expect(dated).toMatchObject({
      startsOn: '2031-06-01',
      endsOn: '2031-06-30',
      status: 'scheduled',
    });
    const actor = await actorOf(ctx, otherEmail);
    const at = (iso: string) =>
      getCompanyPerks({ ...ctx, clock: () => new Date(iso) }, actor).then(titles);
    // UK midnight in summer is 23:00 UTC the day before.
    expect(await at('2031-05-31T22:59:59Z')).not.toContain('June only');
    expect(await at('2031-05-31T23:00:00Z')).toContain('June only');
    expect(await at('2031-06-30T22:59:59Z')).toContain('June only');
    expect(await at('2031-06-30T23:00:00Z')).not.toContain('June only');
    const [live] = (
      await getCompanyPerks({ ...ctx, clock: () => new Date('2031-06-15T12:00Z') }, actor)
    ).perks.filter((perk) => perk.title === 'June only');
    expect(live).toMatchObject({ code: 'JUNE', endsOn: '2031-06-30' });
  });

  it('hides a perk an admin turned off', async () => {
    const perk = await create(form({ title: 'Soon off' }));
    expect(titles(await companyPerks(cookies.other))).toContain('Soon off');
    const off = await call('PUT', `/api/admin/perks/${perk.id}`, cookies.admin, {
      ...form({ title: 'Soon off' }),
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().status).toBe('off');
    expect(titles(await companyPerks(cookies.other))).not.toContain('Soon off');
  });

  it('hides every perk, and the tab, while perks are turned off', async () => {
    const switched = await call('PUT', '/api/admin/perks/settings', cookies.admin, {
      perksEnabled: false,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toEqual({ perksEnabled: false });
    try {
      expect(await companyPerks(cookies.company)).toEqual({ available: false, perks: [] });
      const setup = await call('GET', '/api/company/setup', cookies.company);
      expect(setup.json().perksAvailable).toBe(false);
      const list = adminPerkListSchema.parse(
        (await call('GET', '/api/admin/perks', cookies.admin)).json(),
      );
      expect(list.perksEnabled).toBe(false);
      expect(list.perks.length).toBeGreaterThan(0);
      const [logged] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'perks.switched'));
      expect(logged!.data).toMatchObject({
        before: { perksEnabled: true },
        after: { perksEnabled: false },
      });
    } finally {
      await call('PUT', '/api/admin/perks/settings', cookies.admin, { perksEnabled: true });
    }
    expect((await companyPerks(cookies.company)).available).toBe(true);
    expect((await call('GET', '/api/company/setup', cookies.company)).json().perksAvailable).toBe(
      true,
    );
  });
});

describe('managing perks', () => {
  it('refuses a perk without a link or code, with an http link, reversed dates or no chosen company', async () => {
    for (const [body, message] of [
      [form({ url: '' }), PERK_LINK_OR_CODE],
      [form({ url: 'http://partner.example' }), PERK_LINK_INVALID],
      [form({ startsOn: '2031-02-02', endsOn: '2031-02-01' }), PERK_END_BEFORE_START],
      [form({ audience: 'chosen', companyIds: [] }), PERK_COMPANIES_REQUIRED],
      [form({ audience: 'chosen', companyIds: ['no-such-company'] }), PERK_COMPANIES_REQUIRED],
    ] as const) {
      const res = await call('POST', '/api/admin/perks', cookies.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('finds companies by part of their name', async () => {
    const res = await call('GET', '/api/admin/perks/companies?q=other%20perks', cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().companies).toEqual([{ id: otherCompanyId, name: 'Other Perks Ltd' }]);
  });

  it('adds a perk last, moves it up and down, edits and deletes it, each logged', async () => {
    const perk = await create(form({ title: 'Mover', code: 'MOVE' }));
    const order = async () =>
      adminPerkListSchema
        .parse((await call('GET', '/api/admin/perks', cookies.admin)).json())
        .perks.map((p: AdminPerk) => p.title);
    expect((await order()).at(-1)).toBe('Mover');
    const up = await call('POST', `/api/admin/perks/${perk.id}/move`, cookies.admin, {
      direction: 'up',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(titles(up.json()).at(-2)).toBe('Mover');
    expect((await order()).at(-2)).toBe('Mover');
    await call('POST', `/api/admin/perks/${perk.id}/move`, cookies.admin, { direction: 'down' });
    // The last cannot go further down: nothing changes.
    const stuck = await call('POST', `/api/admin/perks/${perk.id}/move`, cookies.admin, {
      direction: 'down',
    });
    expect(titles(stuck.json()).at(-1)).toBe('Mover');

    const edited = await call('PUT', `/api/admin/perks/${perk.id}`, cookies.admin, {
      ...form({ title: 'Mover renamed', code: 'MOVE' }),
    });
    expect(edited.json()).toMatchObject({ title: 'Mover renamed', code: 'MOVE' });

    const removed = await call('DELETE', `/api/admin/perks/${perk.id}`, cookies.admin);
    expect(removed.statusCode).toBe(204);
    expect(await db().select().from(perks).where(eq(perks.id, perk.id))).toEqual([]);
    const again = await call('DELETE', `/api/admin/perks/${perk.id}`, cookies.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(PERK_DOES_NOT_EXIST);

    const logged = await db().select().from(auditLog).where(eq(auditLog.targetId, perk.id));
    expect(logged.map((row) => row.action)).toEqual([
      'perk.created',
      'perk.moved',
      'perk.moved',
      'perk.updated',
      'perk.deleted',
    ]);
    expect(logged[3]!.data).toMatchObject({
      before: { title: 'Mover' },
      after: { title: 'Mover renamed' },
    });
  });
});
