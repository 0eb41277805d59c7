import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, mailOutbox } from '@stepup/db';
import {
  EMAIL_BADLY_FORMATTED,
  IMAGE_FILE_TOO_BIG,
  RATE_LIMITED,
  TEXT_TOO_LONG,
} from '@stepup/domain';
import { buildApp } from './app';
import type { RateRule } from './plugins/rate-limit';
import { accountRateRules } from './modules/accounts/rate-rules';
import { adminRateRules } from './modules/admin/service';
import { customerChangeRateRules } from './modules/admin/customer-changes';
import { adminsRateRules } from './modules/admins/admin-accounts';
import { adminImageRateRules } from './modules/admin-images/upload-admin-image';
import { contentRateRules } from './modules/content/content-rate-rules';
import { MAX_IMAGE_BYTES } from './plugins/image-upload';
import { shopRateRules } from './modules/shops/shop-rate-rules';
import { companyRateRules } from './modules/companies/company-rate-rules';
import { campaignRequestRateRules } from './modules/company-campaigns/service';
import { teamRateRules } from './modules/team/service';
import { refundRateRules } from './modules/refunds/rate-rules';
import { buildTestApp } from '../test/test-app';
import { shopifyRateRules } from './modules/shopify/shopify-rate-rules';
import type { TestApp } from '../test/test-app';
import {
  cookiesFrom,
  newVerifiedAccount,
  newVerifiedCustomer,
  totpCode,
} from '../test/account-helpers';
import { newCompanyUser } from '../test/company-helpers';
import { makeAdmin } from '../test/admin-helpers';
import { adminRequestRules } from './modules/admin/request-budget';
import { dashboardChartsRateRules } from './modules/company-campaigns/dashboard-charts';
import {
  emailTemplateRateRules,
  emailTestRateRules,
} from './modules/email-templates/email-templates';
// Public API and API keys (ADR 036).
import { publicApiRateRules } from './modules/public-api/public-api-rate-rules';
import { webhookRateRules } from './modules/webhooks/webhook-rate-rules';
import { siteRateRules } from './modules/sites/site-rate-rules';
import { tillRateRules } from './modules/redemption/till';

// Endpoints that write names, messages, emails and images, and every endpoint that checks a
// password, are limited per address and per account (or company). Each case fills a counter to
// one short of its limit, then the endpoint's own attempt is the last one allowed and the next
// is refused, so a case passes only if the endpoint both counts and refuses.

let t: TestApp;
let business: FastifyInstance;
const password = 'Limits-Pass-1';
const signedIn = { customer: '', owner: '', admin: '' };
const ids = { customer: '', owner: '', company: '', admin: '' };
const limiter = () => t.deps.services.rateLimiter;

const sessionUserId = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ url: '/api/account/session', headers: { cookie } })).json().user.id as string;

