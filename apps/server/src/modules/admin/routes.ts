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
  adminDashboardQuerySchema,
  adminDashboardSchema,
  adminPaymentDetailSchema,
  adminPaymentListQuerySchema,
  adminPaymentListSchema,
  campaignActionRequestSchema,
  companyDecisionRequestSchema,
  confirmIdentityRequestSchema,
  errorResponseSchema,
  identityConfirmedSchema,
  adminCustomerChangeSchema,
  adminCustomerDetailSchema,
  adminCustomerListQuerySchema,
  adminCustomerListSchema,
  adminCustomerParamsSchema,
  interactionLogPageSchema,
  interactionLogQuerySchema,
  paymentIdParamsSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import {
  actOnCampaign,
  adminCounters,
  companyDetail,
  companyView,
  confirmIdentity,
  decideCompanyReview,
  listCampaigns,
  listCompanies,
} from './service';
import { adminPaymentDetail, exportAdminPaymentsCsv, listAdminPayments } from './payments-list';
import { exportInteractionLogCsv, listInteractionLog } from './interaction-log-list';
import { adminCustomerDetail, listAdminCustomers } from './customers-list';
import { changeCustomer } from './customer-changes';
import { guardAdminRoutes } from '../../plugins/admin-guard';
import { adminDashboard } from './dashboard';

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
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdminRoutes(app, ctx);

    app.get(
      '/admin/counters',
      {
        schema: {
          tags: ['admin'],
          summary: 'Companies awaiting approval and campaign requests awaiting review',
          response: { 200: adminCountersSchema, ...refusals },
        },
      },
      async (request) => adminCounters(ctx, request.actor),
    );

    app.get(
      '/admin/dashboard',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Platform figures over the last 7, 30 or 90 days or 12 months (sales, vouchers sold and redeemed, new customers and companies, refunds, custom offers) and their charts per UK day, week or month',
          querystring: adminDashboardQuerySchema,
          response: { 200: adminDashboardSchema, 429: errorResponseSchema, ...refusals },
        },
      },
      async (request) => adminDashboard(ctx, request.actor, request.query),
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
      async (request) => listCompanies(ctx, request.actor, request.query),
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
      async (request) => companyDetail(ctx, request.actor, request.params),
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
      async (request) =>
        decideCompanyReview(ctx, request.actor, { id: request.params.id, ...request.body }),
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
      async (request) => companyView(ctx, request.actor, request.params),
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
      async (request) => listCampaigns(ctx, request.actor, request.query),
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
      async (request) =>
        actOnCampaign(ctx, request.actor, { id: request.params.id, ...request.body }),
    );

    app.get(
      '/admin/payments',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Card payments, newest first: filter by company, UK dates and status, search by code, email or charge id; one page and the totals',
          querystring: adminPaymentListQuerySchema,
          response: { 200: adminPaymentListSchema, ...refusals },
        },
      },
      async (request) => listAdminPayments(ctx, request.actor, request.query),
    );

    app.get(
      '/admin/payments/export.csv',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Every payment matching the same filters as a CSV file (the payment record fields)',
          querystring: adminPaymentListQuerySchema.omit({ page: true }),
          response: { 200: z.string(), 429: errorResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const csv = await exportAdminPaymentsCsv(ctx, request.actor, request.query);
        const day = ctx.clock().toISOString().slice(0, 10);
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="payments-${day}.csv"`)
            // A byte-order mark so spreadsheet programs read £ and accents as UTF-8.
            .send(`\uFEFF${csv}`)
        );
      },
    );

    app.get(
      '/admin/payments/:paymentId',
      {
        schema: {
          tags: ['admin'],
          summary:
            'A payment with its refunds and disputes, what is left to refund and whether its voucher can be cancelled',
          params: paymentIdParamsSchema,
          response: { 200: adminPaymentDetailSchema, 404: errorResponseSchema, ...refusals },
        },
      },
      async (request) => adminPaymentDetail(ctx, request.actor, request.params),
    );

    app.get(
      '/admin/customers',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Customers, newest first: search by name or email, filter by status, tester and buying off; one page with each one's vouchers, spend and last activity",
          querystring: adminCustomerListQuerySchema,
          response: { 200: adminCustomerListSchema, ...refusals },
        },
      },
      async (request) => listAdminCustomers(ctx, request.actor, request.query),
    );

    app.get(
      '/admin/customers/:customerId',
      {
        schema: {
          tags: ['admin'],
          summary: 'A customer: switches, gifting fee override and newest vouchers',
          params: adminCustomerParamsSchema,
          response: { 200: adminCustomerDetailSchema, 404: errorResponseSchema, ...refusals },
        },
      },
      async (request) => adminCustomerDetail(ctx, request.actor, request.params),
    );

    app.patch(
      '/admin/customers/:customerId',
      {
        schema: {
          tags: ['admin'],
          summary:
            'One change to a customer (status, buying, redemptions: need a recent identity confirmation; tester, gifting fee); logged, and emailed to the customer where it affects them',
          params: adminCustomerParamsSchema,
          body: adminCustomerChangeSchema,
          response: {
            200: adminCustomerDetailSchema,
            422: errorResponseSchema,
            ...reviewRefusals,
          },
        },
      },
      async (request) =>
        changeCustomer(ctx, request.actor, {
          customerId: request.params.customerId,
          change: request.body,
        }),
    );

    // The interaction log is append-only: only these two reads exist, no route changes an entry.
    app.get(
      '/admin/interaction-log',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The interaction log, newest first: filter by action, target, actor email and UK dates; one page and the total',
          querystring: interactionLogQuerySchema,
          response: { 200: interactionLogPageSchema, ...refusals },
        },
      },
      async (request) => listInteractionLog(ctx, request.actor, request.query),
    );

    app.get(
      '/admin/interaction-log/export.csv',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every interaction log entry matching the same filters as a CSV file',
          querystring: interactionLogQuerySchema.omit({ page: true }),
          response: { 200: z.string(), 429: errorResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const csv = await exportInteractionLogCsv(ctx, request.actor, request.query);
        const day = ctx.clock().toISOString().slice(0, 10);
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="interaction-log-${day}.csv"`)
            // A byte-order mark so spreadsheet programs read £, → and accents as UTF-8.
            .send(`\uFEFF${csv}`)
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
      async (request) => confirmIdentity(ctx, request.actor, request.body),
    );
  };
