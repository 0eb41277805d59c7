import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPurchaseResponseSchema,
  giftDesignListSchema,
  PAYMENT_CLIENT_SECRET_HEADER,
  paymentProgressSchema,
} from '@stepup/contracts';
import type { CreatePurchaseResponse } from '@stepup/contracts';
import { and, auditLog, eq, vouchers } from '@stepup/db';
import {
  ADMIN_ONLY,
  GIFT_DESIGN_CATEGORY_NOT_EMPTY,
  GIFT_DESIGN_IMAGE_REQUIRED,
  GIFT_DESIGN_IN_USE,
  GIFT_DESIGN_UNAVAILABLE,
  type AdminPermissionMap,
} from '@stepup/domain';
import { buildApp } from '../../app';
import { newVerifiedAccount, waitForMail } from '../../../test/account-helpers';
import { signedInAdmin } from '../../../test/admin-helpers';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { SANDBOX_CARDS } from '../../providers/payments/sandbox/sandbox-provider';

// Gift designs (docs/product.md#gift-designs): who may manage them, the admin's changes and their
// log lines, the public list, and a gift bought with a design: refused when the design is unknown
// or withdrawn, else carried by the voucher into the recipient's email.

let t: TestApp;
let business: FastifyInstance;
const cookies = { writer: '', reader: '', content: '', company: '', customer: '' };
const db = () => t.deps.database.db;
let companyId = '';
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const admin = async (email: string, permissions: AdminPermissionMap) =>
    (await signedInAdmin(business, db(), email, permissions)).cookie;
  cookies.writer = await admin('writer@designs.test', { gifting: 2 });
  cookies.reader = await admin('reader@designs.test', { gifting: 1 });
  cookies.content = await admin('content@designs.test', { content: 2 });
  cookies.company = await newVerifiedAccount(business, {
    email: 'owner@designs.test',
    password: 'Company-Password-1',
    companyName: 'Designs Ltd',
  });
  cookies.customer = (await newSignedInBuyer(t.app, db(), 'customer@designs.test')).cookie;
  companyId = await insertSellingCompany(db(), { name: 'Brew & Bake' });
}, 180_000);

afterAll(async () => {
  await business.close();
  await t.close();
});

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: object,
) =>
  business.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });

