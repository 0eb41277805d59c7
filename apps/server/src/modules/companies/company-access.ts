import type { AccountUser } from '@stepup/contracts';
import { companyRoleAllows } from '@stepup/domain';
import type { CompanyAction } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { AccountsContext } from '../accounts/service';
import { requireSignedIn } from '../accounts/profile-service';
import { findMembership } from './membership-repository';

/** Not in the spec. */
export const COMPANY_ONLY = 'Only a member of a company can do this.';
/** Not in the spec: a staff member trying an owner's change. */
export const COMPANY_ROLE_REFUSED = 'Only an owner of the company can change this.';

export interface CompanyAccess {
  user: AccountUser;
  companyId: string;
  companyStatus: string;
  /** 'owner' or another role in the company. */
  role: string;
  isOwner: boolean;
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
  {
    owner = false,
    may,
  }: {
    owner?: boolean;
    /** What the caller's role must allow (the domain's companyRoleAllows: staff may less). */
    may?: CompanyAction;
  } = {},
): Promise<CompanyAccess> {
  const { user } = await requireSignedIn(ctx, headers);
  if (user.audience !== 'business') throw new AppError('forbidden', COMPANY_ONLY);
  const membership = await findMembership(ctx.db, user.id);
  if (!membership) throw new AppError('forbidden', COMPANY_ONLY);
  if (owner && !membership.isOwner) throw new AppError('forbidden', COMPANY_ONLY);
  if (may && !companyRoleAllows(membership.role, may))
    throw new AppError('forbidden', COMPANY_ROLE_REFUSED);
  return { user, ...membership };
}
