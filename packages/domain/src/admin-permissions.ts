// Permission levels of the admin area (/admin/roles, issue 16). A level names, per area of the
// admin menu, what its admins may do: nothing, read, or write (read included). It is stored as the
// original specification's numeric map (1 read, 2 write; an area left out is none) and its sum,
// the sort value that orders levels from the least to the most powerful.

/** The areas of the admin menu a level grants, in the menu's order. */
export const ADMIN_AREAS = [
  'companies',
  'customers',
  'campaigns',
  'payments',
  'admins',
  'notifications',
  'content',
  'gifting',
  'perks',
  'interactionLog',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

/** How each area reads on the Permission levels screen. */
export const ADMIN_AREA_LABELS: Record<AdminArea, string> = {
  companies: 'Companies',
  customers: 'Customers',
  campaigns: 'Campaigns',
  payments: 'Payments and refunds',
  admins: 'Admins and permission levels',
  notifications: 'Notifications',
  content: 'Content',
  gifting: 'Gifting',
  perks: 'Perks',
  interactionLog: 'Interaction log',
};

export type AdminAccess = 'none' | 'read' | 'write';
export const ADMIN_ACCESS_VALUES: readonly AdminAccess[] = ['none', 'read', 'write'];

/** The specification's numbers: 1 read, 2 write (none is left out of the map). */
const ACCESS_NUMBER: Record<AdminAccess, number> = { none: 0, read: 1, write: 2 };

/** A level's grants as the database stores them: area → 1 or 2. */
export type AdminPermissionMap = Partial<Record<AdminArea, number>>;

/** What a use case needs: an area and read or write, e.g. 'customers:write'. */
export type AdminNeed = `${AdminArea}:${'read' | 'write'}`;

/** An area's access in a stored map (unknown keys and values count as none). */
export function accessIn(map: AdminPermissionMap | null | undefined, area: AdminArea): AdminAccess {
  const value = map?.[area];
  return value === 2 ? 'write' : value === 1 ? 'read' : 'none';
}

/** Whether a level's map allows a need (write includes read). */
export function adminMay(map: AdminPermissionMap | null | undefined, need: AdminNeed): boolean {
  const [area, access] = need.split(':') as [AdminArea, 'read' | 'write'];
  return ACCESS_NUMBER[accessIn(map, area)] >= ACCESS_NUMBER[access];
}

/** The stored map of a level's grants, keeping only the known areas and leaving out none. */
export function permissionMap(grants: Partial<Record<AdminArea, AdminAccess>>): AdminPermissionMap {
  const map: AdminPermissionMap = {};
  for (const area of ADMIN_AREAS) {
    const number = ACCESS_NUMBER[grants[area] ?? 'none'];
    if (number > 0) map[area] = number;
  }
  return map;
}

/** The specification's sort value: the sum of the map's numbers. */
export function permissionSortValue(map: AdminPermissionMap): number {
  return ADMIN_AREAS.reduce((sum, area) => sum + ACCESS_NUMBER[accessIn(map, area)], 0);
}

/** Every area spelled out, as the screens and the API read a stored map. */
export function grantsOf(
  map: AdminPermissionMap | null | undefined,
): Record<AdminArea, AdminAccess> {
  return Object.fromEntries(ADMIN_AREAS.map((area) => [area, accessIn(map, area)])) as Record<
    AdminArea,
    AdminAccess
  >;
}

/**
 * Whether a level lets its admins manage admins and levels (admins:write). The platform always
 * keeps at least one admin whose level does, so the admin area can never lock itself out.
 */
export const managesAdmins = (map: AdminPermissionMap | null | undefined): boolean =>
  adminMay(map, 'admins:write');

/** Every area at write: the level the first admin has and that can always manage admins. */
export const FULL_ADMIN_PERMISSIONS: AdminPermissionMap = permissionMap(
  Object.fromEntries(ADMIN_AREAS.map((area) => [area, 'write'])) as Record<AdminArea, AdminAccess>,
);

/** Permission level names and descriptions: short enough for a table cell. */
export const PERMISSION_LEVEL_NAME_MAX_LENGTH = 60;
export const PERMISSION_LEVEL_DESCRIPTION_MAX_LENGTH = 300;
