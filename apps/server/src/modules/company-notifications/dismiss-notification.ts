import { COMPANY_NOTIFICATION_DOES_NOT_EXIST } from '@stepup/domain';
import { notFound } from '../../app-error';
import { requireCompanyMember } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { companyNotificationRateRules as rules } from './rate-rules';
import { dismiss } from './repository';

/**
 * Dismisses a notification for the caller's whole company: it leaves the dashboard of every
 * member (and counts as read). Another company's notification, or none: 404. Who may call: any
 * member of a company; counted per company.
 */
export async function dismissNotification(
  ctx: AppContext,
  actor: Actor,
  { notificationId }: { notificationId: string },
): Promise<void> {
  const { company } = requireCompanyMember(actor);
  await ctx.limiter.hit(rules.inboxPerCompany, company.companyId);
  if (!(await dismiss(ctx.db, company.companyId, notificationId, ctx.clock())))
    throw notFound(COMPANY_NOTIFICATION_DOES_NOT_EXIST);
}
