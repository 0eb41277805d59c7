import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPerkListSchema,
  adminPerkRequestSchema,
  adminPerkSchema,
  errorResponseSchema,
  perkCompanySearchQuerySchema,
  perkCompanySearchSchema,
  perkIdParamsSchema,
  perkListSchema,
  perkMoveRequestSchema,
  perksSwitchRequestSchema,
  perksSwitchSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { guardAdminRoutes } from '../../plugins/admin-guard';
import {
  createPerk,
  deletePerk,
  editPerk,
  listAdminPerks,
  movePerk,
  searchPerkCompanies,
  switchPerks,
} from './admin-perks';
import { getCompanyPerks } from './company-perks';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const changeRefusals = {
  ...refusals,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The company's Perks tab (business site). Who may call: a signed-in member of a company, for
 * THEIR company.
 */
export const companyPerksRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/company/perks',
      {
        schema: {
          tags: ['company'],
          summary:
            "The perks live today for every company and for the caller's; none (available: false) while perks are turned off",
          response: { 200: perkListSchema, ...refusals },
        },
      },
      async (request) => getCompanyPerks(ctx, request.actor),
    );
  };

/**
 * /admin/perks: perks offered to companies and the Perks tab switch. Who may call: platform
 * admins with a second factor, on the business site, whose level reads (lists) or writes perks.
 */
export const adminPerksRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdminRoutes(app, ctx);

    app.get(
      '/admin/perks',
      {
        schema: {
          tags: ['admin'],
          summary: "Every perk in the companies' order with where it stands today, and the switch",
          response: { 200: adminPerkListSchema, ...refusals },
        },
      },
      async (request) => listAdminPerks(ctx, request.actor),
    );

    app.get(
      '/admin/perks/companies',
      {
        schema: {
          tags: ['admin'],
          summary: 'Companies whose name holds q, to choose for a perk (at most 20)',
          querystring: perkCompanySearchQuerySchema,
          response: { 200: perkCompanySearchSchema, ...refusals },
        },
      },
      async (request) => searchPerkCompanies(ctx, request.actor, request.query),
    );

    app.post(
      '/admin/perks',
      {
        schema: {
          tags: ['admin'],
          summary: 'A new perk, last in the order',
          body: adminPerkRequestSchema,
          response: { 201: adminPerkSchema, ...changeRefusals },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createPerk(ctx, request.actor, request.body)),
    );

    app.put(
      '/admin/perks/settings',
      {
        schema: {
          tags: ['admin'],
          summary: 'Turns the Perks tab on or off for every company',
          body: perksSwitchRequestSchema,
          response: { 200: perksSwitchSchema, ...changeRefusals },
        },
      },
      async (request) => switchPerks(ctx, request.actor, request.body),
    );

    app.put(
      '/admin/perks/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Changes a perk',
          params: perkIdParamsSchema,
          body: adminPerkRequestSchema,
          response: { 200: adminPerkSchema, ...changeRefusals },
        },
      },
      async (request) =>
        editPerk(ctx, request.actor, { perkId: request.params.id, input: request.body }),
    );

    app.post(
      '/admin/perks/:id/move',
      {
        schema: {
          tags: ['admin'],
          summary: "Moves a perk one place up or down in the companies' order",
          params: perkIdParamsSchema,
          body: perkMoveRequestSchema,
          response: { 200: adminPerkListSchema, ...changeRefusals },
        },
      },
      async (request) =>
        movePerk(ctx, request.actor, { perkId: request.params.id, move: request.body }),
    );

    app.delete(
      '/admin/perks/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Deletes a perk',
          params: perkIdParamsSchema,
          response: { 204: z.null(), ...changeRefusals },
        },
      },
      async (request, reply) => {
        await deletePerk(ctx, request.actor, { perkId: request.params.id });
        return reply.code(204).send(null);
      },
    );
  };
