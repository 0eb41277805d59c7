import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  companies,
  companyMembers,
  eq,
  integrations,
  user,
  vouchers,
} from '@stepup/db';
import type { Database } from '@stepup/db';
import {
  COMPANY_ONLY,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_SMALL,
  INVALID_FORMAT,
  INVALID_TRADING_NAME,
  INVALID_WEBSITE_FORMAT,
  LOGO_TOO_SMALL,
  NO_IMAGE_SELECTED,
} from '@stepup/domain';
import { buildApp } from '../../app';
import { newVerifiedAccount, sessionSignedFor } from '../../../test/account-helpers';
import { insertLiveCampaign } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { missingPrerequisitesOf } from './company-setup';

let t: TestApp;
let business: FastifyInstance;
const db = (): Database => t.deps.database.db;

interface CompanyUser {
  cookie: string;
  companyId: string;
}
let first: CompanyUser;
let second: CompanyUser;
/** A customer's session as if the business site had issued it (see sessionSignedFor). */
let customerCookie: string;
/** The same session as the customer site names it. */
let customerWebCookie: string;
let categoryId: string;

async function companyUser(email: string, companyName: string): Promise<CompanyUser> {
  const cookie = await newVerifiedAccount(business, {
    email,
    password: 'Company-Password-1',
    companyName,
  });
  const [row] = await db()
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(eq(user.email, email));
  return { cookie, companyId: row!.companyId };
}

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  [first, second] = await Promise.all([
    companyUser('owner@first.test', 'First Bakery Ltd'),
    companyUser('owner@second.test', 'Second Cafe Ltd'),
  ]);
  customerWebCookie = await newVerifiedAccount(t.app, {
    email: 'customer@buyer.test',
    password: 'Customer-Password-1',
    name: 'Amelia Jones',
  });
  customerCookie = sessionSignedFor(customerWebCookie, 'business', t.deps.config.authSecret);
  const [category] = await db()
    .insert(categories)
    .values({ name: 'Food & Drink', key: 'food-drink', sortOrder: 1 })
    .returning({ id: categories.id });
  categoryId = category!.id;
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipartBody(file: Buffer, filename: string, contentType: string) {
  const boundary = `----stepup${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  cookie: string | undefined,
  kind: string,
  file: Buffer,
  filename = 'image.png',
  type = 'image/png',
) => {
  const body = multipartBody(file, filename, type);
  return business.inject({
    method: 'POST',
    url: `/api/company/images/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
};

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: Record<string, unknown>,
) =>
  business.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });

const validInfo = {
  tradingName: 'The First Bakery',
  website: 'https://first-bakery.test',
  description: 'Bread and cakes baked every morning.',
  registeredNumber: '01234567',
  addressLine1: '1 High Street',
  city: 'London',
  postcode: 'sw1a 1aa',
  contactEmail: 'hello@first-bakery.test',
  contactPhone: '020 7946 0000',
};

