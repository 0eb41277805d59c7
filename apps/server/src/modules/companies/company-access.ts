import type { AccountUser } from '@stepup/contracts';
import { companyRoleAllows } from '@stepup/domain';
import type { CompanyAction } from '@stepup/domain';
import { MISSING_USER_DATA } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { AppContext as AccountsContext } from '../../context/app-context';
import { BrowserCredentials } from '../../context/browser-credentials';
import { currentSession } from '../accounts/service';
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
 * The signed-in user of the request's headers, or 401 — for the company-area use cases that still
 * take headers (context/access.ts's requireSignedIn takes the request's actor instead).
 */
export async function requireSignedIn(
  ctx: Pick<AccountsContext, 'auth' | 'db'>,
  headers: Headers,
): Promise<{ user: AccountUser }> {
  const found = await currentSession(ctx, new BrowserCredentials(headers), new Date());
  if (!found) throw new AppError('unauthenticated', MISSING_USER_DATA);
  return { user: found.user };
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
