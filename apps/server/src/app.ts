import type { Writable } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@stepup/db';
import type { Config } from './config';
import { fastifyTrustProxy } from './config';
import { registerErrorHandling } from './plugins/errors';
import { RedactingLogController, redactingLoggerOptions } from './plugins/log-redaction';
import { registerRequestMetrics } from './plugins/request-metrics';
import { registerSameOriginCheck } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { inRequestScope, scopedLog } from './process-log';
import { registerStaticSite } from './plugins/static-site';
import { loadPageRenderer, readPageStarter } from './plugins/server-rendered-pages';
import { catalogRoutes } from './modules/catalog/routes';
import { favouritesRoutes } from './modules/catalog/favourites-routes';
import { searchRoutes } from './modules/catalog/search-routes';
import { walletRoutes } from './modules/wallet/routes';
import { printableVoucherRoutes } from './modules/printable-vouchers/routes';
import { phoneWalletRoutes } from './modules/phone-wallets/routes';
import { giftRoutes } from './modules/gifts/routes';
import { registerGiftPageHeaders } from './plugins/gift-page-headers';
import { businessRatingRoutes, customerRatingRoutes } from './modules/ratings/routes';
import { customerPageMeta } from './modules/catalog/page-meta';
import { contentRoutes } from './modules/content/routes';
import { pagesStoriesAdminRoutes } from './modules/content/pages-stories-routes';
import { pageBranding } from './modules/content/page-branding';
import { setupHelpRoutes, siteContentRoutes } from './modules/site-content/routes';
import { healthRoutes } from './modules/health/routes';
import { accountEmails } from './modules/accounts/account-emails';
import { createAuth, emailActionLink, siteOrigin } from './modules/accounts/auth';
import { accountRoutes } from './modules/accounts/routes';
import { profileRoutes } from './modules/accounts/profile-routes';
import { twoFactorRoutes } from './modules/accounts/two-factor-routes';
import { sendTwoFactorCodeText } from './modules/accounts/two-factor-service';
import { adminRoutes } from './modules/admin/routes';
import { adminsRoutes } from './modules/admins/routes';
import { adminImagesRoutes } from './modules/admin-images/routes';
import {
  adminCompanyNotificationsRoutes,
  companyNotificationsRoutes,
} from './modules/company-notifications/routes';
import { emailTemplatesRoutes } from './modules/email-templates/routes';
import { companyRoutes } from './modules/companies/routes';
import { teamRoutes } from './modules/team/routes';
import { siteRoutes } from './modules/sites/routes';
import { adminPerksRoutes, companyPerksRoutes } from './modules/perks/routes';
import { adminGiftingRoutes, customerGiftingRoutes } from './modules/gifting/routes';
import { adminGiftDesignRoutes, giftDesignRoutes } from './modules/gift-designs/routes';
import { integrationTokenBox } from './modules/companies/secret-box';
import { createDiskStorage } from './providers/storage/disk-storage';
import { createS3Storage } from './providers/storage/s3-storage';
import { companyCampaignRoutes } from './modules/company-campaigns/routes';
import { redemptionRoutes } from './modules/redemption/routes';
import { shopRoutes } from './modules/shops/routes';
import { companyCustomOffersRoutes, customOffersRoutes } from './modules/custom-offers/routes';
import { purchasesRoutes } from './modules/purchases/routes';
import { businessRefundRoutes, customerRefundRoutes } from './modules/refunds/routes';
import { devMailRoutes } from './modules/mail/routes';
import { dateReminderRoutes } from './modules/date-reminders/routes';
import { testClockRoutes } from './modules/test-clock/routes';
import { devSmsRoutes } from './modules/sms/routes';
import { apiKeyRoutes, publicApiRoutes } from './modules/public-api/routes';
// Outgoing webhooks (ADR 037).
import { webhookRoutes } from './modules/webhooks/routes';
import { shopifyRoutes } from './modules/shopify/routes';
import type { SharedServices } from './services';
import type { AppContext } from './context/app-context';
import type { Site } from './context/site';
import { siteAudience } from './context/site';
import { registerActor } from './plugins/actor';

export type { Site } from './context/site';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  services: SharedServices;
  site: Site;
  /** The built SPA to serve; undefined serves the API alone (tests). */
  distDir?: string;
  /**
   * The customer site's server renderer (apps/web/dist-ssr/entry-server.js, ADR 043); undefined
   * (or missing) leaves every page to the browser.
   */
  serverEntry?: string;
  /**
   * false in tests that want silence; a stream (and level) for a test that reads the log;
   * otherwise pino on stdout at config.logLevel.
   */
  logger?: boolean | { stream: Writable; level?: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps & { rateLimiter: SharedServices['rateLimiter'] };
    /** This site's context for use cases (jobs and tests call use cases with it, no HTTP). */
    ctx: AppContext;
  }
}

