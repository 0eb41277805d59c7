import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  and,
  auditLog,
  categories,
  companies,
  companyMembers,
  companyNotificationRecipients,
  eq,
  mailOutbox,
  user,
} from '@stepup/db';
import {
  adminCompanyNotificationListSchema,
  companyInboxNotificationListSchema,
  companyNotificationAudienceOptionsSchema,
} from '@stepup/contracts';
import {
  ADMIN_ONLY,
  COMPANY_NOTIFICATION_COMPANIES_REQUIRED,
  COMPANY_NOTIFICATION_DOES_NOT_EXIST,
  COMPANY_NOTIFICATION_LINK_INVALID,
  COMPANY_NOTIFICATION_NO_RECIPIENTS,
  COMPANY_ONLY,
  RATE_LIMITED,
} from '@stepup/domain';
import { buildApp } from '../../app';
import {
  newVerifiedAccount,
  newVerifiedCustomer,
  sessionSignedFor,
  turnOnAuthenticator,
} from '../../../test/account-helpers';
import { makeAdmin } from '../../../test/admin-helpers';
import { newCompanyUser } from '../../../test/company-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { companyNotificationRateRules } from './rate-rules';

// Company notifications (docs/product.md#company-notifications): who may send, list and delete
// them; which companies an audience reaches (approved ones only, resolved when sent); the email
// when asked, once per company; each company's read and dismissed; deleting removes everywhere.

let t: TestApp;
let business: FastifyInstance;
const db = () => t.deps.database.db;
const password = 'Notify-Pass-1';
const cookies = { admin: '', a: '', aStaff: '', b: '', pending: '', customer: '' };
const ids = { a: '', b: '', pending: '', admin: '', catFood: '', catEmpty: '', catPending: '' };

type Who = keyof typeof cookies | null;
const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  business.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who ? { cookie: cookies[who] } : {},
  });

const send = (body: object, who: Who = 'admin') =>
  call(who, 'POST', '/api/admin/company-notifications', body);
const inbox = async (who: Who) => {
  const answer = await call(who, 'GET', '/api/company/notifications');
  expect(answer.statusCode, answer.body).toBe(200);
  return companyInboxNotificationListSchema.parse(answer.json());
};
const recipientsOf = async (notificationId: string) =>
  (
    await db()
      .select({ id: companyNotificationRecipients.companyId })
      .from(companyNotificationRecipients)
      .where(eq(companyNotificationRecipients.notificationId, notificationId))
  )
    .map((row) => row.id)
    .sort();
const mailsTo = (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, 'company-notification')));

async function companyOf(
  email: string,
  name: string,
  values: Partial<typeof companies.$inferInsert>,
) {
  const { cookie, companyId } = await newCompanyUser(business, db(), email, name);
  await db().update(companies).set(values).where(eq(companies.id, companyId));
  return { cookie, companyId };
}

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const [food, empty, pendingOnly] = await db()
    .insert(categories)
    .values([
      { key: 'notify-food', name: 'Notify Food' },
      { key: 'notify-empty', name: 'Notify Empty' },
      { key: 'notify-pending', name: 'Notify Pending' },
    ])
    .returning({ id: categories.id });
  ids.catFood = food!.id;
  ids.catEmpty = empty!.id;
  ids.catPending = pendingOnly!.id;

  const a = await companyOf('owner-a@notify.test', 'Alpha Bakery', {
    status: 'approved',
    categoryId: ids.catFood,
    contactEmail: 'hello@alpha.test',
  });
  [cookies.a, ids.a] = [a.cookie, a.companyId];
  const b = await companyOf('owner-b@notify.test', 'Beta Barbers', { status: 'approved' });
  [cookies.b, ids.b] = [b.cookie, b.companyId];
  const pending = await companyOf('owner-p@notify.test', 'Pending Pies', {
    status: 'pending',
    categoryId: ids.catPending,
  });
  [cookies.pending, ids.pending] = [pending.cookie, pending.companyId];
  // A staff member of Alpha (they signed up with a company of their own, then joined Alpha).
  const staff = await newCompanyUser(business, db(), 'staff-a@notify.test', 'Staff Scratch');
  const [staffUser] = await db()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, 'staff-a@notify.test'));
  await db()
    .update(companyMembers)
    .set({ companyId: ids.a, roleInCompany: 'staff' })
    .where(eq(companyMembers.userId, staffUser!.id));
  cookies.aStaff = staff.cookie;

  cookies.customer = sessionSignedFor(
    await newVerifiedCustomer(t.app, { email: 'customer@notify.test', password }),
    'business',
    t.deps.config.authSecret,
  );
  const adminCookie = await newVerifiedAccount(business, {
    email: 'admin@notify.test',
    password,
    companyName: 'Admin Scratch Ltd',
  });
  ({ userId: ids.admin } = await makeAdmin(db(), 'admin@notify.test'));
  cookies.admin = (await turnOnAuthenticator(business, adminCookie, password)).cookie;
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

