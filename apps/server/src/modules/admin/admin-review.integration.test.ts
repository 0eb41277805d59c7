import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  and,
  auditLog,
  campaigns,
  companies,
  count,
  demoAccounts,
  eq,
  mailOutbox,
  sql,
} from '@stepup/db';
import type { FastifyInstance } from 'fastify';
import {
  adminCampaignListSchema,
  adminCampaignSchema,
  adminCompanyDetailSchema,
  adminCompanyListSchema,
  adminCompanyViewSchema,
} from '@stepup/contracts';
import {
  ADMIN_LIST_COUNT_LIMIT,
  ADMIN_NEEDS_SECOND_FACTOR,
  ADMIN_ONLY,
  CAMPAIGN_ALREADY_ENDED,
  CAMPAIGN_NOT_PENDING,
  COMPANY_NOT_APPROVED_FOR_CAMPAIGN,
  REVIEW_REASON_REQUIRED,
} from '@stepup/domain';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  cookiesFrom,
  newVerifiedAccount,
  sessionSignedFor,
  totpCode,
  turnOnAuthenticator,
  waitForMail,
} from '../../../test/account-helpers';
import { makeAdmin } from '../../../test/admin-helpers';

let t: TestApp;
let business: FastifyInstance;
/** An admin with two-step sign-in on; a company user; a customer; an admin without a factor. */
const cookies: Record<'admin' | 'company' | 'customer' | 'adminNoFactor', string> = {
  admin: '',
  company: '',
  customer: '',
  adminNoFactor: '',
};
const db = () => t.deps.database.db;

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
  // A customer's session as if the business site had issued it (a renamed cookie alone is no
  // session there): the admin rule behind the signature still refuses it.
  cookies.customer = sessionSignedFor(
    await signIn(t.app, demoAccounts.customer),
    'business',
    t.deps.config.authSecret,
  );
  // A second platform admin who has not turned two-step sign-in on.
  await newVerifiedAccount(business, {
    email: 'new-admin@stepup.test',
    password: 'Admin-Pass-2',
    companyName: 'Admin Scratch Ltd',
  });
  await makeAdmin(db(), 'new-admin@stepup.test');
  cookies.adminNoFactor = await signIn(business, {
    email: 'new-admin@stepup.test',
    password: 'Admin-Pass-2',
  });
  const { totpURI, cookie } = await turnOnAuthenticator(
    business,
    await signIn(business, demoAccounts.admin),
    demoAccounts.admin.password,
  );
  cookies.admin = cookie;
  // Approving, denying and stopping need a recent confirmation of identity (see
  // admin-sessions.integration.test.ts); these tests take far less than its 10 minutes.
  const confirmed = await business.inject({
    method: 'POST',
    url: '/api/admin/confirm-identity',
    payload: { password: demoAccounts.admin.password, code: totpCode(totpURI) },
    headers: { cookie },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
});
afterAll(async () => {
  await business.close();
  await t.close();
});

const call = (
  who: keyof typeof cookies | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  business.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who ? { cookie: cookies[who] } : {},
  });

