import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companies, eq } from '@stepup/db';
import { VOUCHER_CODE_UNKNOWN, VOUCHER_MARKED_USED } from '@stepup/domain';
import { buildApp } from '../../app';
import type { AppContext } from '../../context/app-context';
import { actorOf, visitor } from '../../../test/actors';
import { waitForMail } from '../../../test/account-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { lookUpVoucher, redeemVoucher } from './service';

// The till's use cases called as a job or another module would: a built actor, no cookie, no HTTP.
let t: TestApp;
let business: FastifyInstance;
let ctx: AppContext;
let alphaCompanyId: string;
let campaignId: string;
let buyerId: string;

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  ctx = business.ctx;
  const { db } = t.deps.database;
  ({ companyId: alphaCompanyId } = await newCompanyUser(business, db, 'till@alpha.test', 'Alpha'));
  await newCompanyUser(business, db, 'till@beta.test', 'Beta');
  await db
    .update(companies)
    .set({ contactEmail: 'hello@alpha.test' })
    .where(eq(companies.id, alphaCompanyId));
  ({ userId: buyerId } = await newSignedInBuyer(t.app, db, 'grace@example.test', {
    name: 'Grace Hopper',
  }));
  campaignId = await insertLiveCampaign(db, alphaCompanyId, { name: 'Tea Club' });
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

const aVoucher = () =>
  insertVoucher(t.deps.database.db, {
    campaignId,
    companyId: alphaCompanyId,
    buyerUserId: buyerId,
    faceValuePence: 4000,
  });

describe('redemption use cases with a built actor', () => {
  it('refuses a visitor (401) and a customer (403) before looking at the code', async () => {
    const code = await aVoucher();
    await expect(lookUpVoucher(ctx, visitor(), { code })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    const customer = await actorOf(ctx, 'grace@example.test');
    await expect(redeemVoucher(ctx, customer, { code })).rejects.toMatchObject({
      code: 'forbidden',
    });
  });

  it("lets a member redeem their company's voucher once and mails the receipt", async () => {
    const code = await aVoucher();
    const till = await actorOf(ctx, 'till@alpha.test', { ip: '198.51.100.7' });
    const shown = await lookUpVoucher(ctx, till, { code });
    expect(shown).toMatchObject({
      status: 'unused',
      customerFirstName: 'Grace',
      faceValuePence: 4000,
    });

    const result = await redeemVoucher(ctx, till, { code });
    expect(result.message).toBe(VOUCHER_MARKED_USED);
    expect(result.voucher.status).toBe('used');
    await expect(redeemVoucher(ctx, till, { code })).rejects.toMatchObject({ code: 'conflict' });
    const [receipt] = await waitForMail(business, 'hello@alpha.test', {
      template: 'redemption-receipt',
    });
    expect(receipt!.text).toContain(code);
  });

  it("answers another company's member as if the code did not exist", async () => {
    const code = await aVoucher();
    const other = await actorOf(ctx, 'till@beta.test', { ip: '198.51.100.8' });
    await expect(lookUpVoucher(ctx, other, { code })).rejects.toMatchObject({
      code: 'not_found',
      message: VOUCHER_CODE_UNKNOWN,
    });
  });
});
