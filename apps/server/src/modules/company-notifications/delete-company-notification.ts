import { COMPANY_NOTIFICATION_DOES_NOT_EXIST } from '@stepup/domain';
import { notFound } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { writeInteractionLog } from '../admin/interaction-log';
import { companyNotificationRateRules as rules } from './rate-rules';
import { deleteNotificationRow, lockNotification } from './repository';

/**
 * Deletes a sent notification: it disappears from every company's dashboard (its recipients'
 * rows go with it), and the log keeps what it said. 404 when it does not exist (the screen says
 * FAILED_TO_DELETE_NOTIFICATION with the reason). Who may call: notifications:write; every
 * attempt counts per address and per admin.
 */
export async function deleteCompanyNotification(
  ctx: AppContext,
  actor: Actor,
  { notificationId }: { notificationId: string },
): Promise<void> {
  const { user: admin } = requireAdmin(actor, 'notifications:write');
  await ctx.limiter.hit(rules.perIp, actor.ip);
  await ctx.limiter.hit(rules.deletesPerAdmin, admin.id);
  await ctx.db.transaction(async (tx) => {
    const notification = await lockNotification(tx, notificationId);
    if (!notification) throw notFound(COMPANY_NOTIFICATION_DOES_NOT_EXIST);
    await deleteNotificationRow(tx, notificationId);
    await writeInteractionLog(tx, {
      actorUserId: admin.id,
      actorLabel: admin.email,
      action: 'company-notification.deleted',
      targetType: 'company-notification',
      targetId: notificationId,
      data: {
        name: notification.title,
        before: { title: notification.title, link: notification.data },
        after: {},
      },
    });
  });
}
