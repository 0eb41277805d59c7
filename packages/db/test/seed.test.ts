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
      const users = await db.select().from(user);
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
      expect(await seedDemo(db, { filesDir })).toEqual({ seeded: false });
      expect(await db.select({ n: count() }).from(campaigns)).toEqual(before);
      expect((await db.select({ n: count() }).from(user))[0]!.n).toBe(4);
    });
  });
}
