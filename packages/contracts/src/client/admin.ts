import {
  adminCampaignListSchema,
  adminCampaignSchema,
  adminCompanyDetailSchema,
  adminCompanyListSchema,
  adminCompanyViewSchema,
  adminCountersSchema,
  identityConfirmedSchema,
} from '../admin';
import type {
  AdminCampaignListQuery,
  AdminCompanyListQuery,
  CampaignActionRequest,
  CompanyDecisionRequest,
  ConfirmIdentityRequest,
} from '../admin';
import { adminPaymentDetailSchema, adminPaymentListSchema, refundSummarySchema } from '../refunds';
import type { AdminPaymentListQuery, AdminRefundRequest } from '../refunds';
import { interactionLogPageSchema } from '../interaction-log';
import type { InteractionLogQuery } from '../interaction-log';
import { adminCustomerDetailSchema, adminCustomerListSchema } from '../admin-customers';
import type { AdminCustomerChange, AdminCustomerListQuery } from '../admin-customers';
import { adminAccessSchema } from '../admins';
import { adminDashboardSchema } from '../dashboards';
import type { AdminDashboardQuery } from '../dashboards';
import { json, queryString } from './http';
import type { Transport } from './http';

/** The admin's counters, companies and campaigns, and the decisions on them. */
export function adminApi({ request, post, baseUrl }: Transport) {
  return {
    /** Customers, searched by name or email and filtered, one page at a time. */
    customers: (query: AdminCustomerListQuery = {}) =>
      request(
        adminCustomerListSchema,
        `/admin/customers${queryString({ ...query, page: query.page ? String(query.page) : undefined })}`,
      ),
    customer: (id: string) =>
      request(adminCustomerDetailSchema, `/admin/customers/${encodeURIComponent(id)}`),
    /**
     * One change to a customer (status, buying, redemptions, tester, gifting fee); the first
     * three need a recent identity confirmation. Answers the customer as it now is.
     */
    changeCustomer: (id: string, body: AdminCustomerChange) =>
      request(
        adminCustomerDetailSchema,
        `/admin/customers/${encodeURIComponent(id)}`,
        json('PATCH', body),
      ),
    /** Every payment, filtered and searched, one page at a time, with totals over all pages. */
    payments: (query: AdminPaymentListQuery = {}) =>
      request(
        adminPaymentListSchema,
        `/admin/payments${queryString({ ...query, page: query.page ? String(query.page) : undefined })}`,
      ),
    /** The same filters' CSV export (a download link, not a JSON call). */
    paymentsCsvUrl: (query: Omit<AdminPaymentListQuery, 'page'> = {}) =>
      `${baseUrl}/api/admin/payments/export.csv${queryString(query)}`,
    payment: (id: string) =>
      request(adminPaymentDetailSchema, `/admin/payments/${encodeURIComponent(id)}`),
    /** Refund in full or in part, cancelling the voucher or not (needs a recent identity confirmation). */
    refundPayment: (id: string, body: AdminRefundRequest) =>
      post(refundSummarySchema, `/admin/payments/${encodeURIComponent(id)}/refunds`, body),
    /** The interaction log, filtered, newest first, one page at a time (read only: it is never changed). */
    interactionLog: (query: InteractionLogQuery = {}) =>
      request(
        interactionLogPageSchema,
        `/admin/interaction-log${queryString({ ...query, page: query.page ? String(query.page) : undefined })}`,
      ),
    /** The same filters' CSV export (a download link, not a JSON call). */
    interactionLogCsvUrl: (query: Omit<InteractionLogQuery, 'page'> = {}) =>
      `${baseUrl}/api/admin/interaction-log/export.csv${queryString(query)}`,
    counters: () => request(adminCountersSchema, '/admin/counters'),
    /** The platform's figures and charts over a period (the last 30 days by default). */
    dashboard: (query: AdminDashboardQuery = {}) =>
      request(adminDashboardSchema, `/admin/dashboard${queryString(query)}`),
    /** The signed-in admin's permission level, area by area. */
    access: () => request(adminAccessSchema, '/admin/access'),
    companies: (query: AdminCompanyListQuery = {}) =>
      request(
        adminCompanyListSchema,
        `/admin/companies${queryString({ ...query, page: query.page ? String(query.page) : undefined })}`,
      ),
    company: (id: string) =>
      request(adminCompanyDetailSchema, `/admin/companies/${encodeURIComponent(id)}`),
    /** Approve a company, or deny it with a reason; its owners are emailed. */
    decideCompany: (id: string, body: CompanyDecisionRequest) =>
      post(adminCompanyDetailSchema, `/admin/companies/${encodeURIComponent(id)}/decision`, body),
    /** Read-only: the company's campaigns and sales as its dashboard shows them. */
    companyView: (id: string) =>
      request(adminCompanyViewSchema, `/admin/companies/${encodeURIComponent(id)}/view`),
    campaigns: (query: AdminCampaignListQuery = {}) =>
      request(
        adminCampaignListSchema,
        `/admin/campaigns${queryString({ ...query, page: query.page ? String(query.page) : undefined })}`,
      ),
    /** One step of the campaign rule table (approve, reject with a reason, feature, …). */
    campaignAction: (id: string, body: CampaignActionRequest) =>
      post(adminCampaignSchema, `/admin/campaigns/${encodeURIComponent(id)}/actions`, body),
    /**
     * Password and authenticator code: the most sensitive actions (approving or denying a
     * company, approving, freezing or ending a campaign) are allowed for a while after.
     */
    confirmIdentity: (body: ConfirmIdentityRequest) =>
      post(identityConfirmedSchema, '/admin/confirm-identity', body),
  };
}