/** Builds one site's Fastify app. Tests call this and speak to it through `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // Request lines carry URLs, and URLs carry tokens: see log-redaction.ts.
    logger:
      deps.logger === false
        ? false
        : redactingLoggerOptions(
            typeof deps.logger === 'object'
              ? { level: deps.logger.level ?? config.logLevel, stream: deps.logger.stream }
              : { level: config.logLevel },
          ),
    logController: new RedactingLogController(),
    // Only the proxies the operator named may tell the client's address (TRUST_PROXY): the
    // per-address attempt limits and better-auth's own read request.ip.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Keep request ids unguessable-enough and visible in logs for support.
    requestIdHeader: false,
  });
  app.decorate('deps', { ...deps, rateLimiter: deps.services.rateLimiter });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // What the process logger writes while a request is served carries its id (process-log.ts).
  app.addHook('onRequest', (request, _reply, done) => inRequestScope({ reqId: request.id }, done));
  // Request counts and latency by route pattern, for the ops listener's /metrics (ADR 049).
  registerRequestMetrics(app, deps.site);
  registerSameOriginCheck(app, siteOrigin(config, deps.site));
  // A gift's page and API (ADR 055): no cache, no indexing, no referrer.
  if (deps.site !== 'business') registerGiftPageHeaders(app);

  // Brotli or gzip for the sites' code and the API's JSON (a phone on 4G downloads a third of it).
  // Quality 5: most of brotli's gain for a fraction of its top setting's CPU.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // The one inline script a page may run: the starter of a server-rendered page (ADR 047).
  const pageStarter = readPageStarter(deps.distDir);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // Uploaded images come from the bucket's public address when S3 is configured.
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []),
        ],
        // Scripts: the site's own files, a server-rendered page's starter by its hash, and with
        // real Stripe only, Stripe.js. Stripe Elements (only with real Stripe) also needs its
        // card and 3-D Secure frames and its API: Stripe's documented policy; the sandbox's own
        // card form needs none of it.
        'script-src': [
          "'self'",
          ...(config.stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : []),
          ...(pageStarter ? [pageStarter.cspSource] : []),
        ],
        ...(config.stripe
          ? {
              'frame-src': [
                "'self'",
                'https://js.stripe.com',
                'https://*.js.stripe.com',
                'https://hooks.stripe.com',
              ],
              'connect-src': ["'self'", 'https://api.stripe.com'],
            }
          : {}),
        // Plain http on localhost is the embedded default: upgrading would break every asset.
        'upgrade-insecure-requests': config.env === 'production' ? [] : null,
      },
    },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'StepUp Vouchers API',
        description: 'The marketplace API shared by the customer and business sites.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { db } = deps.database;
  const auth = createAuth({
    db,
    config,
    site: deps.site,
    emails: accountEmails(db, deps.services.mailer),
    sendTwoFactorCode: (userId, code) => sendTwoFactorCodeText(db, deps.services.sms, userId, code),
  });
  const ctx: AppContext = {
    db,
    config,
    site: deps.site,
    audience: siteAudience[deps.site],
    // The process's one clock (ADR 057), shared with its jobs; the real time by default.
    clock: deps.services.clock?.now ?? (() => new Date()),
    auth,
    botCheck: deps.services.botCheck,
    jobs: deps.services.jobs,
    limiter: deps.services.rateLimiter,
    mailer: deps.services.mailer,
    sms: deps.services.sms,
    notices: deps.services.notices,
    payments: deps.services.payments,
    storage: config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.filesDir),
    secrets: integrationTokenBox(config.sealingKey),
    actionLink: (mode: string, token: string) => emailActionLink(config, deps.site, mode, token),
    report: deps.services.report,
    log: scopedLog(app.log.child({ site: deps.site })),
  };
  app.decorate('ctx', ctx);
  const localMailbox = deps.services.mailTransport.kind === 'outbox' && config.env !== 'production';
  // The same rule for texts: without an SMS provider, and never in production.
  const localPhone = deps.services.smsTransport.kind === 'outbox' && config.env !== 'production';

  await app.register(
    async (api) => {
      registerActor(api, ctx);
      await api.register(healthRoutes);
      await api.register(contentRoutes(ctx));
      await api.register(catalogRoutes(ctx));
      await api.register(searchRoutes(ctx));
      await api.register(favouritesRoutes(ctx));
      await api.register(walletRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(twoFactorRoutes(ctx));
      await api.register(purchasesRoutes(ctx, deps.services.sandboxPayments));
      // Custom offers: the buyer's side on the customer site, the company's on the business site.
      if (deps.site !== 'business') await api.register(customOffersRoutes(ctx));
      else await api.register(companyCustomOffersRoutes(ctx));
      // Refunds (ADR 028): the customer's cancellation; the company's and the admin's refunds.
      if (deps.site !== 'business') await api.register(customerRefundRoutes(ctx));
      else await api.register(businessRefundRoutes(ctx));
      // Printable vouchers: a customer's own, on the customer site.
      if (deps.site !== 'business') await api.register(printableVoucherRoutes(ctx));
      // Vouchers in a phone's wallet (ADR 058).
      if (deps.site !== 'business') await api.register(phoneWalletRoutes(ctx));
      // A gift's own page and its buyer's changes before delivery (ADR 055).
      if (deps.site !== 'business') await api.register(giftRoutes(ctx));
      // Ratings after redemption (ADR 052): the customer's rating; the company's and admin's side.
      if (deps.site !== 'business') await api.register(customerRatingRoutes(ctx));
      else await api.register(businessRatingRoutes(ctx));
      if (deps.site === 'business') {
        await api.register(adminRoutes(ctx));
        await api.register(adminsRoutes(ctx));
        await api.register(adminImagesRoutes(ctx));
        await api.register(pagesStoriesAdminRoutes(ctx));
        await api.register(adminCompanyNotificationsRoutes(ctx));
        // Categories, branding, FAQ links, press and setup-help videos; the companies' videos.
        await api.register(siteContentRoutes(ctx));
        await api.register(setupHelpRoutes(ctx));
        // The gifting price and perks (/admin/gifting, /admin/perks).
        await api.register(adminGiftingRoutes(ctx));
        await api.register(adminGiftDesignRoutes(ctx));
        await api.register(adminPerksRoutes(ctx));
        await api.register(emailTemplatesRoutes(ctx));
      }
      // The signed-in customer's gifting fee, for the buy button.
      if (deps.site !== 'business') await api.register(customerGiftingRoutes(ctx));
      // The gift designs a buyer may choose (docs/product.md#gift-designs), kept like the catalog.
      if (deps.site !== 'business') await api.register(giftDesignRoutes(ctx));
      if (deps.site === 'business') {
        await api.register(companyCampaignRoutes(ctx));
        await api.register(redemptionRoutes(ctx));
        // The company's team (invitations by email) and its perks.
        await api.register(teamRoutes(ctx));
        // Notifications from the admins on the company's dashboard.
        await api.register(companyNotificationsRoutes(ctx));
        await api.register(companyPerksRoutes(ctx));
      }
      if (deps.site === 'business') {
        // The company's own settings: profile and images, payments, sales, website connection.
        await api.register(companyRoutes(ctx));
        // Shopify (ADR 040): the install, its status and Shopify's webhooks.
        await api.register(shopifyRoutes(ctx));
      }
      // Public API and API keys (ADR 036): the owners' keys and /api/v1, on the business site.
      if (deps.site === 'business') {
        await api.register(apiKeyRoutes(ctx));
        await api.register(publicApiRoutes(ctx));
      }
      // Outgoing webhooks (ADR 037): the company's webhook address, secret and delivery log.
      if (deps.site === 'business') await api.register(webhookRoutes(ctx));
      // Multi-site groups: the company's sites, campaign and staff sites, figures by site.
      if (deps.site === 'business') await api.register(siteRoutes(ctx));
      // Online shop connections (issue 18, shops): the Online shop tab, the shop's callbacks.
      if (deps.site === 'business') await api.register(shopRoutes(ctx));
      // Date reminders (issue 21, ADR 057): the customer's dates to remember.
      if (deps.site !== 'business') await api.register(dateReminderRoutes(ctx));
      // The browser tests' clock (ADR 057): TEST_CLOCK, never in production (readConfig refuses).
      const testClock = deps.services.clock?.test;
      if (testClock && config.env !== 'production')
        await api.register(testClockRoutes(ctx, { now: ctx.clock, test: testClock }));
      if (localMailbox) await api.register(devMailRoutes);
      if (localPhone) await api.register(devSmsRoutes);
    },
    { prefix: '/api' },
  );

  await registerStaticSite(app, {
    distDir: deps.distDir,
    filesDir: config.filesDir,
    pageMeta:
      deps.site === 'web' ? (pathname) => customerPageMeta(db, config, pathname) : undefined,
    branding: () => pageBranding(db, deps.site),
    renderPage: await loadPageRenderer(app, deps.serverEntry),
    pageStarter,
  });
  return app;
}
