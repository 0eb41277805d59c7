import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  and,
  auditLog,
  campaigns,
  companies,
  companyMembers,
  eq,
  user,
  vouchers,
} from '@stepup/db';
import {
  ADMIN_AREA_REFUSED,
  COMPANY_ROLE_REFUSED,
  MISSING_USER_DATA,
  RATING_ALREADY_GIVEN,
  RATING_NOT_FOUND,
  RATING_REPLY_ALREADY_GIVEN,
  RATING_STARS_REQUIRED,
  RATING_VOUCHER_CANCELLED,
  RATING_VOUCHER_NOT_FOUND,
  RATING_VOUCHER_NOT_USED,
  WRONG_USER_DATA,
} from '@stepup/domain';
import { buildApp } from '../../app';
import type { Actor } from '../../context/actor';
import { actorOf, visitor as visitorActor } from '../../../test/actors';
import { getVoucherRating, listCompanyRatings, rateVoucher } from './service';
import { signedInAdmin } from '../../../test/admin-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// Ratings after redemption (ADR 052), through the API of both sites against the real database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL): who may rate, reply and hide, and the campaign's
// public answer (kept in memory, ADR 041) showing the new average at once.

let t: TestApp;
let business: FastifyInstance;
const db = () => t.deps.database.db;
let companyId: string;
let otherCompanyId: string;
let campaignId: string;
let ada: { userId: string; cookie: string };
let grace: { userId: string; cookie: string };
let owner: { cookie: string; companyId: string };
let otherOwner: { cookie: string };
let staff: { cookie: string };
const used = new Date('2026-11-01T12:00:00Z');

async function voucherId(code: string) {
  const [row] = await db()
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.code, code));
  return row!.id;
}

async function newVoucher(buyerUserId: string, extra: Partial<typeof vouchers.$inferInsert> = {}) {
  return voucherId(await insertVoucher(db(), { campaignId, companyId, buyerUserId, ...extra }));
}

