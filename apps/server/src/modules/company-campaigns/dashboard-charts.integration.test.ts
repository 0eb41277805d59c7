import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companyDashboardChartsSchema } from '@stepup/contracts';
import { COMPANY_ONLY } from '@stepup/domain';
import { buildApp } from '../../app';
import { newVerifiedAccount, sessionSignedFor } from '../../../test/account-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// GET /api/company/dashboard/charts on a history with known answers: who bought step 1, who came
// back for steps 2 and 3 and after how many days; redemption rate; weekly sales; one company never
// sees another's campaigns.

let t: TestApp;
let business: FastifyInstance;
const cookies = { owner: '', other: '', customer: '' };
const ids = { campaign: '', otherCampaign: '' };
const DAY = 86_400_000;

const charts = (who: keyof typeof cookies | null) =>
  business.inject({
    method: 'GET',
    url: '/api/company/dashboard/charts',
    headers: who ? { cookie: cookies[who] } : {},
  });

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const db = t.deps.database.db;
  const owner = await newCompanyUser(business, db, 'owner@charts.test', 'Charts Cafe');
  const other = await newCompanyUser(business, db, 'other@charts.test', 'Other Bakery');
  cookies.owner = owner.cookie;
  cookies.other = other.cookie;
  cookies.customer = sessionSignedFor(
    await newVerifiedAccount(t.app, { email: 'customer@charts.test', password: 'Charts-Pass-1' }),
    'business',
    t.deps.config.authSecret,
  );
  ids.campaign = await insertLiveCampaign(db, owner.companyId, { name: 'Coffee ladder' });
  ids.otherCampaign = await insertLiveCampaign(db, other.companyId, { name: 'Bread ladder' });

  const buyer = async (n: number) =>
    (await newSignedInBuyer(t.app, db, `buyer${n}@charts.test`)).userId;
  const [u1, u2, u4, u5] = [await buyer(1), await buyer(2), await buyer(4), await buyer(5)];
  const now = Date.now();
  const bought = (
    who: { buyerUserId?: string; guestEmail?: string },
    step: number,
    daysAgo: number,
    more: { usedAt?: Date; cancelledAt?: Date } = {},
  ) =>
    insertVoucher(db, {
      campaignId: ids.campaign,
      companyId: owner.companyId,
      ...who,
      step,
      paymentDate: new Date(now - daysAgo * DAY),
      ...more,
    });
  // u1: 1 → 2 after 10 days → 3 after 20 more; u2: 1 → 2 after 4 days; a guest (any case of
  // their email): 1 → 2 after 2 days; u4: step 1 only; u5: step 1, and a step 2 later cancelled.
  await bought({ buyerUserId: u1 }, 1, 60, { usedAt: new Date(now - 55 * DAY) });
  await bought({ buyerUserId: u1 }, 2, 50);
  await bought({ buyerUserId: u1 }, 3, 30);
  await bought({ buyerUserId: u2 }, 1, 40);
  await bought({ buyerUserId: u2 }, 2, 36);
  await bought({ guestEmail: 'Guest@Charts.test' }, 1, 20);
  await bought({ guestEmail: 'guest@charts.test' }, 2, 18);
  await bought({ buyerUserId: u4 }, 1, 10);
  await bought({ buyerUserId: u5 }, 1, 5);
  await bought({ buyerUserId: u5 }, 2, 3, { cancelledAt: new Date(now - DAY) });
  await insertVoucher(db, {
    campaignId: ids.otherCampaign,
    companyId: other.companyId,
    buyerUserId: u1,
    paymentDate: new Date(now - 2 * DAY),
  });
});
afterAll(async () => {
  await business.close();
  await t.close();
});

describe('GET /api/company/dashboard/charts', () => {
  it('is for company members: 401 signed out, 403 a customer', async () => {
    expect((await charts(null)).statusCode).toBe(401);
    const customer = await charts('customer');
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.message).toBe(COMPANY_ONLY);
  });

  it('answers the loyalty funnel with its median days, the redemption rate and weekly sales', async () => {
    const res = await charts('owner');
    expect(res.statusCode, res.body).toBe(200);
    const body = companyDashboardChartsSchema.parse(res.json());
    expect(body.bucket).toBe('week');
    expect(body.campaigns.map((c) => c.name)).toEqual(['Coffee ladder']);
    const [campaign] = body.campaigns;
    expect(campaign!.funnel).toEqual({
      step1: 5,
      step2: 3,
      step3: 1,
      medianDays1to2: 4, // 10, 4 and 2 days
      medianDays2to3: 20,
    });
    // Nine vouchers stand (the cancelled one is left out), one redeemed.
    expect(campaign).toMatchObject({
      vouchersSold: 9,
      vouchersRedeemed: 1,
      redemptionRatePercent: 11,
    });
    expect(campaign!.salesPence).toHaveLength(body.buckets.length);
    expect(campaign!.salesPence.reduce((a, b) => a + b, 0)).toBe(9 * 2500);
  });

  it('shows another company only its own campaigns', async () => {
    const body = companyDashboardChartsSchema.parse((await charts('other')).json());
    expect(body.campaigns).toEqual([
      expect.objectContaining({
        name: 'Bread ladder',
        vouchersSold: 1,
        funnel: expect.objectContaining({ step1: 1, step2: 0 }),
      }),
    ]);
  });
});
