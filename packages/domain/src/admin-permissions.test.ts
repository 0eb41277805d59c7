import { describe, expect, it } from 'vitest';
import {
  accessIn,
  adminMay,
  FULL_ADMIN_PERMISSIONS,
  permissionMap,
  permissionSortValue,
} from './admin-permissions';

describe('admin permission levels', () => {
  it('stores read as 1 and write as 2, leaving none out, and sums them into the sort value', () => {
    const support = permissionMap({ customers: 'read', interactionLog: 'read', payments: 'write' });
    expect(support).toEqual({ customers: 1, payments: 2, interactionLog: 1 });
    expect(permissionSortValue(support)).toBe(4);
    expect(permissionSortValue(FULL_ADMIN_PERMISSIONS)).toBe(20);
  });

  it('lets write include read, and refuses an area left out', () => {
    const support = { customers: 1, payments: 2 };
    expect(adminMay(support, 'customers:read')).toBe(true);
    expect(adminMay(support, 'customers:write')).toBe(false);
    expect(adminMay(support, 'payments:read')).toBe(true);
    expect(adminMay(support, 'payments:write')).toBe(true);
    expect(adminMay(support, 'admins:read')).toBe(false);
    expect(adminMay(null, 'companies:read')).toBe(false);
  });

  it('reads unknown numbers and keys as none', () => {
    const odd = { customers: 15, roles: 2 } as Record<string, number>;
    expect(accessIn(odd, 'customers')).toBe('none');
    expect(permissionSortValue(odd)).toBe(0);
  });
});