describe('who may call the notification endpoints', () => {
  const adminCalls: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: object][] = [
    ['GET', '/api/admin/company-notifications'],
    ['GET', '/api/admin/company-notifications/audience'],
    ['POST', '/api/admin/company-notifications', { title: 'Hi', audience: 'all' }],
    ['DELETE', '/api/admin/company-notifications/no-such-id'],
  ];
  const companyCalls: [method: 'GET' | 'POST', url: string, body?: object][] = [
    ['GET', '/api/company/notifications'],
    ['POST', '/api/company/notifications/read', { ids: ['no-such-id'] }],
    ['POST', '/api/company/notifications/no-such-id/dismiss', {}],
  ];

  it('keeps the admin endpoints from visitors (401), companies and customers (403)', async () => {
    for (const [method, url, body] of adminCalls) {
      expect((await call(null, method, url, body)).statusCode, `${url} visitor`).toBe(401);
      for (const who of ['a', 'customer'] as const) {
        const answer = await call(who, method, url, body);
        expect(answer.statusCode, `${method} ${url} by ${who}`).toBe(403);
        expect(answer.json().error.message).toBe(ADMIN_ONLY);
      }
      const customerSite = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(customerSite.statusCode, `${url} on the customer site`).toBe(404);
    }
  });

  it('keeps the company endpoints from visitors (401) and customers (403), and off the customer site', async () => {
    for (const [method, url, body] of companyCalls) {
      expect((await call(null, method, url, body)).statusCode, `${url} visitor`).toBe(401);
      const customer = await call('customer', method, url, body);
      expect(customer.statusCode, `${url} customer`).toBe(403);
      expect(customer.json().error.message).toBe(COMPANY_ONLY);
      const customerSite = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(customerSite.statusCode, `${url} on the customer site`).toBe(404);
    }
  });

  it("answers 404 when a company reads or dismisses another company's notification, and changes nothing", async () => {
    const sent = await send({ title: 'Only for Beta', audience: 'chosen', companyIds: [ids.b] });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as string;
    const read = await call('a', 'POST', '/api/company/notifications/read', { ids: [id] });
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe(COMPANY_NOTIFICATION_DOES_NOT_EXIST);
    const dismissed = await call('a', 'POST', `/api/company/notifications/${id}/dismiss`, {});
    expect(dismissed.statusCode).toBe(404);
    expect((await inbox('a')).notifications.map((n) => n.id)).not.toContain(id);
    const beta = await inbox('b');
    expect(beta.notifications.find((n) => n.id === id)?.readAt).toBeNull();
  });
});

