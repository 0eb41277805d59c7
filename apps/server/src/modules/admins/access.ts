import { ADMIN_AREAS, accessIn } from '@stepup/domain';
import type { AdminAccessInfo } from '@stepup/contracts';
import { ANY_ADMIN, requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';

/**
 * The signed-in admin's own permission level, every area spelled out: the business site shows
 * only the admin menu entries and pages it grants (the server refuses the rest anyway).
 * Who may call: any admin with a second factor.
 */
export function myAdminAccess(actor: Actor): AdminAccessInfo {
  const { admin } = requireAdmin(actor, ANY_ADMIN);
  return {
    level: admin.levelId ? { id: admin.levelId, name: admin.levelName ?? '' } : null,
    grants: Object.fromEntries(
      ADMIN_AREAS.map((area) => [area, accessIn(admin.permissions, area)]),
    ) as AdminAccessInfo['grants'],
  };
}