async function uploadArtwork(cookie: string) {
  const png = await sharp({
    create: { width: 1200, height: 600, channels: 3, background: '#f43f5e' },
  })
    .png()
    .toBuffer();
  const boundary = '----designs';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return business.inject({
    method: 'POST',
    url: '/api/admin/images/gift-design',
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function newCategory(name: string) {
  const res = await send('POST', '/admin/gift-design-categories', cookies.writer, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function newDesign(name: string, categoryId: string) {
  const image = (await uploadArtwork(cookies.writer)).json().image.url as string;
  const res = await send('POST', '/admin/gift-designs', cookies.writer, {
    name,
    categoryId,
    imageUrl: image,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; imageUrl: string };
}

const publicList = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/gift-designs', headers });
  return res;
};

describe('who may manage gift designs', () => {
  it('refuses a visitor (401), a company user, a customer and an admin without gifting (403); a reader only reads', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/gift-designs', undefined],
      ['POST', '/admin/gift-designs', { name: 'X', categoryId: 'x', imageUrl: '/files/x.webp' }],
      ['GET', '/admin/gift-design-categories', undefined],
      ['POST', '/admin/gift-design-categories', { name: 'X' }],
      ['DELETE', '/admin/gift-design-categories/x', undefined],
    ] as const) {
      expect((await send(method, url, null, body)).statusCode).toBe(401);
      const company = await send(method, url, cookies.company, body);
      expect(company.statusCode).toBe(403);
      expect(company.json().error.message).toBe(ADMIN_ONLY);
      expect((await send(method, url, cookies.content, body)).statusCode).toBe(403);
      // The customer site has no admin endpoints at all.
      const onCustomerSite = await t.app.inject({
        method,
        url: `/api${url}`,
        headers: { cookie: cookies.customer },
        ...(body ? { payload: body } : {}),
      });
      expect(onCustomerSite.statusCode).toBe(404);
    }
    expect((await send('GET', '/admin/gift-designs', cookies.reader)).statusCode).toBe(200);
    expect(
      (await send('POST', '/admin/gift-design-categories', cookies.reader, { name: 'X' }))
        .statusCode,
    ).toBe(403);
    // The artwork upload needs gifting:write too.
    expect((await uploadArtwork(cookies.content)).statusCode).toBe(403);
    expect((await uploadArtwork(cookies.reader)).statusCode).toBe(403);
  });
});

describe('managing gift designs', () => {
  it('adds categories and designs in order, logs each change, and refuses a design without artwork', async () => {
    const birthday = await newCategory('Birthday');
    const thanks = await newCategory('Thank you');
    const missing = await send('POST', '/admin/gift-designs', cookies.writer, {
      name: 'No picture',
      categoryId: birthday,
      imageUrl: null,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields.imageUrl).toBe(GIFT_DESIGN_IMAGE_REQUIRED);

    const balloons = await newDesign('Balloons', birthday);
    expect(balloons.imageUrl).toMatch(/^\/files\/admin\/gift-design-.*\.webp$/);
    await newDesign('Flowers', thanks);

    const moved = await send(
      'POST',
      `/admin/gift-design-categories/${thanks}/move`,
      cookies.writer,
      { direction: 'up' },
    );
    expect(
      moved
        .json()
        .categories.map((c: { name: string }) => c.name)
        .slice(-2),
    ).toEqual(['Thank you', 'Birthday']);

    const list = (await send('GET', '/admin/gift-designs', cookies.reader)).json();
    expect(list.designs.find((d: { id: string }) => d.id === balloons.id)).toMatchObject({
      name: 'Balloons',
      categoryName: 'Birthday',
      active: true,
      giftCount: 0,
    });

    const full = await send('DELETE', `/admin/gift-design-categories/${birthday}`, cookies.writer);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(GIFT_DESIGN_CATEGORY_NOT_EMPTY);

    const logged = await db()
      .select({ action: auditLog.action, data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'gift-design'), eq(auditLog.targetId, balloons.id)));
    expect(logged).toEqual([
      {
        action: 'gift-design.created',
        data: expect.objectContaining({ name: 'Balloons' }),
      },
    ]);
  });
});

describe('the public list and a gift with a design', () => {
  /** Buys a £25 gift to `recipient` for a new signed-in buyer; answers the response. */
  async function buyGift(recipient: string, designId?: string) {
    const { cookie } = await newSignedInBuyer(t.app, db(), `giver${++n}@designs.test`, {
      name: 'Sam',
    });
    const campaignId = await insertLiveCampaign(db(), companyId);
    return t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { cookie },
      payload: {
        campaignId,
        slot: 1,
        buyFor: 'gift',
        gift: {
          name: 'Alex',
          email: recipient,
          message: 'Happy birthday, Alex!',
          ...(designId ? { designId } : {}),
        },
      },
    });
  }

  async function pay(purchase: CreatePurchaseResponse) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${purchase.paymentIntentId}/confirm`,
      payload: { clientSecret: purchase.clientSecret, cardNumber: SANDBOX_CARDS.succeeds },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (let i = 0; i < 200; i++) {
      const status = paymentProgressSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/purchases/${purchase.paymentId}/status`,
            headers: { [PAYMENT_CLIENT_SECRET_HEADER]: purchase.clientSecret },
          })
        ).json(),
      );
      if (status.status === 'succeeded') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('not paid');
  }

  it('lists the active designs of active categories to anyone, kept until a design changes', async () => {
    const category = await newCategory('Wedding');
    const rings = await newDesign('Rings', category);
    const first = await publicList();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('public');
    const wedding = giftDesignListSchema
      .parse(first.json())
      .categories.find((c) => c.id === category);
    expect(wedding?.designs).toEqual([{ id: rings.id, name: 'Rings', imageUrl: rings.imageUrl }]);
    const again = await publicList({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);

    const off = await send('PATCH', `/admin/gift-designs/${rings.id}`, cookies.writer, {
      name: 'Rings',
      categoryId: category,
      imageUrl: rings.imageUrl,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = giftDesignListSchema.parse((await publicList()).json());
    // The category has no active design left: it is not offered at all.
    expect(after.categories.find((c) => c.id === category)).toBeUndefined();
  });

  it('refuses a gift with an unknown or inactive design; carries an active one to the voucher and the recipient’s email', async () => {
    const category = await newCategory('Just because');
    const hearts = await newDesign('Hearts', category);
    const retired = await newDesign('Old hearts', category);
    await send('PATCH', `/admin/gift-designs/${retired.id}`, cookies.writer, {
      name: 'Old hearts',
      categoryId: category,
      imageUrl: retired.imageUrl,
      active: false,
    });
    for (const designId of ['no-such-design', retired.id]) {
      const refused = await buyGift('nobody@designs.test', designId);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(GIFT_DESIGN_UNAVAILABLE);
    }

    const recipient = 'alex@designs.test';
    const made = await buyGift(recipient, hearts.id);
    expect(made.statusCode, made.body).toBe(201);
    const purchase = createPurchaseResponseSchema.parse(made.json());
    await pay(purchase);
    const [voucher] = await db()
      .select()
      .from(vouchers)
      .where(eq(vouchers.paymentId, purchase.paymentId));
    expect(voucher!.giftDesignId).toBe(hearts.id);

    const [mail] = await waitForMail(t.app, recipient, { template: 'gift-delivery' });
    expect(mail!.html).toContain(`src="${t.deps.config.publicWebUrl}${hearts.imageUrl}"`);
    expect(mail!.html).toContain('Happy birthday, Alex!');
    expect(mail!.html).toContain(`aria-label="QR code of ${voucher!.code}"`);
    expect(mail!.text).toContain(voucher!.code);
    expect(mail!.text).toContain('Brew & Bake');
    expect(mail!.text).toContain('£25.00');

    // A design gifts carry is deactivated, never deleted.
    const del = await send('DELETE', `/admin/gift-designs/${hearts.id}`, cookies.writer);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe(GIFT_DESIGN_IN_USE);
    const unused = await send('DELETE', `/admin/gift-designs/${retired.id}`, cookies.writer);
    expect(unused.statusCode).toBe(204);
  });
});