describe('company settings endpoints: who may call', () => {
  const endpoints: [string, 'GET' | 'PUT' | 'POST', string, Record<string, unknown>?][] = [
    ['setup', 'GET', '/api/company/setup'],
    ['basic information', 'GET', '/api/company/basic-information'],
    ['save basic information', 'PUT', '/api/company/basic-information', validInfo],
    ['payments', 'GET', '/api/company/payments'],
    ['connect payments', 'POST', '/api/company/payments/connect', {}],
    ['sales', 'GET', '/api/company/sales'],
    ['sales CSV', 'GET', '/api/company/sales.csv'],
  ];

  it.each(endpoints)('%s: a visitor gets 401 and a customer 403', async (_, method, url, body) => {
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    const customer = await call(method, url, customerCookie, body);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.message).toBe(COMPANY_ONLY);
  });

  it('image upload: a visitor gets 401 and a customer 403, before the file is looked at', async () => {
    const image = await png(200, 200);
    expect((await upload(undefined, 'logo', image)).statusCode).toBe(401);
    expect((await upload(customerCookie, 'logo', image)).statusCode).toBe(403);
  });

  it('none of them exists on the customer site', async () => {
    for (const [, method, url, body] of endpoints) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: customerWebCookie },
        ...(body ? { payload: body } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('basic information', () => {
  it('refuses a blank trading name and a website without http(s):// with the texts of docs/product.md', async () => {
    const noName = await call('PUT', '/api/company/basic-information', first.cookie, {
      ...validInfo,
      tradingName: '  ',
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().error).toMatchObject({
      message: INVALID_TRADING_NAME,
      fields: { tradingName: INVALID_TRADING_NAME },
    });
    const badSite = await call('PUT', '/api/company/basic-information', first.cookie, {
      ...validInfo,
      website: 'www.first-bakery.test',
    });
    expect(badSite.json().error).toMatchObject({
      message: INVALID_WEBSITE_FORMAT,
      fields: { website: INVALID_WEBSITE_FORMAT },
    });
    const badCompliance = await call('PUT', '/api/company/basic-information', first.cookie, {
      ...validInfo,
      registeredNumber: '123',
      postcode: 'nowhere',
      categoryId: 'no-such-category',
    });
    expect(badCompliance.json().error.fields).toEqual({
      registeredNumber: INVALID_FORMAT,
      postcode: INVALID_FORMAT,
    });
    const badCategory = await call('PUT', '/api/company/basic-information', first.cookie, {
      ...validInfo,
      categoryId: 'no-such-category',
    });
    expect(badCategory.json().error.fields).toEqual({ categoryId: INVALID_FORMAT });
  });

  it('saves the details and compliance data of the caller’s company only', async () => {
    const saved = await call('PUT', '/api/company/basic-information', first.cookie, {
      ...validInfo,
      categoryId,
      // Not a field of the form: a company id in the body is ignored, never obeyed.
      companyId: second.companyId,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'First Bakery Ltd',
      tradingName: 'The First Bakery',
      registeredNumber: '01234567',
      postcode: 'SW1A 1AA',
      categoryId,
      categories: [{ id: categoryId, name: 'Food & Drink' }],
    });
    const read = await call('GET', '/api/company/basic-information', first.cookie);
    expect(read.json()).toMatchObject({ tradingName: 'The First Bakery', city: 'London' });

    // The second company's user sees their own (untouched) company, never the first's.
    const other = await call(
      'GET',
      `/api/company/basic-information?companyId=${first.companyId}`,
      second.cookie,
    );
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ name: 'Second Cafe Ltd', tradingName: null, city: null });
    const [secondRow] = await db()
      .select()
      .from(companies)
      .where(eq(companies.id, second.companyId));
    expect(secondRow).toMatchObject({ tradingName: null, registeredNumber: null });
  });
});

describe('company images', () => {
  it('keeps a logo of 100×100 as web-sized WebP served from /files/', async () => {
    const res = await upload(first.cookie, 'logo', await png(100, 100));
    expect(res.statusCode).toBe(200);
    const { url, width, height } = res.json();
    expect({ width, height }).toEqual({ width: 100, height: 100 });
    expect(url).toMatch(
      new RegExp(`^/files/companies/${first.companyId}/logo-[0-9a-f]+-400\\.webp$`),
    );
    const served = await business.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    const [row] = await db().select().from(companies).where(eq(companies.id, first.companyId));
    expect(row!.logoUrl).toBe(url);
  });

  it('refuses a logo under 100×100 with the rule’s message, and keeps the old one', async () => {
    const before = (await call('GET', '/api/company/basic-information', first.cookie)).json();
    for (const [w, h] of [
      [99, 100],
      [100, 99],
    ]) {
      const res = await upload(first.cookie, 'logo', await png(w!, h!));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        message: LOGO_TOO_SMALL,
        fields: { image: LOGO_TOO_SMALL },
      });
    }
    const after = (await call('GET', '/api/company/basic-information', first.cookie)).json();
    expect(after.images.logo).toBe(before.images.logo);
  });

  it('needs primary and voucher images of at least 540×270, all at most 4096×2160', async () => {
    for (const kind of ['primary', 'voucher']) {
      expect((await upload(first.cookie, kind, await png(539, 270))).json().error.message).toBe(
        IMAGE_TOO_SMALL,
      );
      expect((await upload(first.cookie, kind, await png(4097, 2160))).json().error.message).toBe(
        IMAGE_TOO_LARGE,
      );
      const ok = await upload(first.cookie, kind, await png(540, 270));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().url).toMatch(new RegExp(`/${kind}-[0-9a-f]+-1080\\.webp$`));
    }
    expect((await upload(first.cookie, 'logo', await png(4096, 2161))).json().error.message).toBe(
      IMAGE_TOO_LARGE,
    );
  });

  it('judges the decoded pixels, not the file name or declared type', async () => {
    // A real JPEG named like a text file is read as the image it is …
    const jpeg = await sharp({
      create: { width: 600, height: 300, channels: 3, background: '#e85d4a' },
    })
      .jpeg()
      .toBuffer();
    const renamed = await upload(first.cookie, 'primary', jpeg, 'notes.txt', 'text/plain');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ width: 600, height: 300 });
    // … and text dressed up as a PNG is refused.
    const fake = await upload(
      first.cookie,
      'logo',
      Buffer.from('this is not an image'),
      'logo.png',
      'image/png',
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error.message).toBe(INVALID_FORMAT);
    // A truncated PNG whose header claims a valid size fails when decoded.
    const whole = await png(800, 400);
    const truncated = await upload(first.cookie, 'primary', whole.subarray(0, 60));
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().error.message).toBe(INVALID_FORMAT);
    // SVG is not accepted.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200"/></svg>',
    );
    expect((await upload(first.cookie, 'logo', svg, 'logo.svg', 'image/svg+xml')).statusCode).toBe(
      422,
    );
  });

  it("answers 'No image selected' when no file comes", async () => {
    const empty = await business.inject({
      method: 'POST',
      url: '/api/company/images/logo',
      headers: { cookie: first.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toBe(NO_IMAGE_SELECTED);
    const zeroBytes = await upload(first.cookie, 'logo', Buffer.alloc(0));
    expect(zeroBytes.json().error.message).toBe(NO_IMAGE_SELECTED);
  });

  it("a second company's upload lands on its own company only", async () => {
    const before = await db().select().from(companies).where(eq(companies.id, first.companyId));
    const res = await upload(second.cookie, 'logo', await png(300, 300));
    expect(res.json().url).toContain(`/companies/${second.companyId}/`);
    const after = await db().select().from(companies).where(eq(companies.id, first.companyId));
    expect(after[0]!.logoUrl).toBe(before[0]!.logoUrl);
  });
});

describe('website connection prerequisite', () => {
  const connected = async (cookie: string) =>
    (await call('GET', '/api/company/setup', cookie)).json().facts.websiteConnection;

  it("is the Online shop tab's choice once it is connected", async () => {
    // A token saved by the old one-token form (never checked, never connected) does not count.
    await db().insert(integrations).values({
      companyId: first.companyId,
      kind: 'woocommerce',
      shopUrl: 'https://first-bakery.test',
      accessTokenEncrypted: 'an-old-sealed-token',
      status: 'pending',
    });
    expect(await connected(first.cookie)).toBe(false);

    // A shop still waiting for the owner's approval does not count either.
    const authorising = await call(
      'POST',
      '/api/company/shop/woocommerce/authorise',
      first.cookie,
      { shopUrl: 'https://first-bakery.test' },
    );
    expect(authorising.statusCode).toBe(200);
    expect(await connected(first.cookie)).toBe(false);

    // "In store only" counts; ending it does not; choosing it again counts again.
    expect(
      (await call('POST', '/api/company/shop/in-store-only', first.cookie, {})).statusCode,
    ).toBe(200);
    expect(await connected(first.cookie)).toBe(true);
    expect((await call('DELETE', '/api/company/shop', first.cookie)).statusCode).toBe(200);
    expect(await connected(first.cookie)).toBe(false);
    await call('POST', '/api/company/shop/in-store-only', first.cookie, {});
    expect(await connected(first.cookie)).toBe(true);

    // The other company's choice is its own.
    expect(await connected(second.cookie)).toBe(false);
  });
});

describe('payments (sandbox)', () => {
  it('only the owner connects; connecting is instant and happens once', async () => {
    // A colleague with another role in the company may look but not connect.
    const colleague = await companyUser('colleague@first.test', 'Temporary Ltd');
    await db().delete(companyMembers).where(eq(companyMembers.companyId, colleague.companyId));
    const [colleagueUser] = await db()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'colleague@first.test'));
    await db().insert(companyMembers).values({
      companyId: first.companyId,
      userId: colleagueUser!.id,
      roleInCompany: 'manager',
    });
    const look = await call('GET', '/api/company/payments', colleague.cookie);
    expect(look.json()).toMatchObject({ provider: 'sandbox', canConnect: false });
    expect(
      (await call('POST', '/api/company/payments/connect', colleague.cookie, {})).statusCode,
    ).toBe(403);

    const before = await call('GET', '/api/company/payments', first.cookie);
    expect(before.json()).toEqual({
      provider: 'sandbox',
      accountCreated: false,
      paymentsEnabled: false,
      payoutsEnabled: false,
      requirementsDue: [],
      canConnect: true,
    });
    const connected = await call('POST', '/api/company/payments/connect', first.cookie, {});
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toEqual({
      connection: {
        provider: 'sandbox',
        accountCreated: true,
        paymentsEnabled: true,
        payoutsEnabled: true,
        requirementsDue: [],
        canConnect: true,
      },
      onboardingUrl: null,
    });
    const [row] = await db().select().from(companies).where(eq(companies.id, first.companyId));
    expect(row!.paymentAccountId).toMatch(/^acct_sandbox_/);
    expect(row!.paymentsEnabled).toBe(true);

    await call('POST', '/api/company/payments/connect', first.cookie, {});
    const [same] = await db().select().from(companies).where(eq(companies.id, first.companyId));
    expect(same!.paymentAccountId).toBe(row!.paymentAccountId);

    // The second company is still not connected.
    const other = await call('GET', '/api/company/payments', second.cookie);
    expect(other.json()).toMatchObject({ accountCreated: false, paymentsEnabled: false });
  });
});

