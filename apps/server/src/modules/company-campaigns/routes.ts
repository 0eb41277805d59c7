import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignIdParamsSchema,
  campaignRequestBodySchema,
  companyCampaignSchema,
  companyDashboardChartsSchema,
  companyDashboardQuerySchema,
  companyDashboardSchema,
  companySwitchesSchema,
  errorResponseSchema,
  onlineStatusRequestSchema,
  redemptionsEnabledRequestSchema,
  topUpRequestSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import {
  cancelCampaignRequest,
  getDashboard,
  requestCampaign,
  setCompanySwitches,
  topUpCampaign,
} from './service';
import { getDashboardCharts } from './dashboard-charts';

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
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/company/dashboard',
      {
        schema: {
          tags: ['company'],
          summary:
            "The company's switches, its totals, and a page of its campaigns with sales per step and % sold",
          querystring: companyDashboardQuerySchema,
          response: { 200: companyDashboardSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getDashboard(ctx, request.actor, request.query.page);
      },
    );

    app.get(
      '/company/dashboard/charts',
      {
        schema: {
          tags: ['company'],
          summary:
            "The company's campaigns drawn: face value sold per week over the last 90 days, redemption rate, and the loyalty funnel (who came back for steps 2 and 3, and the median days between)",
          response: { 200: companyDashboardChartsSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getDashboardCharts(ctx, request.actor);
      },
    );

    app.post(
      '/company/campaigns',
      {
        schema: {
          tags: ['company'],
          summary:
            'Request a campaign (Create New Campaign): checked with the campaign rules → pending',
          body: campaignRequestBodySchema,
          response: { 201: companyCampaignSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const created = await requestCampaign(ctx, request.actor, request.body);
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
        return cancelCampaignRequest(ctx, request.actor, request.params);
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
        return topUpCampaign(ctx, request.actor, {
          campaignId: request.params.campaignId,
          newTotalValuePence: request.body.newTotalValuePence,
        });
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
        return setCompanySwitches(ctx, request.actor, {
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
        return setCompanySwitches(ctx, request.actor, {
          redemptionsEnabled: request.body.enabled,
        });
      },
    );
  };
