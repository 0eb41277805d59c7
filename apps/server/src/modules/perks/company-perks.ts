import type { PerkList } from '@stepup/contracts';
import { perkDays } from '@stepup/domain';
import type { Database } from '@stepup/db';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { findPerksEnabled, listLivePerks } from './repository';

/**
 * Whether companies see the Perks tab now (site_settings.perks_enabled): the company's setup
 * payload carries it, so the business site's menu follows the server.
 */
export const perksAvailable = (db: Database): Promise<boolean> => findPerksEnabled(db);

/**
 * The company's Perks tab (docs/product.md#perks): the perks live today (enabled, between their
 * UK days by the context's clock) for every company or for the caller's among those chosen. While
 * an admin has turned perks off: `available: false` and no perk. Who may call: any member of a
 * company, for THEIR company.
 */
export async function getCompanyPerks(ctx: AppContext, actor: Actor): Promise<PerkList> {
  const { companyId } = requireCompanyMember(actor).company;
  if (!(await findPerksEnabled(ctx.db))) return { available: false, perks: [] };
  const rows = await listLivePerks(ctx.db, companyId, ctx.clock());
  return {
    available: true,
    perks: rows.map(({ endsAt, ...perk }) => ({
      ...perk,
      endsOn: perkDays({ startsAt: null, endsAt }).endsOn,
    })),
  };
}
