import type { CompanyInboxNotificationList } from '@stepup/contracts';
import { requireCompanyMember } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { countUnread, findCompanyNotifications } from './repository';

/** The most notifications the dashboard lists at once (older ones show as newer are dismissed). */
export const DASHBOARD_NOTIFICATIONS_LIMIT = 50;

/**
 * The notifications on the caller's company dashboard: those it has not dismissed, newest first,
 * and how many it has not read (the menu's badge). Who may call: any member of a company (owner
 * or staff); only their own company's rows, taken from their membership.
 */
export async function listCompanyNotifications(
  ctx: AppContext,
  actor: Actor,
): Promise<CompanyInboxNotificationList> {
  const { company } = requireCompanyMember(actor);
  const [rows, unread] = await Promise.all([
    findCompanyNotifications(ctx.db, company.companyId, DASHBOARD_NOTIFICATIONS_LIMIT),
    countUnread(ctx.db, company.companyId),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      title: row.title,
      link: row.data,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    unread,
  };
}
