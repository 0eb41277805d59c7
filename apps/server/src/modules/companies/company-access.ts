import type { AccountUser } from '@stepup/contracts';
import { COMPANY_OWNER_ROLE, companies, companyMembers, eq } from '@stepup/db';
import type { Database } from '@stepup/db';
import { AppError } from '../../app-error';
import type { AccountsContext } from '../accounts/service';
import { requireSignedIn } from '../accounts/profile-service';

/** Not in the spec. */
export const COMPANY_ONLY = 'Only a member of a company can do this.';

export interface CompanyAccess {
  user: AccountUser;
  companyId: string;
  companyStatus: string;
  /** COMPANY_OWNER_ROLE or another role in the company. */
  role: string;
}

async function findMembership(db: Database, userId: string) {
  const [row] = await db
    .select({
      companyId: companyMembers.companyId,
      role: companyMembers.roleInCompany,
      companyStatus: companies.status,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(companyMembers.createdAt)
    .limit(1);
  return row;
}

/**
 * Every company-area endpoint starts here: the signed-in business user of this request and THE
 * company they act for, taken from their membership — never from the request — so one company's
 * session can never reach another company's data (401 signed out, 403 a customer, an admin
 * without a company, or a user with no company).
 */
export async function requireCompanyMember(
  ctx: AccountsContext,
  headers: Headers,
  { owner = false }: { owner?: boolean } = {},
): Promise<CompanyAccess> {
  const { user } = await requireSignedIn(ctx, headers);
  if (user.audience !== 'business') throw new AppError('forbidden', COMPANY_ONLY);
  const membership = await findMembership(ctx.db, user.id);
  if (!membership) throw new AppError('forbidden', COMPANY_ONLY);
  if (owner && membership.role !== COMPANY_OWNER_ROLE)
    throw new AppError('forbidden', COMPANY_ONLY);
  return { user, ...membership };
}