/** A new business, signed up and verified: its company is pending, its owner is `email`. */
async function newPendingCompany(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@owner.test`;
  const cookie = await newVerifiedAccount(business, {
    email,
    password: 'Owner-Pass-1',
    name: 'Pat Owner',
    companyName: name,
  });
  const [company] = await db().select().from(companies).where(eq(companies.name, name));
  expect(company?.status).toBe('pending');
  return { company: company!, email, cookie };
}

/** A pending campaign request of `companyId`, written as the request screen would. */
async function pendingCampaign(companyId: string, name: string) {
  const [row] = await db()
    .insert(campaigns)
    .values({
      companyId,
      name,
      faceValue1Pence: 2500,
      faceValue2Pence: 5000,
      faceValue3Pence: 10000,
      discount1: 10,
      discount2: 15,
      discount3: 20,
      totalValuePence: 500000,
      salesValueLeft1Pence: 500000,
      salesValueLeft2Pence: 500000,
      salesValueLeft3Pence: 500000,
    })
    .returning();
  return row!;
}

const auditOf = (targetId: string) =>
  db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.at);

describe('who may use the admin review endpoints', () => {
  const endpoints: [method: 'GET' | 'POST', url: string, payload?: object][] = [
    ['GET', '/api/admin/companies'],
    ['GET', '/api/admin/companies/x'],
    ['POST', '/api/admin/companies/x/decision', { decision: 'approve' }],
    ['GET', '/api/admin/companies/x/view'],
    ['GET', '/api/admin/companies?page=2'],
    ['GET', '/api/admin/campaigns'],
    ['GET', '/api/admin/campaigns?page=2'],
    ['POST', '/api/admin/campaigns/x/actions', { action: 'feature' }],
  ];

  it.each(endpoints)(
    '%s %s: 401 visitor, 403 customer, company user and admin without a second factor',
    async (method, url, payload) => {
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      for (const who of ['customer', 'company'] as const) {
        const res = await call(who, method, url, payload);
        expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
        expect(res.json().error.message).toBe(ADMIN_ONLY);
      }
      const res = await call('adminNoFactor', method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(ADMIN_NEEDS_SECOND_FACTOR);
    },
  );
});

describe('the review lists page on the server, 25 a page', () => {
  it('pages companies: each on one page only, with how many match in all', async () => {
    await db()
      .insert(companies)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          name: `Paging Test Co ${String(i + 1).padStart(2, '0')}`,
          status: 'approved' as const,
        })),
      );
    const page = async (n?: number) =>
      adminCompanyListSchema.parse(
        (
          await call('admin', 'GET', `/api/admin/companies?q=paging+test${n ? `&page=${n}` : ''}`)
        ).json(),
      );
    const first = await page();
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 30 });
    expect(first.companies).toHaveLength(25);
    const second = await page(2);
    expect(second).toMatchObject({ page: 2, pageSize: 25, total: 30 });
    expect(second.companies).toHaveLength(5);
    const names = [...first.companies, ...second.companies].map((c) => c.name).sort();
    expect(new Set(names).size).toBe(30);
    expect((await page(3)).companies).toEqual([]);
  });

  it('pages campaigns: every campaign once across the pages', async () => {
    const first = adminCampaignListSchema.parse(
      (await call('admin', 'GET', '/api/admin/campaigns')).json(),
    );
    const [all] = await db().select({ total: count() }).from(campaigns);
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: Number(all!.total) });
    const ids = first.campaigns.map((c) => c.id);
    for (let n = 2; n <= Math.ceil(first.total / 25); n++) {
      const next = adminCampaignListSchema.parse(
        (await call('admin', 'GET', `/api/admin/campaigns?page=${n}`)).json(),
      );
      ids.push(...next.campaigns.map((c) => c.id));
    }
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
  });

  it.each(['0', '-1', 'two', '100001'])('refuses page=%s as invalid', async (page) => {
    for (const list of ['companies', 'campaigns']) {
      const res = await call('admin', 'GET', `/api/admin/${list}?page=${page}`);
      expect(res.statusCode, res.body).toBe(422);
    }
  });
});

describe('reviewing companies', () => {
  it('lists companies pending first, by status and by name', async () => {
    const { company } = await newPendingCompany('Juniper Florists');
    const all = adminCompanyListSchema.parse(
      (await call('admin', 'GET', '/api/admin/companies')).json(),
    );
    expect(all.companies[0]!.status).toBe('pending');
    expect(all.companies.length).toBeGreaterThan(5);
    const pending = adminCompanyListSchema.parse(
      (await call('admin', 'GET', '/api/admin/companies?status=pending')).json(),
    );
    expect(pending.companies.every((c) => c.status === 'pending')).toBe(true);
    expect(pending.companies.map((c) => c.id)).toContain(company.id);
    const found = adminCompanyListSchema.parse(
      (await call('admin', 'GET', '/api/admin/companies?q=juniper')).json(),
    );
    expect(found.companies.map((c) => c.name)).toEqual(['Juniper Florists']);
    expect(found.companies[0]!.ownerEmail).toBe('juniper-florists@owner.test');
  });

  it('shows a company for review: basic information, compliance, images, payments, owners', async () => {
    const { company } = await newPendingCompany('Hazel Bakery');
    const res = await call('admin', 'GET', `/api/admin/companies/${company.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = adminCompanyDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      name: 'Hazel Bakery',
      status: 'pending',
      paymentsConnected: false,
      category: null,
      owners: [{ name: 'Pat Owner', email: 'hazel-bakery@owner.test' }],
      lastDecision: null,
    });
    expect((await call('admin', 'GET', '/api/admin/companies/nope')).statusCode).toBe(404);
    // A seeded company, complete: its category, compliance data, images and payments.
    const [seeded] = await db().select().from(companies).where(eq(companies.status, 'approved'));
    const full = adminCompanyDetailSchema.parse(
      (await call('admin', 'GET', `/api/admin/companies/${seeded!.id}`)).json(),
    );
    expect(full.paymentsConnected).toBe(true);
    expect(full.compliance.registeredNumber).toBe(seeded!.registeredNumber);
    expect(full.images.logoUrl).toBe(seeded!.logoUrl);
    if (seeded!.categoryId) expect(full.category).toBeTruthy();
  });

  it('approves a company: status, audit line and the owner’s email', async () => {
    const { company, email } = await newPendingCompany('Acorn Cafe');
    const res = await call('admin', 'POST', `/api/admin/companies/${company.id}/decision`, {
      decision: 'approve',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminCompanyDetailSchema.parse(res.json()).status).toBe('approved');
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect(row!.status).toBe('approved');
    const [audit] = await auditOf(company.id);
    expect(audit).toMatchObject({
      actorLabel: demoAccounts.admin.email,
      action: 'company.approve',
      targetType: 'company',
      targetId: company.id,
    });
    expect(audit!.actorUserId).toBeTruthy();
    const [mail] = await waitForMail(business, email, { template: 'company-approved' });
    expect(mail!.subject).toContain('Acorn Cafe is approved');
    // Approving twice is refused and logs nothing more.
    const again = await call('admin', 'POST', `/api/admin/companies/${company.id}/decision`, {
      decision: 'approve',
    });
    expect(again.statusCode).toBe(409);
    expect(await auditOf(company.id)).toHaveLength(1);
  });

  it('denies a company only with a reason, which the owner is told and the log keeps', async () => {
    const { company, email } = await newPendingCompany('Birch Barbers');
    const url = `/api/admin/companies/${company.id}/decision`;
    const blank = await call('admin', 'POST', url, { decision: 'deny', reason: '  ' });
    expect(blank.statusCode).toBe(409);
    expect(blank.json().error.message).toBe(REVIEW_REASON_REQUIRED);
    expect(await auditOf(company.id)).toHaveLength(0);

    const res = await call('admin', 'POST', url, {
      decision: 'deny',
      reason: 'Company number not found at Companies House',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = adminCompanyDetailSchema.parse(res.json());
    expect(detail.status).toBe('denied');
    expect(detail.lastDecision).toMatchObject({
      action: 'company.deny',
      reason: 'Company number not found at Companies House',
      by: demoAccounts.admin.email,
    });
    const [audit] = await auditOf(company.id);
    expect(audit!.data).toMatchObject({ reason: 'Company number not found at Companies House' });
    const [mail] = await waitForMail(business, email, { template: 'company-denied' });
    expect(mail!.text).toContain('Reason: Company number not found at Companies House');
  });

  it('views a company as it sees its dashboard: campaigns and sales, read-only', async () => {
    const [seeded] = await db().select().from(companies).where(eq(companies.status, 'approved'));
    const res = await call('admin', 'GET', `/api/admin/companies/${seeded!.id}/view`);
    expect(res.statusCode, res.body).toBe(200);
    const view = adminCompanyViewSchema.parse(res.json());
    expect(view.company.id).toBe(seeded!.id);
    expect(view.campaigns.length).toBeGreaterThan(0);
    expect(view.campaigns.every((c) => c.companyId === seeded!.id)).toBe(true);
    expect(view.sales.vouchersSold).toBeGreaterThanOrEqual(0);
  });
});

describe('reviewing campaigns', () => {
  it('lists pending requests first, and filters by status', async () => {
    const list = adminCampaignListSchema.parse(
      (await call('admin', 'GET', '/api/admin/campaigns')).json(),
    );
    const statuses = list.campaigns.map((c) => c.status);
    const firstOther = statuses.findIndex((s) => s !== 'pending');
    expect(statuses[0]).toBe('pending');
    expect(statuses.slice(firstOther).includes('pending')).toBe(false);
    const live = adminCampaignListSchema.parse(
      (await call('admin', 'GET', '/api/admin/campaigns?status=live')).json(),
    );
    expect(live.campaigns.length).toBeGreaterThan(0);
    expect(live.campaigns.every((c) => c.status === 'live')).toBe(true);
  });

  it('approves a pending request: live, active, approved now; logged; owners emailed', async () => {
    const { company, email } = await newPendingCompany('Cedar Books');
    const campaign = await pendingCampaign(company.id, 'Cedar Reading Club');
    const url = `/api/admin/campaigns/${campaign.id}/actions`;

    // Not while the company is still pending.
    const early = await call('admin', 'POST', url, { action: 'approve' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(COMPANY_NOT_APPROVED_FOR_CAMPAIGN);

    await call('admin', 'POST', `/api/admin/companies/${company.id}/decision`, {
      decision: 'approve',
    });
    const before = Date.now();
    const res = await call('admin', 'POST', url, { action: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminCampaignSchema.parse(res.json())).toMatchObject({ status: 'live', isActive: true });
    const [row] = await db().select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ status: 'live', isActive: true });
    expect(row!.approvedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const audit = await auditOf(campaign.id);
    expect(audit.map((a) => a.action)).toEqual(['campaign.approve']);
    const [mail] = await waitForMail(business, email, { template: 'campaign-approved' });
    expect(mail!.subject).toBe('Your campaign Cedar Reading Club is live');

    // It shows on the customer site now.
    const shown = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(shown.statusCode).toBe(200);

    // A second review is refused.
    const twice = await call('admin', 'POST', url, { action: 'reject', reason: 'Late' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(CAMPAIGN_NOT_PENDING);
  });

  it('rejects a pending request only with a reason, kept on the campaign and emailed', async () => {
    const [request] = await db().select().from(campaigns).where(eq(campaigns.status, 'pending'));
    const url = `/api/admin/campaigns/${request!.id}/actions`;
    const blank = await call('admin', 'POST', url, { action: 'reject' });
    expect(blank.statusCode).toBe(409);
    expect(blank.json().error.message).toBe(REVIEW_REASON_REQUIRED);

    const res = await call('admin', 'POST', url, {
      action: 'reject',
      reason: 'Step discounts too close',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminCampaignSchema.parse(res.json())).toMatchObject({
      status: 'rejected',
      isActive: false,
      rejectionReason: 'Step discounts too close',
    });
    const [audit] = await auditOf(request!.id);
    expect(audit).toMatchObject({
      action: 'campaign.reject',
      actorLabel: demoAccounts.admin.email,
    });
    expect(audit!.data).toMatchObject({ reason: 'Step discounts too close' });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'campaign-rejected')));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]!.text).toContain('Step discounts too close');
  });

  it('features, top-picks, freezes and ends a live campaign; ended is final', async () => {
    const [live] = await db()
      .select()
      .from(campaigns)
      .where(
        and(
          eq(campaigns.status, 'live'),
          eq(campaigns.featured, false),
          eq(campaigns.topPick, false),
        ),
      );
    const url = `/api/admin/campaigns/${live!.id}/actions`;
    const act = async (action: string) => {
      const res = await call('admin', 'POST', url, { action });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
      return adminCampaignSchema.parse(res.json());
    };
    expect((await act('feature')).featured).toBe(true);
    expect((await act('top-pick-on')).topPick).toBe(true);
    expect((await act('freeze')).frozen).toBe(true);
    // A frozen campaign is hidden from customers.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/campaigns/${live!.id}` })).statusCode,
    ).toBe(404);
    expect((await act('unfreeze')).frozen).toBe(false);
    expect((await act('unfeature')).featured).toBe(false);
    expect((await act('top-pick-off')).topPick).toBe(false);
    // Unfreezing what is not frozen is refused.
    expect((await call('admin', 'POST', url, { action: 'unfreeze' })).statusCode).toBe(409);

    const ended = await act('end');
    expect(ended).toMatchObject({ status: 'ended', isActive: false });
    expect(ended.endedAt).not.toBeNull();
    for (const action of ['feature', 'approve', 'end']) {
      const res = await call('admin', 'POST', url, { action });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(CAMPAIGN_ALREADY_ENDED);
    }
    expect((await auditOf(live!.id)).map((a) => a.action)).toEqual([
      'campaign.feature',
      'campaign.top-pick-on',
      'campaign.freeze',
      'campaign.unfreeze',
      'campaign.unfeature',
      'campaign.top-pick-off',
      'campaign.end',
    ]);
  });

  it('answers 404 for an unknown campaign and 400 for an unknown action', async () => {
    expect(
      (await call('admin', 'POST', '/api/admin/campaigns/nope/actions', { action: 'end' }))
        .statusCode,
    ).toBe(404);
    const [any] = await db().select().from(campaigns).limit(1);
    const res = await call('admin', 'POST', `/api/admin/campaigns/${any!.id}/actions`, {
      action: 'delete',
    });
    expect([400, 422]).toContain(res.statusCode);
  });

  it('stops counting past 10,000 campaigns and says more match; a search counts exactly', async () => {
    // One more than the limit, in one statement each: the list must not count them all per load.
    await db().execute(sql`
      insert into companies (id, name, description, status, current_status)
      values ('counted-co', 'Counted Campaigns Ltd', 'Many ended campaigns.', 'approved', 'online')`);
    await db().execute(sql`
      insert into campaigns (id, company_id, name, description, keywords, face_value_1_pence,
        face_value_2_pence, face_value_3_pence, discount_1, discount_2, discount_3,
        total_value_pence, sales_value_left_1_pence, sales_value_left_2_pence,
        sales_value_left_3_pence, status, is_active)
      select 'counted-' || g, 'counted-co', 'Counted ' || g, 'An ended campaign.', array['counted'],
        1000, 2000, 3000, 10, 15, 20, 100000, 100000, 100000, 100000, 'ended', false
      from generate_series(1, ${ADMIN_LIST_COUNT_LIMIT + 1}) g`);
    const list = async (qs: string) => {
      const res = await call('admin', 'GET', `/api/admin/campaigns?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return adminCampaignListSchema.parse(res.json());
    };
    const all = await list('');
    expect(all).toMatchObject({ total: ADMIN_LIST_COUNT_LIMIT, totalCapped: true });
    // Still pending requests first, then the newest.
    expect(all.campaigns[0]!.status).toBe('pending');
    expect(await list('status=ended')).toMatchObject({ totalCapped: true });
    // Pages past the counted ones still answer.
    expect((await list('page=401')).campaigns.length).toBeGreaterThan(0);
    // A search by the company's name counts through the join, capped the same way.
    expect(await list('q=Counted Campaigns Ltd')).toMatchObject({
      total: ADMIN_LIST_COUNT_LIMIT,
      totalCapped: true,
    });
    expect(await list('q=Counted 1000')).toMatchObject({ total: 3, totalCapped: false }); // 1000, 10000, 10001
  });
});