describe('sending a notification', () => {
  it('reaches only the approved companies chosen, resolved when sent', async () => {
    const answer = await send({
      title: 'New photo guidelines',
      link: 'https://stepup.example/guide',
      audience: 'chosen',
      companyIds: [ids.a, ids.pending],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const sent = answer.json();
    expect(sent).toMatchObject({
      title: 'New photo guidelines',
      link: 'https://stepup.example/guide',
      audience: 'chosen',
      recipients: 1,
      read: 0,
      dismissed: 0,
      emailed: false,
      sentBy: { email: 'admin@notify.test' },
    });
    expect(await recipientsOf(sent.id)).toEqual([ids.a]);
    const alpha = await inbox('a');
    expect(alpha.notifications[0]).toMatchObject({
      id: sent.id,
      title: 'New photo guidelines',
      link: 'https://stepup.example/guide',
      readAt: null,
    });
    expect((await inbox('pending')).notifications).toEqual([]);
    // Only a pending company chosen: nobody to send to.
    const none = await send({ title: 'Hi', audience: 'chosen', companyIds: [ids.pending] });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields).toEqual({ companyIds: COMPANY_NOTIFICATION_NO_RECIPIENTS });
  });

  it("reaches a category's approved companies, and every approved company for all", async () => {
    const food = await send({ title: 'Food news', audience: 'category', categoryId: ids.catFood });
    expect(food.statusCode, food.body).toBe(201);
    expect(food.json()).toMatchObject({ audience: 'category', categoryName: 'Notify Food' });
    expect(await recipientsOf(food.json().id)).toEqual([ids.a]);
    for (const categoryId of [ids.catEmpty, ids.catPending]) {
      const refused = await send({ title: 'Nobody', audience: 'category', categoryId });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(COMPANY_NOTIFICATION_NO_RECIPIENTS);
    }

    const all = await send({ title: 'Hello everyone', audience: 'all' });
    expect(all.statusCode, all.body).toBe(201);
    const approved = await db()
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.status, 'approved'));
    expect(await recipientsOf(all.json().id)).toEqual(approved.map((c) => c.id).sort());
    expect(await recipientsOf(all.json().id)).not.toContain(ids.pending);
    expect((await inbox('b')).notifications.map((n) => n.title)).toContain('Hello everyone');
    // A company approved later does not receive what was sent before.
    await db().update(companies).set({ status: 'approved' }).where(eq(companies.id, ids.pending));
    expect((await inbox('pending')).notifications).toEqual([]);
    await db().update(companies).set({ status: 'pending' }).where(eq(companies.id, ids.pending));
  });

  it('refuses a form the domain refuses, with its fields', async () => {
    const answer = await send({ title: 'Hi', link: 'http://plain.example', audience: 'chosen' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error.fields).toEqual({
      link: COMPANY_NOTIFICATION_LINK_INVALID,
      companyIds: COMPANY_NOTIFICATION_COMPANIES_REQUIRED,
    });
  });

  it("emails each company's contact once when asked, else its owners, and nobody when not asked", async () => {
    const before = {
      alpha: (await mailsTo('hello@alpha.test')).length,
      alphaOwner: (await mailsTo('owner-a@notify.test')).length,
      beta: (await mailsTo('owner-b@notify.test')).length,
    };
    const quiet = await send({ title: 'No email', audience: 'chosen', companyIds: [ids.a, ids.b] });
    expect(quiet.statusCode).toBe(201);
    expect((await mailsTo('hello@alpha.test')).length).toBe(before.alpha);

    const loud = await send({
      title: 'Please read this',
      link: 'https://stepup.example/read',
      audience: 'chosen',
      companyIds: [ids.a, ids.b, ids.a],
      email: true,
    });
    expect(loud.statusCode, loud.body).toBe(201);
    expect(loud.json()).toMatchObject({ emailed: true, recipients: 2 });
    const alphaMails = await mailsTo('hello@alpha.test');
    expect(alphaMails.length).toBe(before.alpha + 1);
    expect(alphaMails.at(-1)!.subject).toMatch(/^A message from .+ for Alpha Bakery$/);
    expect(alphaMails.at(-1)!.text).toContain('Please read this');
    expect(alphaMails.at(-1)!.text).toContain('https://stepup.example/read');
    // Alpha has a contact address: its owner is not emailed; Beta has none: its owner is.
    expect((await mailsTo('owner-a@notify.test')).length).toBe(before.alphaOwner);
    expect((await mailsTo('owner-b@notify.test')).length).toBe(before.beta + 1);
  });
});

