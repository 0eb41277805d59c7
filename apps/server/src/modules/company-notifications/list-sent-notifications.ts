import type { AdminCompanyNotificationList } from '@stepup/contracts';
import { COMPANY_NOTIFICATIONS_PAGE_SIZE } from '@stepup/domain';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { countSentNotifications, findSentNotifications } from './repository';
import { toAdminNotification } from './sent-notification';

/**
 * The sent company notifications, newest first, a page at a time, each with how many companies
 * it reached, read and dismissed it. Who may call: notifications:read.
 */
export async function listSentNotifications(
  ctx: AppContext,
  actor: Actor,
  { page }: { page: number },
): Promise<AdminCompanyNotificationList> {
  requireAdmin(actor, 'notifications:read');
  const pageSize = COMPANY_NOTIFICATIONS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    findSentNotifications(ctx.db, { limit: pageSize, offset: (page - 1) * pageSize }),
    countSentNotifications(ctx.db),
  ]);
  return { notifications: rows.map(toAdminNotification), page, pageSize, total };
}
