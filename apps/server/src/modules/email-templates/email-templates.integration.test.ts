import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  createPurchaseResponseSchema,
  emailTemplateDetailSchema,
  emailTemplateListSchema,
  PAYMENT_CLIENT_SECRET_HEADER,
  paymentProgressSchema,
} from '@stepup/contracts';
import type { CreatePurchaseResponse } from '@stepup/contracts';
import { and, auditLog, desc, emailTemplates, eq } from '@stepup/db';
import {
  EMAIL_TEMPLATE_DOES_NOT_EXIST,
  EMAIL_TEMPLATE_MALFORMED,
  FULL_ADMIN_PERMISSIONS,
  permissionMap,
} from '@stepup/domain';
import { EMAIL_CATALOGUE } from '@stepup/email';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  newVerifiedAccount,
  signInWithAuthenticator,
  turnOnAuthenticator,
  waitForMail,
} from '../../../test/account-helpers';
import { makeAdmin } from '../../../test/admin-helpers';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';
import { SANDBOX_CARDS } from '../../providers/payments/sandbox/sandbox-provider';

let t: TestApp;
let business: FastifyInstance;
const db = () => t.deps.database.db;
const password = 'Templates-Pass-1';
const cookies = { writer: '', reader: '' };
const writerEmail = 'writer@templates.test';
let companyId: string;

async function signedInAdmin(email: string, permissions = FULL_ADMIN_PERMISSIONS) {
  const signedUp = await newVerifiedAccount(business, {
    email,
    password,
    companyName: `Scratch ${email}`,
  });
  await makeAdmin(db(), email, { permissions });
  const { totpURI } = await turnOnAuthenticator(business, signedUp, password);
  return signInWithAuthenticator(business, { email, password }, totpURI);
}

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  cookies.writer = await signedInAdmin(writerEmail);
  cookies.reader = await signedInAdmin(
    'reader@templates.test',
    permissionMap({ notifications: 'read' }),
  );
  companyId = await insertSellingCompany(db(), { contactEmail: 'sales@templates.test' });
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

const api = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
  cookie = cookies.writer,
) =>
  business.inject({
    method,
    url: `/api/admin/email-templates${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

async function bought(campaignId: string, cookie: string): Promise<CreatePurchaseResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    payload: { campaignId, slot: 1, buyFor: 'self' },
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return createPurchaseResponseSchema.parse(res.json());
}

async function paid(purchase: CreatePurchaseResponse) {
  const pay = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/intents/${purchase.paymentIntentId}/confirm`,
    payload: { clientSecret: purchase.clientSecret, cardNumber: SANDBOX_CARDS.succeeds },
  });
  expect(pay.statusCode, pay.body).toBe(200);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/purchases/${purchase.paymentId}/status`,
      headers: { [PAYMENT_CLIENT_SECRET_HEADER]: purchase.clientSecret },
    });
    const body = paymentProgressSchema.parse(res.json());
    if (body.status === 'succeeded') return body;
    if (body.status === 'payment_failed' || Date.now() > deadline)
      throw new Error(`payment ended ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const logOf = (key: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'email-template'), eq(auditLog.targetId, key)))
    .orderBy(desc(auditLog.at));

