import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignIdParamsSchema,
  companySiteFiguresSchema,
  companySiteRequestSchema,
  companySiteSchema,
  companySitesSchema,
  errorResponseSchema,
  siteIdParamsSchema,
  siteIdsRequestSchema,
  siteMoveRequestSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import {
  addSite,
  changeSite,
  closeSite,
  getSiteFigures,
  getSites,
  moveSite,
  setCampaignSites,
  setMemberSites,
} from './service';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
/** Counted reads and changes: also refused with 429 over their limits (site-rate-rules.ts). */
const limited = { ...refusals, 429: errorResponseSchema };
const changed = { ...limited, 404: errorResponseSchema, 422: errorResponseSchema };
const userParams = z.object({ id: z.string().max(100) });

/**
 * Multi-site groups (business site, docs/product.md#multi-site-groups). Who may call: a signed-in
 * member of a company, for THEIR company (requireCompanyMember); adding, changing, moving and
 * closing sites and assigning staff need an owner; a campaign's sites need a role that manages
 * campaigns. Every change is limited per address and per company, the figures per address and per
 * member.
 */
export const siteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/company/sites',
      {
        schema: {
          tags: ['company'],
          summary: "The company's sites, the caller's sites, and each campaign's and member's",
          response: { 200: companySitesSchema, ...refusals },
        },
      },
      async (request) => getSites(ctx, request.actor),
    );

    app.get(
      '/company/sites/figures',
      {
        schema: {
          tags: ['company'],
          summary: 'Redemptions and sales by site (the dashboard)',
          response: { 200: companySiteFiguresSchema, ...limited },
        },
      },
      async (request) => getSiteFigures(ctx, request.actor),
    );

    app.post(
      '/company/sites',
      {
        schema: {
          tags: ['company'],
          summary: 'Add a site (owners)',
          body: companySiteRequestSchema,
          response: { 201: companySiteSchema, ...limited, 422: errorResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await addSite(ctx, request.actor, request.body)),
    );

    app.patch(
      '/company/sites/:id',
      {
        schema: {
          tags: ['company'],
          summary: 'Rename a site or change its address (owners)',
          params: siteIdParamsSchema,
          body: companySiteRequestSchema,
          response: { 200: companySiteSchema, ...changed },
        },
      },
      async (request) => changeSite(ctx, request.actor, { id: request.params.id, ...request.body }),
    );

    app.post(
      '/company/sites/:id/move',
      {
        schema: {
          tags: ['company'],
          summary: 'Move a site one place up or down (owners)',
          params: siteIdParamsSchema,
          body: siteMoveRequestSchema,
          response: { 204: z.null(), ...changed },
        },
      },
      async (request, reply) => {
        await moveSite(ctx, request.actor, { id: request.params.id, ...request.body });
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/company/sites/:id',
      {
        schema: {
          tags: ['company'],
          summary: 'Close a site: it keeps its history (owners)',
          params: siteIdParamsSchema,
          response: { 204: z.null(), ...changed },
        },
      },
      async (request, reply) => {
        await closeSite(ctx, request.actor, { id: request.params.id });
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/company/campaigns/:campaignId/sites',
      {
        schema: {
          tags: ['company'],
          summary: 'Where a campaign can be used (none: every site)',
          params: campaignIdParamsSchema,
          body: siteIdsRequestSchema,
          response: { 204: z.null(), ...changed },
        },
      },
      async (request, reply) => {
        await setCampaignSites(ctx, request.actor, {
          campaignId: request.params.campaignId,
          siteIds: request.body.siteIds,
        });
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/company/team/members/:id/sites',
      {
        schema: {
          tags: ['company'],
          summary: 'The sites a member works at (owners; none: every site)',
          params: userParams,
          body: siteIdsRequestSchema,
          response: { 204: z.null(), ...changed },
        },
      },
      async (request, reply) => {
        await setMemberSites(ctx, request.actor, {
          userId: request.params.id,
          siteIds: request.body.siteIds,
        });
        return reply.code(204).send(null);
      },
    );
  };
