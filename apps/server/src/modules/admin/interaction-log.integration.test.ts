import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, demoAccounts, sql } from '@stepup/db';
import type { FastifyInstance } from 'fastify';
import { interactionLogPageSchema } from '@stepup/contracts';
import type { InteractionLogPage } from '@stepup/contracts';
import { ADMIN_LIST_COUNT_LIMIT, ADMIN_ONLY, RATE_LIMITED } from '@stepup/domain';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  cookiesFrom,
  sessionSignedFor,
  totpCode,
  turnOnAuthenticator,
} from '../../../test/account-helpers';
import { insertLiveCampaign, insertSellingCompany } from '../../../test/purchase-helpers';
import { interactionLogRateRules } from './interaction-log-list';

// The interaction log's API: what admin decisions write (before → after), the list's filters and
// paging, the CSV, who may not read it, and that nothing can change or delete an entry.

let t: TestApp;
let business: FastifyInstance;
const cookies = { admin: '', company: '', customer: '' };
const db = () => t.deps.database.db;
const ids: Record<string, string> = {};

const signIn = async (app: FastifyInstance, account: { email: string; password: string }) =>
  cookiesFrom(
    (await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: account })).headers[
      'set-cookie'
    ],
  );

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  cookies.company = await signIn(business, demoAccounts.company);
  cookies.customer = sessionSignedFor(
    await signIn(t.app, demoAccounts.customer),
    'business',
    t.deps.config.authSecret,
  );
  const { totpURI, cookie } = await turnOnAuthenticator(
    business,
    await signIn(business, demoAccounts.admin),
    demoAccounts.admin.password,
  );
  cookies.admin = cookie;
  const confirmed = await business.inject({
    method: 'POST',
    url: '/api/admin/confirm-identity',
    payload: { password: demoAccounts.admin.password, code: totpCode(totpURI) },
    headers: { cookie },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);

  ids.company = await insertSellingCompany(db(), { name: 'Log Test Co', status: 'pending' });
  const approvedCo = await insertSellingCompany(db(), { name: 'Log Live Co' });
  ids.campaign = await insertLiveCampaign(db(), approvedCo, { name: 'Log ladder' });

  // 55 entries by one scripted admin in January (paging), and a few the filters look for.
  await db()
    .insert(auditLog)
    .values(
      Array.from({ length: 55 }, (_, i) => ({
        actorLabel: 'pager@example.com',
        action: 'campaign.feature',
        targetType: 'campaign',
        targetId: `camp_${i}`,
        at: new Date(Date.UTC(2026, 0, 1, 10, i)),
      })),
    );
  await db()
    .insert(auditLog)
    .values([
      // Just after midnight on 1 July in the UK (BST): still 30 June in UTC.
      {
        actorLabel: 'provider',
        action: 'payment.dispute_opened',
        targetType: 'payment',
        targetId: 'pay_summer',
        data: { amountPence: 4250, reason: 'fraudulent' },
        at: new Date('2026-06-30T23:30:00Z'),
      },
      {
        actorLabel: '100%_real@example.com',
        action: 'company.deny',
        targetType: 'company',
        targetId: 'co_formula',
        data: { reason: '=cmd()', before: { status: 'pending' }, after: { status: 'denied' } },
        at: new Date('2026-06-29T12:00:00Z'),
      },
      {
        actorLabel: '1000real@example.com',
        action: 'company.approve',
        targetType: 'company',
        targetId: 'co_other',
        at: new Date('2026-06-29T13:00:00Z'),
      },
    ]);
});
afterAll(async () => {
  await business.close();
  await t.close();
});

const get = (url: string, cookie = cookies.admin) =>
  business.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function list(query: Record<string, string>): Promise<InteractionLogPage> {
  const res = await get(`/api/admin/interaction-log?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return interactionLogPageSchema.parse(res.json());
}
const targetsOf = (page: InteractionLogPage) => page.entries.map((e) => e.targetId);

describe('what admin decisions write to the log', () => {
  it('keeps a company decision’s status before and after, and its from/to', async () => {
    const res = await business.inject({
      method: 'POST',
      url: `/api/admin/companies/${ids.company}/decision`,
      payload: { decision: 'approve' },
      headers: { cookie: cookies.admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await list({ targetType: 'company', targetId: ids.company! });
    expect(page.total).toBe(1);
    expect(page.entries[0]).toMatchObject({
      actorLabel: demoAccounts.admin.email,
      action: 'company.approve',
      data: {
        from: 'pending',
        to: 'approved',
        before: { status: 'pending' },
        after: { status: 'approved' },
      },
    });
  });

  it('keeps only the campaign fields an action changed', async () => {
    const res = await business.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${ids.campaign}/actions`,
      payload: { action: 'freeze' },
      headers: { cookie: cookies.admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await list({ targetId: ids.campaign!, action: 'campaign.freeze' })).entries;
    expect(entry!.data).toMatchObject({ before: { frozen: false }, after: { frozen: true } });
    expect(Object.keys(entry!.data!.after as object)).toEqual(['frozen']);
  });
});

