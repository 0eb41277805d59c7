import { describe, expect, it } from 'vitest';
import {
  ADMIN_LAST_NAME_REQUIRED,
  ADMIN_PERMISSION_LEVEL_REQUIRED,
  EMAIL_BADLY_FORMATTED,
  MISSING_PASSWORD,
  PASSWORD_RULE,
  PERMISSION_LEVEL_DESCRIPTION_REQUIRED,
  PERMISSION_LEVEL_NAME_TOO_LONG,
  RESET_PASSWORDS_DONT_MATCH,
} from '../messages';
import { firstError } from './shared';
import { newAdminSchema, permissionLevelFormSchema } from './admins';

const valid = {
  email: 'ana@example.com',
  password: 'Admin-Pass-9!',
  retypePassword: 'Admin-Pass-9!',
  firstName: 'Ana',
  lastName: 'Lee',
  permissionLevelId: 'level-1',
};

describe('new admin form', () => {
  it('accepts a complete form', () => {
    expect(firstError(newAdminSchema, valid)).toBeNull();
  });

  it('answers the first problem in the form order, with the sign-up password rule', () => {
    expect(firstError(newAdminSchema, { ...valid, password: '' })).toBe(MISSING_PASSWORD);
    expect(firstError(newAdminSchema, { ...valid, email: 'ana@' })).toBe(EMAIL_BADLY_FORMATTED);
    expect(firstError(newAdminSchema, { ...valid, retypePassword: 'Admin-Pass-8!' })).toBe(
      RESET_PASSWORDS_DONT_MATCH,
    );
    expect(
      firstError(newAdminSchema, { ...valid, password: 'password', retypePassword: 'password' }),
    ).toBe(PASSWORD_RULE);
    expect(firstError(newAdminSchema, { ...valid, lastName: '  ' })).toBe(ADMIN_LAST_NAME_REQUIRED);
    expect(firstError(newAdminSchema, { ...valid, permissionLevelId: undefined })).toBe(
      ADMIN_PERMISSION_LEVEL_REQUIRED,
    );
  });
});

describe('permission level form', () => {
  it('needs a short name and a description; areas left out grant nothing', () => {
    expect(permissionLevelFormSchema.parse({ name: ' Support ', description: 'Helps' })).toEqual({
      name: 'Support',
      description: 'Helps',
      grants: {},
    });
    expect(firstError(permissionLevelFormSchema, { name: 'Support', description: '' })).toBe(
      PERMISSION_LEVEL_DESCRIPTION_REQUIRED,
    );
    expect(
      firstError(permissionLevelFormSchema, { name: 'x'.repeat(61), description: 'Helps' }),
    ).toBe(PERMISSION_LEVEL_NAME_TOO_LONG);
    expect(
      firstError(permissionLevelFormSchema, {
        name: 'Support',
        description: 'Helps',
        grants: { admins: 'owner' },
      }),
    ).not.toBeNull();
  });
});
