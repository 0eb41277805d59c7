import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, eventReminderSends, favourites, mailOutbox } from '@stepup/db';
import {
  DATE_REMINDER_LIMIT_REACHED,
  DATE_REMINDER_NAME_REQUIRED,
  DATE_REMINDER_NOT_FOUND,
  DATE_REMINDER_ONCE_PAST,
  DATE_REMINDERS_MAX,
  MISSING_USER_DATA,
  RATE_LIMITED,
} from '@stepup/domain';
import { buildApp } from '../../app';
import type { AppContext } from '../../context/app-context';
import { sweeps } from '../../jobs/all-jobs';
import { sendDateRemindersJob } from '../../jobs/send-date-reminders';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { dateReminderRateRules } from './rate-rules';

// Date reminders (issue 21, ADR 057) through the customer site's API against the real database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL): who may keep dates, and the reminder a week
// before each occurrence, once, with gift ideas; the sweep run by two workers at once, on a clock
// of our own, and on the test clock the browser tests move.

let t: TestApp;
let ctx: AppContext;
const db = () => t.deps.database.db;
const TEMPLATE = 'date-reminder';
let ada: { userId: string; cookie: string };
let grace: { userId: string; cookie: string };

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const birthday = { name: 'Grace', occasion: 'Birthday', date: '1990-12-25', repeats: 'yearly' };

const remindersTo = (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, TEMPLATE)));

/** The two workers of a deployment taking the same hourly sweep at the same moment. */
async function twoWorkersAt(now: string) {
  const at = { ...ctx, clock: () => new Date(now) };
  await Promise.all([sendDateRemindersJob.handle(at, {}), sendDateRemindersJob.handle(at, {})]);
}

beforeAll(async () => {
  t = await buildTestApp({ env: { TEST_CLOCK: 'true' } });
  ctx = t.app.ctx;
  ada = await newSignedInBuyer(t.app, db(), 'ada@dates.test');
  grace = await newSignedInBuyer(t.app, db(), 'grace@dates.test');
});
afterAll(async () => {
  await t.close();
});

