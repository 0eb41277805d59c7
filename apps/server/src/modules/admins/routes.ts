import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAccessSchema,
  adminAccountListSchema,
  adminAccountSchema,
  adminIdParamsSchema,
  adminLevelChangeSchema,
  errorResponseSchema,
  newAdminRequestSchema,
  permissionLevelListSchema,
  permissionLevelRequestSchema,
  permissionLevelSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { myAdminAccess } from './access';
import { guardAdminRoutes } from '../../plugins/admin-guard';
import { changeAdminLevel, createAdmin, listAdmins, removeAdmin } from './admin-accounts';
import {
  createPermissionLevel,
  deletePermissionLevel,
  editPermissionLevel,
  listPermissionLevels,
} from './permission-levels';

const refusals = {
  401: errorResponseSchema,
  // Also reauthentication_required: see POST /admin/confirm-identity.
  403: errorResponseSchema,
};
const changeRefusals = {
  ...refusals,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Admins and permission levels (/admin/admins, /admin/roles). Who may call: platform admins with
 * a second factor, on the business site, as far as their permission level goes.
 */
export const adminsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdminRoutes(app, ctx);

    app.get(
      '/admin/access',
      {
        schema: {
          tags: ['admin'],
          summary: "The signed-in admin's permission level, area by area",
          response: { 200: adminAccessSchema, ...refusals },
        },
      },
      async (request) => myAdminAccess(request.actor),
    );

    app.get(
      '/admin/admins',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every admin, by name: level, two-step sign-in and last activity',
          response: { 200: adminAccountListSchema, ...refusals },
        },
      },
      async (request) => listAdmins(ctx, request.actor),
    );

    app.post(
      '/admin/admins',
      {
        schema: {
          tags: ['admin'],
          summary:
            'A new admin account with a permission level (needs a recent identity confirmation); they are emailed the sign-in link',
          body: newAdminRequestSchema,
          response: { 201: adminAccountSchema, ...changeRefusals },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createAdmin(ctx, request.actor, request.body)),
    );

    app.patch(
      '/admin/admins/:id',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Moves an admin to another permission level (needs a recent identity confirmation; never the last who can manage admins)',
          params: adminIdParamsSchema,
          body: adminLevelChangeSchema,
          response: { 200: adminAccountSchema, ...changeRefusals },
        },
      },
      async (request) =>
        changeAdminLevel(ctx, request.actor, { adminId: request.params.id, change: request.body }),
    );

    app.delete(
      '/admin/admins/:id',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Removes an admin's account and ends their sessions (needs a recent identity confirmation; never oneself nor the last who can manage admins)",
          params: adminIdParamsSchema,
          response: { 204: z.null(), ...changeRefusals },
        },
      },
      async (request, reply) => {
        await removeAdmin(ctx, request.actor, { adminId: request.params.id });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/admin/roles',
      {
        schema: {
          tags: ['admin'],
          summary: "The admins' permission levels, most powerful first, with their admin counts",
          response: { 200: permissionLevelListSchema, ...refusals },
        },
      },
      async (request) => listPermissionLevels(ctx, request.actor),
    );

    app.post(
      '/admin/roles',
      {
        schema: {
          tags: ['admin'],
          summary: 'A new permission level: name, description and access per area',
          body: permissionLevelRequestSchema,
          response: { 201: permissionLevelSchema, ...changeRefusals },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createPermissionLevel(ctx, request.actor, request.body)),
    );

    app.patch(
      '/admin/roles/:id',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Changes a permission level (never taking admins:write from the last who can manage admins)',
          params: adminIdParamsSchema,
          body: permissionLevelRequestSchema,
          response: { 200: permissionLevelSchema, ...changeRefusals },
        },
      },
      async (request) =>
        editPermissionLevel(ctx, request.actor, {
          levelId: request.params.id,
          input: request.body,
        }),
    );

    app.delete(
      '/admin/roles/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Deletes a permission level no admin has',
          params: adminIdParamsSchema,
          response: { 204: z.null(), ...changeRefusals },
        },
      },
      async (request, reply) => {
        await deletePermissionLevel(ctx, request.actor, { levelId: request.params.id });
        return reply.code(204).send(null);
      },
    );
  };
