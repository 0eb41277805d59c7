import { z } from 'zod';
import {
  ADMIN_ACCESS_VALUES,
  ADMIN_AREAS,
  PERMISSION_LEVEL_DESCRIPTION_MAX_LENGTH,
  PERMISSION_LEVEL_NAME_MAX_LENGTH,
} from '../admin-permissions';
import type { AdminAccess, AdminArea } from '../admin-permissions';
import {
  ADMIN_FIRST_NAME_REQUIRED,
  ADMIN_LAST_NAME_REQUIRED,
  ADMIN_PERMISSION_LEVEL_REQUIRED,
  ADMIN_RETYPE_PASSWORD_REQUIRED,
  EMAIL_BADLY_FORMATTED,
  MISSING_EMAIL,
  MISSING_PASSWORD,
  PASSWORD_RULE,
  PERMISSION_LEVEL_DESCRIPTION_REQUIRED,
  PERMISSION_LEVEL_DESCRIPTION_TOO_LONG,
  PERMISSION_LEVEL_NAME_REQUIRED,
  PERMISSION_LEVEL_NAME_TOO_LONG,
  RESET_PASSWORDS_DONT_MATCH,
} from '../messages';
import { meetsPasswordRule } from './sign-up';
import { characterCount } from '../character-count';
import { isValidEmail, requiredSecret, requiredText } from './shared';

// The forms of /admin/admins and /admin/roles (issue 16), checked the same in the browser and on
// the server, in the order the form shows its fields.

/**
 * A new admin (the spec: email, password, matching passwords, first name, last name, permission
 * level required; the sign-up password rule applies).
 */
export const newAdminSchema = z
  .object({
    email: requiredText(MISSING_EMAIL),
    password: requiredSecret(MISSING_PASSWORD),
    retypePassword: requiredSecret(ADMIN_RETYPE_PASSWORD_REQUIRED),
    firstName: requiredText(ADMIN_FIRST_NAME_REQUIRED),
    lastName: requiredText(ADMIN_LAST_NAME_REQUIRED),
    permissionLevelId: requiredText(ADMIN_PERMISSION_LEVEL_REQUIRED),
  })
  .superRefine((value, ctx) => {
    if (value.email !== '' && !isValidEmail(value.email))
      ctx.addIssue({ code: 'custom', message: EMAIL_BADLY_FORMATTED, path: ['email'] });
    if (value.password === '' || value.retypePassword === '') return;
    if (value.password !== value.retypePassword)
      ctx.addIssue({
        code: 'custom',
        message: RESET_PASSWORDS_DONT_MATCH,
        path: ['retypePassword'],
      });
    else if (!meetsPasswordRule(value.password))
      ctx.addIssue({ code: 'custom', message: PASSWORD_RULE, path: ['password'] });
  });
export type NewAdminInput = z.input<typeof newAdminSchema>;

const accessSchema = z.enum(ADMIN_ACCESS_VALUES as [AdminAccess, ...AdminAccess[]]);

/** A permission level: name and description required and short, what it grants per area. */
export const permissionLevelFormSchema = z.object({
  name: requiredText(PERMISSION_LEVEL_NAME_REQUIRED).refine(
    (name) => characterCount(name) <= PERMISSION_LEVEL_NAME_MAX_LENGTH,
    PERMISSION_LEVEL_NAME_TOO_LONG,
  ),
  description: requiredText(PERMISSION_LEVEL_DESCRIPTION_REQUIRED).refine(
    (text) => characterCount(text) <= PERMISSION_LEVEL_DESCRIPTION_MAX_LENGTH,
    PERMISSION_LEVEL_DESCRIPTION_TOO_LONG,
  ),
  /** An area left out grants nothing. */
  grants: z.partialRecord(z.enum(ADMIN_AREAS), accessSchema).default({}),
});
export type PermissionLevelInput = z.input<typeof permissionLevelFormSchema>;

/** Every area spelled out (none where a map leaves it out). */
export type AdminGrantsByArea = Record<AdminArea, AdminAccess>;
