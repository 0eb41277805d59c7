import { admins, and, eq, isNull, lt, or, permissionLevels } from '@stepup/db';
import type { Database } from '@stepup/db';
import type { AdminPermissionMap } from '@stepup/domain';

/** An admin's permission level as the request boundary reads it. */
export interface AdminLevel {
  levelId: string | null;
  levelName: string | null;
  permissions: AdminPermissionMap;
}

/**
 * The permission level of an admin account: its admins row and the level it points to. An admin
 * without a row or a level has no area at all (only the dashboard and their own account).
 */
export async function findAdminLevel(db: Database, userId: string): Promise<AdminLevel> {
  const [row] = await db
    .select({
      levelId: permissionLevels.id,
      levelName: permissionLevels.name,
      permissions: permissionLevels.permissions,
    })
    .from(admins)
    .leftJoin(permissionLevels, eq(permissionLevels.id, admins.permissionLevelId))
    .where(eq(admins.userId, userId))
    .limit(1);
  return {
    levelId: row?.levelId ?? null,
    levelName: row?.levelName ?? null,
    permissions: (row?.permissions ?? {}) as AdminPermissionMap,
  };
}

/** Stamps an admin's last activity, unless it was stamped after `staleBefore` (one write a while). */
export async function stampAdminActivity(
  db: Database,
  userId: string,
  at: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(admins)
    .set({ lastActivity: at })
    .where(
      and(
        eq(admins.userId, userId),
        or(isNull(admins.lastActivity), lt(admins.lastActivity, staleBefore)),
      ),
    );
}