describe('GET /api/admin/interaction-log', () => {
  it('lists newest first, 50 a page, with the total over every page', async () => {
    const first = await list({ actor: 'pager@' });
    expect(first.total).toBe(55);
    expect(first.pageSize).toBe(50);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.targetId).toBe('camp_54');
    const second = await list({ actor: 'pager@', page: '2' });
    expect(targetsOf(second)).toEqual(['camp_4', 'camp_3', 'camp_2', 'camp_1', 'camp_0']);
  });

  it('filters by action, target and actor (its % and _ taken literally, any case)', async () => {
    expect(targetsOf(await list({ action: 'payment.dispute_opened' }))).toEqual(['pay_summer']);
    expect(targetsOf(await list({ targetType: 'company', targetId: 'co_other' }))).toEqual([
      'co_other',
    ]);
    expect(targetsOf(await list({ actor: '100%_REAL' }))).toEqual(['co_formula']);
    expect((await list({ targetType: 'payment', actor: 'pager' })).total).toBe(0);
  });

  it('reads from and to as UK calendar days, both included', async () => {
    expect(targetsOf(await list({ from: '2026-07-01', to: '2026-07-01' }))).toEqual(['pay_summer']);
    expect(targetsOf(await list({ from: '2026-06-29', to: '2026-06-30' }))).toEqual([
      'co_other',
      'co_formula',
    ]);
  });

  it('refuses filters it cannot read', async () => {
    for (const query of ['targetType=user', 'from=yesterday', `actor=${'a'.repeat(300)}`])
      expect((await get(`/api/admin/interaction-log?${query}`)).statusCode, query).toBe(422);
  });
});

describe('GET /api/admin/interaction-log/export.csv', () => {
  it('downloads every matching entry, formula-safe', async () => {
    const res = await get('/api/admin/interaction-log/export.csv?actor=real%40example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="interaction-log-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('1000real@example.com,,Company approved,company.approve');
    expect(lines[2]).toContain(",Status: pending → denied,,'=cmd(),");
  });

  it('holds every page, not only the first', async () => {
    const res = await get('/api/admin/interaction-log/export.csv?actor=pager');
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(56);
  });
});

describe('who may not read the log', () => {
  const urls = ['/api/admin/interaction-log', '/api/admin/interaction-log/export.csv'];

  it('refuses a visitor (401), a company user and a customer (403)', async () => {
    for (const url of urls) {
      expect((await get(url, '')).statusCode, url).toBe(401);
      for (const cookie of [cookies.company, cookies.customer]) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.message).toBe(ADMIN_ONLY);
      }
    }
  });

  it('does not exist on the customer site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/interaction-log' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the log is append-only', () => {
  it('has no way to change or delete an entry, even for an admin', async () => {
    const [entry] = (await list({ action: 'payment.dispute_opened' })).entries;
    const before = await db().select().from(auditLog);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/interaction-log', `/api/admin/interaction-log/${entry!.id}`]) {
        const res = await business.inject({
          method,
          url,
          payload: { action: 'x' },
          headers: { cookie: cookies.admin },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await db().select().from(auditLog)).toEqual(before);
  });
});

describe('the export, a read of every matching entry', () => {
  // Last: it uses up this admin's exports for the hour.
  it('is limited per admin', async () => {
    const url = '/api/admin/interaction-log/export.csv?actor=nobody';
    const answers: number[] = [];
    for (let i = 0; i < interactionLogRateRules.exportsPerAdmin.limit + 1; i += 1)
      answers.push((await get(url)).statusCode);
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(
      interactionLogRateRules.exportsPerAdmin.limit,
    );
    const refused = await get(url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(RATE_LIMITED);
  });
});

describe('the whole log at scale (ADR 044)', () => {
  it('is more than the limit by PostgreSQL’s estimate once that is past twice the limit; a filtered view is counted', async () => {
    const counted = await list({});
    expect(counted.totalCapped).toBe(false);
    // As if analysed at a million entries: nothing deletes from the log, so no row needs reading
    // to say "more than the limit" (the log has a few dozen entries here).
    await db().execute(
      sql`update pg_class set reltuples = 1000000 where oid = 'audit_log'::regclass`,
    );
    try {
      expect(await list({})).toMatchObject({ total: ADMIN_LIST_COUNT_LIMIT, totalCapped: true });
      const filtered = await list({ actor: demoAccounts.admin.email });
      expect(filtered.totalCapped).toBe(false);
      expect(filtered.total).toBe(filtered.entries.length);
    } finally {
      await db().execute(sql`analyze audit_log`);
    }
    // Analysed at its true size, the whole log is counted again.
    expect(await list({})).toMatchObject({ total: counted.total, totalCapped: false });
  });
});

describe('a log past the counting limit (ADR 044)', () => {
  it('stops counting at 10,000 and says more match; a narrower filter counts exactly', async () => {
    // One more than the limit, in one statement (the log only appends: these stay last here).
    await db().execute(sql`
      insert into audit_log (id, actor_label, action, target_type, target_id, at)
      select 'counted-' || g, 'counter' || g || '@example.com', 'customer.update', 'customer',
        'cust_' || g, timestamptz '2025-06-01T00:00:00Z' + make_interval(mins => g)
      from generate_series(1, ${ADMIN_LIST_COUNT_LIMIT + 1}) g`);
    const all = await list({ actor: 'counter' });
    expect(all).toMatchObject({ total: ADMIN_LIST_COUNT_LIMIT, totalCapped: true });
    expect(all.entries).toHaveLength(50);
    expect((await list({ actor: 'counter', page: '201' })).entries).toHaveLength(1);
    // counter1 and counter10–19, 100–199, 1000–1999, 10000–10001: under the limit, exact.
    expect(await list({ actor: 'counter1@' })).toMatchObject({ total: 1, totalCapped: false });
    expect((await list({ actor: 'counter1' })).total).toBe(1113);
  });
});
