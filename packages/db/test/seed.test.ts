import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import {
  account,
  campaigns,
  categories,
  companies,
  companyMembers,
  customers,
  integrations,
  pages,
  siteSettings,
  stories,
  user,
} from '../src/schema';
import { verifyPassword } from 'better-auth/crypto';
import { demoAccounts } from '../src/seed/demo-accounts';
import { seedDemo } from '../src/seed/seed-demo';
import { openPglite, openScratchPostgres, testDatabaseUrl } from './helpers';

const targets = [
  { name: 'PGlite', open: openPglite, enabled: true },
  { name: 'PostgreSQL', open: () => openScratchPostgres(), enabled: Boolean(testDatabaseUrl) },
];

for (const target of targets) {
  describe.runIf(target.enabled)(`seedDemo on ${target.name}`, () => {
    let database: DatabaseHandle;
    let filesDir: string;

    beforeAll(async () => {
      database = await target.open();
      filesDir = await mkdtemp(join(tmpdir(), 'stepup-seed-'));
    });
    afterAll(async () => {
      await database?.close();
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    });

    it('fills an empty database with the promised demo marketplace', async () => {
      const { db } = database;
      expect(await seedDemo(db, { filesDir })).toEqual({ seeded: true });

      const [settings] = await db.select().from(siteSettings);
      expect(settings).toMatchObject({
        siteName: 'StepUp Vouchers',
        tabInfo: 'StepUp Vouchers – Vouchers & Gifting',
      });
      expect(settings!.giftingFeePence).toBeGreaterThan(0);

      // Six shelves, plus the unlocked-rewards category the home filter hides.
      expect((await db.select({ n: count() }).from(categories))[0]!.n).toBe(7);
      const unlocked = await db.select().from(categories).where(eq(categories.widget, 'unlocked'));
      expect(unlocked.map((c) => c.name)).toEqual(['Rewards unlocked']);
      expect((await db.select({ n: count() }).from(companies))[0]!.n).toBeGreaterThanOrEqual(8);
      // Each company's website connection is "in store only": nothing for the shop sync to call.
      const connections = await db
        .select({ kind: integrations.kind, status: integrations.status, n: count() })
        .from(integrations)
        .groupBy(integrations.kind, integrations.status);
      expect(connections).toEqual([
        {
          kind: 'manual',
          status: 'connected',
          n: (await db.select({ n: count() }).from(companies))[0]!.n,
        },
      ]);

      // Visible to everyone: live, active, not frozen, not test mode, a step can sell its first slot.
      const visible = await db
        .select({ n: count() })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.status, 'live'),
            eq(campaigns.isActive, true),
            eq(campaigns.frozen, false),
            eq(campaigns.testMode, false),
            sql`greatest(${campaigns.salesValueLeft1Pence}, ${campaigns.salesValueLeft2Pence}, ${campaigns.salesValueLeft3Pence}) >= ${campaigns.faceValue1Pence}`,
          ),
        );
      expect(visible[0]!.n).toBe(24);
      const testMode = await db
        .select({ n: count() })
        .from(campaigns)
        .where(and(eq(campaigns.testMode, true), eq(campaigns.status, 'live')));
      expect(testMode[0]!.n).toBe(2);
      const pending = await db
        .select({ n: count() })
        .from(campaigns)
        .where(eq(campaigns.status, 'pending'));
      expect(pending[0]!.n).toBeGreaterThanOrEqual(1);
      expect(pending[0]!.n).toBeLessThanOrEqual(2);
      const topPicks = await db
        .select({ n: count() })
        .from(campaigns)
        .where(eq(campaigns.topPick, true));
      expect(topPicks[0]!.n).toBeGreaterThanOrEqual(1);
      expect(topPicks[0]!.n).toBeLessThanOrEqual(2);
      const featured = await db
        .select({ n: count() })
        .from(campaigns)
        .where(eq(campaigns.featured, true));
      expect(featured[0]!.n).toBeGreaterThan(0);

      const pageIds = (await db.select({ id: pages.id }).from(pages)).map((p) => p.id).sort();
      expect(pageIds).toEqual([
        'appPrivacy',
        'appTC',
        'businessPrivacy',
        'businessTC',
        'webCookies',
        'webPrivacy',
        'webTC',
      ]);
      expect((await db.select({ n: count() }).from(stories))[0]!.n).toBe(3);
    });

    it('creates the four demo accounts with hashes better-auth verifies', async () => {
      const { db } = database;
      // Only the demo accounts can sign in (the history's customers have no password).
      const users = await db
        .select({ email: user.email })
        .from(user)
        .innerJoin(account, eq(account.userId, user.id));
      expect(users.map((u) => u.email).sort()).toEqual(
        Object.values(demoAccounts)
          .map((a) => a.email)
          .sort(),
      );
      for (const demo of Object.values(demoAccounts)) {
        const [row] = await db
          .select({ password: account.password })
          .from(account)
          .innerJoin(user, eq(user.id, account.userId))
          .where(and(eq(user.email, demo.email), eq(account.providerId, 'credential')));
        expect(row?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
        expect(await verifyPassword({ hash: row!.password!, password: demo.password })).toBe(true);
      }
      const testers = await db.select().from(customers).where(eq(customers.tester, true));
      expect(testers).toHaveLength(1);
      const [member] = await db
        .select()
        .from(companyMembers)
        .innerJoin(user, eq(user.id, companyMembers.userId));
      expect(member?.user.email).toBe(demoAccounts.company.email);
    });

    it('writes months of sales that agree with every budget, counter and payment', async () => {
      const { db } = database;
      // Each live campaign's step budgets lost exactly the face value of its standing vouchers of
      // that step, and its counter is their number (Oyster & Fizz keeps its sold-out top slot).
      const mismatches = await db.execute(sql`
        select c.name from campaigns c
        left join lateral (
          select
            coalesce(sum(v.face_value_pence) filter (where v.step = 1), 0) as used1,
            coalesce(sum(v.face_value_pence) filter (where v.step = 2), 0) as used2,
            coalesce(sum(v.face_value_pence) filter (where v.step = 3), 0) as used3,
            count(*) filter (where v.step between 1 and 3) as sold
          from vouchers v where v.campaign_id = c.id and v.cancelled_at is null
        ) s on true
        where c.status = 'live' and c.test_mode = false and (
          c.sales_value_left_1_pence <> c.total_value_pence - s.used1
          or c.sales_value_left_2_pence <> c.total_value_pence - s.used2
          or (c.name <> 'Oyster & Fizz' and c.sales_value_left_3_pence <> c.total_value_pence - s.used3)
          or c.sales_count <> s.sold)`);
      expect(mismatches.rows).toEqual([]);
      // Every voucher but the demo wallet's has its succeeded payment, for what it cost.
      const unpaid = await db.execute(sql`
        select v.id from vouchers v left join payments p on p.id = v.payment_id
        where v.buyer_user_id not in (select id from "user" where email = ${demoAccounts.customer.email})
          and (p.id is null or p.status <> 'succeeded' or p.voucher_amount_pence <> v.price_paid_pence)`);
      expect(unpaid.rows).toEqual([]);
      // Customers came back: fewer for step 2 than step 1, fewer again for step 3; many redeemed,
      // a few refunded; every customer was last seen some time.
      const [steps] = (
        await db.execute(sql`
          select count(*) filter (where step = 1) as s1, count(*) filter (where step = 2) as s2,
            count(*) filter (where step = 3) as s3, count(used_at) as used,
            count(cancelled_at) as cancelled, count(*) as all
          from vouchers`)
      ).rows as Array<Record<string, number | string>>;
      const n = (key: string) => Number(steps![key]);
      expect(n('s1')).toBeGreaterThan(n('s2'));
      expect(n('s2')).toBeGreaterThan(n('s3'));
      expect(n('s3')).toBeGreaterThan(0);
      expect(n('used')).toBeGreaterThan(n('all') / 3);
      expect(n('cancelled')).toBeGreaterThan(0);
      expect(n('all')).toBeLessThan(400);
      const neverSeen = await db
        .select({ n: count() })
        .from(customers)
        .where(sql`${customers.lastActive} is null`);
      expect(neverSeen[0]!.n).toBe(0);
    });

    it('writes the generated images where the URLs point', async () => {
      const [company] = await database.db.select().from(companies).limit(1);
      const logo = join(filesDir, company!.logoUrl!.replace(/^\/files\//, ''));
      expect(await sharp(logo).metadata()).toMatchObject({
        width: 256,
        height: 256,
        format: 'webp',
      });
      const [campaign] = await database.db.select().from(campaigns).limit(1);
      const banner = join(filesDir, campaign!.primaryImageUrl!.replace(/^\/files\//, ''));
      expect(await sharp(banner).metadata()).toMatchObject({ width: 1080, height: 540 });
      expect((await stat(join(filesDir, 'seed/favicon.png'))).isFile()).toBe(true);
    });

    it('adds nothing when run again', async () => {
      const { db } = database;
      const before = await db.select({ n: count() }).from(campaigns);
      const users = await db.select({ n: count() }).from(user);
      expect(await seedDemo(db, { filesDir })).toEqual({ seeded: false });
      expect(await db.select({ n: count() }).from(campaigns)).toEqual(before);
      expect(await db.select({ n: count() }).from(user)).toEqual(users);
    });
  });
}
