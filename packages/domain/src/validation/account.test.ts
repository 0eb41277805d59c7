import { describe, it, expect } from 'vitest';
import {
  EMAIL_BADLY_FORMATTED,
  MISSING_DATA_LOWER,
  MISSING_EMAIL,
  MISSING_NAME,
  MISSING_USER_DATA,
  PASSWORD_RULE,
  RESET_PASSWORDS_DONT_MATCH,
} from '../messages';
import {
  emailUpdateSchema,
  nameUpdateSchema,
  passwordChangeFormSchema,
  passwordUpdateSchema,
  profileChanges,
  profileSchema,
  shouldChangePassword,
} from './account';
import { firstError } from './shared';

describe('profile', () => {
  it('needs a name and a well-formed email', () => {
    expect(firstError(profileSchema, { name: '', email: '' })).toBe(MISSING_NAME);
    expect(firstError(profileSchema, { name: 'Jo', email: '' })).toBe(MISSING_EMAIL);
    expect(firstError(profileSchema, { name: 'Jo', email: 'jo' })).toBe(EMAIL_BADLY_FORMATTED);
    expect(firstError(profileSchema, { name: 'Jo', email: 'jo@example.com' })).toBeNull();
  });

  it('sends only what changed', () => {
    const current = { name: 'Jo', email: 'jo@example.com' };
    expect(profileChanges(current, { name: 'Jo ', email: 'JO@example.com' })).toEqual({});
    expect(profileChanges(current, { name: 'Joanne', email: 'jo@example.com' })).toEqual({
      name: 'Joanne',
    });
    expect(profileChanges(current, { name: 'Jo', email: ' jo@new.com ' })).toEqual({
      email: 'jo@new.com',
    });
  });

  it('answers the texts of docs/product.md on the server side', () => {
    expect(firstError(nameUpdateSchema, { name: 'Jo' })).toBe(MISSING_USER_DATA);
    expect(MISSING_USER_DATA).toBe('Missing user data');
    expect(firstError(emailUpdateSchema, { userId: 'u1' })).toBe(MISSING_DATA_LOWER);
    expect(firstError(emailUpdateSchema, { newEmail: 'jo@example.com' })).toBe('missing data');
    expect(firstError(emailUpdateSchema, { userId: 'u1', newEmail: 'jo@' })).toBe(
      EMAIL_BADLY_FORMATTED,
    );
    expect(firstError(emailUpdateSchema, { userId: 'u1', newEmail: 'jo@example.com' })).toBeNull();
  });
});

describe('password change', () => {
  const form = {
    currentPassword: 'Old-pass1',
    newPassword: 'New-pass1',
    retypePassword: 'New-pass1',
  };

  it('runs only with all three present and the new password retyped the same', () => {
    expect(shouldChangePassword(form)).toBe(true);
    expect(shouldChangePassword({ ...form, currentPassword: '' })).toBe(false);
    expect(shouldChangePassword({ ...form, newPassword: '' })).toBe(false);
    expect(shouldChangePassword({ ...form, retypePassword: '' })).toBe(false);
    expect(shouldChangePassword({ ...form, retypePassword: 'New-pass2' })).toBe(false);
  });

  it('gives the form its messages', () => {
    expect(firstError(passwordChangeFormSchema, form)).toBeNull();
    expect(firstError(passwordChangeFormSchema, { ...form, currentPassword: '' })).toBe(
      MISSING_DATA_LOWER,
    );
    expect(firstError(passwordChangeFormSchema, { ...form, retypePassword: 'x' })).toBe(
      RESET_PASSWORDS_DONT_MATCH,
    );
    expect(
      firstError(passwordChangeFormSchema, {
        ...form,
        newPassword: 'weak',
        retypePassword: 'weak',
      }),
    ).toBe(PASSWORD_RULE);
  });

  it('needs current and new password on the server', () => {
    expect(firstError(passwordUpdateSchema, { newPassword: 'New-pass1' })).toBe(MISSING_DATA_LOWER);
    expect(firstError(passwordUpdateSchema, { currentPassword: 'x' })).toBe(MISSING_DATA_LOWER);
    expect(firstError(passwordUpdateSchema, { currentPassword: 'x', newPassword: 'short' })).toBe(
      PASSWORD_RULE,
    );
    expect(
      firstError(passwordUpdateSchema, { currentPassword: 'x', newPassword: 'New-pass1' }),
    ).toBeNull();
  });
});
