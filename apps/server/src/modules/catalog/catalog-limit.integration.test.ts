import { afterAll, beforeAll, expect, it } from 'vitest';
import { campaignCategories, campaigns, categories, companies } from '@stepup/db';
import { campaignListPageSchema } from '@stepup/contracts';
import type { CampaignListPage } from '@stepup/contracts';
import { CAMPAIGN_LIST_LIMIT } from '@stepup/domain';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it(`lists at most ${CAMPAIGN_LIST_LIMIT} campaigns`, async () => {
  const { db } = t.deps.database;
  const [company] = await db
    .insert(companies)
    .values({ name: 'Busy Bakery', status: 'approved', currentStatus: 'online' })
    .returning();
  const rows = Array.from({ length: CAMPAIGN_LIST_LIMIT + 5 }, (_, i) => ({
    companyId: company!.id,
    name: `Campaign ${i}`,
    faceValue1Pence: 1000,
    faceValue2Pence: 2000,
    faceValue3Pence: 3000,
    discount1: 10,
    discount2: 15,
    discount3: 20,
    totalValuePence: 100_000,
    salesValueLeft1Pence: 100_000,
    salesValueLeft2Pence: 100_000,
    salesValueLeft3Pence: 100_000,
    status: 'live' as const,
    isActive: true,
  }));
  for (let i = 0; i < rows.length; i += 250)
    await db.insert(campaigns).values(rows.slice(i, i + 250));

  const res = await t.app.inject({ method: 'GET', url: '/api/campaigns' });
  expect(res.statusCode).toBe(200);
  expect((res.json() as { campaigns: unknown[] }).campaigns).toHaveLength(CAMPAIGN_LIST_LIMIT);
});

async function list(query: string): Promise<CampaignListPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/campaigns?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return campaignListPageSchema.parse(res.json());
}
const idsOf = (page: CampaignListPage) => page.campaigns.map((c) => c.id);

// The campaigns of the test above: more than the list's cap (ADR 044's amendment on paging).
it("answers one page of the list and the whole list's size, never past the cap", async () => {
  const whole = await list('sort=newest');
  expect(whole.total).toBe(CAMPAIGN_LIST_LIMIT);
  const second = await list('sort=newest&page=2&limit=12');
  // Only the page is sent, the same 12 the whole list has there.
  expect(idsOf(second)).toEqual(idsOf(whole).slice(12, 24));
  expect(second.total).toBe(CAMPAIGN_LIST_LIMIT);
  expect(idsOf(await list('sort=newest&limit=12'))).toEqual(idsOf(whole).slice(0, 12));
  // The last page stops at the cap; past it, nothing.
  const last = await list('sort=newest&page=84&limit=12');
  expect(idsOf(last)).toEqual(idsOf(whole).slice(996));
  expect(await list('sort=newest&page=85&limit=12')).toEqual({
    campaigns: [],
    total: CAMPAIGN_LIST_LIMIT,
  });
  for (const query of [
    'page=0&limit=12',
    'limit=0',
    `limit=${CAMPAIGN_LIST_LIMIT + 1}`,
    'page=x',
  ]) {
    const res = await t.app.inject({ method: 'GET', url: `/api/campaigns?${query}` });
    expect(res.statusCode, query).toBe(422);
  }
});

it("counts a category's campaigns when a full page could be followed by more", async () => {
  const { db } = t.deps.database;
  const [category] = await db
    .insert(categories)
    .values({ name: 'Paged', key: 'paged' })
    .returning({ id: categories.id });
  const whole = await list('sort=newest');
  const members = idsOf(whole).slice(0, 30);
  await db
    .insert(campaignCategories)
    .values(members.map((campaignId) => ({ campaignId, categoryId: category!.id })));
  const first = await list(`category=${category!.id}&sort=newest&limit=12`);
  expect(first).toMatchObject({ total: 30 });
  expect(idsOf(first)).toEqual(members.slice(0, 12));
  const third = await list(`category=${category!.id}&sort=newest&page=3&limit=12`);
  expect(third).toMatchObject({ total: 30 });
  expect(idsOf(third)).toEqual(members.slice(24));
});
