import { eq } from '@stepup/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignListSchema, campaignSummarySchema, categoryListSchema } from '@stepup/contracts';
import type { CampaignSummary } from '@stepup/contracts';
import { campaigns, categories } from '@stepup/db';
import { CAMPAIGN_NOT_AVAILABLE } from '@stepup/domain';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
async function list(query = ''): Promise<CampaignSummary[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/campaigns${query}` });
  expect(res.statusCode).toBe(200);
  return campaignListSchema.parse(res.json()).campaigns;
}

describe('GET /api/categories', () => {
  it('lists enabled categories in their display order', async () => {
    const [hidden] = await db().select().from(categories).limit(1);
    await db().update(categories).set({ enabled: false }).where(eq(categories.id, hidden!.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const listed = categoryListSchema.parse(res.json()).categories;
    expect(listed.length).toBeGreaterThanOrEqual(5);
    expect(listed.map((c) => c.id)).not.toContain(hidden!.id);
    const orders = listed.map((c) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    await db().update(categories).set({ enabled: true }).where(eq(categories.id, hidden!.id));
  });
});

describe('GET /api/campaigns', () => {
  it('shows the seeded live campaigns, never test-mode or pending ones, most popular first', async () => {
    const shown = await list();
    expect(shown.length).toBeGreaterThanOrEqual(24);
    expect(shown.every((c) => !c.testMode)).toBe(true);

    const testMode = await db().select().from(campaigns).where(eq(campaigns.testMode, true));
    const pending = await db().select().from(campaigns).where(eq(campaigns.status, 'pending'));
    expect(testMode.length).toBeGreaterThanOrEqual(2);
    const ids = new Set(shown.map((c) => c.id));
    for (const c of [...testMode, ...pending]) expect(ids.has(c.id)).toBe(false);

    const sales = shown.map((c) => c.salesCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('sorts Newest by creation time, newest first', async () => {
    const shown = await list('?sort=newest');
    const created = shown.map((c) => Date.parse(c.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('filters by category membership', async () => {
    const [category] = await db().select().from(categories).limit(1);
    const shown = await list(`?category=${category!.id}`);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((c) => c.categoryIds.includes(category!.id))).toBe(true);
    expect(shown.length).toBeLessThan((await list()).length);
  });

  it('hides frozen campaigns and those whose budget cannot sell the first face value', async () => {
    const [frozen, spent] = await list();
    await db().update(campaigns).set({ frozen: true }).where(eq(campaigns.id, frozen!.id));
    // Every step's budget below the first face value: nothing can be sold any more.
    const below = spent!.faceValuesPence[0] - 500;
    await db()
      .update(campaigns)
      .set({
        salesValueLeft1Pence: below,
        salesValueLeft2Pence: below,
        salesValueLeft3Pence: below,
      })
      .where(eq(campaigns.id, spent!.id));
    const ids = (await list()).map((c) => c.id);
    expect(ids).not.toContain(frozen!.id);
    expect(ids).not.toContain(spent!.id);

    // One step able to sell its first face value is enough to stay visible.
    await db()
      .update(campaigns)
      .set({ salesValueLeft3Pence: spent!.faceValuesPence[0] })
      .where(eq(campaigns.id, spent!.id));
    expect((await list()).map((c) => c.id)).toContain(spent!.id);
    await db().update(campaigns).set({ frozen: false }).where(eq(campaigns.id, frozen!.id));
  });

  it('refuses an unknown sort with a 422 JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/campaigns?sort=cheapest' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'validation' } });
  });
});

describe('GET /api/campaigns/:id', () => {
  it('answers one visible campaign in the contract shape', async () => {
    const [first] = await list();
    const res = await t.app.inject({ method: 'GET', url: `/api/campaigns/${first!.id}` });
    expect(res.statusCode).toBe(200);
    const { campaign } = res.json() as { campaign: unknown };
    expect(campaignSummarySchema.parse(campaign)).toEqual(first);
  });

  it('answers 404 with a message for unknown and test-mode campaigns', async () => {
    const [testMode] = await db().select().from(campaigns).where(eq(campaigns.testMode, true));
    for (const id of ['no-such-campaign', testMode!.id]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: CAMPAIGN_NOT_AVAILABLE } });
    }
  });
});
