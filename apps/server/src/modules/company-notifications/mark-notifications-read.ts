import { COMPANY_NOTIFICATION_DOES_NOT_EXIST } from '@stepup/domain';
import { notFound } from '../../app-error';
import { requireCompanyMember } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { companyNotificationRateRules as rules } from './rate-rules';
import { findCompanyRecipientIds, markRead } from './repository';

/**
 * Marks notifications the dashboard has shown as read, for the whole company (the first time
 * stays). Any id not sent to the caller's company: 404 and nothing changes. Who may call: any
 * member of a company; counted per company.
 */
export async function markNotificationsRead(
  ctx: AppContext,
  actor: Actor,
  { ids }: { ids: string[] },
): Promise<void> {
  const { company } = requireCompanyMember(actor);
  await ctx.limiter.hit(rules.inboxPerCompany, company.companyId);
  const unique = [...new Set(ids)];
  const own = await findCompanyRecipientIds(ctx.db, company.companyId, unique);
  if (own.length !== unique.length) throw notFound(COMPANY_NOTIFICATION_DOES_NOT_EXIST);
  await markRead(ctx.db, company.companyId, unique, ctx.clock());
}
