import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  inviteAcceptedSchema,
  inviteDetailsSchema,
  inviteTokenRequestSchema,
  memberRoleRequestSchema,
  teamInviteRequestSchema,
  teamInviteSchema,
  teamSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import {
  acceptTeamInvite,
  changeMemberRole,
  getInviteDetails,
  getTeam,
  inviteColleague,
  removeTeamMember,
  revokeTeamInvite,
} from './service';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const idParams = z.object({ id: z.string().max(100) });

/**
 * The company's team (business site). Who may call: a signed-in member of a company,
 * for THEIR company (requireCompanyMember); inviting, revoking and removing need an owner.
 * Taking up an invitation: whoever holds its emailed token (accepting needs the invited account).
 */
export const teamRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/company/team',
      {
        schema: {
          tags: ['company'],
          summary: "The caller's company team: members with their roles, open invitations",
          response: { 200: teamSchema, ...refusals },
        },
      },
      async (request) => getTeam(ctx, request.actor),
    );

    app.post(
      '/company/team/invites',
      {
        schema: {
          tags: ['company'],
          summary: 'Invite a colleague by email with a role (owners; emailed, 7 days)',
          body: teamInviteRequestSchema,
          response: {
            201: teamInviteSchema,
            ...refusals,
            409: errorResponseSchema,
            422: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const invite = await inviteColleague(ctx, request.actor, request.body);
        return reply.code(201).send(invite);
      },
    );

    app.delete(
      '/company/team/invites/:id',
      {
        schema: {
          tags: ['company'],
          summary: 'Revoke an open invitation (owners)',
          params: idParams,
          response: { 204: z.null(), ...refusals, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        await revokeTeamInvite(ctx, request.actor, { inviteId: request.params.id });
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/company/team/members/:id',
      {
        schema: {
          tags: ['company'],
          summary: 'Remove a member (owners; never the last owner)',
          params: idParams,
          response: {
            204: z.null(),
            ...refusals,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        await removeTeamMember(ctx, request.actor, { userId: request.params.id });
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/company/team/members/:id/role',
      {
        schema: {
          tags: ['company'],
          summary: "Change a member's role (owners; the last owner stays an owner)",
          params: idParams,
          body: memberRoleRequestSchema,
          response: {
            204: z.null(),
            ...refusals,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        await changeMemberRole(ctx, request.actor, {
          userId: request.params.id,
          role: request.body.role,
        });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/team-invite/details',
      {
        schema: {
          tags: ['company'],
          summary: 'An open invitation by its token: company, email and role',
          body: inviteTokenRequestSchema,
          response: { 200: inviteDetailsSchema, 404: errorResponseSchema },
        },
      },
      async (request) => getInviteDetails(ctx, request.actor, request.body),
    );

    app.post(
      '/team-invite/accept',
      {
        schema: {
          tags: ['company'],
          summary: 'Join the inviting company (the signed-in invited business account)',
          body: inviteTokenRequestSchema,
          response: { 200: inviteAcceptedSchema, ...refusals, 404: errorResponseSchema },
        },
      },
      async (request) => acceptTeamInvite(ctx, request.actor, request.body),
    );
  };
