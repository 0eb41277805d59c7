import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { campaigns, companies, customOffers, siteSettings, user, vouchers } from '../src/schema';
import { openPglite, openScratchPostgres, testDatabaseUrl } from './helpers';

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`). */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

const validCampaign = (companyId: string, name: string) => ({
  companyId,
  name,
  faceValue1Pence: 2000,
  faceValue2Pence: 3000,
  faceValue3Pence: 5000,
  discount1: 10,
  discount2: 15,
  discount3: 20,
  totalValuePence: 200_000,
  salesValueLeft1Pence: 200_000,
  salesValueLeft2Pence: 200_000,
  salesValueLeft3Pence: 200_000,
  status: 'live' as const,
  isActive: true,
});

const targets = [
  { name: 'PGlite', open: openPglite, enabled: true },
  { name: 'PostgreSQL', open: () => openScratchPostgres(), enabled: Boolean(testDatabaseUrl) },
];

for (const target of targets) {
  describe.runIf(target.enabled)(`database constraints on ${target.name}`, () => {
    let database: DatabaseHandle;
    let companyId: string;
    let campaignId: string;
    let buyerId: string;

    const voucher = (overrides: Partial<typeof vouchers.$inferInsert> = {}) => ({
      code: `TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      campaignId,
      companyId,
      buyerUserId: buyerId,
      step: 1,
      faceValuePence: 2000,
      discount: 10,
      pricePaidPence: 1800,
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
      ...overrides,
    });

    beforeAll(async () => {
      database = await target.open();
      const { db } = database;
      [{ id: companyId }] = (await db
        .insert(companies)
        .values({ name: 'Test Café' })
        .returning({ id: companies.id })) as [{ id: string }];
      [{ id: campaignId }] = (await db
        .insert(campaigns)
        .values(validCampaign(companyId, 'Coffee'))
        .returning({ id: campaigns.id })) as [{ id: string }];
      [{ id: buyerId }] = (await db
        .insert(user)
        .values({ name: 'Buyer', email: 'buyer@example.com' })
        .returning({ id: user.id })) as [{ id: string }];
    });
    afterAll(async () => {
      await database?.close();
    });

    it('accepts a valid campaign and voucher', async () => {
      const [row] = await database.db.insert(vouchers).values(voucher()).returning();
      expect(row?.code).toMatch(/^TEST-/);
    });

    it('refuses a negative step budget, also when an update would take it below zero', async () => {
      const { db } = database;
      expect(
        await sqlState(
          db
            .insert(campaigns)
            .values({ ...validCampaign(companyId, 'Negative'), salesValueLeft2Pence: -500 }),
        ),
      ).toBe(CHECK_VIOLATION);
      expect(
        await sqlState(
          db
            .update(campaigns)
            .set({ salesValueLeft1Pence: sql`${campaigns.salesValueLeft1Pence} - 300000` })
            .where(eq(campaigns.id, campaignId)),
        ),
      ).toBe(CHECK_VIOLATION);
    });

    it('refuses ladder discounts outside 5–90 or not rising by 5, and bad face values', async () => {
      const { db } = database;
      expect(
        await sqlState(
          db.insert(campaigns).values({ ...validCampaign(companyId, 'D95'), discount3: 95 }),
        ),
      ).toBe(CHECK_VIOLATION);
      expect(
        await sqlState(
          db.insert(campaigns).values({ ...validCampaign(companyId, 'Flat'), discount2: 10 }),
        ),
      ).toBe(CHECK_VIOLATION);
      expect(
        await sqlState(
          db
            .insert(campaigns)
            .values({ ...validCampaign(companyId, 'Odd'), faceValue1Pence: 1250 }),
        ),
      ).toBe(CHECK_VIOLATION);
      expect(
        await sqlState(
          db
            .insert(campaigns)
            .values({ ...validCampaign(companyId, 'Big'), faceValue3Pence: 100_500 }),
        ),
      ).toBe(CHECK_VIOLATION);
    });

    it('refuses discount 95 on a ladder voucher but allows it on a custom (step 4) one', async () => {
      const { db } = database;
      expect(await sqlState(db.insert(vouchers).values(voucher({ step: 2, discount: 95 })))).toBe(
        CHECK_VIOLATION,
      );
      expect(await sqlState(db.insert(vouchers).values(voucher({ step: 5 })))).toBe(
        CHECK_VIOLATION,
      );
      const [custom] = await db
        .insert(vouchers)
        .values(voucher({ step: 4, discount: 95, pricePaidPence: 100 }))
        .returning();
      expect(custom?.step).toBe(4);
    });

    it('refuses a duplicate voucher code and a second voucher for one payment', async () => {
      const { db } = database;
      await db.insert(vouchers).values(voucher({ code: 'AAAA-BBBB-CC' }));
      expect(await sqlState(db.insert(vouchers).values(voucher({ code: 'AAAA-BBBB-CC' })))).toBe(
        UNIQUE_VIOLATION,
      );
    });

    it('refuses a gift message over 800 characters; keeps a voucher whose buyer closed their account', async () => {
      const { db } = database;
      const gift = {
        buyFor: 'gift' as const,
        giftRecipientName: 'Jamie',
        giftRecipientEmail: 'jamie@example.com',
      };
      expect(
        await sqlState(
          db.insert(vouchers).values(voucher({ ...gift, giftMessage: 'x'.repeat(801) })),
        ),
      ).toBe(CHECK_VIOLATION);
      await db.insert(vouchers).values(voucher({ ...gift, giftMessage: 'x'.repeat(800) }));
      // A closed account leaves its vouchers valid with no buyer (migration 0002).
      await db.insert(vouchers).values(voucher({ buyerUserId: null }));
    });

    it('bounds custom offers: face value ≤ £500, discount 5–95, one open offer per buyer and campaign', async () => {
      const { db } = database;
      const offer = {
        customerUserId: buyerId,
        campaignId,
        companyId,
        faceValuePence: 10_000,
        discount: 25,
        keyHash: 'a'.repeat(64),
        expiresAt: new Date(Date.now() + 86_400_000),
      };
      await db.insert(customOffers).values(offer);
      // A second open offer of the same buyer for the same campaign is refused (ADR 027)…
      expect(await sqlState(db.insert(customOffers).values({ ...offer, status: 'pending' }))).toBe(
        UNIQUE_VIOLATION,
      );
      // …a final one is not.
      await db.insert(customOffers).values({ ...offer, status: 'declined' });
      const guestOffer = { ...offer, customerUserId: null, guestEmail: 'Guest@Example.com' };
      await db.insert(customOffers).values(guestOffer);
      expect(
        await sqlState(
          db.insert(customOffers).values({ ...guestOffer, guestEmail: 'guest@example.com' }),
        ),
      ).toBe(UNIQUE_VIOLATION);
      expect(await sqlState(db.insert(customOffers).values({ ...offer, counterDiscount: 4 }))).toBe(
        CHECK_VIOLATION,
      );
      const final = { ...offer, status: 'expired' as const };
      expect(
        await sqlState(db.insert(customOffers).values({ ...final, faceValuePence: 50_001 })),
      ).toBe(CHECK_VIOLATION);
      expect(await sqlState(db.insert(customOffers).values({ ...final, faceValuePence: 0 }))).toBe(
        CHECK_VIOLATION,
      );
      expect(await sqlState(db.insert(customOffers).values({ ...final, discount: 96 }))).toBe(
        CHECK_VIOLATION,
      );
    });

    it('keeps campaign names unique per company (case-insensitive) and settings to one row', async () => {
      const { db } = database;
      expect(await sqlState(db.insert(campaigns).values(validCampaign(companyId, 'COFFEE')))).toBe(
        UNIQUE_VIOLATION,
      );
      expect(
        await sqlState(db.insert(siteSettings).values({ id: 2, siteName: 'x', tabInfo: 'x' })),
      ).toBe(CHECK_VIOLATION);
      expect(
        await sqlState(
          db
            .insert(campaigns)
            .values({ ...validCampaign(companyId, 'Bad status'), status: 'paused' as never }),
        ),
      ).toBe(CHECK_VIOLATION);
    });
  });
}