describe('email templates', () => {
  it('lists every email the platform sends with its default wording', async () => {
    const res = await api('GET', '');
    expect(res.statusCode).toBe(200);
    const { templates } = emailTemplateListSchema.parse(res.json());
    expect(templates.map((e) => e.key)).toEqual(Object.keys(EMAIL_CATALOGUE));
    const confirmation = templates.find((e) => e.key === 'voucher-confirmation')!;
    expect(confirmation).toMatchObject({
      label: 'Purchase confirmation',
      audience: 'customer',
      subject: 'Your {{companyName}} voucher: {{faceValue}} for {{pricePaid}}',
      customised: false,
      updatedAt: null,
    });
  });

  it('shows one email with the placeholders it offers and its defaults', async () => {
    const res = await api('GET', '/sale-notice');
    const detail = emailTemplateDetailSchema.parse(res.json());
    expect(detail.placeholders.map((p) => p.name)).toEqual([
      'siteName',
      'companyName',
      'campaignName',
      'customerFirstName',
      'faceValue',
      'pricePaid',
      'asGift',
    ]);
    expect(detail.defaultSubject).toBe('New sale: {{faceValue}} {{campaignName}} voucher');
    expect((await api('GET', '/no-such-email')).json().error.message).toBe(
      EMAIL_TEMPLATE_DOES_NOT_EXIST,
    );
  });

  it('refuses a template with unknown placeholders or broken braces, naming them, and saves nothing', async () => {
    const unknown = await api('PUT', '/voucher-confirmation', {
      subject: 'Your {{company}} voucher',
      content: 'Thanks {{buyerName}}, your code is {{voucherCode}} and {{ price }}.',
    });
    expect(unknown.statusCode).toBe(422);
    const body = unknown.json().error;
    expect(body.message).toBe(
      'Unknown placeholder: {{company}}. Use only the placeholders listed for this email.',
    );
    expect(body.fields.content).toBe(
      'Unknown placeholders: {{voucherCode}}, {{price}}. Use only the placeholders listed for this email.',
    );
    const malformed = await api('PUT', '/voucher-confirmation', {
      subject: 'Your voucher',
      content: 'Thanks {{buyerName}',
    });
    expect(malformed.json().error.fields.content).toBe(EMAIL_TEMPLATE_MALFORMED);
    expect(await db().select().from(emailTemplates)).toHaveLength(0);
  });

  it("carries a saved purchase-confirmation subject and content to the next purchase's email, escaped in HTML, and logs it", async () => {
    const saved = await api('PUT', '/voucher-confirmation', {
      subject: 'Your {{companyName}} treat from {{siteName}} ({{faceValue}})',
      content: 'Enjoy {{campaignName}}, {{buyerName}}!\n\nShow code {{code}} at the till.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(emailTemplateDetailSchema.parse(saved.json())).toMatchObject({
      customised: true,
      subject: 'Your {{companyName}} treat from {{siteName}} ({{faceValue}})',
    });
    const listed = emailTemplateListSchema.parse((await api('GET', '')).json()).templates;
    expect(listed.find((e) => e.key === 'voucher-confirmation')!.customised).toBe(true);

    const [entry] = await logOf('voucher-confirmation');
    expect(entry).toMatchObject({ action: 'email-template.saved', actorLabel: writerEmail });
    expect(entry!.data).toMatchObject({
      name: 'Purchase confirmation',
      before: { subject: EMAIL_CATALOGUE['voucher-confirmation'].subject },
      after: { subject: 'Your {{companyName}} treat from {{siteName}} ({{faceValue}})' },
    });

    const email = 'buyer@templates.test';
    const { cookie } = await newSignedInBuyer(t.app, db(), email, { name: 'Priya <Shah>' });
    const campaignId = await insertLiveCampaign(db(), companyId, { name: 'Coffee & Cake' });
    const { voucherCode } = await paid(await bought(campaignId, cookie));
    const [mail] = await waitForMail(t.app, email, { template: 'voucher-confirmation' });
    expect(mail!.subject).toMatch(/^Your .+ treat from Vouchers \(£\d+\.\d\d\)$/);
    expect(mail!.text).toContain('Enjoy Coffee & Cake, Priya <Shah>!');
    expect(mail!.text).toContain(`Show code ${voucherCode} at the till.`);
    expect(mail!.text).not.toContain('Thank you for your purchase');
    // The rest of the email is as before: the code, the details, the button.
    expect(mail!.text).toContain(`Your voucher code: ${voucherCode}`);
    expect(mail!.html).toContain('Enjoy Coffee &amp; Cake, Priya &lt;Shah&gt;!');
    expect(mail!.html).not.toContain('<Shah>');
  });

  it('resets an email to its default wording, logged, and the next email says the default again', async () => {
    const res = await api('DELETE', '/voucher-confirmation');
    expect(res.statusCode).toBe(200);
    expect(emailTemplateDetailSchema.parse(res.json())).toMatchObject({
      customised: false,
      subject: EMAIL_CATALOGUE['voucher-confirmation'].subject,
    });
    const [entry] = await logOf('voucher-confirmation');
    expect(entry!.action).toBe('email-template.reset');
    const email = 'second@templates.test';
    const { cookie } = await newSignedInBuyer(t.app, db(), email);
    const campaignId = await insertLiveCampaign(db(), companyId, { name: 'Tea Time' });
    await paid(await bought(campaignId, cookie));
    const [mail] = await waitForMail(t.app, email, { template: 'voucher-confirmation' });
    expect(mail!.text).toContain('Thank you for your purchase.');
    // Resetting the default again changes nothing and logs nothing.
    await api('DELETE', '/voucher-confirmation');
    expect(await logOf('voucher-confirmation')).toHaveLength(2);
  });

  it('previews a draft with sample data without saving it, also for a level that only reads', async () => {
    const res = await api(
      'POST',
      '/sale-notice/preview',
      { subject: 'Sold: {{campaignName}} <b>', content: '{{customerFirstName}} bought one.' },
      cookies.reader,
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.subject).toBe('Sold: Coffee Club <b>');
    expect(preview.text).toContain('Ada bought one.');
    expect(preview.html).toContain('<title>Sold: Coffee Club &lt;b&gt;</title>');
    expect(preview.html).toContain('https://business.stepup.test/dashboard');
    const refused = await api(
      'POST',
      '/sale-notice/preview',
      { subject: 'Sold', content: '{{nope}}' },
      cookies.reader,
    );
    expect(refused.statusCode).toBe(422);
    expect(
      (await db().select().from(emailTemplates).where(eq(emailTemplates.key, 'sale-notice')))
        .length,
    ).toBe(0);
    // Reading is not writing: no save, reset or test for this level.
    for (const [method, url] of [
      ['PUT', '/sale-notice'],
      ['DELETE', '/sale-notice'],
      ['POST', '/sale-notice/test'],
    ] as const) {
      const answer = await api(method, url, { subject: 'x', content: 'y' }, cookies.reader);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("sends a test of the draft to the admin's own address, marked as a test, saving nothing", async () => {
    const res = await api('POST', '/company-approved/test', {
      subject: '{{companyName}} is in!',
      content: 'Welcome to {{siteName}}.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sentTo: writerEmail });
    const [mail] = await waitForMail(business, writerEmail, { template: 'test:company-approved' });
    expect(mail!.subject).toBe('[Test] Brew & Bake is in!');
    expect(mail!.text).toContain('Welcome to Vouchers.');
    expect(
      await db().select().from(emailTemplates).where(eq(emailTemplates.key, 'company-approved')),
    ).toHaveLength(0);
  });
});
