import type {
  inviteAcceptedSchema,
  inviteDetailsSchema,
  teamInviteSchema,
  teamSchema,
} from '../team';
import type { TeamInviteRequest } from '../team';
import { json } from './http';
import type { Transport } from './http';

/** The company's team and its invitations; taking up an invitation. */
export function teamApi({ request }: Transport) {
  return {
    team: () => request<typeof teamSchema>('/company/team'),
    invite: (body: TeamInviteRequest) =>
      request<typeof teamInviteSchema>('/company/team/invites', json('POST', body)),
    revokeInvite: (id: string) =>
      request<null>(`/company/team/invites/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    removeMember: (userId: string) =>
      request<null>(`/company/team/members/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
      }),
    setMemberRole: (userId: string, role: string) =>
      request<null>(
        `/company/team/members/${encodeURIComponent(userId)}/role`,
        json('PUT', { role }),
      ),
    inviteDetails: (token: string) =>
      request<typeof inviteDetailsSchema>('/team-invite/details', json('POST', { token })),
    acceptInvite: (token: string) =>
      request<typeof inviteAcceptedSchema>('/team-invite/accept', json('POST', { token })),
  };
}
