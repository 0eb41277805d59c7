import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignIdParamsSchema,
  campaignRequestBodySchema,
  companyCampaignSchema,
  companyDashboardSchema,
  companySwitchesSchema,
  errorResponseSchema,
  onlineStatusRequestSchema,
  redemptionsEnabledRequestSchema,
  topUpRequestSchema,
} from '@stepup/contracts';
import { fetchHeaders } from '../../plugins/fetch-headers';
import { clientIp } from '../../plugins/rate-limit';
import type { AppContext as AccountsContext } from '../../context/app-context';
import {
  campaignRequestRateRules,
  cancelCampaignRequest,
  getDashboard,
  requestCampaign,
  setCompanySwitches,
  topUpCampaign,
} from './service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The company's campaigns and dashboard (business site). Who may call: a signed-in member of a
 * company, for that company only (taken from their membership, never from the request):
 * visitors get 401, customers and admins without a company 403, another company's ids 404.
 */
export const companyCampaignRoutes =
  (accounts: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { rateLimiter } = app.deps;
    const countRequest = rateLimiter.counter(campaignRequestRateRules.perCompany);
    app.get(
      '/company/dashboard',
      {
        schema: {
          tags: ['company'],
          summary: "The company's switches and its campaigns with sales per step and % sold",
          response: { 200: companyDashboardSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getDashboard(accounts, fetchHeaders(request));
      },
    );

    app.post(
      '/company/campaigns',
      {
        schema: {
          tags: ['company'],
          summary: 'Request a campaign (Create New Campaign): checked with the §5 rules → pending',
          body: campaignRequestBodySchema,
          response: { 201: companyCampaignSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        await rateLimiter.hit(campaignRequestRateRules.perIp, clientIp(request));
        const created = await requestCampaign(
          accounts,
          fetchHeaders(request),
          request.body,
          countRequest,
        );
        return reply.status(201).send(created);
      },
    );

    app.post(
      '/company/campaigns/:campaignId/cancel',
      {
        schema: {
          tags: ['company'],
          summary: 'Cancel a campaign request that awaits review',
          params: campaignIdParamsSchema,
          response: { 200: companyCampaignSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return cancelCampaignRequest(accounts, fetchHeaders(request), request.params.campaignId);
      },
    );

    app.post(
      '/company/campaigns/:campaignId/top-up',
      {
        schema: {
          tags: ['company'],
          summary: 'Raise the total value (each step budget) to a £5 multiple above the current',
          params: campaignIdParamsSchema,
          body: topUpRequestSchema,
          response: { 200: companyCampaignSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return topUpCampaign(
          accounts,
          fetchHeaders(request),
          request.params.campaignId,
          request.body.newTotalValuePence,
        );
      },
    );

    app.put(
      '/company/online-status',
      {
        schema: {
          tags: ['company'],
          summary: 'Online (customers can buy) or offline',
          body: onlineStatusRequestSchema,
          response: { 200: companySwitchesSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return setCompanySwitches(accounts, fetchHeaders(request), {
          currentStatus: request.body.currentStatus,
        });
      },
    );

    app.put(
      '/company/redemptions-enabled',
      {
        schema: {
          tags: ['company'],
          summary: 'Turn redeeming vouchers on or off',
          body: redemptionsEnabledRequestSchema,
          response: { 200: companySwitchesSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return setCompanySwitches(accounts, fetchHeaders(request), {
          redemptionsEnabled: request.body.enabled,
        });
      },
    );
  };
