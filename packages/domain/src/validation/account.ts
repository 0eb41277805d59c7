import { z } from 'zod';
import {
  EMAIL_BADLY_FORMATTED,
  MISSING_DATA_LOWER,
  MISSING_EMAIL,
  MISSING_NAME,
  MISSING_USER_DATA,
  PASSWORD_RULE,
  RESET_PASSWORDS_DONT_MATCH,
} from '../messages';
import { meetsPasswordRule } from './sign-up';
import { isValidEmail, requiredSecret, requiredText } from './shared';

/** The Profile Settings form: Name* and Email Address*. */
export const profileSchema = z
  .object({
    name: requiredText(MISSING_NAME),
    email: requiredText(MISSING_EMAIL),
  })
  .superRefine((value, ctx) => {
    if (value.email !== '' && !isValidEmail(value.email)) {
      ctx.addIssue({ code: 'custom', message: EMAIL_BADLY_FORMATTED, path: ['email'] });
    }
  });

export interface ProfileValues {
  name: string;
  email: string;
}

/**
 * Only what changed is sent. Emails compare case-insensitively because sign-in ignores case,
 * so retyping one's address in capitals is not an email change (which would force re-verifying).
 */
export function profileChanges(
  current: ProfileValues,
  form: ProfileValues,
): Partial<ProfileValues> {
  const changes: Partial<ProfileValues> = {};
  const name = form.name.trim();
  const email = form.email.trim();
  if (name !== current.name.trim()) changes.name = name;
  if (email.toLowerCase() !== current.email.trim().toLowerCase()) changes.email = email;
  return changes;
}

/** Server side of a name change: without a user record the spec answers 'Missing user data'. */
export const nameUpdateSchema = z.object({
  userId: requiredText(MISSING_USER_DATA),
  name: requiredText(MISSING_NAME),
});

/** Server side of an email change: user id and new email, else 'missing data'. */
export const emailUpdateSchema = z.object({
  userId: requiredText(MISSING_DATA_LOWER),
  newEmail: requiredText(MISSING_DATA_LOWER).refine(isValidEmail, EMAIL_BADLY_FORMATTED),
});

/** Server side of a password change: current and new password, else 'missing data'. */
export const passwordUpdateSchema = z
  .object({
    currentPassword: requiredSecret(MISSING_DATA_LOWER),
    newPassword: requiredSecret(MISSING_DATA_LOWER),
  })
  .superRefine((value, ctx) => {
    // The spec names no rule for a changed password; we hold it to the sign-up rule so an
    // account cannot be weakened after sign-up.
    if (value.newPassword !== '' && !meetsPasswordRule(value.newPassword)) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_RULE, path: ['newPassword'] });
    }
  });

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  retypePassword: string;
}

/**
 * The Change Password form submits only when all three are filled in and the new password
 * was retyped the same (docs/product.md#passwords); until then the profile save leaves the password alone.
 */
export function shouldChangePassword(form: PasswordChangeForm): boolean {
  return (
    form.currentPassword !== '' &&
    form.newPassword !== '' &&
    form.retypePassword !== '' &&
    form.newPassword === form.retypePassword
  );
}

/** Field messages for the Change Password form, once the customer has started filling it. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: requiredSecret(MISSING_DATA_LOWER),
    newPassword: requiredSecret(MISSING_DATA_LOWER),
    retypePassword: requiredSecret(MISSING_DATA_LOWER),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword === '' || value.retypePassword === '') return;
    if (value.newPassword !== value.retypePassword) {
      ctx.addIssue({
        code: 'custom',
        message: RESET_PASSWORDS_DONT_MATCH,
        path: ['retypePassword'],
      });
    } else if (!meetsPasswordRule(value.newPassword)) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_RULE, path: ['newPassword'] });
    }
  });