describe('onboarding facts', () => {
  it('follow what the company has in place', async () => {
    const res = await call('GET', '/api/company/setup', first.cookie);
    expect(res.json()).toEqual({
      companyName: 'The First Bakery',
      yourRole: 'owner',
      facts: {
        websiteConnection: true,
        paymentsConnection: true,
        companyData: true,
        complianceData: true,
        primaryImage: true,
        logo: true,
        category: true,
        website: true,
        description: true,
      },
      // The sandbox's account pays out at once and needs nothing more.
      payments: { payoutsEnabled: true, requirementsDue: [] },
      // Perks are on until an admin turns them off.
      perksAvailable: true,
    });
    expect(await missingPrerequisitesOf(db(), first.companyId)).toEqual([]);
    expect(await missingPrerequisitesOf(db(), second.companyId)).toEqual([
      'websiteConnection',
      'paymentsConnection',
      'companyData',
      'complianceData',
      'primaryImage',
      'category',
      'website',
      'description',
    ]);
    const other = await call('GET', '/api/company/setup', second.cookie);
    expect(other.json()).toMatchObject({
      companyName: 'Second Cafe Ltd',
      facts: {
        websiteConnection: false,
        paymentsConnection: false,
        companyData: false,
        logo: true,
      },
    });
  });
});

