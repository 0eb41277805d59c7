import type {
  adminCompanyNotificationListSchema,
  companyInboxNotificationListSchema,
  companyNotificationAudienceOptionsSchema,
  companyNotificationSentSchema,
} from '../company-notifications';
import type { CompanyNotificationRequest } from '../company-notifications';
import { queryString } from './http';
import type { Transport } from './http';

/** The admin's company notifications: the form's choices, sending, the sent list, deleting. */
export function adminCompanyNotificationsApi({ request, post }: Transport) {
  return {
    list: (page = 1) =>
      request<typeof adminCompanyNotificationListSchema>(
        `/admin/company-notifications${queryString({ page: page > 1 ? String(page) : undefined })}`,
      ),
    audience: (q = '') =>
      request<typeof companyNotificationAudienceOptionsSchema>(
        `/admin/company-notifications/audience${queryString({ q: q.trim() || undefined })}`,
      ),
    send: (body: CompanyNotificationRequest) =>
      post<typeof companyNotificationSentSchema>('/admin/company-notifications', body),
    remove: (id: string) =>
      request<null>(`/admin/company-notifications/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
  };
}

/** The signed-in member's company's notifications (never another company's). */
export function companyNotificationsApi({ request, post }: Transport) {
  return {
    list: () => request<typeof companyInboxNotificationListSchema>('/company/notifications'),
    markRead: (ids: string[]) => post<null>('/company/notifications/read', { ids }),
    dismiss: (id: string) =>
      post<null>(`/company/notifications/${encodeURIComponent(id)}/dismiss`, {}),
  };
}
