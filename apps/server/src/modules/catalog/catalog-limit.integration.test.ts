import { afterAll, beforeAll, expect, it } from 'vitest';
import { campaigns, companies } from '@stepup/db';
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
