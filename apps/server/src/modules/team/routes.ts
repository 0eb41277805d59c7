import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  inviteAcceptedSchema,
  inviteDetailsSchema,
  inviteTokenRequestSchema,
  memberRoleRequestSchema,
  perkListSchema,
  teamInviteRequestSchema,
  teamInviteSchema,
  teamSchema,
} from '@stepup/contracts';
import { fetchHeaders } from '../../plugins/fetch-headers';
import { clientIp } from '../../plugins/rate-limit';
import type { AppContext as AccountsContext } from '../../context/app-context';
import {
  acceptTeamInvite,
  changeMemberRole,
  getCompanyPerks,
  getInviteDetails,
  getTeam,
  inviteColleague,
  removeTeamMember,
  revokeTeamInvite,
  teamRateRules,
} from './service';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const idParams = z.object({ id: z.string().max(100) });

/**
 * The company's team and perks (business site). Who may call: a signed-in member of a company,
 * for THEIR company (requireCompanyMember); inviting, revoking and removing need an owner.
 * Taking up an invitation: whoever holds its emailed token (accepting needs the invited account).
 */
export const teamRoutes =
  (accounts: AccountsContext, businessUrl: string): FastifyPluginAsyncZod =>
  async (app) => {
    const ctx = { accounts, limiter: app.deps.rateLimiter, businessUrl };

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
      async (request) => getTeam(ctx, fetchHeaders(request)),
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
        await ctx.limiter.hit(teamRateRules.invitesPerIp, clientIp(request));
        reply.code(201);
        return inviteColleague(ctx, fetchHeaders(request), request.body);
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
        await revokeTeamInvite(ctx, fetchHeaders(request), request.params.id);
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
        await removeTeamMember(ctx, fetchHeaders(request), request.params.id);
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
        await changeMemberRole(ctx, fetchHeaders(request), request.params.id, request.body.role);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/company/perks',
      {
        schema: {
          tags: ['company'],
          summary: 'Enabled perks for every company and for the caller’s own',
          response: { 200: perkListSchema, ...refusals },
        },
      },
      async (request) => getCompanyPerks(ctx, fetchHeaders(request)),
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
      async (request) => getInviteDetails(ctx, request.body.token),
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
      async (request) => acceptTeamInvite(ctx, fetchHeaders(request), request.body.token),
    );
  };
