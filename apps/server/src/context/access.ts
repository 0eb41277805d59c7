import { adminMay, companyRoleAllows } from '@stepup/domain';
import type { AdminNeed, CompanyAction } from '@stepup/domain';
import {
  ADMIN_AREA_REFUSED,
  ADMIN_NEEDS_SECOND_FACTOR,
  ADMIN_ONLY,
  COMPANY_ONLY,
  COMPANY_ROLE_REFUSED,
  MISSING_USER_DATA,
  REAUTHENTICATION_REQUIRED,
  WRONG_USER_DATA,
} from '@stepup/domain';
import { AppError } from '../app-error';
import type { Actor, BusinessUser, CompanyRole, Customer, SignedInActor } from './actor';

/**
 * The access rules every use case starts with. They read only the actor (resolved at the request
 * boundary), so they cost nothing and a job or test can satisfy them with a built actor.
 */

/** Any signed-in account of this site, or 401. */
export function requireSignedIn(actor: Actor): SignedInActor {
  if (actor.kind === 'visitor') throw new AppError('unauthenticated', MISSING_USER_DATA);
  return actor;
}

/**
 * Customer-only use cases (favourites, wallet, profile of a customer): a visitor gets 401, and a
 * business account (company user or admin) 403.
 */
export function requireCustomer(actor: Actor): Customer {
  const signedIn = requireSignedIn(actor);
  if (signedIn.kind !== 'customer') throw new AppError('forbidden', WRONG_USER_DATA);
  return signedIn;
}

/** A company member as the company area's use cases see them. */
export type CompanyMember = BusinessUser & { company: CompanyRole };

/**
 * Every company-area use case starts here: the signed-in business account and THE company it acts
 * for, from its membership — never from the request — so one company's session can never reach
 * another company's data (401 signed out, 403 a customer, an admin without a company, or an
 * account with no company; 403 too when the role does not allow the action).
 */
export function requireCompanyMember(
  actor: Actor,
  {
    owner = false,
    may,
  }: {
    owner?: boolean;
    /** What the member's role must allow (the domain's companyRoleAllows: staff may less). */
    may?: CompanyAction;
  } = {},
): CompanyMember {
  const signedIn = requireSignedIn(actor);
  if (signedIn.kind !== 'business' || !signedIn.company)
    throw new AppError('forbidden', COMPANY_ONLY);
  if (owner && !signedIn.company.isOwner) throw new AppError('forbidden', COMPANY_ONLY);
  if (may && !companyRoleAllows(signedIn.company.role, may))
    throw new AppError('forbidden', COMPANY_ROLE_REFUSED);
  return signedIn as CompanyMember;
}

/**
 * How long a confirmation of identity covers the most sensitive admin actions: long enough for a
 * round of reviews, short enough that a session left open (or taken) cannot use it for long.
 */
export const IDENTITY_CONFIRMATION_LIFETIME_MS = 10 * 60_000;

/** Admin use cases that belong to no area: the dashboard, the menu's counters, one's own access. */
export const ANY_ADMIN = 'any admin';

/**
 * The admin area's rule: a platform admin, signed in on the business site, with a second factor
 * (401 signed out, 403 otherwise), whose permission level grants `need` — an area and read or
 * write, e.g. 'customers:write' (403 ADMIN_AREA_REFUSED otherwise); ANY_ADMIN only for what
 * belongs to no area. Every admin use case names its need, so a new one cannot forget it.
 * `sensitiveActionAt` (the use case's clock) adds the rule of the most sensitive actions
 * (approving or denying a company; approving, freezing or ending a campaign; refunds): this session
 * confirmed the password and authenticator code within IDENTITY_CONFIRMATION_LIFETIME_MS, else 403
 * reauthentication_required. A session cookie alone (left signed in, or stolen) is not enough.
 */
export function requireAdmin(
  actor: Actor,
  need: AdminNeed | typeof ANY_ADMIN,
  { sensitiveActionAt }: { sensitiveActionAt?: Date } = {},
): BusinessUser & { admin: NonNullable<BusinessUser['admin']> } {
  if (actor.kind === 'visitor') throw new AppError('unauthenticated', ADMIN_ONLY);
  if (actor.kind !== 'business' || !actor.admin) throw new AppError('forbidden', ADMIN_ONLY);
  if (!actor.user.twoFactorEnabled) throw new AppError('forbidden', ADMIN_NEEDS_SECOND_FACTOR);
  if (need !== ANY_ADMIN && !adminMay(actor.admin.permissions, need))
    throw new AppError('forbidden', ADMIN_AREA_REFUSED);
  if (sensitiveActionAt) {
    const confirmedAt = actor.admin.identityConfirmedAt;
    const age = confirmedAt ? sensitiveActionAt.getTime() - confirmedAt.getTime() : Infinity;
    if (!(age >= 0 && age < IDENTITY_CONFIRMATION_LIFETIME_MS))
      throw new AppError('reauthentication_required', REAUTHENTICATION_REQUIRED);
  }
  return actor as BusinessUser & { admin: NonNullable<BusinessUser['admin']> };
}
