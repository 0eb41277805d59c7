import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MISSING_USER_DATA, WRONG_USER_DATA } from '@stepup/domain';
import { buildApp } from '../../app';
import type { AppContext } from '../../context/app-context';
import { actorOf, visitor } from '../../../test/actors';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { getUnlocked, getWallet } from './service';

// The wallet's use cases called as a job or another module would: a built actor, no cookie, no HTTP.
let t: TestApp;
let business: FastifyInstance;
let ctx: AppContext;
let companyId: string;
let campaignId: string;
let adaId: string;
let graceId: string;

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  ctx = t.app.ctx;
  const { db } = t.deps.database;
  companyId = await insertSellingCompany(db, { name: 'Wallet Bakery' });
  campaignId = await insertLiveCampaign(db, companyId, { name: 'Bread Club' });
  ({ userId: adaId } = await newSignedInBuyer(t.app, db, 'ada@wallet.test'));
  ({ userId: graceId } = await newSignedInBuyer(t.app, db, 'grace@wallet.test'));
  await newCompanyUser(business, db, 'owner@wallet.test', 'Wallet Owner Ltd');
});
afterAll(async () => {
  await business.close();
  await t.close();
});

describe('wallet use cases with a built actor', () => {
  it('refuses a visitor (401) and a business account (403)', async () => {
    for (const useCase of [getWallet, getUnlocked]) {
      await expect(useCase(ctx, visitor())).rejects.toMatchObject({
        code: 'unauthenticated',
        message: MISSING_USER_DATA,
      });
      const owner = await actorOf(ctx, 'owner@wallet.test');
      await expect(useCase(ctx, owner)).rejects.toMatchObject({
        code: 'forbidden',
        message: WRONG_USER_DATA,
      });
    }
  });

  it("shows a customer their own vouchers, with the code of an unused one, and nobody else's", async () => {
    const { db } = t.deps.database;
    const adaCode = await insertVoucher(db, { campaignId, companyId, buyerUserId: adaId });
    await insertVoucher(db, { campaignId, companyId, buyerUserId: graceId });

    const wallet = await getWallet(ctx, await actorOf(ctx, 'ada@wallet.test'));
    expect(wallet.vouchers).toHaveLength(1);
    expect(wallet.vouchers[0]).toMatchObject({
      campaignId,
      campaignName: 'Bread Club',
      code: adaCode,
      seeCampaign: true,
    });
  });

  it('lists the campaigns where the customer has a higher step open', async () => {
    const unlocked = await getUnlocked(ctx, await actorOf(ctx, 'ada@wallet.test'));
    expect(unlocked.campaigns.map((c) => [c.id, c.viewerLevel])).toEqual([[campaignId, 2]]);
  });
});
