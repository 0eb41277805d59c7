import { createHash, randomBytes } from 'node:crypto';
import type { InviteDetails, Perk, Team, TeamInvite, TeamInviteRequest } from '@stepup/contracts';
import {
  COMPANY_INVITE_DAYS,
  COMPANY_ROLE_LABELS,
  INVITE_ALREADY_MEMBER,
  INVITE_ALREADY_OPEN,
  INVITE_LINK_INVALID,
  companyInviteSchema,
  firstError,
  inviteAcceptance,
  inviteExpiry,
  inviteStatus,
  type CompanyRole,
  memberRemoval,
  memberRoleChange,
} from '@stepup/domain';
import { teamInviteMessage } from '@stepup/email';
import { AppError, notFound } from '../../app-error';
import type { RateLimiter, RateRule } from '../../plugins/rate-limit';
import type { AppContext, AppContext as AccountsContext } from '../../context/app-context';
import { requireCompanyMember, requireSignedIn } from '../companies/company-access';
import { findSiteSettings } from '../content/repository';
import {
  acceptInvite,
  findCompanyName,
  findInviteByTokenHash,
  findUserCompanyId,
  insertInvite,
  isMemberEmail,
  listCompanyPerks,
  listMembers,
  listOpenInvites,
  removeMember,
  revokeInvite,
  setMemberRole,
} from './repository';

export interface TeamContext {
  accounts: AccountsContext;
  limiter: RateLimiter;
  /** The business site's public address: invitation links lead to its /team-invite page. */
  businessUrl: string;
  now?: () => Date;
}

/**
 * Invitations one company may send in an hour (each one emails someone), and one address: an
 * address owning many companies must not mail many times more.
 */
