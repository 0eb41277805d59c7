import { z } from 'zod';
import { COMPANY_NOTIFICATION_AUDIENCES } from '@stepup/domain';
import { ID_MAX_LENGTH, URL_MAX_LENGTH, boundedString } from './bounds';

// Company notifications (issue 17; docs/product.md#company-notifications): the admin's form and
// sent list (/admin/notifications), and each company's dashboard notifications.

const instant = z.iso.datetime();
const count = z.number().int().nonnegative();
export const companyNotificationAudienceSchema = z.enum(COMPANY_NOTIFICATION_AUDIENCES);

/**
 * POST /api/admin/company-notifications. Loosely typed on purpose (lengths only): the server
 * checks the fields with the domain's companyNotificationFormSchema, as the form does.
 */
export const companyNotificationRequestSchema = z.object({
  title: boundedString(2000).optional(),
  link: boundedString(URL_MAX_LENGTH).optional(),
  audience: companyNotificationAudienceSchema.optional(),
  companyIds: z.array(boundedString(ID_MAX_LENGTH)).max(1000).optional(),
  categoryId: boundedString(ID_MAX_LENGTH).optional(),
  email: z.boolean().optional(),
});
export type CompanyNotificationRequest = z.infer<typeof companyNotificationRequestSchema>;

/** A sent notification as the admin list shows it. */
export const adminCompanyNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Its link, or ''. */
  link: z.string(),
  audience: companyNotificationAudienceSchema,
  /** The category's name when sent to a category (null otherwise, or once deleted). */
  categoryName: z.string().nullable(),
  emailed: z.boolean(),
  /** Companies it was sent to, and how many of them have read and dismissed it. */
  recipients: count,
  read: count,
  dismissed: count,
  /** The admin who sent it; null once their account is gone. */
  sentBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  createdAt: instant,
});
export type AdminCompanyNotification = z.infer<typeof adminCompanyNotificationSchema>;

/** GET /api/admin/company-notifications?page= : newest first. */
export const adminCompanyNotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const adminCompanyNotificationListSchema = z.object({
  notifications: z.array(adminCompanyNotificationSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  total: count,
});
export type AdminCompanyNotificationList = z.infer<typeof adminCompanyNotificationListSchema>;

export const companyNotificationParamsSchema = z.object({
  notificationId: boundedString(ID_MAX_LENGTH),
});

/** GET /api/admin/company-notifications/audience?q= : the form's choices. */
export const companyNotificationAudienceQuerySchema = z.object({
  /** Part of an approved company's name. */
  q: boundedString(200).optional(),
});
export const companyNotificationAudienceOptionsSchema = z.object({
  /** Approved companies whose name contains q (all when q is empty), by name, the first few. */
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Every category, by name, with how many approved companies it has. */
  categories: z.array(z.object({ id: z.string(), name: z.string(), companies: count })),
});
export type CompanyNotificationAudienceOptions = z.infer<
  typeof companyNotificationAudienceOptionsSchema
>;

/** The answer to a send: the notification as listed. */
export const companyNotificationSentSchema = adminCompanyNotificationSchema;

/** A notification on the company's dashboard. */
export const companyInboxNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  createdAt: instant,
  /** When the company first saw it (null: unread). */
  readAt: instant.nullable(),
});
export type CompanyInboxNotification = z.infer<typeof companyInboxNotificationSchema>;

/** GET /api/company/notifications: those the company has not dismissed, newest first. */
export const companyInboxNotificationListSchema = z.object({
  notifications: z.array(companyInboxNotificationSchema),
  /** How many of them are unread (the menu's badge). */
  unread: count,
});
export type CompanyInboxNotificationList = z.infer<typeof companyInboxNotificationListSchema>;

/** POST /api/company/notifications/read: the notifications the dashboard has shown. */
export const companyNotificationsReadRequestSchema = z.object({
  ids: z.array(boundedString(ID_MAX_LENGTH)).min(1).max(100),
});
export type CompanyNotificationsReadRequest = z.infer<typeof companyNotificationsReadRequestSchema>;