describe('sales list and CSV', () => {
  it("lists the company's own sales newest first with totals, and exports them as CSV", async () => {
    const campaignId = await insertLiveCampaign(db(), first.companyId, {
      name: 'Coffee, Cake & "More"',
    });
    const otherCampaign = await insertLiveCampaign(db(), second.companyId, { name: 'Other' });
    const [buyer] = await db()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'customer@buyer.test'));
    const sale = (overrides: Partial<typeof vouchers.$inferInsert>) => ({
      code: `CODE-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      campaignId,
      companyId: first.companyId,
      step: 1,
      slot: 0,
      faceValuePence: 2500,
      discount: 10,
      pricePaidPence: 2250,
      expiresAt: new Date('2028-01-01T00:00:00Z'),
      ...overrides,
    });
    await db()
      .insert(vouchers)
      .values([
        sale({ buyerUserId: buyer!.id, paymentDate: new Date('2026-03-01T12:00:00Z') }),
        sale({
          buyerUserId: buyer!.id,
          step: 2,
          faceValuePence: 5000,
          discount: 15,
          pricePaidPence: 4250,
          buyFor: 'gift',
          giftRecipientName: 'Sam',
          giftRecipientEmail: 'sam@friend.test',
          usedAt: new Date('2026-03-05T10:00:00Z'),
          paymentDate: new Date('2026-07-31T23:30:00Z'),
        }),
        sale({ guestEmail: 'guest@buyer.test', paymentDate: new Date('2026-02-01T09:00:00Z') }),
        sale({
          buyerUserId: buyer!.id,
          cancelledAt: new Date('2026-02-03T09:00:00Z'),
          paymentDate: new Date('2026-02-02T09:00:00Z'),
        }),
        sale({
          campaignId: otherCampaign,
          companyId: second.companyId,
          faceValuePence: 10000,
          pricePaidPence: 9000,
          paymentDate: new Date('2026-05-01T09:00:00Z'),
        }),
      ]);

    const res = await call('GET', '/api/company/sales', first.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sales.map((s: { paymentDate: string }) => s.paymentDate)).toEqual([
      '2026-07-31T23:30:00.000Z',
      '2026-03-01T12:00:00.000Z',
      '2026-02-02T09:00:00.000Z',
      '2026-02-01T09:00:00.000Z',
    ]);
    expect(body.sales[0]).toMatchObject({
      customerFirstName: 'Amelia',
      faceValuePence: 5000,
      paidPence: 4250,
      step: 2,
      gift: true,
      redeemed: true,
      cancelled: false,
    });
    expect(body.sales[3]).toMatchObject({ customerFirstName: 'Guest', gift: false });
    // Cancelled sales are listed but not counted.
    expect(body.totals).toEqual({
      count: 3,
      faceValuePence: 10000,
      paidPence: 8750,
      redeemedCount: 1,
    });
    expect(body.pageSize).toBe(25);
    expect((await call('GET', '/api/company/sales?page=2', first.cookie)).json().sales).toEqual([]);
    expect((await call('GET', '/api/company/sales?page=0', first.cookie)).statusCode).toBe(422);

    // The second company sees only its own sale.
    const other = (await call('GET', '/api/company/sales', second.cookie)).json();
    expect(other.sales).toHaveLength(1);
    expect(other.totals).toMatchObject({ count: 1, faceValuePence: 10000 });

    const csv = await call('GET', '/api/company/sales.csv', first.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="sales-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'Date,Customer,Campaign,Voucher value (GBP),Paid (GBP),Step,Gift,Redeemed,Cancelled',
      '01/08/2026 00:30,Amelia,"Coffee, Cake & ""More""",50.00,42.50,Step 2,Yes,Yes,No',
      '01/03/2026 12:00,Amelia,"Coffee, Cake & ""More""",25.00,22.50,Step 1,No,No,No',
      '02/02/2026 09:00,Amelia,"Coffee, Cake & ""More""",25.00,22.50,Step 1,No,No,Yes',
      '01/02/2026 09:00,Guest,"Coffee, Cake & ""More""",25.00,22.50,Step 1,No,No,No',
      '',
    ]);
    const otherCsv = await call('GET', '/api/company/sales.csv', second.cookie);
    expect(otherCsv.body).not.toContain('Coffee');
  });
});