describe("a company's notifications", () => {
  it('are read and dismissed per company, for all its members', async () => {
    const sent = await send({
      title: 'Per company',
      audience: 'chosen',
      companyIds: [ids.a, ids.b],
    });
    const id = sent.json().id as string;
    const unreadBefore = (await inbox('a')).unread;
    expect(unreadBefore).toBeGreaterThan(0);

    const read = await call('a', 'POST', '/api/company/notifications/read', { ids: [id] });
    expect(read.statusCode, read.body).toBe(204);
    expect((await inbox('a')).unread).toBe(unreadBefore - 1);
    // Alpha's staff member sees it read too; Beta still has it unread.
    expect((await inbox('aStaff')).notifications.find((n) => n.id === id)?.readAt).not.toBeNull();
    expect((await inbox('b')).notifications.find((n) => n.id === id)?.readAt).toBeNull();

    // Staff may dismiss: it leaves every Alpha member's dashboard, not Beta's.
    const dismissed = await call('aStaff', 'POST', `/api/company/notifications/${id}/dismiss`, {});
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect((await inbox('a')).notifications.map((n) => n.id)).not.toContain(id);
    expect((await inbox('aStaff')).notifications.map((n) => n.id)).not.toContain(id);
    expect((await inbox('b')).notifications.map((n) => n.id)).toContain(id);

    const list = adminCompanyNotificationListSchema.parse(
      (await call('admin', 'GET', '/api/admin/company-notifications')).json(),
    );
    expect(list.notifications[0]).toMatchObject({
      id,
      recipients: 2,
      read: 1,
      dismissed: 1,
      sentBy: { email: 'admin@notify.test' },
    });
  });

  it('lists the newest first', async () => {
    const titles = (await inbox('b')).notifications.map((n) => n.title);
    expect(titles.indexOf('Per company')).toBeLessThan(titles.indexOf('Hello everyone'));
    const list = adminCompanyNotificationListSchema.parse(
      (await call('admin', 'GET', '/api/admin/company-notifications')).json(),
    );
    const times = list.notifications.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.total).toBeGreaterThanOrEqual(list.notifications.length);
  });
});

describe('deleting a notification', () => {
  it("removes it from every company's dashboard and the list, and logs it", async () => {
    const sent = await send({ title: 'Delete me', audience: 'chosen', companyIds: [ids.a, ids.b] });
    const id = sent.json().id as string;
    expect((await inbox('a')).notifications.map((n) => n.id)).toContain(id);

    const deleted = await call('admin', 'DELETE', `/api/admin/company-notifications/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    for (const who of ['a', 'aStaff', 'b'] as const)
      expect((await inbox(who)).notifications.map((n) => n.id)).not.toContain(id);
    const list = (await call('admin', 'GET', '/api/admin/company-notifications')).json();
    expect(list.notifications.map((n: { id: string }) => n.id)).not.toContain(id);

    const again = await call('admin', 'DELETE', `/api/admin/company-notifications/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(COMPANY_NOTIFICATION_DOES_NOT_EXIST);

    const log = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'company-notification'), eq(auditLog.targetId, id)));
    expect(log.map((row) => row.action)).toEqual([
      'company-notification.sent',
      'company-notification.deleted',
    ]);
    expect(log[0]!.actorLabel).toBe('admin@notify.test');
    expect(log[0]!.data).toMatchObject({ after: { title: 'Delete me', recipients: 2 } });
  });
});

describe("the send form's choices", () => {
  it('finds approved companies by part of their name, and lists categories with their counts', async () => {
    const answer = await call('admin', 'GET', '/api/admin/company-notifications/audience?q=bak');
    expect(answer.statusCode, answer.body).toBe(200);
    const options = companyNotificationAudienceOptionsSchema.parse(answer.json());
    expect(options.companies).toEqual([{ id: ids.a, name: 'Alpha Bakery' }]);
    expect(options.categories).toEqual(
      expect.arrayContaining([
        { id: ids.catFood, name: 'Notify Food', companies: 1 },
        { id: ids.catPending, name: 'Notify Pending', companies: 0 },
      ]),
    );
    const pending = await call('admin', 'GET', '/api/admin/company-notifications/audience?q=pies');
    expect(pending.json().companies).toEqual([]);
  });
});

describe('limits', () => {
  it('lets an admin send at most 30 notifications an hour', async () => {
    const rule = companyNotificationRateRules.sendsPerAdmin;
    const limiter = t.deps.services.rateLimiter;
    // The counter one short of the limit (the sends above are forgotten first).
    await limiter.reset(rule, ids.admin);
    await limiter.count(rule, ids.admin, rule.limit - 1);
    const last = await send({ title: 'Last allowed', audience: 'chosen', companyIds: [ids.b] });
    expect(last.statusCode, last.body).toBe(201);
    const refused = await send({ title: 'One too many', audience: 'chosen', companyIds: [ids.b] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(RATE_LIMITED);
  });
});