describe('a customer’s dates to remember', () => {
  it('are saved, listed, changed and deleted by their owner only', async () => {
    const added = await call('POST', '/api/account/dates', ada.cookie, birthday);
    expect(added.statusCode).toBe(201);
    const saved = added.json();
    expect(saved).toMatchObject({ name: 'Grace', occasion: 'Birthday', repeats: 'yearly' });
    expect(saved.reminderDay).toMatch(/^\d{4}-12-18$/);

    const list = await call('GET', '/api/account/dates', ada.cookie);
    expect(list.json()).toMatchObject({ max: DATE_REMINDERS_MAX, dates: [{ id: saved.id }] });
    expect(list.headers['cache-control']).toBe('private, no-store');

    const changed = await call('PUT', `/api/account/dates/${saved.id}`, ada.cookie, {
      ...birthday,
      occasion: 'Anniversary',
      date: '2000-02-29',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().occasion).toBe('Anniversary');
    expect(changed.json().nextOccurrence).toMatch(/^\d{4}-02-(28|29)$/);

    // A visitor: 401. Another customer: as if the date did not exist, and their list is empty.
    expect((await call('GET', '/api/account/dates')).statusCode).toBe(401);
    const visitorAdd = await call('POST', '/api/account/dates', undefined, birthday);
    expect(visitorAdd.statusCode).toBe(401);
    expect(visitorAdd.json().error.message).toBe(MISSING_USER_DATA);
    expect((await call('GET', '/api/account/dates', grace.cookie)).json().dates).toEqual([]);
    for (const [method, payload] of [
      ['PUT', birthday],
      ['DELETE', undefined],
    ] as const) {
      const other = await call(method, `/api/account/dates/${saved.id}`, grace.cookie, payload);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe(DATE_REMINDER_NOT_FOUND);
    }
    expect((await call('GET', '/api/account/dates', ada.cookie)).json().dates).toHaveLength(1);

    expect((await call('DELETE', `/api/account/dates/${saved.id}`, ada.cookie)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/account/dates/${saved.id}`, ada.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/account/dates', ada.cookie)).json().dates).toEqual([]);
  });

  it('refuses what the form’s rules refuse, with the domain’s messages by field', async () => {
    const blank = await call('POST', '/api/account/dates', ada.cookie, { ...birthday, name: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error).toMatchObject({
      message: DATE_REMINDER_NAME_REQUIRED,
      fields: { name: DATE_REMINDER_NAME_REQUIRED },
    });
    const past = await call('POST', '/api/account/dates', ada.cookie, {
      ...birthday,
      date: '2020-01-01',
      repeats: 'once',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.message).toBe(DATE_REMINDER_ONCE_PAST);
    // A shape the edge refuses before any rule runs.
    const shape = await call('POST', '/api/account/dates', ada.cookie, { ...birthday, date: 5 });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().error.fields).toHaveProperty('date');
  });

  it('keeps at most 50 dates, even when the last ones are added at once', async () => {
    const customer = await newSignedInBuyer(t.app, db(), 'many@dates.test');
    for (let i = 0; i < DATE_REMINDERS_MAX - 2; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      const r = await call('POST', '/api/account/dates', customer.cookie, {
        ...birthday,
        date: `1990-03-${day}`,
      });
      expect(r.statusCode).toBe(201);
    }
    const racing = await Promise.all(
      [1, 2, 3, 4].map(() => call('POST', '/api/account/dates', customer.cookie, birthday)),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 422, 422]);
    expect(racing.find((r) => r.statusCode === 422)!.json().error.message).toBe(
      DATE_REMINDER_LIMIT_REACHED,
    );
    expect((await call('GET', '/api/account/dates', customer.cookie)).json().dates).toHaveLength(
      DATE_REMINDERS_MAX,
    );
  });

  it('are counted per customer: past the limit, a change is refused', async () => {
    const customer = await newSignedInBuyer(t.app, db(), 'busy@dates.test');
    const rule = dateReminderRateRules.changesPerCustomer;
    for (let i = 0; i < rule.limit - 1; i++)
      await t.deps.services.rateLimiter.hit(rule, customer.userId);
    expect((await call('POST', '/api/account/dates', customer.cookie, birthday)).statusCode).toBe(
      201,
    );
    const refused = await call('POST', '/api/account/dates', customer.cookie, birthday);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(RATE_LIMITED);
  });

  it('are not on the business site, and a business account is refused on the customer site', async () => {
    const business: FastifyInstance = await buildApp({
      ...t.deps,
      site: 'business',
      distDir: undefined,
    });
    await business.ready();
    try {
      const owner = await newCompanyUser(business, db(), 'owner@dates.test', 'Dates Ltd');
      const there = await business.inject({
        method: 'GET',
        url: '/api/account/dates',
        headers: { cookie: owner.cookie },
      });
      expect(there.statusCode).toBe(404);
    } finally {
      await business.close();
    }
  });
});

describe('the reminder a week before', () => {
  let bought: string;
  let favourite: string;
  let bestOfBought: string;
  it('is an hourly sweep', () => {
    expect(sweeps).toContainEqual({ job: sendDateRemindersJob, every: { cron: '15 * * * *' } });
  });

  it('goes once on the UK day a week before, not the day before, even with two workers, with gift ideas of the businesses the customer bought from or favourited', async () => {
    const buyer = await newSignedInBuyer(t.app, db(), 'buyer@dates.test');
    const boughtFrom = await insertSellingCompany(db(), { name: 'Brew & Bake' });
    bought = await insertLiveCampaign(db(), boughtFrom, { name: 'Coffee Club', salesCount: 3 });
    bestOfBought = await insertLiveCampaign(db(), boughtFrom, { name: 'Cake Club', salesCount: 9 });
    // Not live: ended, frozen, or in test mode.
    await insertLiveCampaign(db(), boughtFrom, { name: 'Old Club', status: 'ended' });
    await insertLiveCampaign(db(), boughtFrom, { name: 'Cold Club', frozen: true, salesCount: 50 });
    await insertLiveCampaign(db(), boughtFrom, { name: 'Test Club', testMode: true });
    await insertVoucher(db(), {
      campaignId: bought,
      companyId: boughtFrom,
      buyerUserId: buyer.userId,
    });
    const liked = await insertSellingCompany(db(), { name: 'Flower Shop' });
    favourite = await insertLiveCampaign(db(), liked, { name: 'Bouquets', salesCount: 1 });
    await db().insert(favourites).values({ userId: buyer.userId, campaignId: favourite });
    // A business the customer never touched.
    const stranger = await insertSellingCompany(db(), { name: 'Stranger Spa' });
    await insertLiveCampaign(db(), stranger, { name: 'Spa Day', salesCount: 100 });

    const saved = await call('POST', '/api/account/dates', buyer.cookie, {
      name: 'Grace Hopper',
      occasion: 'Birthday',
      date: '1990-12-25',
      repeats: 'yearly',
    });
    expect(saved.statusCode).toBe(201);

    // 17 December (GMT): the day before the reminder day.
    await twoWorkersAt('2026-12-17T23:59:00Z');
    expect(await remindersTo('buyer@dates.test')).toHaveLength(0);
    // 18 December, a week before: one email, however many workers.
    await twoWorkersAt('2026-12-18T00:05:00Z');
    const mail = await remindersTo('buyer@dates.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Birthday for Grace Hopper on Friday 25 December 2026');
    const text = mail[0]!.text;
    expect(text).toContain('A week to go: Grace Hopper’s Birthday is on Friday 25 December 2026.');
    const gift = (id: string) => `https://www.stepup.test/campaign/${id}?gift=1&to=Grace%20Hopper`;
    // Best first (the most sold), the bought-from business's two live campaigns and the favourite.
    expect(text).toContain(`Send Grace Hopper a gift: ${gift(bestOfBought)}`);
    const ideas = text.split('\n').filter((line) => line.includes('?gift=1'));
    expect(ideas.slice(1)).toEqual([
      `Cake Club at Brew & Bake: ${gift(bestOfBought)}`,
      `Coffee Club at Brew & Bake: ${gift(bought)}`,
      `Bouquets at Flower Shop: ${gift(favourite)}`,
    ]);
    expect(text).not.toMatch(/Spa Day|Old Club|Cold Club|Test Club/);
    expect(mail[0]!.html).toContain(`href="${gift(favourite).replace('&', '&amp;')}"`);

    // The following days: not again. Next year: again, once.
    await twoWorkersAt('2026-12-19T12:00:00Z');
    await twoWorkersAt('2026-12-24T12:00:00Z');
    expect(await remindersTo('buyer@dates.test')).toHaveLength(1);
    await twoWorkersAt('2027-12-18T12:00:00Z');
    expect(await remindersTo('buyer@dates.test')).toHaveLength(2);
    const sends = await db()
      .select()
      .from(eventReminderSends)
      .where(eq(eventReminderSends.sentTo, 'buyer@dates.test'));
    expect(sends.map((s) => s.occurrence).sort()).toEqual(['2026-12-25', '2027-12-25']);
  });

  it('for a one-off date, goes once and never after it has passed; a customer with no ideas is sent to browse', async () => {
    const planner = await newSignedInBuyer(t.app, db(), 'planner@dates.test');
    const once = await call('POST', '/api/account/dates', planner.cookie, {
      name: 'Sam',
      occasion: 'Wedding',
      date: '2030-06-15',
      repeats: 'once',
    });
    expect(once.statusCode).toBe(201);
    // 8 June 2030 in the UK starts at 23:00 UTC on 7 June (BST).
    await twoWorkersAt('2030-06-07T22:30:00Z');
    expect(await remindersTo('planner@dates.test')).toHaveLength(0);
    await twoWorkersAt('2030-06-07T23:30:00Z');
    const mail = await remindersTo('planner@dates.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Find a gift: https://www.stepup.test/');
    await twoWorkersAt('2031-06-08T12:00:00Z');
    await twoWorkersAt('2030-06-16T12:00:00Z');
    expect(await remindersTo('planner@dates.test')).toHaveLength(1);
  });

  it('goes on 21 February for a 29 February birthday in a year without one', async () => {
    const leap = await newSignedInBuyer(t.app, db(), 'leap@dates.test');
    await call('POST', '/api/account/dates', leap.cookie, {
      name: 'Leap',
      occasion: 'Birthday',
      date: '2000-02-29',
      repeats: 'yearly',
    });
    await twoWorkersAt('2027-02-20T12:00:00Z');
    expect(await remindersTo('leap@dates.test')).toHaveLength(0);
    await twoWorkersAt('2027-02-21T12:00:00Z');
    const [mail] = await remindersTo('leap@dates.test');
    expect(mail!.subject).toBe('Birthday for Leap on Sunday 28 February 2027');
  });
});

describe('the test clock (TEST_CLOCK, ADR 057)', () => {
  it('moves the clock the use cases and the sweep read, for programs on this machine only', async () => {
    const tester = await newSignedInBuyer(t.app, db(), 'clock@dates.test');
    await call('POST', '/api/account/dates', tester.cookie, {
      name: 'Clock',
      occasion: 'Anniversary',
      date: '2001-08-20',
      repeats: 'yearly',
    });
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/dev/clock',
      payload: { at: '2029-08-13T08:00:00.000Z' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().now.slice(0, 13)).toBe('2029-08-13T08');
    try {
      expect(ctx.clock().toISOString().slice(0, 10)).toBe('2029-08-13');
      // The list reads the same clock: the next anniversary is in 2029.
      const list = await call('GET', '/api/account/dates', tester.cookie);
      expect(list.json().dates[0].nextOccurrence).toBe('2029-08-20');
      const run = await t.app.inject({ method: 'POST', url: '/api/dev/date-reminders/run' });
      expect(run.json().sent).toBeGreaterThanOrEqual(1);
      expect(await remindersTo('clock@dates.test')).toHaveLength(1);
      // Through a proxy (or under another name): as if the endpoints did not exist.
      for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { host: 'evil.example' }]) {
        const refused = await t.app.inject({
          method: 'POST',
          url: '/api/dev/date-reminders/run',
          headers,
        });
        expect(refused.statusCode).toBe(404);
        const move = await t.app.inject({
          method: 'PUT',
          url: '/api/dev/clock',
          headers,
          payload: { at: null },
        });
        expect(move.statusCode).toBe(404);
      }
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { at: null } });
    }
    expect(Math.abs(ctx.clock().getTime() - Date.now())).toBeLessThan(5_000);
  });
});
