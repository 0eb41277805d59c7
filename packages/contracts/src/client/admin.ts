import { z } from 'zod';
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
import {
  adminAccessSchema,
  adminAccountListSchema,
  adminAccountSchema,
  permissionLevelListSchema,
  permissionLevelSchema,
} from '../admins';
import type { AdminLevelChange, NewAdminRequest, PermissionLevelRequest } from '../admins';
import { adminDashboardSchema } from '../dashboards';
import type { AdminDashboardQuery } from '../dashboards';
import { adminImageSchema } from '../admin-images';
import type { AdminImageKind } from '@stepup/domain';
import { json, queryString } from './http';
import type { Transport } from './http';

/** The admin's counters, companies and campaigns, and the decisions on them. */
export function adminApi({ request, post, baseUrl }: Transport) {
  return {
    /** Multipart upload of a story, category, branding, press or perk picture; answers its address. */
    uploadImage: (kind: AdminImageKind, file: Blob, fileName = 'image') => {
      const form = new FormData();
      form.append('image', file, fileName);
      return request(adminImageSchema, `/admin/images/${kind}`, { method: 'POST', body: form });
    },
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
    /** Every admin, by name, with their level and last activity. */
    admins: () => request(adminAccountListSchema, '/admin/admins'),
    /** A new admin account (needs a recent identity confirmation); they are emailed, never the password. */
    createAdmin: (body: NewAdminRequest) => post(adminAccountSchema, '/admin/admins', body),
    /** Moves an admin to another permission level (needs a recent identity confirmation). */
    changeAdminLevel: (id: string, body: AdminLevelChange) =>
      request(adminAccountSchema, `/admin/admins/${encodeURIComponent(id)}`, json('PATCH', body)),
    /** Removes an admin's account; their sessions end (needs a recent identity confirmation). */
    removeAdmin: (id: string) =>
      request(z.null(), `/admin/admins/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    /** The admins' permission levels, most powerful first, with how many admins each has. */
    permissionLevels: () => request(permissionLevelListSchema, '/admin/roles'),
    createPermissionLevel: (body: PermissionLevelRequest) =>
      post(permissionLevelSchema, '/admin/roles', body),
    updatePermissionLevel: (id: string, body: PermissionLevelRequest) =>
      request(permissionLevelSchema, `/admin/roles/${encodeURIComponent(id)}`, json('PATCH', body)),
    /** Refused while any admin has the level. */
    deletePermissionLevel: (id: string) =>
      request(z.null(), `/admin/roles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
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