const rate = (id: string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/wallet/vouchers/${id}/rating`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

async function approve(id: string) {
  await db()
    .update(companies)
    .set({ status: 'approved', currentStatus: 'online', paymentAccountId: `acct_${id}` })
    .where(eq(companies.id, id));
}

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  owner = await newCompanyUser(business, db(), 'owner@ratings.test', 'Rated Bakery');
  companyId = owner.companyId;
  await approve(companyId);
  campaignId = await insertLiveCampaign(db(), companyId, { name: 'Bread Club' });
  const other = await newCompanyUser(business, db(), 'owner@other.test', 'Other Bakery');
  otherOwner = other;
  otherCompanyId = other.companyId;
  staff = await newCompanyUser(business, db(), 'staff@ratings.test', 'Staff Sign-up Ltd');
  const [staffUser] = await db()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, 'staff@ratings.test'));
  await db()
    .update(companyMembers)
    .set({ companyId, roleInCompany: 'staff' })
    .where(eq(companyMembers.userId, staffUser!.id));
  ada = await newSignedInBuyer(t.app, db(), 'ada@ratings.test');
  grace = await newSignedInBuyer(t.app, db(), 'grace@ratings.test');
});
afterAll(async () => {
  await business.close();
  await t.close();
});

describe('rating a used voucher', () => {
  it('lets only the holder of a used voucher rate it, once, and the campaign shows the average', async () => {
    const adaUsed = await newVoucher(ada.userId, { usedAt: used });
    const adaUnused = await newVoucher(ada.userId);
    const adaCancelled = await newVoucher(ada.userId, {
      cancelledAt: used,
      cancelledBy: 'customer',
    });

    const before = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` });
    expect(before.json().campaign.ratings).toEqual({ count: 0, average: null });

    // A visitor: 401. A business account (on the business site, where the endpoint is not): 404.
    const visitor = await rate(adaUsed, undefined, { stars: 5 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe(MISSING_USER_DATA);
    // Another customer: as if the voucher did not exist.
    const other = await rate(adaUsed, grace.cookie, { stars: 1 });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(RATING_VOUCHER_NOT_FOUND);
    // A voucher not used yet, or cancelled: 422.
    const unused = await rate(adaUnused, ada.cookie, { stars: 4 });
    expect(unused.statusCode).toBe(422);
    expect(unused.json().error.message).toBe(RATING_VOUCHER_NOT_USED);
    const cancelled = await rate(adaCancelled, ada.cookie, { stars: 4 });
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json().error.message).toBe(RATING_VOUCHER_CANCELLED);
    // Stars outside 1–5: the domain's message.
    const zero = await rate(adaUsed, ada.cookie, { stars: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().error.message).toBe(RATING_STARS_REQUIRED);
    // A shape the edge refuses (the request schema) before any rule runs.
    const badShape = await rate(adaUsed, ada.cookie, { stars: 'five' });
    expect(badShape.statusCode).toBe(422);
    expect(badShape.json().error.fields).toHaveProperty('stars');

    const rated = await rate(adaUsed, ada.cookie, { stars: 4, comment: '  Lovely bread  ' });
    expect(rated.statusCode).toBe(201);
    expect(rated.json()).toMatchObject({ stars: 4, comment: 'Lovely bread', reply: null });

    // A second rating of the same voucher: 409, and nothing changes.
    const again = await rate(adaUsed, ada.cookie, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(RATING_ALREADY_GIVEN);

    // The visitor's kept answer of the campaign page (and the list's cards) changed at once.
    const after = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` });
    expect(after.json().campaign.ratings).toEqual({ count: 1, average: 4 });
    const list = await t.app.inject({ method: 'GET', url: '/api/campaigns?sort=newest' });
    const card = list.json().campaigns.find((c: { id: string }) => c.id === campaignId);
    expect(card.ratings).toEqual({ count: 1, average: 4 });

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/vouchers/${adaUsed}/rating`,
      headers: { cookie: ada.cookie },
    });
    expect(mine.json()).toMatchObject({ used: true, refusal: null, rating: { stars: 4 } });
    const notMine = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/vouchers/${adaUsed}/rating`,
      headers: { cookie: grace.cookie },
    });
    expect(notMine.statusCode).toBe(404);

    const graceUsed = await newVoucher(grace.userId, { usedAt: used });
    expect((await rate(graceUsed, grace.cookie, { stars: 5 })).statusCode).toBe(201);
    const two = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` });
    expect(two.json().campaign.ratings).toEqual({ count: 2, average: 4.5 });
    const [row] = await db()
      .select({ count: campaigns.ratingCount, total: campaigns.ratingStarsTotal })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    expect(row).toEqual({ count: 2, total: 9 });

    const publicList = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/ratings`,
    });
    expect(
      publicList
        .json()
        .ratings.map((r: { stars: number }) => r.stars)
        .sort(),
    ).toEqual([4, 5]);
  });

  it('takes one rating of two racing requests', async () => {
    const id = await newVoucher(ada.userId, { usedAt: used });
    const answers = await Promise.all([
      rate(id, ada.cookie, { stars: 3 }),
      rate(id, ada.cookie, { stars: 2 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('the company reply and the admin hiding a comment', () => {
  let ratingId: string;
  beforeAll(async () => {
    const id = await newVoucher(grace.userId, { usedAt: used });
    ratingId = (await rate(id, grace.cookie, { stars: 1, comment: 'Rude words' })).json().id;
  });

  const reply = (cookie: string | undefined, text = 'Sorry to hear that.') =>
    business.inject({
      method: 'POST',
      url: `/api/company/ratings/${ratingId}/reply`,
      headers: cookie ? { cookie } : {},
      payload: { reply: text },
    });

  it('lets an owner of the rated company reply once; nobody else', async () => {
    expect((await reply(undefined)).statusCode).toBe(401);
    const byStaff = await reply(staff.cookie);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().error.message).toBe(COMPANY_ROLE_REFUSED);
    const byOther = await reply(otherOwner.cookie);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().error.message).toBe(RATING_NOT_FOUND);
    // A customer's cookie is not a session of the business site.
    expect((await reply(ada.cookie)).statusCode).toBe(401);
    expect((await reply(owner.cookie, '   ')).statusCode).toBe(422);

    const replied = await reply(owner.cookie);
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({ reply: 'Sorry to hear that.' });
    const twice = await reply(owner.cookie, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(RATING_REPLY_ALREADY_GIVEN);

    const listed = await business.inject({
      method: 'GET',
      url: '/api/company/ratings',
      headers: { cookie: staff.cookie },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().ratings.find((r: { id: string }) => r.id === ratingId)).toMatchObject({
      campaignName: 'Bread Club',
      reply: 'Sorry to hear that.',
    });
    const otherList = await business.inject({
      method: 'GET',
      url: '/api/company/ratings',
      headers: { cookie: otherOwner.cookie },
    });
    expect(otherList.json().ratings).toEqual([]);
    expect(otherCompanyId).not.toBe(companyId);
  });

  it('lets an admin who writes campaigns hide the comment, in the interaction log', async () => {
    const hide = (cookie: string | undefined) =>
      business.inject({
        method: 'POST',
        url: `/api/admin/ratings/${ratingId}/hide-comment`,
        headers: cookie ? { cookie } : {},
        payload: { reason: 'Abusive' },
      });
    expect((await hide(undefined)).statusCode).toBe(401);
    expect((await hide(owner.cookie)).statusCode).toBe(403);
    const reader = await signedInAdmin(business, db(), 'reader@ratings.test', { campaigns: 1 });
    const refused = await hide(reader.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ADMIN_AREA_REFUSED);

    const admin = await signedInAdmin(business, db(), 'admin@ratings.test');
    // The moderation list: admins who read campaigns; the company's owner may not.
    const adminList = await business.inject({
      method: 'GET',
      url: '/api/admin/ratings',
      headers: { cookie: reader.cookie },
    });
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json().ratings.find((r: { id: string }) => r.id === ratingId)).toMatchObject({
      comment: 'Rude words',
      companyName: 'Rated Bakery',
    });
    const ownerList = await business.inject({
      method: 'GET',
      url: '/api/admin/ratings',
      headers: { cookie: owner.cookie },
    });
    expect(ownerList.statusCode).toBe(403);
    const hidden = await hide(admin.cookie);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ comment: null, commentHidden: true, stars: 1 });

    const publicList = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/ratings`,
    });
    const shown = publicList.json().ratings.find((r: { id: string }) => r.id === ratingId);
    expect(shown).toMatchObject({ comment: null, commentHidden: true, stars: 1 });
    expect(JSON.stringify(publicList.json())).not.toContain('Rude words');

    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'rating'), eq(auditLog.targetId, ratingId)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      action: 'rating.comment-hidden',
      actorLabel: 'admin@ratings.test',
      data: expect.objectContaining({ comment: 'Rude words', reason: 'Abusive' }),
    });
    // Hiding it again writes nothing more.
    expect((await hide(admin.cookie)).statusCode).toBe(200);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'rating'), eq(auditLog.targetId, ratingId))),
    ).toHaveLength(1);
  });

  it('refuses a business account (403) and a visitor (401) the rating use cases', async () => {
    const ctx = t.app.ctx;
    const ownerActor = await actorOf(ctx, 'owner@ratings.test');
    for (const call of [
      (a: Actor) => rateVoucher(ctx, a, 'x', { stars: 5 }),
      (a: Actor) => getVoucherRating(ctx, a, 'x'),
    ]) {
      await expect(call(visitorActor())).rejects.toMatchObject({ code: 'unauthenticated' });
      await expect(call(ownerActor)).rejects.toMatchObject({
        code: 'forbidden',
        message: WRONG_USER_DATA,
      });
    }
    const adaActor = await actorOf(ctx, 'ada@ratings.test');
    await expect(listCompanyRatings(ctx, adaActor)).rejects.toMatchObject({ code: 'forbidden' });
  });
});
