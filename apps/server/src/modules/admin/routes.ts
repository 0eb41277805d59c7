import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCampaignListQuerySchema,
  adminCampaignListSchema,
  adminCampaignSchema,
  adminCompanyDetailSchema,
  adminCompanyListQuerySchema,
  adminCompanyListSchema,
  adminCompanyViewSchema,
  adminCountersSchema,
  campaignActionRequestSchema,
  companyDecisionRequestSchema,
  confirmIdentityRequestSchema,
  errorResponseSchema,
  identityConfirmedSchema,
} from '@stepup/contracts';
import type { FastifyRequest } from 'fastify';
import { fetchHeaders } from '../../plugins/fetch-headers';
import { clientIp } from '../../plugins/rate-limit';
import type { AppContext as AccountsContext } from '../../context/app-context';
import { BrowserCredentials } from '../../context/browser-credentials';
import { currentSession } from '../accounts/service';
import {
  actOnCampaign,
  adminCounters,
  adminRateRules,
  companyDetail,
  companyView,
  confirmIdentity,
  decideCompanyReview,
  listCampaigns,
  listCompanies,
} from './service';

const refusals = {
  401: errorResponseSchema,
  // Also reauthentication_required: see POST /admin/confirm-identity.
  403: errorResponseSchema,
};
const reviewRefusals = {
  ...refusals,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const idParams = z.object({ id: z.string().min(1).max(100) });

/** Admin area API. Who may call: platform admins with a second factor, on the business site. */
export const adminRoutes =
  (accounts: AccountsContext, { businessUrl }: { businessUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const ctx = { db: accounts.db, mailer: accounts.mailer, businessUrl };
    const session = (request: FastifyRequest) =>
      currentSession(accounts, new BrowserCredentials(fetchHeaders(request)), new Date());
    const signedIn = async (request: FastifyRequest) => (await session(request))?.user ?? null;
    const { rateLimiter } = app.deps;
    const countReview = rateLimiter.counter(adminRateRules.reviewsPerAdmin);

    // Nothing the admin area answers may be cached by a browser or proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/admin/counters',
      {
        schema: {
          tags: ['admin'],
          summary: 'Companies awaiting approval and campaign requests awaiting review',
          response: { 200: adminCountersSchema, ...refusals },
        },
      },
      async (request) => adminCounters(accounts.db, await signedIn(request)),
    );

    app.get(
      '/admin/companies',
      {
        schema: {
          tags: ['admin'],
          summary: 'Companies, pending first; filter by status, search by name',
          querystring: adminCompanyListQuerySchema,
          response: { 200: adminCompanyListSchema, ...refusals },
        },
      },
      async (request) => listCompanies(ctx, await signedIn(request), request.query),
    );

    app.get(
      '/admin/companies/:id',
      {
        schema: {
          tags: ['admin'],
          summary:
            "A company's details for review: basic information, compliance, images, payments",
          params: idParams,
          response: { 200: adminCompanyDetailSchema, 404: errorResponseSchema, ...refusals },
        },
      },
      async (request) => companyDetail(ctx, await signedIn(request), request.params.id),
    );

    app.post(
      '/admin/companies/:id/decision',
      {
        schema: {
          tags: ['admin'],
          summary: 'Approve a company, or deny it with a reason (logged; its owners are emailed)',
          params: idParams,
          body: companyDecisionRequestSchema,
          response: { 200: adminCompanyDetailSchema, ...reviewRefusals },
        },
      },
      async (request) => {
        await rateLimiter.hit(adminRateRules.reviewsPerIp, clientIp(request));
        return decideCompanyReview(
          ctx,
          await session(request),
          request.params.id,
          request.body,
          countReview,
        );
      },
    );

    app.get(
      '/admin/companies/:id/view',
      {
        schema: {
          tags: ['admin'],
          summary: 'View as company (read-only): its campaigns and sales summary',
          params: idParams,
          response: { 200: adminCompanyViewSchema, 404: errorResponseSchema, ...refusals },
        },
      },
      async (request) => companyView(ctx, await signedIn(request), request.params.id),
    );

    app.get(
      '/admin/campaigns',
      {
        schema: {
          tags: ['admin'],
          summary: 'Campaigns, pending requests first; filter by status, search',
          querystring: adminCampaignListQuerySchema,
          response: { 200: adminCampaignListSchema, ...refusals },
        },
      },
      async (request) => listCampaigns(ctx, await signedIn(request), request.query),
    );

    app.post(
      '/admin/campaigns/:id/actions',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Review a campaign (approve → live, reject with a reason), feature, top pick, freeze, end',
          params: idParams,
          body: campaignActionRequestSchema,
          response: { 200: adminCampaignSchema, ...reviewRefusals },
        },
      },
      async (request) => {
        await rateLimiter.hit(adminRateRules.reviewsPerIp, clientIp(request));
        return actOnCampaign(
          ctx,
          await session(request),
          request.params.id,
          request.body,
          countReview,
        );
      },
    );

    app.post(
      '/admin/confirm-identity',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Password and authenticator code: for 10 minutes this session may approve or deny companies and approve, freeze or end campaigns',
          body: confirmIdentityRequestSchema,
          response: {
            200: identityConfirmedSchema,
            400: errorResponseSchema,
            429: errorResponseSchema,
            ...refusals,
          },
        },
      },
      async (request) => {
        await rateLimiter.hit(adminRateRules.confirmIdentityPerIp, clientIp(request));
        return confirmIdentity(
          ctx,
          accounts,
          await session(request),
          fetchHeaders(request),
          request.body,
          rateLimiter.counter(adminRateRules.confirmIdentityPerAdmin),
        );
      },
    );
  };
