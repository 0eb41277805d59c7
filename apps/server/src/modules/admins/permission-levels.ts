import type {
  PermissionLevel,
  PermissionLevelList,
  PermissionLevelRequest,
} from '@stepup/contracts';
import {
  FAILED_TO_DELETE_PERMISSION_LEVEL,
  LAST_ADMIN_MANAGER,
  PERMISSION_LEVEL_DOES_NOT_EXIST,
  PERMISSION_LEVEL_IN_USE,
  PERMISSION_LEVEL_NAME_TAKEN,
  UPDATE_FAILED,
  changedFields,
  grantsOf,
  permissionLevelFormSchema,
  permissionMap,
  permissionSortValue,
} from '@stepup/domain';
import type { AdminPermissionMap } from '@stepup/domain';
import { AppError, notFound } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { invalidField, validate } from '../../context/validate';
import { writeInteractionLog } from '../admin/interaction-log';
import { leavesNoAdminManager, requireAdminsWriter } from './admin-accounts';
import {
  deletePermissionLevel as deleteLevelRow,
  findPermissionLevel,
  findPermissionLevels,
  insertPermissionLevel,
  lockAdmins,
  lockPermissionLevels,
  updatePermissionLevel,
} from './admins-repository';
import type { PermissionLevelRow } from './admins-repository';

const toPermissionLevel = (row: PermissionLevelRow): PermissionLevel => ({
  id: row.id,
  name: row.name,
  description: row.description,
  grants: grantsOf(row.permissions as AdminPermissionMap),
  sortValue: row.sortValue,
  adminCount: Number(row.adminCount),
});

/** A level as its log entry keeps it: name, description and one field per area. */
const loggedLevel = (level: { name: string; description: string; permissions: unknown }) => ({
  name: level.name,
  description: level.description,
  ...Object.fromEntries(
    Object.entries(grantsOf(level.permissions as AdminPermissionMap)).map(([area, access]) => [
      `${area}Access`,
      access,
    ]),
  ),
});

/** The admins' levels, most powerful first. Who may call: an admin whose level reads admins. */
export async function listPermissionLevels(
  ctx: AppContext,
  actor: Actor,
): Promise<PermissionLevelList> {
  requireAdmin(actor, 'admins:read');
  return { levels: (await findPermissionLevels(ctx.db)).map(toPermissionLevel) };
}

/** The form's level as stored: the numeric map and its sort value. */
function levelValues(input: PermissionLevelRequest) {
  const form = validate(permissionLevelFormSchema, input, { fields: true });
  const permissions = permissionMap(form.grants);
  return {
    name: form.name,
    description: form.description,
    permissions,
    sortValue: permissionSortValue(permissions),
  };
}

/** Names are unique among admin levels, whatever their case (the levels are locked by the caller). */
function refuseTakenName(
  levels: { id: string; name: string }[],
  name: string,
  exceptId?: string,
): void {
  const lower = name.toLowerCase();
  if (levels.some((level) => level.id !== exceptId && level.name.trim().toLowerCase() === lower))
    throw invalidField('name', PERMISSION_LEVEL_NAME_TAKEN);
}

async function levelAfter(ctx: AppContext, id: string) {
  return toPermissionLevel((await findPermissionLevel(ctx.db, id))!);
}

/** A new admin level. Who may call: admins:write, with a recent confirmation of identity. */
export async function createPermissionLevel(
  ctx: AppContext,
  actor: Actor,
  input: PermissionLevelRequest,
): Promise<PermissionLevel> {
  const { user: me } = await requireAdminsWriter(ctx, actor);
  const values = levelValues(input);
  const id = await ctx.db.transaction(async (tx) => {
    refuseTakenName(await lockPermissionLevels(tx), values.name);
    const created = await insertPermissionLevel(tx, values);
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'permission-level.created',
      targetType: 'permission-level',
      targetId: created,
      data: { name: values.name, before: {}, after: loggedLevel(values) },
    });
    return created;
  });
  return levelAfter(ctx, id);
}

/**
 * Renames, describes or regrants a level; its admins have the new grants from their next request.
 * Refused (UPDATE_FAILED, with the reason) when it would leave nobody able to manage admins.
 * Who may call: admins:write, with a recent confirmation of identity.
 */
export async function editPermissionLevel(
  ctx: AppContext,
  actor: Actor,
  { levelId, input }: { levelId: string; input: PermissionLevelRequest },
): Promise<PermissionLevel> {
  const { user: me } = await requireAdminsWriter(ctx, actor);
  const values = levelValues(input);
  await ctx.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const levels = await lockPermissionLevels(tx);
    const level = levels.find((l) => l.id === levelId);
    if (!level) throw notFound(PERMISSION_LEVEL_DOES_NOT_EXIST);
    refuseTakenName(levels, values.name, levelId);
    if (
      leavesNoAdminManager(
        admins,
        (row) =>
          (row.levelId === levelId ? values.permissions : row.permissions) as AdminPermissionMap,
      )
    )
      throw new AppError('conflict', UPDATE_FAILED, { reason: LAST_ADMIN_MANAGER });
    const { before, after } = changedFields(loggedLevel(level), loggedLevel(values));
    if (Object.keys(after).length === 0) return;
    await updatePermissionLevel(tx, levelId, { ...values, at: ctx.clock() });
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'permission-level.updated',
      targetType: 'permission-level',
      targetId: levelId,
      data: { name: values.name, before, after },
    });
  });
  return levelAfter(ctx, levelId);
}

/**
 * Deletes a level no admin has (FAILED_TO_DELETE_PERMISSION_LEVEL, 409, while any does).
 * Who may call: admins:write, with a recent confirmation of identity.
 */
export async function deletePermissionLevel(
  ctx: AppContext,
  actor: Actor,
  { levelId }: { levelId: string },
): Promise<void> {
  const { user: me } = await requireAdminsWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const level = (await lockPermissionLevels(tx)).find((l) => l.id === levelId);
    if (!level) throw notFound(PERMISSION_LEVEL_DOES_NOT_EXIST);
    if (admins.some((row) => row.levelId === levelId))
      throw new AppError('conflict', FAILED_TO_DELETE_PERMISSION_LEVEL, {
        reason: PERMISSION_LEVEL_IN_USE,
      });
    await deleteLevelRow(tx, levelId);
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'permission-level.deleted',
      targetType: 'permission-level',
      targetId: levelId,
      data: { name: level.name, before: loggedLevel(level), after: {} },
    });
  });
}
