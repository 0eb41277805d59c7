import type { CompanySetup } from '@stepup/contracts';
import { companySetupFacts, missingCampaignPrerequisites } from '@stepup/domain';
import type { CampaignPrerequisite } from '@stepup/domain';
import type { Database } from '@stepup/db';
import { notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { perksAvailable } from '../perks/company-perks';
import { findCompanySetupRecord } from './repository';

/**
 * Which campaign prerequisites the member's company meets, the member's role (the business
 * site's menu and owner-only pages follow it) and whether the Perks tab is on. Who may call: any member of a company.
 */
export async function getCompanySetup(ctx: AppContext, actor: Actor): Promise<CompanySetup> {
  const { companyId, role } = requireCompanyMember(actor).company;
  const [record, perksOn] = await Promise.all([
    findCompanySetupRecord(ctx.db, companyId),
    perksAvailable(ctx.db),
  ]);
  if (!record) throw notFound();
  return {
    companyName: record.tradingName || record.name,
    yourRole: role,
    perksAvailable: perksOn,
    facts: companySetupFacts(record),
    ...(record.paymentsEnabled
      ? {
          payments: {
            payoutsEnabled: record.payoutsEnabled,
            requirementsDue: record.requirementsDue,
          },
        }
      : {}),
  };
}

/**
 * For a campaign request (docs/product.md#campaign-prerequisites): which prerequisites the company still lacks, in the
 * order of docs/product.md; empty when it may request. The caller has already checked access.
 */
export async function missingPrerequisitesOf(
  db: Database,
  companyId: string,
): Promise<CampaignPrerequisite[]> {
  const record = await findCompanySetupRecord(db, companyId);
  if (!record) throw notFound();
  return missingCampaignPrerequisites(companySetupFacts(record));
}
