import type { AdminCompanyNotification } from '@stepup/contracts';
import type { SentNotificationRow } from './repository';

/** A sent notification as the admin list shows it. */
export const toAdminNotification = (row: SentNotificationRow): AdminCompanyNotification => ({
  id: row.id,
  title: row.title,
  link: row.data,
  audience: row.audience,
  categoryName: row.audience === 'category' ? (row.categoryName ?? null) : null,
  emailed: row.emailed,
  recipients: Number(row.recipients),
  read: Number(row.read),
  dismissed: Number(row.dismissed),
  sentBy: row.senderEmail ? { name: row.senderName ?? '', email: row.senderEmail } : null,
  createdAt: row.createdAt.toISOString(),
});
