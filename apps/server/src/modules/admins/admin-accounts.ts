import type {
  AdminAccount,
  AdminAccountList,
  AdminLevelChange,
  NewAdminRequest,
} from '@stepup/contracts';
import {
  ADMIN_DOES_NOT_EXIST,
  FAILED_TO_CREATE_USER,
  FAILED_TO_DELETE_USER,
  LAST_ADMIN_MANAGER,
  PERMISSION_LEVEL_DOES_NOT_EXIST,
  UPDATE_FAILED,
  managesAdmins,
  newAdminSchema,
} from '@stepup/domain';
import type { AdminPermissionMap } from '@stepup/domain';
import { adminAccountCreatedMessage } from '@stepup/email';
import { AppError, notFound } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { invalidField, validate } from '../../context/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { writeInteractionLog } from '../admin/interaction-log';
import { findBrand } from '../content/brand';
import {
  deleteAdminAccount,
  findAdmin,
  findAdmins,
  findUserIdByEmail,
  insertAdminAccount,
  lockAdmins,
  lockPermissionLevels,
  setAdminLevel,
} from './admins-repository';
import type { AdminRow } from './admins-repository';

/**
 * Changes to admins and permission levels per address and per admin: a day's work stays far
 * below them; a stolen admin session cannot make (or remove) accounts at will.
 */
export const adminsRateRules = {
  perIp: { name: 'admins-change:ip', limit: 100, windowMs: 60 * 60_000 },
  perAdmin: { name: 'admins-change:account', limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/**
 * A change to admins or levels: admins:write, counted per address and per admin (refused ones
 * too), then a recent confirmation of identity (403 reauthentication_required otherwise, and
 * nothing changes): every such change hands out or takes away what admins may do.
 */
export async function requireAdminsWriter(ctx: AppContext, actor: Actor) {
  const admin = requireAdmin(actor, 'admins:write');
  await ctx.limiter.hit(adminsRateRules.perIp, actor.ip);
  await ctx.limiter.hit(adminsRateRules.perAdmin, admin.user.id);
  requireAdmin(actor, 'admins:write', { sensitiveActionAt: ctx.clock() });
  return admin;
}

/**
 * Whether a change leaves nobody who can manage admins: `after` says which level each locked
 * admin would have (undefined: removed). Only refused when someone could before, so a platform
 * somehow without such an admin is not stuck.
 */
export function leavesNoAdminManager<Row extends LockedAdmin>(
  locked: Row[],
  after: (row: Row) => AdminPermissionMap | null | undefined,
): boolean {
  const before = locked.filter((row) => managesAdmins(row.permissions as AdminPermissionMap));
  if (before.length === 0) return false;
  return !locked.some((row) => managesAdmins(after(row)));
}

type LockedAdmin = { userId: string; levelId: string | null; permissions: unknown };

const toAdminAccount = (row: AdminRow): AdminAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  level: row.levelId ? { id: row.levelId, name: row.levelName ?? '' } : null,
  twoFactorEnabled: Boolean(row.twoFactorEnabled),
  lastActivity: row.lastActivity?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Every admin, by name. Who may call: an admin whose level reads admins. */
export async function listAdmins(ctx: AppContext, actor: Actor): Promise<AdminAccountList> {
  requireAdmin(actor, 'admins:read');
  return { admins: (await findAdmins(ctx.db)).map(toAdminAccount) };
}

/**
 * A new admin (docs/product.md#permission-levels): a verified business account with role_class
 * 'admin' and the chosen level, emailed the sign-in link and told to set up two-step sign-in
 * first (the admin area refuses them until then). Never the password, in the mail or the log. An
 * email already used by any account: FAILED_TO_CREATE_USER. Who may call: admins:write, with a
 * recent confirmation of identity.
 */
export async function createAdmin(
  ctx: AppContext,
  actor: Actor,
  input: NewAdminRequest,
): Promise<AdminAccount> {
  const { user: me } = await requireAdminsWriter(ctx, actor);
  const form = validate(newAdminSchema, input, { fields: true });
  const email = form.email.toLowerCase();
  const name = `${form.firstName} ${form.lastName}`;
  const written: string[] = [];
  let userId = '';
  await ctx.db.transaction(async (tx) => {
    // Locked so the level cannot be deleted under the new admin.
    const level = (await lockPermissionLevels(tx)).find((l) => l.id === form.permissionLevelId);
    if (!level) throw invalidField('permissionLevelId', PERMISSION_LEVEL_DOES_NOT_EXIST);
    if (await findUserIdByEmail(tx, email)) throw new AppError('conflict', FAILED_TO_CREATE_USER);
    const inserted = await insertAdminAccount(tx, {
      name,
      email,
      password: form.password,
      permissionLevelId: level.id,
      at: ctx.clock(),
    });
    if (!inserted) throw new AppError('conflict', FAILED_TO_CREATE_USER);
    userId = inserted;
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'admin.created',
      targetType: 'admin',
      targetId: userId,
      data: {
        name,
        email,
        before: {},
        after: { name, email, permissionLevel: level.name },
      },
    });
    const content = adminAccountCreatedMessage(await findBrand(tx), {
      name,
      levelName: level.name,
      signInUrl: `${ctx.config.publicBusinessUrl}/login`,
    });
    written.push(await ctx.mailer.write(tx, email, 'admin-account-created', content));
  });
  await ctx.mailer.dispatch(written);
  return toAdminAccount((await findAdmin(ctx.db, userId))!);
}