export const teamRateRules = {
  invitesPerCompany: { name: 'team-invite:company', limit: 20, windowMs: 60 * 60_000 },
  invitesPerIp: { name: 'team-invite:ip', limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/** Not in the spec. */
export const INVITE_NOT_FOUND = 'This invitation is no longer open.';
export const MEMBER_NOT_FOUND = 'This person is not a member of your team.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const clock = (ctx: TeamContext) => (ctx.now ?? (() => new Date()))();

/** Who may call: any member of a company. The team of THEIR company and its open invitations. */
export async function getTeam(ctx: TeamContext, headers: Headers): Promise<Team> {
  const { companyId, role, user } = await requireCompanyMember(ctx.accounts, headers);
  const db = ctx.accounts.db;
  const [companyName, members, invites] = await Promise.all([
    findCompanyName(db, companyId),
    listMembers(db, companyId),
    listOpenInvites(db, companyId, clock(ctx)),
  ]);
  return {
    companyName,
    yourRole: role,
    members: members.map((m) => ({ ...m, you: m.userId === user.id })),
    invites: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}

/**
 * Who may call: an owner. Invites a colleague by email with a role; the invitee is emailed a
 * single-use link to the business site (only its hash is kept). Rate limited per company (here)
 * and per address (by the route).
 */
export async function inviteColleague(
  ctx: TeamContext,
  headers: Headers,
  input: TeamInviteRequest,
): Promise<TeamInvite> {
  const { companyId, user } = await requireCompanyMember(ctx.accounts, headers, { owner: true });
  const message = firstError(companyInviteSchema, { email: input.email ?? '', role: input.role });
  if (message) throw new AppError('validation', message);
  const email = input.email!.trim().toLowerCase();
  // The schema above refused any other role.
  const role = input.role as CompanyRole;
  const db = ctx.accounts.db;
  if (await isMemberEmail(db, companyId, email))
    throw new AppError('conflict', INVITE_ALREADY_MEMBER);
  await ctx.limiter.hit(teamRateRules.invitesPerCompany, companyId);

  const now = clock(ctx);
  const token = randomBytes(32).toString('base64url');
  const invite = await insertInvite(db, {
    companyId,
    email,
    role,
    tokenHash: hashToken(token),
    invitedBy: user.id,
    expiresAt: inviteExpiry(now),
    now,
  });
  if (!invite) throw new AppError('conflict', INVITE_ALREADY_OPEN);

  const [companyName, settings] = await Promise.all([
    findCompanyName(db, companyId),
    findSiteSettings(db),
  ]);
  await ctx.accounts.mailer.send(
    email,
    'team-invite',
    teamInviteMessage(
      { siteName: settings?.siteName ?? 'Vouchers' },
      {
        companyName,
        inviterName: user.name,
        roleLabel: COMPANY_ROLE_LABELS[role],
        url: `${ctx.businessUrl}/team-invite?token=${encodeURIComponent(token)}`,
        expiresInDays: COMPANY_INVITE_DAYS,
      },
    ),
  );
  return { ...invite, expiresAt: invite.expiresAt.toISOString() };
}

/** Who may call: an owner, for THEIR company's open invitations. */
export async function revokeTeamInvite(ctx: TeamContext, headers: Headers, inviteId: string) {
  const { companyId } = await requireCompanyMember(ctx.accounts, headers, { owner: true });
  if (!(await revokeInvite(ctx.accounts.db, companyId, inviteId, clock(ctx))))
    throw notFound(INVITE_NOT_FOUND);
}

/** Who may call: an owner, for THEIR company's members; never the last owner. */
export async function removeTeamMember(ctx: TeamContext, headers: Headers, userId: string) {
  const { companyId } = await requireCompanyMember(ctx.accounts, headers, { owner: true });
  await removeMember(ctx.accounts.db, companyId, userId, (members) => {
    if (!members.some((m) => m.userId === userId)) throw notFound(MEMBER_NOT_FOUND);
    const decision = memberRemoval(members, userId);
    if (!decision.ok) throw new AppError('conflict', decision.message);
  });
}

/**
 * Who may call: an owner, for THEIR company's members. Makes a member an owner (to hand the
 * company over) or staff; the last owner keeps the role.
 */
export async function changeMemberRole(
  ctx: TeamContext,
  headers: Headers,
  userId: string,
  role: string,
) {
  const { companyId } = await requireCompanyMember(ctx.accounts, headers, { owner: true });
  await setMemberRole(ctx.accounts.db, companyId, userId, role, (members) => {
    if (!members.some((m) => m.userId === userId)) throw notFound(MEMBER_NOT_FOUND);
    const decision = memberRoleChange(members, userId, role);
    if (!decision.ok) throw new AppError('conflict', decision.message);
  });
}

/** An open invitation by its token, or the one refusal for every kind of dead link. */
async function openInvite(ctx: TeamContext, token: string) {
  const invite = token ? await findInviteByTokenHash(ctx.accounts.db, hashToken(token)) : undefined;
  if (!invite || inviteStatus(invite, clock(ctx)) !== 'open')
    throw new AppError('not_found', INVITE_LINK_INVALID);
  return invite;
}

/** Who may call: anyone holding the emailed token. What the invitation page shows. */
export async function getInviteDetails(ctx: TeamContext, token: string): Promise<InviteDetails> {
  const invite = await openInvite(ctx, token);
  return { companyName: invite.companyName, email: invite.email, role: invite.role };
}

/**
 * Who may call: the signed-in business user the invitation was sent to, who belongs to no
 * company yet. Makes them a member of the inviting company with the invitation's role.
 */
export async function acceptTeamInvite(
  ctx: TeamContext,
  headers: Headers,
  token: string,
): Promise<{ companyName: string }> {
  const { user } = await requireSignedIn(ctx.accounts, headers);
  const invite = await openInvite(ctx, token);
  const now = clock(ctx);
  const decision = inviteAcceptance({
    invite,
    now,
    account: {
      email: user.email,
      audience: user.audience,
      companyId: await findUserCompanyId(ctx.accounts.db, user.id),
    },
  });
  if (!decision.ok) throw new AppError('forbidden', decision.message);
  if (!(await acceptInvite(ctx.accounts.db, { inviteId: invite.id, userId: user.id, now })))
    throw new AppError('not_found', INVITE_LINK_INVALID);
  return { companyName: invite.companyName };
}

/**
 * Business sign-up through an invitation (the accounts module asks, before the account exists):
 * the token must be open and for this email, else the sign-up is refused.
 */
export async function checkInviteForSignUp(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  { token, email }: { token: string; email: string },
): Promise<{ inviteId: string }> {
  const invite = await findInviteByTokenHash(ctx.db, hashToken(token));
  const decision = invite
    ? inviteAcceptance({
        invite,
        now: ctx.clock(),
        account: { email, audience: 'business', companyId: null },
      })
    : { ok: false as const, message: INVITE_LINK_INVALID };
  if (!decision.ok) throw new AppError('forbidden', decision.message);
  return { inviteId: invite!.id };
}

/** Then, once the account exists: the new user becomes a member with the invitation's role. */
export async function joinInvitedCompany(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  { inviteId, userId }: { inviteId: string; userId: string },
): Promise<void> {
  if (!(await acceptInvite(ctx.db, { inviteId, userId, now: ctx.clock() })))
    throw new AppError('not_found', INVITE_LINK_INVALID);
}

/** Who may call: any member of a company. The enabled perks for every company and its own. */
export async function getCompanyPerks(
  ctx: TeamContext,
  headers: Headers,
): Promise<{ perks: Perk[] }> {
  const { companyId } = await requireCompanyMember(ctx.accounts, headers);
  return { perks: await listCompanyPerks(ctx.accounts.db, companyId) };
}
