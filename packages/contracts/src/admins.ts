import { z } from 'zod';
import { ADMIN_AREAS } from '@stepup/domain';

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