/**
 * Moves an admin to another level; it applies from their next request. Refused (UPDATE_FAILED,
 * with the reason) when it would leave nobody able to manage admins. Who may call: admins:write,
 * with a recent confirmation of identity.
 */
export async function changeAdminLevel(
  ctx: AppContext,
  actor: Actor,
  { adminId, change }: { adminId: string; change: AdminLevelChange },
): Promise<AdminAccount> {
  const { user: me } = await requireAdminsWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockAdmins(tx);
    const target = await findAdmin(tx, adminId);
    if (!target) throw notFound(ADMIN_DOES_NOT_EXIST);
    const level = (await lockPermissionLevels(tx)).find((l) => l.id === change.permissionLevelId);
    if (!level) throw invalidField('permissionLevelId', PERMISSION_LEVEL_DOES_NOT_EXIST);
    if (target.levelId === level.id) return;
    if (
      leavesNoAdminManager(
        locked,
        (row) =>
          (row.userId === adminId ? level.permissions : row.permissions) as AdminPermissionMap,
      )
    )
      throw new AppError('conflict', UPDATE_FAILED, { reason: LAST_ADMIN_MANAGER });
    await setAdminLevel(tx, adminId, level.id);
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'admin.level-changed',
      targetType: 'admin',
      targetId: adminId,
      data: {
        name: target.name,
        email: target.email,
        before: { permissionLevel: target.levelName ?? null },
        after: { permissionLevel: level.name },
      },
    });
  });
  return toAdminAccount((await findAdmin(ctx.db, adminId))!);
}

/**
 * Removes an admin's account: their sessions end and they can no longer sign in. Never the last admin
 * who can manage admins (oneself included) (FAILED_TO_DELETE_USER, with the reason).
 * Who may call: admins:write, with a recent confirmation of identity.
 */
export async function removeAdmin(
  ctx: AppContext,
  actor: Actor,
  { adminId }: { adminId: string },
): Promise<void> {
  const { user: me } = await requireAdminsWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockAdmins(tx);
    const target = await findAdmin(tx, adminId);
    if (!target) throw notFound(ADMIN_DOES_NOT_EXIST);
    if (
      leavesNoAdminManager(locked, (row) =>
        row.userId === adminId ? undefined : (row.permissions as AdminPermissionMap),
      )
    )
      throw new AppError('conflict', FAILED_TO_DELETE_USER, { reason: LAST_ADMIN_MANAGER });
    await deleteAdminAccount(tx, adminId);
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'admin.removed',
      targetType: 'admin',
      targetId: adminId,
      data: {
        name: target.name,
        email: target.email,
        before: { name: target.name, email: target.email, permissionLevel: target.levelName },
        after: {},
      },
    });
  });
}
