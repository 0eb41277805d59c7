import { and, eq } from '@stepup/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDetailSchema, campaignListSchema, sessionSchema } from '@stepup/contracts';
import type { CampaignSummary } from '@stepup/contracts';
import { campaigns, demoAccounts, vouchers } from '@stepup/db';
import { cookiesFrom, newVerifiedCustomer } from '../../../test/account-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

async function list(cookie?: string): Promise<CampaignSummary[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/campaigns',
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  // A visitor's answer is the same for every visitor (ADR 041); a customer's is theirs alone.
  expect(res.headers['cache-control']).toBe(cookie ? 'private, no-cache' : 'public, no-cache');
  return campaignListSchema.parse(res.json()).campaigns;
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return cookiesFrom(res.headers['set-cookie']);
}

async function userIdOf(cookie: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/account/session',
    headers: { cookie },
  });
  return sessionSchema.parse(res.json()).user!.id;
}

async function testModeIds(): Promise<string[]> {
  const rows = await db()
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.testMode, true), eq(campaigns.status, 'live')));
  expect(rows.length).toBeGreaterThanOrEqual(2);
  return rows.map((r) => r.id);
}

describe('GET /api/campaigns for each kind of viewer', () => {
  it('never shows test-mode campaigns to a visitor or a normal customer, and tells no level to visitors', async () => {
    const hidden = await testModeIds();
    const asVisitor = await list();
    expect(asVisitor.map((c) => c.id)).not.toEqual(expect.arrayContaining([hidden[0]]));
    expect(asVisitor.some((c) => c.testMode)).toBe(false);
    expect(asVisitor.every((c) => c.viewerLevel === undefined)).toBe(true);

    const customer = await signIn(demoAccounts.customer.email, demoAccounts.customer.password);
    const asCustomer = await list(customer);
    expect(asCustomer.some((c) => c.testMode)).toBe(false);
    for (const id of hidden) expect(asCustomer.map((c) => c.id)).not.toContain(id);
    expect(asCustomer).toHaveLength(asVisitor.length);

    const fresh = await newVerifiedCustomer(t.app, {
      email: 'viewer.plain@example.test',
      password: 'Viewer-Pass-1!',
    });
    expect((await list(fresh)).some((c) => c.testMode)).toBe(false);
    for (const id of hidden) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/campaigns/${id}`,
        headers: { cookie: customer },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('shows the tester the test-mode campaigns too, in the list and one by one', async () => {
    const hidden = await testModeIds();
    const tester = await signIn(demoAccounts.tester.email, demoAccounts.tester.password);
    const asTester = await list(tester);
    for (const id of hidden) expect(asTester.map((c) => c.id)).toContain(id);
    expect(asTester.length).toBe((await list()).length + hidden.length);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${hidden[0]}`,
      headers: { cookie: tester },
    });
    expect(res.statusCode).toBe(200);
    expect(campaignDetailSchema.parse(res.json()).campaign.testMode).toBe(true);
  });

  it("tells a customer their level per campaign, 'complete' once steps 1–3 are bought", async () => {
    const cookie = await newVerifiedCustomer(t.app, {
      email: 'viewer.ladder@example.test',
      password: 'Viewer-Pass-1!',
    });
    const buyer = await userIdOf(cookie);
    const before = await list(cookie);
    expect(before.every((c) => c.viewerLevel === 1)).toBe(true);

    const [done, partial, cancelled] = before;
    const buy = (c: CampaignSummary, step: number, cancelledAt: Date | null = null) => ({
      code: `TEST-${c.id.slice(0, 8)}-${step}-${cancelledAt ? 'X' : 'V'}`,
      campaignId: c.id,
      companyId: c.company.id,
      buyerUserId: buyer,
      step,
      slot: 0,
      faceValuePence: c.faceValuesPence[0],
      discount: c.discounts[step - 1]!,
      pricePaidPence: 1000,
      expiresAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      cancelledAt,
    });
    await db()
      .insert(vouchers)
      .values([
        buy(done!, 1),
        buy(done!, 2),
        buy(done!, 3),
        buy(partial!, 1),
        // A cancelled step does not count: this ladder stays at step 3.
        buy(cancelled!, 1),
        buy(cancelled!, 2),
        buy(cancelled!, 3, new Date()),
      ]);

    const after = await list(cookie);
    const levelOf = (id: string) => after.find((c) => c.id === id)?.viewerLevel;
    expect(levelOf(done!.id)).toBe('complete');
    expect(levelOf(partial!.id)).toBe(2);
    expect(levelOf(cancelled!.id)).toBe(3);
    expect(after.filter((c) => c.viewerLevel === 'complete')).toHaveLength(1);

    // Only this customer's purchases count.
    const other = await signIn(demoAccounts.tester.email, demoAccounts.tester.password);
    const theirs = await list(other);
    expect(theirs.find((c) => c.id === done!.id)?.viewerLevel).toBe(1);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${done!.id}`,
      headers: { cookie },
    });
    expect(campaignDetailSchema.parse(one.json()).campaign.viewerLevel).toBe('complete');
  });
});
