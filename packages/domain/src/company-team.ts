import { z } from 'zod';
import { EMAIL_BADLY_FORMATTED, MISSING_EMAIL } from './messages';
import { isValidEmail, requiredText } from './validation/shared';

// A company's team: who may do what, and who may join or leave. Not in the spec beyond "company
// users need a role in the company" (docs/product.md#team); the product decision is two roles.

/** The roles a company member can hold. 'owner' is the one who signs the company up. */
export const COMPANY_ROLES = ['owner', 'staff'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  staff: 'Staff',
};

/** What a role may do in the company area. */
export const COMPANY_ACTIONS = [
  'viewDashboard',
  'redeemVouchers',
  'viewPerks',
  'manageCampaigns',
  'managePayments',
  'manageBasicInformation',
  'manageWebsiteConnection',
  'manageTeam',
  /** The custom-offer inbox (ADR 027): every member sees it. */
  'viewCustomOffers',
  /** Accept, decline or counter an offer, and set a campaign's offer settings: owners. */
  'answerCustomOffers',
  /** Cancel one of the company's vouchers and refund its buyer (ADR 028): owners. */
  'cancelVouchers',
  /** Reply to a customer's rating (ADR 052): owners. */
  'replyToRatings',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

const STAFF_ACTIONS: ReadonlySet<CompanyAction> = new Set([
  'viewDashboard',
  'redeemVouchers',
  'viewPerks',
  'viewCustomOffers',
]);

export const isCompanyRole = (role: string): role is CompanyRole =>
  (COMPANY_ROLES as readonly string[]).includes(role);

/**
 * Owners may do everything; staff redeem vouchers, see the dashboard and perks, but never change
 * payments, basic information, campaigns, connections or the team. An unknown role may do nothing.
 */
export function companyRoleAllows(role: string, action: CompanyAction): boolean {
  if (role === 'owner') return true;
  if (role === 'staff') return STAFF_ACTIONS.has(action);
  return false;
}

/** Not in the spec: an owner-only page opened by a staff member. */
export const OWNER_ONLY_PAGE = (companyName: string) =>
  `Only an owner of ${companyName} can change this.`;

/** Not in the spec. */
export const INVITE_ROLE_INVALID = 'Choose a role: Owner or Staff.';
export const INVITE_ALREADY_MEMBER = 'This person is already a member of your team.';
export const INVITE_ALREADY_OPEN =
  'An invitation to this email is already waiting. Revoke it to send a new one.';
export const INVITE_LINK_INVALID =
  'This invitation link is not valid any more. Ask the owner to send you a new one.';
export const INVITE_WRONG_EMAIL = (email: string) =>
  `This invitation is for ${email}. Sign in with that email to join.`;
export const INVITE_CUSTOMER_ACCOUNT =
  'A customer account cannot join a company. Sign up on the business site with another email.';
export const INVITE_OTHER_COMPANY =
  'You already belong to a company. Close that membership before joining another one.';
export const LAST_OWNER_REMOVE_REFUSED =
  'A company needs at least one owner. Make another member an owner first.';

/** How long an invitation link works. */
export const COMPANY_INVITE_DAYS = 7;

export const companyInviteSchema = z
  .object({
    email: requiredText(MISSING_EMAIL),
    role: z.string({ error: INVITE_ROLE_INVALID }),
  })
  .superRefine((value, ctx) => {
    if (value.email !== '' && !isValidEmail(value.email)) {
      ctx.addIssue({ code: 'custom', message: EMAIL_BADLY_FORMATTED, path: ['email'] });
    }
    if (!isCompanyRole(value.role)) {
      ctx.addIssue({ code: 'custom', message: INVITE_ROLE_INVALID, path: ['role'] });
    }
  });

export const inviteExpiry = (now: Date): Date =>
  new Date(now.getTime() + COMPANY_INVITE_DAYS * 24 * 60 * 60 * 1000);

export interface InviteState {
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

export type InviteStatus = 'open' | 'accepted' | 'revoked' | 'expired';

export function inviteStatus(invite: InviteState, now: Date): InviteStatus {
  if (invite.acceptedAt) return 'accepted';
  if (invite.revokedAt) return 'revoked';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

export interface TeamMemberFacts {
  userId: string;
  role: string;
}

export type TeamDecision = { ok: true } | { ok: false; message: string };

/** Removing a member: any member but the last owner (a company always keeps one). */
export function memberRemoval(members: TeamMemberFacts[], userId: string): TeamDecision {
  const target = members.find((m) => m.userId === userId);
  if (!target) return { ok: false, message: 'This person is not a member of your team.' };
  const owners = members.filter((m) => m.role === 'owner');
  if (target.role === 'owner' && owners.length <= 1)
    return { ok: false, message: LAST_OWNER_REMOVE_REFUSED };
  return { ok: true };
}

/** Not in the spec. */
export const LAST_OWNER_ROLE_REFUSED =
  'A company needs at least one owner. Make another member an owner first.';

/** Changing a member's role: to a known role, never leaving the company without an owner. */
export function memberRoleChange(
  members: TeamMemberFacts[],
  userId: string,
  role: string,
): TeamDecision {
  if (!isCompanyRole(role)) return { ok: false, message: INVITE_ROLE_INVALID };
  const target = members.find((m) => m.userId === userId);
  if (!target) return { ok: false, message: 'This person is not a member of your team.' };
  const owners = members.filter((m) => m.role === 'owner');
  if (target.role === 'owner' && role !== 'owner' && owners.length <= 1)
    return { ok: false, message: LAST_OWNER_ROLE_REFUSED };
  return { ok: true };
}

/**
 * Who may take up an invitation: a business account with the invited email that belongs to no
 * company yet (or already to this one), never a customer account.
 */
export function inviteAcceptance(input: {
  invite: InviteState & { email: string; companyId: string };
  now: Date;
  account: { email: string; audience: 'customer' | 'business'; companyId: string | null };
}): TeamDecision {
  const { invite, now, account } = input;
  if (inviteStatus(invite, now) !== 'open') return { ok: false, message: INVITE_LINK_INVALID };
  if (account.audience !== 'business') return { ok: false, message: INVITE_CUSTOMER_ACCOUNT };
  if (account.email.toLowerCase() !== invite.email.toLowerCase())
    return { ok: false, message: INVITE_WRONG_EMAIL(invite.email) };
  if (account.companyId && account.companyId !== invite.companyId)
    return { ok: false, message: INVITE_OTHER_COMPANY };
  if (account.companyId === invite.companyId) return { ok: false, message: INVITE_ALREADY_MEMBER };
  return { ok: true };
}