beforeAll(async () => {
  // Shopify offered (ADR 040), so its install is there to be limited.
  t = await buildTestApp({
    env: {
      SHOPIFY_API_KEY: 'limitsclientid0123456',
      SHOPIFY_API_SECRET: 'shpss_limits_secret_0123',
    },
  });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const db = t.deps.database.db;

  signedIn.customer = await newVerifiedCustomer(t.app, { email: 'customer@limits.test', password });
  ids.customer = await sessionUserId(t.app, signedIn.customer);

  const owner = await newCompanyUser(business, db, 'owner@limits.test', 'Limits Ltd');
  signedIn.owner = owner.cookie;
  ids.company = owner.companyId;
  ids.owner = await sessionUserId(business, owner.cookie);

  // A platform admin with an authenticator app (the admin area asks for a second factor).
  const adminCookie = await newVerifiedAccount(business, {
    email: 'admin@limits.test',
    password,
    companyName: 'Admin Scratch Ltd',
  });
  await makeAdmin(db, 'admin@limits.test');
  const post = (url: string, payload: object) =>
    business.inject({ method: 'POST', url, payload, headers: { cookie: adminCookie } });
  const { totpURI } = (await post('/api/account/two-factor/start', { password })).json();
  const confirmed = await post('/api/account/two-factor/confirm', { code: totpCode(totpURI) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  signedIn.admin = cookiesFrom(confirmed.headers['set-cookie']);
  ids.admin = await sessionUserId(business, signedIn.admin);
});
afterAll(async () => {
  await business.close();
  await t.close();
});

let lastIp = 0;
/** A documentation address (TEST-NET-2) no other case has used: its counters start at zero. */
const freshIp = () => `198.51.100.${++lastIp}`;
let n = 0;
const unique = () => `${Date.now()}-${++n}`;

type Attempt = (ip: string) => Promise<LightMyRequestResponse>;
const send =
  (
    app: () => FastifyInstance,
    cookie: () => string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: () => object,
  ): Attempt =>
  (ip) =>
    app().inject({
      method,
      url,
      remoteAddress: ip,
      headers: { cookie: cookie() },
      ...(payload ? { payload: payload() } : {}),
    });

const web = () => t.app;
const biz = () => business;
const customer = () => signedIn.customer;
const owner = () => signedIn.owner;
const admin = () => signedIn.admin;
const wrongPassword = 'Wrong-Pass-9';

interface Limited {
  endpoint: string;
  attempt: Attempt;
  perIp: RateRule;
  /** The rule per account or company, and the id it counts with. */
  perCaller?: { rule: RateRule; subject: () => string };
}

const rules = accountRateRules;
const limited: Limited[] = [
  {
    endpoint: 'POST /api/account/name',
    attempt: send(web, customer, 'POST', '/api/account/name', () => ({ name: 'Jo Limits' })),
    perIp: rules.nameChangePerIp,
    perCaller: { rule: rules.nameChangePerAccount, subject: () => ids.customer },
  },
  {
    endpoint: 'POST /api/account/email',
    attempt: send(web, customer, 'POST', '/api/account/email', () => ({
      newEmail: `moved-${unique()}@limits.test`,
    })),
    perIp: rules.emailChangePerIp,
    perCaller: { rule: rules.emailChangePerAccount, subject: () => ids.customer },
  },
  // Wrong passwords throughout: what a stolen session guessing the password would send.
  {
    endpoint: 'POST /api/account/password',
    attempt: send(web, customer, 'POST', '/api/account/password', () => ({
      currentPassword: wrongPassword,
      newPassword: 'Newer-Pass-2',
      retypePassword: 'Newer-Pass-2',
    })),
    perIp: rules.passwordCheckPerIp,
    perCaller: { rule: rules.passwordCheckPerAccount, subject: () => ids.customer },
  },
  {
    endpoint: 'POST /api/account/two-factor/start',
    attempt: send(web, customer, 'POST', '/api/account/two-factor/start', () => ({
      password: wrongPassword,
    })),
    perIp: rules.passwordCheckPerIp,
    perCaller: { rule: rules.passwordCheckPerAccount, subject: () => ids.customer },
  },
  {
    endpoint: 'POST /api/account/two-factor/disable',
    attempt: send(web, customer, 'POST', '/api/account/two-factor/disable', () => ({
      password: wrongPassword,
    })),
    perIp: rules.passwordCheckPerIp,
    perCaller: { rule: rules.passwordCheckPerAccount, subject: () => ids.customer },
  },
  {
    endpoint: 'POST /api/account/two-factor/text-message/start',
    attempt: send(web, customer, 'POST', '/api/account/two-factor/text-message/start', () => ({
      phoneNumber: '07700 900123',
      password: wrongPassword,
    })),
    perIp: rules.passwordCheckPerIp,
    perCaller: { rule: rules.passwordCheckPerAccount, subject: () => ids.customer },
  },
  {
    endpoint: 'PUT /api/company/basic-information',
    attempt: send(biz, owner, 'PUT', '/api/company/basic-information', () => ({
      tradingName: 'Limits Trading',
      website: 'https://limits.test',
    })),
    perIp: companyRateRules.basicInformationPerIp,
    perCaller: { rule: companyRateRules.basicInformationPerCompany, subject: () => ids.company },
  },
  {
    // No file: refused with 'No image selected' after counting, before anything is decoded.
    endpoint: 'POST /api/company/images/logo',
    attempt: send(biz, owner, 'POST', '/api/company/images/logo'),
    perIp: companyRateRules.imageUploadsPerIp,
    perCaller: { rule: companyRateRules.imageUploadsPerCompany, subject: () => ids.company },
  },
  // Online shop connections (issue 18, shops).
  {
    endpoint: 'POST /api/company/shop/woocommerce/authorise',
    attempt: send(biz, owner, 'POST', '/api/company/shop/woocommerce/authorise', () => ({
      shopUrl: 'https://shop.limits.test',
    })),
    perIp: shopRateRules.connectPerIp,
    perCaller: { rule: shopRateRules.connectPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'POST /api/company/shop/woocommerce/keys',
    attempt: send(biz, owner, 'POST', '/api/company/shop/woocommerce/keys', () => ({
      shopUrl: 'https://shop.limits.test',
      consumerKey: 'not-a-key',
      consumerSecret: 'not-a-secret',
    })),
    perIp: shopRateRules.connectPerIp,
    perCaller: { rule: shopRateRules.connectPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'POST /api/company/shop/in-store-only',
    attempt: send(biz, owner, 'POST', '/api/company/shop/in-store-only', () => ({})),
    perIp: shopRateRules.connectPerIp,
    perCaller: { rule: shopRateRules.connectPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'DELETE /api/company/shop',
    attempt: send(biz, owner, 'DELETE', '/api/company/shop'),
    perIp: shopRateRules.connectPerIp,
    perCaller: { rule: shopRateRules.connectPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'POST /api/shops/woocommerce/auth-callback',
    attempt: send(
      biz,
      () => '',
      'POST',
      '/api/shops/woocommerce/auth-callback',
      () => ({
        user_id: 'limits',
        consumer_key: 'ck_limits0000',
        consumer_secret: 'cs_limits0000',
      }),
    ),
    perIp: shopRateRules.authCallbackPerIp,
  },
  {
    endpoint: 'POST /api/company/campaigns',
    attempt: send(biz, owner, 'POST', '/api/company/campaigns', () => ({
      name: 'Limits Launch',
      faceValuesPence: [1000, 2000, 3000],
      discounts: [5, 10, 15],
      totalValuePence: 100_000,
      expiryYears: 1,
      startDate: '2099-01-01',
      termsAccepted: true,
    })),
    perIp: campaignRequestRateRules.perIp,
    perCaller: { rule: campaignRequestRateRules.perCompany, subject: () => ids.company },
  },
  {
    // Per company it was limited already.
    endpoint: 'POST /api/company/team/invites',
    attempt: send(biz, owner, 'POST', '/api/company/team/invites', () => ({
      email: `colleague-${unique()}@limits.test`,
      role: 'staff',
    })),
    perIp: teamRateRules.invitesPerIp,
  },
  // Refunds (ADR 028): counted before the voucher is looked up, so unknown ids count too.
  {
    endpoint: 'POST /api/wallet/vouchers/:voucherId/cancel',
    attempt: send(web, customer, 'POST', `/api/wallet/vouchers/${randomUUID()}/cancel`, () => ({})),
    perIp: refundRateRules.customerPerIp,
    perCaller: { rule: refundRateRules.customerPerAccount, subject: () => ids.customer },
  },
  {
    endpoint: 'POST /api/company/sales/:voucherId/cancel',
    attempt: send(biz, owner, 'POST', `/api/company/sales/${randomUUID()}/cancel`, () => ({
      reason: 'Closed for refurbishment',
    })),
    perIp: refundRateRules.companyPerIp,
    perCaller: { rule: refundRateRules.companyPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'POST /api/admin/payments/:paymentId/refunds',
    attempt: send(biz, admin, 'POST', `/api/admin/payments/${randomUUID()}/refunds`, () => ({
      amountPence: 100,
      cancelVoucher: false,
      reason: 'Goodwill gesture',
    })),
    perIp: refundRateRules.adminPerIp,
    perCaller: { rule: refundRateRules.adminPerAdmin, subject: () => ids.admin },
  },
  {
    // No file: refused with 'No image selected' after counting, before anything is decoded.
    endpoint: 'POST /api/admin/images/:kind',
    attempt: send(biz, admin, 'POST', '/api/admin/images/story'),
    perIp: adminImageRateRules.perIp,
    perCaller: { rule: adminImageRateRules.perAdmin, subject: () => ids.admin },
  },
  {
    // An unknown page: 404 after counting, so nothing changes.
    endpoint: 'PUT /api/admin/pages/:id',
    attempt: send(biz, admin, 'PUT', '/api/admin/pages/noSuchPage', () => ({
      title: 'Limits',
      html: '<p>Limits</p>',
    })),
    perIp: contentRateRules.writesPerIp,
    perCaller: { rule: contentRateRules.writesPerAdmin, subject: () => ids.admin },
  },
  {
    // Changes to categories, branding, FAQ links, press and setup help share the pages' counters.
    endpoint: 'POST /api/admin/categories',
    attempt: send(biz, admin, 'POST', '/api/admin/categories', () => ({ name: '', key: '' })),
    perIp: contentRateRules.writesPerIp,
    perCaller: { rule: contentRateRules.writesPerAdmin, subject: () => ids.admin },
  },
  {
    endpoint: 'POST /api/admin/companies/:id/decision',
    attempt: send(biz, admin, 'POST', `/api/admin/companies/${randomUUID()}/decision`, () => ({
      decision: 'deny',
      reason: 'Not a real business.',
    })),
    perIp: adminRateRules.reviewsPerIp,
    perCaller: { rule: adminRateRules.reviewsPerAdmin, subject: () => ids.admin },
  },
  {
    endpoint: 'POST /api/admin/campaigns/:id/actions',
    attempt: send(biz, admin, 'POST', `/api/admin/campaigns/${randomUUID()}/actions`, () => ({
      action: 'reject',
      reason: 'The values do not add up.',
    })),
    perIp: adminRateRules.reviewsPerIp,
    perCaller: { rule: adminRateRules.reviewsPerAdmin, subject: () => ids.admin },
  },
  {
    endpoint: 'PATCH /api/admin/customers/:customerId',
    attempt: send(biz, admin, 'PATCH', `/api/admin/customers/${randomUUID()}`, () => ({
      field: 'tester',
      value: true,
    })),
    perIp: customerChangeRateRules.perIp,
    perCaller: { rule: customerChangeRateRules.perAdmin, subject: () => ids.admin },
  },
  {
    endpoint: 'GET /api/company/dashboard/charts',
    attempt: send(biz, owner, 'GET', '/api/company/dashboard/charts'),
    perIp: dashboardChartsRateRules.perIp,
    perCaller: { rule: dashboardChartsRateRules.perMember, subject: () => ids.owner },
  },
  // Every admin request counts (admin/request-budget.ts): reads too.
  {
    endpoint: 'GET /api/admin/customers',
    attempt: send(biz, admin, 'GET', '/api/admin/customers'),
    perIp: adminRequestRules.perIp,
    perCaller: { rule: adminRequestRules.perAccount, subject: () => ids.admin },
  },
  {
    // A blank level: refused, but counted first (as every change to admins and levels).
    endpoint: 'POST /api/admin/roles',
    attempt: send(biz, admin, 'POST', '/api/admin/roles', () => ({ name: '', description: '' })),
    perIp: adminsRateRules.perIp,
    perCaller: { rule: adminsRateRules.perAdmin, subject: () => ids.admin },
  },
  {
    endpoint: 'POST /api/admin/confirm-identity',
    attempt: send(biz, admin, 'POST', '/api/admin/confirm-identity', () => ({
      password: wrongPassword,
      code: '000000',
    })),
    perIp: adminRateRules.confirmIdentityPerIp,
    perCaller: { rule: adminRateRules.confirmIdentityPerAdmin, subject: () => ids.admin },
  },
  {
    // A blank subject: refused, but counted first.
    endpoint: 'PUT /api/admin/email-templates/{key}',
    attempt: send(biz, admin, 'PUT', '/api/admin/email-templates/sale-notice', () => ({
      subject: '',
      content: '',
    })),
    perIp: emailTemplateRateRules.perIp,
    perCaller: { rule: emailTemplateRateRules.perAdmin, subject: () => ids.admin },
  },
  {
    endpoint: 'DELETE /api/admin/email-templates/{key}',
    attempt: send(biz, admin, 'DELETE', '/api/admin/email-templates/sale-notice'),
    perIp: emailTemplateRateRules.perIp,
    perCaller: { rule: emailTemplateRateRules.perAdmin, subject: () => ids.admin },
  },
  {
    endpoint: 'POST /api/admin/email-templates/{key}/test',
    attempt: send(biz, admin, 'POST', '/api/admin/email-templates/sale-notice/test', () => ({
      subject: '',
      content: '',
    })),
    perIp: emailTestRateRules.perIp,
    perCaller: { rule: emailTestRateRules.perAdmin, subject: () => ids.admin },
  },
  // Public API and API keys (ADR 036): a blank key name is refused, but counted first.
  {
    endpoint: 'POST /api/company/api-keys',
    attempt: send(biz, owner, 'POST', '/api/company/api-keys', () => ({ name: '', scopes: [] })),
    perIp: publicApiRateRules.keyChangesPerIp,
    perCaller: { rule: publicApiRateRules.keyChangesPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'DELETE /api/company/api-keys/{id}',
    attempt: send(biz, owner, 'DELETE', `/api/company/api-keys/${randomUUID()}`),
    perIp: publicApiRateRules.keyChangesPerIp,
    perCaller: { rule: publicApiRateRules.keyChangesPerCompany, subject: () => ids.company },
  },
  // Outgoing webhooks (ADR 037): the settings, and resends (counted before the lookup).
  {
    endpoint: 'PUT /api/company/webhook',
    attempt: send(biz, owner, 'PUT', '/api/company/webhook', () => ({
      url: 'https://hooks.limits.test/in',
      events: [],
      enabled: true,
    })),
    perIp: webhookRateRules.settingsPerIp,
    perCaller: { rule: webhookRateRules.settingsPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'POST /api/company/webhook/deliveries/{id}/resend',
    attempt: send(biz, owner, 'POST', `/api/company/webhook/deliveries/${randomUUID()}/resend`),
    perIp: webhookRateRules.resendPerIp,
    perCaller: { rule: webhookRateRules.resendPerCompany, subject: () => ids.company },
  },
  // Multi-site groups: every change of the sites (counted before the site is looked up), and
  // the dashboard's figures by site.
  {
    endpoint: 'POST /api/company/sites',
    attempt: send(biz, owner, 'POST', '/api/company/sites', () => ({
      name: `Limits ${unique()}`,
      address: '1 Limits Street, London',
    })),
    perIp: siteRateRules.changesPerIp,
    perCaller: { rule: siteRateRules.changesPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'PATCH /api/company/sites/{id}',
    attempt: send(biz, owner, 'PATCH', `/api/company/sites/${randomUUID()}`, () => ({
      name: 'Renamed',
    })),
    perIp: siteRateRules.changesPerIp,
    perCaller: { rule: siteRateRules.changesPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'POST /api/company/sites/{id}/move',
    attempt: send(biz, owner, 'POST', `/api/company/sites/${randomUUID()}/move`, () => ({
      direction: 'up',
    })),
    perIp: siteRateRules.changesPerIp,
    perCaller: { rule: siteRateRules.changesPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'DELETE /api/company/sites/{id}',
    attempt: send(biz, owner, 'DELETE', `/api/company/sites/${randomUUID()}`),
    perIp: siteRateRules.changesPerIp,
    perCaller: { rule: siteRateRules.changesPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'PUT /api/company/campaigns/{campaignId}/sites',
    attempt: send(biz, owner, 'PUT', `/api/company/campaigns/${randomUUID()}/sites`, () => ({
      siteIds: [],
    })),
    perIp: siteRateRules.changesPerIp,
    perCaller: { rule: siteRateRules.changesPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'PUT /api/company/team/members/{id}/sites',
    attempt: send(biz, owner, 'PUT', `/api/company/team/members/${randomUUID()}/sites`, () => ({
      siteIds: [],
    })),
    perIp: siteRateRules.changesPerIp,
    perCaller: { rule: siteRateRules.changesPerCompany, subject: () => ids.company },
  },
  {
    endpoint: 'GET /api/company/sites/figures',
    attempt: send(biz, owner, 'GET', '/api/company/sites/figures'),
    perIp: siteRateRules.figuresPerIp,
    perCaller: { rule: siteRateRules.figuresPerMember, subject: () => ids.owner },
  },
  // The till's list of the latest redemptions.
  {
    endpoint: 'GET /api/company/redemptions/recent',
    attempt: send(biz, owner, 'GET', '/api/company/redemptions/recent'),
    perIp: tillRateRules.recentPerIp,
    perCaller: { rule: tillRateRules.recentPerMember, subject: () => ids.owner },
  },
  // Shopify (ADR 040): each install start makes a state and a signed cookie.
  {
    endpoint: 'POST /api/company/shopify/install',
    attempt: send(biz, owner, 'POST', '/api/company/shopify/install', () => ({
      shop: 'limits-shop.myshopify.com',
    })),
    perIp: shopifyRateRules.installPerIp,
    perCaller: { rule: shopifyRateRules.installPerCompany, subject: () => ids.company },
  },
];

/** One case per counter of each endpoint: per address, and per account or company. */
const cases = limited.flatMap(({ endpoint, attempt, perIp, perCaller }) =>
  [{ rule: perIp, subject: (ip: string) => ip }, ...(perCaller ? [perCaller] : [])].map(
    ({ rule, subject }) => ({
      name: `${endpoint} per ${rule.name.split(':')[1]}`,
      attempt,
      rule,
      subject,
      perCaller,
    }),
  ),
);

describe('rate limits', () => {
  it.each(cases)('$name: the attempt after the limit answers 429', async (c) => {
    const ip = freshIp();
    const subject = c.subject(ip);
    // Other cases of the same account (or company) have used its counters.
    if (c.perCaller) await limiter().reset(c.perCaller.rule, c.perCaller.subject());
    // …and every admin case has used the admin's request budget.
    if (ids.admin) await limiter().reset(adminRequestRules.perAccount, ids.admin);
    await limiter().count(c.rule, subject, c.rule.limit - 1);

    const last = await c.attempt(ip);
    expect(last.statusCode, last.body).not.toBe(429);
    const refused = await c.attempt(ip);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().error).toEqual({ code: 'rate_limited', message: RATE_LIMITED });
  });

  it('counts password checks per account, whatever the address (a stolen session)', async () => {
    const { limit } = rules.passwordCheckPerAccount;
    await limiter().reset(rules.passwordCheckPerAccount, ids.customer);
    const guess = send(web, customer, 'POST', '/api/account/two-factor/start', () => ({
      password: wrongPassword,
    }));
    for (let i = 0; i < limit; i += 1) expect((await guess(freshIp())).statusCode).toBe(400);
    // Even the right password is refused now, from yet another address.
    const right = await send(web, customer, 'POST', '/api/account/password', () => ({
      currentPassword: password,
      newPassword: 'Newer-Pass-2',
      retypePassword: 'Newer-Pass-2',
    }))(freshIp());
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(RATE_LIMITED);
  });
});

describe('rate limits counted per subject (online shop connections, issue 18)', () => {
  it("a shop's order webhook is limited per integration, before its signature is looked at", async () => {
    const rule = shopRateRules.webhookPerIntegration;
    await limiter().count(rule, 'limits-integration', rule.limit - 1);
    const post = () =>
      business.inject({
        method: 'POST',
        url: '/api/shops/woocommerce/limits-integration/orders',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
    expect((await post()).statusCode).toBe(401);
    expect((await post()).statusCode).toBe(429);
  });

  it('"Try again" on a shop code is limited per company', async () => {
    const rule = shopRateRules.retryPerCompany;
    await limiter().count(rule, ids.company, rule.limit - 1);
    const retry = send(
      biz,
      owner,
      'POST',
      '/api/company/shop/codes/limits-voucher/retry',
      () => ({}),
    );
    expect((await retry(freshIp())).statusCode).toBe(404);
    expect((await retry(freshIp())).statusCode).toBe(429);
  });
});

describe('length bounds', () => {
  it('refuses an over-long name with 422 and keeps the old one', async () => {
    const before = (
      await t.app.inject({ url: '/api/account/profile', headers: { cookie: customer() } })
    ).json().name;
    const res = await send(web, customer, 'POST', '/api/account/name', () => ({
      name: 'N'.repeat(201),
    }))(freshIp());
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'validation', message: TEXT_TOO_LONG });
    const after = await t.app.inject({
      url: '/api/account/profile',
      headers: { cookie: customer() },
    });
    expect(after.json().name).toBe(before);
  });

  it('refuses an invitation to an address longer than any mailbox, and sends none', async () => {
    const email = `${'a'.repeat(250)}@limits.test`;
    const res = await send(biz, owner, 'POST', '/api/company/team/invites', () => ({
      email,
      role: 'staff',
    }))(freshIp());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(EMAIL_BADLY_FORMATTED);
    const team = await business.inject({ url: '/api/company/team', headers: { cookie: owner() } });
    expect(team.json().invites.map((i: { email: string }) => i.email)).not.toContain(email);
    const mail = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail).toEqual([]);
  });

  it('refuses an over-long web address in the basic information and stores nothing', async () => {
    const website = `https://limits.test/${'p'.repeat(3000)}`;
    const res = await send(biz, owner, 'PUT', '/api/company/basic-information', () => ({
      tradingName: 'Too Long Ltd',
      website,
    }))(freshIp());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(TEXT_TOO_LONG);
    const stored = (
      await business.inject({ url: '/api/company/basic-information', headers: { cookie: owner() } })
    ).json();
    expect(stored.tradingName).not.toBe('Too Long Ltd');
    expect(stored.website).not.toBe(website);
  });

  it('refuses an upload over 10 MB unread, and keeps no image', async () => {
    await limiter().reset(companyRateRules.imageUploadsPerCompany, ids.company);
    const boundary = '----stepuplimits';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      Buffer.alloc(MAX_IMAGE_BYTES + 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await business.inject({
      method: 'POST',
      url: '/api/company/images/logo',
      remoteAddress: freshIp(),
      payload,
      headers: {
        cookie: owner(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(IMAGE_FILE_TOO_BIG);
    const stored = (
      await business.inject({ url: '/api/company/basic-information', headers: { cookie: owner() } })
    ).json();
    expect(stored.images.logo).toBeNull();
  });
});
