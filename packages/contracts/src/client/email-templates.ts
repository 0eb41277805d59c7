import type {
  emailPreviewSchema,
  emailTemplateDetailSchema,
  emailTemplateListSchema,
  emailTestSentSchema,
} from '../email-templates';
import type { EmailTemplateRequest } from '../email-templates';
import { json } from './http';
import type { Transport } from './http';

const path = (key: string) => `/admin/email-templates/${encodeURIComponent(key)}`;

/** The admin's email templates: every email's subject and content, previewed, tested, reset. */
export function emailTemplatesApi({ request, post }: Transport) {
  return {
    list: () => request<typeof emailTemplateListSchema>('/admin/email-templates'),
    get: (key: string) => request<typeof emailTemplateDetailSchema>(path(key)),
    /** Saves the admin's wording (refused with the unknown placeholders named). */
    save: (key: string, body: EmailTemplateRequest) =>
      request<typeof emailTemplateDetailSchema>(path(key), json('PUT', body)),
    /** Back to the default wording. */
    reset: (key: string) =>
      request<typeof emailTemplateDetailSchema>(path(key), { method: 'DELETE' }),
    /** A draft rendered with sample data, nothing saved. */
    preview: (key: string, body: EmailTemplateRequest) =>
      post<typeof emailPreviewSchema>(`${path(key)}/preview`, body),
    /** The draft with sample data, emailed to the signed-in admin. */
    sendTest: (key: string, body: EmailTemplateRequest) =>
      post<typeof emailTestSentSchema>(`${path(key)}/test`, body),
  };
}
