import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema, unlockedListSchema, walletSchema } from '@stepup/contracts';
import type { Wallet } from '@stepup/contracts';
import { campaigns, demoAccounts, eq, user, vouchers } from '@stepup/db';
import { WRONG_USER_DATA } from '@stepup/domain';
import { cookiesFrom, newVerifiedCustomer } from '../../../test/account-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;
const DAY = 24 * 60 * 60 * 1000;

async function signIn(email: string, password: string, app = t.app): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return cookiesFrom(res.headers['set-cookie']);
}

async function wallet(cookie: string): Promise<Wallet> {
  const res = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return walletSchema.parse(res.json());
}

async function campaignNamed(name: string) {
  const [row] = await db().select().from(campaigns).where(eq(campaigns.name, name));
  expect(row).toBeDefined();
  return row!;
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

let codeSeq = 0;
function aVoucher(
  campaign: Awaited<ReturnType<typeof campaignNamed>>,
  buyerUserId: string,
  daysAgo: number,
  extra: Partial<typeof vouchers.$inferInsert> = {},
): typeof vouchers.$inferInsert {
  codeSeq += 1;
  const paymentDate = new Date(Date.now() - daysAgo * DAY);
  return {
    code: `TEST-${String(codeSeq).padStart(4, '0')}-ZZ`,
    campaignId: campaign.id,
    companyId: campaign.companyId,
    buyerUserId,
    step: 1,
    slot: 0,
    faceValuePence: campaign.faceValue1Pence,
    discount: campaign.discount1,
    pricePaidPence: Math.round((campaign.faceValue1Pence * (100 - campaign.discount1)) / 100),
    paymentDate,
    expiresAt: new Date(paymentDate.getTime() + 365.24 * DAY),
    ...extra,
  };
}

describe('GET /api/wallet', () => {
  it('refuses visitors (401) and business users (403)', async () => {
    for (const url of ['/api/wallet', '/api/wallet/unlocked']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    const business = await buildTestApp({ site: 'business', seed: true });
    try {
      const cookie = await signIn(
        demoAccounts.company.email,
        demoAccounts.company.password,
        business.app,
      );
      const session = await business.app.inject({
        method: 'GET',
        url: '/api/account/session',
        headers: { cookie },
      });
      expect(sessionSchema.parse(session.json()).user?.audience).toBe('business');
      for (const url of ['/api/wallet', '/api/wallet/unlocked']) {
        const res = await business.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ error: { message: WRONG_USER_DATA } });
      }
    } finally {
      await business.close();
    }
  });

  it("answers the demo customer's seeded wallet: newest first, classified, codes only when unused", async () => {
    const cookie = await signIn(demoAccounts.customer.email, demoAccounts.customer.password);
    const w = await wallet(cookie);
    expect(w.vouchers.map((v) => v.status)).toEqual(['gifted', 'unused', 'used']);
    expect(w.counts).toEqual({ myVouchers: 3, gifted: 1, used: 1 });
    expect(w.filterCounts).toEqual({ all: 3, unused: 1, used: 1, gifted: 1, cancelled: 0 });
    const [gift, unused, used] = w.vouchers;
    expect(gift!.gift).toEqual({ name: 'Jamie Morgan', email: 'jamie.morgan@example.com' });
    expect(gift!.code).toBeNull();
    expect(unused!.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    expect(unused!.step).toBe(2);
    expect(unused!.company.name).toBeTruthy();
    expect(unused!.seeCampaign).toBe(true);
    expect(used!.code).toBeNull();
    expect(used!.gift).toBeNull();
    // Nothing leaks a code of a voucher that is not unused, anywhere in the answer.
    const text = JSON.stringify(w);
    const rows = await db()
      .select({ code: vouchers.code, usedAt: vouchers.usedAt, buyFor: vouchers.buyFor })
      .from(vouchers)
      .where(eq(vouchers.buyerUserId, await userIdOf(demoAccounts.customer.email)));
    for (const row of rows) {
      expect(text.includes(row.code)).toBe(row.usedAt === null && row.buyFor === 'self');
    }
  });

  it("classifies and counts real rows, and never shows another customer's vouchers", async () => {
    const email = 'wallet.owner@example.test';
    const cookie = await newVerifiedCustomer(t.app, { email, password: 'Wallet-Owner-1!' });
    const other = await newVerifiedCustomer(t.app, {
      email: 'wallet.other@example.test',
      password: 'Wallet-Other-1!',
    });
    expect(await wallet(cookie)).toEqual({
      vouchers: [],
      counts: { myVouchers: 0, gifted: 0, used: 0 },
      filterCounts: { all: 0, unused: 0, used: 0, gifted: 0, cancelled: 0 },
    });

    const owner = await userIdOf(email);
    const otherId = await userIdOf('wallet.other@example.test');
    const brunch = await campaignNamed('Brunch Club');
    const gift = {
      buyFor: 'gift' as const,
      giftRecipientName: 'Sam',
      giftRecipientEmail: 'sam@example.test',
    };
    await db()
      .insert(vouchers)
      .values([
        aVoucher(brunch, owner, 1, { code: 'UNUS-ED01-AA' }),
        aVoucher(brunch, owner, 2, { code: 'USED-0001-AA', usedAt: new Date() }),
        aVoucher(brunch, owner, 3, { code: 'GIFT-0001-AA', ...gift }),
        aVoucher(brunch, owner, 4, { code: 'GIFT-USED-AA', ...gift, usedAt: new Date() }),
        aVoucher(brunch, owner, 5, {
          code: 'CANC-USED-AA',
          cancelledAt: new Date(),
          usedAt: new Date(),
        }),
        aVoucher(brunch, owner, 6, { code: 'CUST-0001-AA', step: 4, slot: null, discount: 40 }),
        aVoucher(brunch, otherId, 0, { code: 'OTHR-0001-AA' }),
      ]);

    const w = await wallet(cookie);
    expect(w.vouchers.map((v) => [v.status, v.code])).toEqual([
      ['unused', 'UNUS-ED01-AA'],
      ['used', null],
      ['gifted', null],
      ['gifted', null],
      ['cancelled', null],
      ['unused', 'CUST-0001-AA'],
    ]);
    // Used excludes cancelled; a used gift counts as used but sits with the gifts.
    expect(w.counts).toEqual({ myVouchers: 6, gifted: 2, used: 2 });
    expect(w.filterCounts).toEqual({ all: 6, unused: 2, used: 1, gifted: 2, cancelled: 1 });
    expect(w.vouchers[4]!.seeCampaign).toBe(false);
    expect(w.vouchers[0]!.seeCampaign).toBe(true);
    expect(w.vouchers[5]!.step).toBe(4);
    expect(JSON.stringify(w)).not.toContain('OTHR-0001-AA');

    const theirs = await wallet(other);
    expect(theirs.vouchers.map((v) => v.code)).toEqual(['OTHR-0001-AA']);
    expect(JSON.stringify(theirs)).not.toContain('UNUS-ED01-AA');

    // A campaign no longer shown loses its 'See campaign' link.
    await db().update(campaigns).set({ frozen: true }).where(eq(campaigns.id, brunch.id));
    try {
      expect((await wallet(cookie)).vouchers.every((v) => !v.seeCampaign)).toBe(true);
    } finally {
      await db().update(campaigns).set({ frozen: false }).where(eq(campaigns.id, brunch.id));
    }
  });
});

describe('GET /api/wallet/unlocked', () => {
  it('lists the campaigns with a higher step open (level 2 or 3), not completed ladders', async () => {
    const cookie = await signIn(demoAccounts.customer.email, demoAccounts.customer.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/unlocked',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const { campaigns: list } = unlockedListSchema.parse(res.json());
    // The seed: steps 1 and 2 of 'Coffee & Cake for Two' (level 3) and a step-1 gift of the
    // bookshop's campaign (level 2).
    expect(list.map((c) => c.viewerLevel).sort()).toEqual([2, 3]);
    expect(list.map((c) => c.name)).toContain('Coffee & Cake for Two');

    const fresh = await newVerifiedCustomer(t.app, {
      email: 'wallet.unlocked@example.test',
      password: 'Wallet-Unlock-1!',
    });
    const id = await userIdOf('wallet.unlocked@example.test');
    const brunch = await campaignNamed('Brunch Club');
    const res2 = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/unlocked',
      headers: { cookie: fresh },
    });
    expect(unlockedListSchema.parse(res2.json()).campaigns).toEqual([]);
    await db()
      .insert(vouchers)
      .values([1, 2, 3].map((step, i) => aVoucher(brunch, id, 3 - i, { step })));
    const res3 = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/unlocked',
      headers: { cookie: fresh },
    });
    // All three steps bought: the ladder is complete, nothing higher to unlock.
    expect(unlockedListSchema.parse(res3.json()).campaigns).toEqual([]);
  });
});

describe('GET /api/site/manifest.webmanifest', () => {
  it("names the installable app after the site's branding", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'StepUp Vouchers',
      start_url: '/for-me',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toContain('512x512');
  });
});
