import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletSchema } from '@stepup/contracts';
import type { Wallet } from '@stepup/contracts';
import { demoAccounts, eq, user } from '@stepup/db';
import { formatPounds, printableVoucherText, RATE_LIMITED, ukDate } from '@stepup/domain';
import { cookiesFrom, newVerifiedCustomer } from '../../../test/account-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { printRules } from './service';

let t: TestApp;
let cookie: string;
let demoWallet: Wallet;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email: demoAccounts.customer.email, password: demoAccounts.customer.password },
  });
  cookie = cookiesFrom(res.headers['set-cookie']);
  demoWallet = walletSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json(),
  );
});
afterAll(async () => {
  await t.close();
});

const pdfOf = (voucherId: string, size: string, asCookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/wallet/vouchers/${voucherId}/pdf?size=${size}`,
    headers: asCookie ? { cookie: asCookie } : {},
  });

async function textOf(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  const [, , width, height] = (await document.getPage(1)).view;
  return { text: text.replace(/\s+/g, ' '), size: [Math.round(width!), Math.round(height!)] };
}

const voucherWith = (status: string) => demoWallet.vouchers.find((v) => v.status === status)!;

describe('GET /api/wallet/vouchers/:voucherId/pdf', () => {
  it("prints the customer's unused voucher: its code, value, expiry and business, as A4 or a card", async () => {
    const voucher = voucherWith('unused');
    const a4 = await pdfOf(voucher.id, 'a4', cookie);
    expect(a4.statusCode, a4.body).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    expect(a4.headers['cache-control']).toBe('private, no-store');
    expect(a4.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+-a4\.pdf"$/,
    );
    const printed = await textOf(a4.rawPayload);
    expect(printed.size).toEqual([595, 842]);
    for (const expected of [
      voucher.code!,
      printableVoucherText.value(formatPounds(voucher.faceValuePence)),
      printableVoucherText.expires(ukDate(new Date(voucher.expiresAt))),
      voucher.campaignName,
      voucher.company.name,
    ]) {
      expect(printed.text).toContain(expected);
    }

    const card = await pdfOf(voucher.id, 'card', cookie);
    expect(card.statusCode).toBe(200);
    const printedCard = await textOf(card.rawPayload);
    expect(printedCard.size).toEqual([298, 420]);
    expect(printedCard.text).toContain(voucher.code!);
  });

  it('refuses a visitor, a used or sent voucher, another customer, and an unknown size', async () => {
    const unused = voucherWith('unused');
    expect((await pdfOf(unused.id, 'a4')).statusCode).toBe(401);
    for (const status of ['used', 'gifted']) {
      const res = await pdfOf(voucherWith(status).id, 'a4', cookie);
      expect(res.statusCode, status).toBe(404);
      expect(res.json().error.message).toBe(printableVoucherText.notPrintable);
    }
    const other = await newVerifiedCustomer(t.app, {
      email: 'printer@example.test',
      password: 'Printer-Password-1',
    });
    const theirs = await pdfOf(unused.id, 'a4', other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(unused.code!);
    expect((await pdfOf(unused.id, 'poster', cookie)).statusCode).toBe(422);
  });

  it('is not on the business site', async () => {
    const business = await buildTestApp({ site: 'business' });
    try {
      const res = await business.app.inject({
        method: 'GET',
        url: `/api/wallet/vouchers/${voucherWith('unused').id}/pdf?size=a4`,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await business.close();
    }
  });

  it('prints at most 30 in ten minutes for one customer', async () => {
    const rule = printRules.perCustomer;
    const [row] = await t.deps.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoAccounts.customer.email));
    const limiter = t.deps.services.rateLimiter;
    await limiter.reset(rule, row!.id);
    await limiter.count(rule, row!.id, rule.limit - 1);
    expect((await pdfOf(voucherWith('unused').id, 'card', cookie)).statusCode).toBe(200);
    const refused = await pdfOf(voucherWith('unused').id, 'card', cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(RATE_LIMITED);
  });
});
