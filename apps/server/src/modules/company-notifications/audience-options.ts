import type { CompanyNotificationAudienceOptions } from '@stepup/contracts';
import { COMPANY_NOTIFICATION_SEARCH_LIMIT } from '@stepup/domain';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { findCategoriesWithCompanies, searchApprovedCompanies } from './repository';

/**
 * The send form's choices: approved companies found by part of their name (the first few, by
 * name) and every category with its approved companies' count. Who may call: notifications:write
 * (only the form asks; a reading level has no form).
 */
export async function notificationAudienceOptions(
  ctx: AppContext,
  actor: Actor,
  { q = '' }: { q?: string | undefined },
): Promise<CompanyNotificationAudienceOptions> {
  requireAdmin(actor, 'notifications:write');
  const [found, categories] = await Promise.all([
    searchApprovedCompanies(ctx.db, q.trim(), COMPANY_NOTIFICATION_SEARCH_LIMIT),
    findCategoriesWithCompanies(ctx.db),
  ]);
  return {
    companies: found,
    categories: categories.map((c) => ({ ...c, companies: Number(c.companies) })),
  };
}
