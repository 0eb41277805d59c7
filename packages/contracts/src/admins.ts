import { z } from 'zod';
import {
  ADMIN_AREAS,
  EMAIL_BADLY_FORMATTED,
  PERMISSION_LEVEL_DESCRIPTION_MAX_LENGTH,
  PERMISSION_LEVEL_DESCRIPTION_TOO_LONG,
  PERMISSION_LEVEL_NAME_MAX_LENGTH,
  PERMISSION_LEVEL_NAME_TOO_LONG,
} from '@stepup/domain';
import {
  EMAIL_MAX_LENGTH,
  ID_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  boundedString,
} from './bounds';

// Admins and their permission levels (/admin/admins, /admin/roles; docs/product.md#permission-levels).

export const adminAreaSchema = z.enum(ADMIN_AREAS);
export const adminAccessLevelSchema = z.enum(['none', 'read', 'write']);

/** Every area with what a level grants in it. */
export const adminGrantsSchema = z.record(adminAreaSchema, adminAccessLevelSchema);
export type AdminGrants = z.infer<typeof adminGrantsSchema>;

/** GET /api/admin/access: the signed-in admin's level, which the admin menu and pages follow. */
export const adminAccessSchema = z.object({
  level: z.object({ id: z.string(), name: z.string() }).nullable(),
  grants: adminGrantsSchema,
});
export type AdminAccessInfo = z.infer<typeof adminAccessSchema>;

const instant = z.iso.datetime();
const levelRef = z.object({ id: z.string(), name: z.string() });

/** GET /api/admin/admins: every admin, by name. */
export const adminAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Null when the admin has no level (their level was deleted): no area at all. */
  level: levelRef.nullable(),
  twoFactorEnabled: z.boolean(),
  /** Their last request in the admin area; null when never signed in. */
  lastActivity: instant.nullable(),
  createdAt: instant,
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountListSchema = z.object({ admins: z.array(adminAccountSchema) });
export type AdminAccountList = z.infer<typeof adminAccountListSchema>;

/**
 * POST /api/admin/admins. Loosely typed on purpose (lengths only): the server checks the fields
 * with the domain's newAdminSchema, whose messages follow the form's order.
 */
export const newAdminRequestSchema = z.object({
  email: boundedString(EMAIL_MAX_LENGTH, EMAIL_BADLY_FORMATTED).optional(),
  password: boundedString(PASSWORD_MAX_LENGTH).optional(),
  retypePassword: boundedString(PASSWORD_MAX_LENGTH).optional(),
  firstName: boundedString(NAME_MAX_LENGTH).optional(),
  lastName: boundedString(NAME_MAX_LENGTH).optional(),
  permissionLevelId: boundedString(ID_MAX_LENGTH).optional(),
});
export type NewAdminRequest = z.infer<typeof newAdminRequestSchema>;

/** PATCH /api/admin/admins/:id */
export const adminLevelChangeSchema = z.object({
  permissionLevelId: boundedString(ID_MAX_LENGTH),
});
export type AdminLevelChange = z.infer<typeof adminLevelChangeSchema>;

export const adminIdParamsSchema = z.object({ id: boundedString(ID_MAX_LENGTH) });

/** GET /api/admin/roles: the admins' permission levels, most powerful first. */
export const permissionLevelSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Every area spelled out. */
  grants: adminGrantsSchema,
  /** The specification's sort value: 1 per area read, 2 per area written. */
  sortValue: z.number().int().nonnegative(),
  /** Admins with this level. */
  adminCount: z.number().int().nonnegative(),
});
export type PermissionLevel = z.infer<typeof permissionLevelSchema>;
export const permissionLevelListSchema = z.object({ levels: z.array(permissionLevelSchema) });
export type PermissionLevelList = z.infer<typeof permissionLevelListSchema>;

/** POST /api/admin/roles, PATCH /api/admin/roles/:id (checked with the domain's permissionLevelSchema). */
export const permissionLevelRequestSchema = z.object({
  name: boundedString(
    PERMISSION_LEVEL_NAME_MAX_LENGTH * 4,
    PERMISSION_LEVEL_NAME_TOO_LONG,
  ).optional(),
  description: boundedString(
    PERMISSION_LEVEL_DESCRIPTION_MAX_LENGTH * 4,
    PERMISSION_LEVEL_DESCRIPTION_TOO_LONG,
  ).optional(),
  grants: z.partialRecord(adminAreaSchema, adminAccessLevelSchema).optional(),
});
export type PermissionLevelRequest = z.infer<typeof permissionLevelRequestSchema>;
