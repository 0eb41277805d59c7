import { createHash, randomBytes } from 'node:crypto';
import type { InviteDetails, Team, TeamInvite, TeamInviteRequest } from '@stepup/contracts';
import {
  COMPANY_INVITE_DAYS,
  COMPANY_ROLE_LABELS,
  INVITE_ALREADY_MEMBER,
  INVITE_ALREADY_OPEN,
  INVITE_LINK_INVALID,
  INVITE_NOT_FOUND,
  MEMBER_NOT_FOUND,
  companyInviteSchema,
  inviteAcceptance,
  inviteExpiry,
  inviteStatus,
  type CompanyRole,
  memberRemoval,
  memberRoleChange,
} from '@stepup/domain';
import { teamInviteMessage } from '@stepup/email';
import { AppError, notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember, requireSignedIn } from '../../context/access';
import { validate } from '../../context/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { findBrand } from '../content/brand';
import {
  acceptInvite,
  findCompanyName,
  findInviteByTokenHash,
  findUserCompanyId,
  insertInvite,
  isMemberEmail,
  listMembers,
  listOpenInvites,
  removeMember,
  revokeInvite,
  setMemberRole,
} from './repository';

/**
 * Invitations one company may send in an hour (each one emails someone), and one address: an
 * address owning many companies must not mail many times more.
 */
export const teamRateRules = {
  invitesPerCompany: { name: 'team-invite:company', limit: 20, windowMs: 60 * 60_000 },
  invitesPerIp: { name: 'team-invite:ip', limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who may call: any member of a company. The team of THEIR company and its open invitations. */
export async function getTeam(ctx: AppContext, actor: Actor): Promise<Team> {
  const { company, user } = requireCompanyMember(actor);
  const { companyId, role } = company;
  const [companyName, members, invites] = await Promise.all([
    findCompanyName(ctx.db, companyId),
    listMembers(ctx.db, companyId),
    listOpenInvites(ctx.db, companyId, ctx.clock()),
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
 * single-use link to the business site's /team-invite page (only its hash is kept). Rate limited
 * per address (every attempt) and per company (each invitation about to be sent).
 */
export async function inviteColleague(
  ctx: AppContext,
  actor: Actor,
  input: TeamInviteRequest,
): Promise<TeamInvite> {
  const { company, user } = requireCompanyMember(actor, { owner: true });
  const { companyId } = company;
  await ctx.limiter.hit(teamRateRules.invitesPerIp, actor.ip);
  validate(companyInviteSchema, { email: input.email ?? '', role: input.role });
  const email = input.email!.trim().toLowerCase();
  // The schema above refused any other role.
  const role = input.role as CompanyRole;
  const db = ctx.db;
  if (await isMemberEmail(db, companyId, email))
    throw new AppError('conflict', INVITE_ALREADY_MEMBER);
  await ctx.limiter.hit(teamRateRules.invitesPerCompany, companyId);

  const now = ctx.clock();
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

  const [companyName, brand] = await Promise.all([findCompanyName(db, companyId), findBrand(db)]);
  await ctx.mailer.send(
    email,
    'team-invite',
    teamInviteMessage(brand, {
      companyName,
      inviterName: user.name,
      roleLabel: COMPANY_ROLE_LABELS[role],
      url: `${ctx.config.publicBusinessUrl}/team-invite?token=${encodeURIComponent(token)}`,
      expiresInDays: COMPANY_INVITE_DAYS,
    }),
  );
  return { ...invite, expiresAt: invite.expiresAt.toISOString() };
}

/** Who may call: an owner, for THEIR company's open invitations. */
export async function revokeTeamInvite(
  ctx: AppContext,
  actor: Actor,
  { inviteId }: { inviteId: string },
): Promise<void> {
  const { companyId } = requireCompanyMember(actor, { owner: true }).company;
  if (!(await revokeInvite(ctx.db, companyId, inviteId, ctx.clock())))
    throw notFound(INVITE_NOT_FOUND);
}

/** Who may call: an owner, for THEIR company's members; never the last owner. */
export async function removeTeamMember(
  ctx: AppContext,
  actor: Actor,
  { userId }: { userId: string },
): Promise<void> {
  const { companyId } = requireCompanyMember(actor, { owner: true }).company;
  await removeMember(ctx.db, companyId, userId, (members) => {
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
  ctx: AppContext,
  actor: Actor,
  { userId, role }: { userId: string; role: string },
): Promise<void> {
  const { companyId } = requireCompanyMember(actor, { owner: true }).company;
  await setMemberRole(ctx.db, companyId, userId, role, (members) => {
    if (!members.some((m) => m.userId === userId)) throw notFound(MEMBER_NOT_FOUND);
    const decision = memberRoleChange(members, userId, role);
    if (!decision.ok) throw new AppError('conflict', decision.message);
  });
}

/** An open invitation by its token, or the one refusal for every kind of dead link. */
async function openInvite(ctx: AppContext, token: string) {
  const invite = token ? await findInviteByTokenHash(ctx.db, hashToken(token)) : undefined;
  if (!invite || inviteStatus(invite, ctx.clock()) !== 'open')
    throw new AppError('not_found', INVITE_LINK_INVALID);
  return invite;
}

/** Who may call: anyone holding the emailed token. What the invitation page shows. */
export async function getInviteDetails(
  ctx: AppContext,
  _actor: Actor,
  { token }: { token: string },
): Promise<InviteDetails> {
  const invite = await openInvite(ctx, token);
  return { companyName: invite.companyName, email: invite.email, role: invite.role };
}

/**
 * Who may call: the signed-in business user the invitation was sent to, who belongs to no
 * company yet. Makes them a member of the inviting company with the invitation's role.
 */
export async function acceptTeamInvite(
  ctx: AppContext,
  actor: Actor,
  { token }: { token: string },
): Promise<{ companyName: string }> {
  const { user } = requireSignedIn(actor);
  const invite = await openInvite(ctx, token);
  const now = ctx.clock();
  const decision = inviteAcceptance({
    invite,
    now,
    account: {
      email: user.email,
      audience: user.audience,
      companyId: await findUserCompanyId(ctx.db, user.id),
    },
  });
  if (!decision.ok) throw new AppError('forbidden', decision.message);
  if (!(await acceptInvite(ctx.db, { inviteId: invite.id, userId: user.id, now })))
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
