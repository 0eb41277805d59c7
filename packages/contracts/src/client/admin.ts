import type {
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
import type {
  adminPaymentDetailSchema,
  adminPaymentListSchema,
  refundSummarySchema,
} from '../refunds';
import type { AdminPaymentListQuery, AdminRefundRequest } from '../refunds';
import type { interactionLogPageSchema } from '../interaction-log';
import type { InteractionLogQuery } from '../interaction-log';
import type { adminCustomerDetailSchema, adminCustomerListSchema } from '../admin-customers';
import type { AdminCustomerChange, AdminCustomerListQuery } from '../admin-customers';
import type {
  adminAccessSchema,
  adminAccountListSchema,
  adminAccountSchema,
  permissionLevelListSchema,
  permissionLevelSchema,
} from '../admins';
import type { AdminLevelChange, NewAdminRequest, PermissionLevelRequest } from '../admins';
import type { adminDashboardSchema } from '../dashboards';
import type { AdminDashboardQuery } from '../dashboards';
import type { adminImageSchema } from '../admin-images';
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
      return request<typeof adminImageSchema>(`/admin/images/${kind}`, {
        method: 'POST',
        body: form,
      });
    },
    /** Customers, searched by name or email and filtered, one page at a time. */
    customers: (query: AdminCustomerListQuery = {}) =>
      request<typeof adminCustomerListSchema>(
        `/admin/customers${queryString({ ...query, page: query.page ? String(query.page) : undefined })}`,
      ),
    customer: (id: string) =>
      request<typeof adminCustomerDetailSchema>(`/admin/customers/${encodeURIComponent(id)}`),
    /**
     * One change to a customer (status, buying, redemptions, tester, gifting fee); the first
     * three need a recent identity confirmation. Answers the customer as it now is.
     */
    changeCustomer: (id: string, body: AdminCustomerChange) =>
      request<typeof adminCustomerDetailSchema>(
        `/admin/customers/${encodeURIComponent(id)}`,
        json('PATCH', body),
      ),
    /** Every payment, filtered and searched, one page at a time, with totals over all pages. */
    payments: (query: AdminPaymentListQuery = {}) =>
      request<typeof adminPaymentListSchema>(
        `/admin/payments${queryString({ ...query, page: query.page ? String(query.page) : undefined })}`,
      ),
    /** The same filters' CSV export (a download link, not a JSON call). */
    paymentsCsvUrl: (query: Omit<AdminPaymentListQuery, 'page'> = {}) =>
      `${baseUrl}/api/admin/payments/export.csv${queryString(query)}`,
    payment: (id: string) =>
      request<typeof adminPaymentDetailSchema>(`/admin/payments/${encodeURIComponent(id)}`),
    /** Refund in full or in part, cancelling the voucher or not (needs a recent identity confirmation). */
    refundPayment: (id: string, body: AdminRefundRequest) =>
      post<typeof refundSummarySchema>(`/admin/payments/${encodeURIComponent(id)}/refunds`, body),
    /** The interaction log, filtered, newest first, one page at a time (read only: it is never changed). */
    interactionLog: (query: InteractionLogQuery = {}) =>
      request<typeof interactionLogPageSchema>(
        `/admin/interaction-log${queryString({ ...query, page: query.page ? String(query.page) : undefined })}`,
      ),
    /** The same filters' CSV export (a download link, not a JSON call). */
    interactionLogCsvUrl: (query: Omit<InteractionLogQuery, 'page'> = {}) =>
      `${baseUrl}/api/admin/interaction-log/export.csv${queryString(query)}`,
    counters: () => request<typeof adminCountersSchema>('/admin/counters'),
    /** The platform's figures and charts over a period (the last 30 days by default). */
    dashboard: (query: AdminDashboardQuery = {}) =>
      request<typeof adminDashboardSchema>(`/admin/dashboard${queryString(query)}`),
    /** The signed-in admin's permission level, area by area. */
    access: () => request<typeof adminAccessSchema>('/admin/access'),
    /** Every admin, by name, with their level and last activity. */
    admins: () => request<typeof adminAccountListSchema>('/admin/admins'),
    /** A new admin account (needs a recent identity confirmation); they are emailed, never the password. */
    createAdmin: (body: NewAdminRequest) => post<typeof adminAccountSchema>('/admin/admins', body),
    /** Moves an admin to another permission level (needs a recent identity confirmation). */
    changeAdminLevel: (id: string, body: AdminLevelChange) =>
      request<typeof adminAccountSchema>(
        `/admin/admins/${encodeURIComponent(id)}`,
        json('PATCH', body),
      ),
    /** Removes an admin's account; their sessions end (needs a recent identity confirmation). */
    removeAdmin: (id: string) =>
      request<null>(`/admin/admins/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    /** The admins' permission levels, most powerful first, with how many admins each has. */
    permissionLevels: () => request<typeof permissionLevelListSchema>('/admin/roles'),
    createPermissionLevel: (body: PermissionLevelRequest) =>
      post<typeof permissionLevelSchema>('/admin/roles', body),
    updatePermissionLevel: (id: string, body: PermissionLevelRequest) =>
      request<typeof permissionLevelSchema>(
        `/admin/roles/${encodeURIComponent(id)}`,
        json('PATCH', body),
      ),
    /** Refused while any admin has the level. */
    deletePermissionLevel: (id: string) =>
      request<null>(`/admin/roles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    companies: (query: AdminCompanyListQuery = {}) =>
      request<typeof adminCompanyListSchema>(
        `/admin/companies${queryString({ ...query, page: query.page ? String(query.page) : undefined })}`,
      ),
    company: (id: string) =>
      request<typeof adminCompanyDetailSchema>(`/admin/companies/${encodeURIComponent(id)}`),
    /** Approve a company, or deny it with a reason; its owners are emailed. */
    decideCompany: (id: string, body: CompanyDecisionRequest) =>
      post<typeof adminCompanyDetailSchema>(
        `/admin/companies/${encodeURIComponent(id)}/decision`,
        body,
      ),
    /** Read-only: the company's campaigns and sales as its dashboard shows them. */
    companyView: (id: string) =>
      request<typeof adminCompanyViewSchema>(`/admin/companies/${encodeURIComponent(id)}/view`),
    campaigns: (query: AdminCampaignListQuery = {}) =>
      request<typeof adminCampaignListSchema>(
        `/admin/campaigns${queryString({ ...query, page: query.page ? String(query.page) : undefined })}`,
      ),
    /** One step of the campaign rule table (approve, reject with a reason, feature, …). */
    campaignAction: (id: string, body: CampaignActionRequest) =>
      post<typeof adminCampaignSchema>(`/admin/campaigns/${encodeURIComponent(id)}/actions`, body),
    /**
     * Password and authenticator code: the most sensitive actions (approving or denying a
     * company, approving, freezing or ending a campaign) are allowed for a while after.
     */
    confirmIdentity: (body: ConfirmIdentityRequest) =>
      post<typeof identityConfirmedSchema>('/admin/confirm-identity', body),
  };
}
