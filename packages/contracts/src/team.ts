import { z } from 'zod';
import { EMAIL_BADLY_FORMATTED, INVITE_ROLE_INVALID } from '@stepup/domain';
import { EMAIL_MAX_LENGTH, boundedString } from './bounds';

// The company's team (/api/company/team…) and taking up an invitation (/api/team-invite/…).
// Requests are loosely typed: the server checks them with the domain's schema and its messages.

export const companyRoleSchema = z.enum(['owner', 'staff']);
export type CompanyRoleName = z.infer<typeof companyRoleSchema>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** 'owner', 'staff' (or an older role name). */
  role: z.string(),
  /** The caller. */
  you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamSchema = z.object({
  companyName: z.string(),
  /** The caller's role: owners may invite, revoke and remove. */
  yourRole: z.string(),
  members: z.array(teamMemberSchema),
  /** Open invitations (not accepted, revoked or expired). */
  invites: z.array(teamInviteSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const teamInviteRequestSchema = z.object({
  email: boundedString(EMAIL_MAX_LENGTH, EMAIL_BADLY_FORMATTED).optional(),
  role: boundedString(40, INVITE_ROLE_INVALID).optional(),
});
export type TeamInviteRequest = z.infer<typeof teamInviteRequestSchema>;

export const memberRoleRequestSchema = z.object({ role: boundedString(40, INVITE_ROLE_INVALID) });

/** An invitation's token is 43 characters (32 random bytes, base64url). */
export const inviteTokenRequestSchema = z.object({ token: boundedString(200) });

/** What the invitation page may show about an open invitation (its token is the key). */
export const inviteDetailsSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: z.string(),
});
export type InviteDetails = z.infer<typeof inviteDetailsSchema>;

export const inviteAcceptedSchema = z.object({ companyName: z.string() });
