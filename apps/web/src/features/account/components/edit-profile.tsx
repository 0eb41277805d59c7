import type { AccountUser } from '@stepup/contracts';
import {
  ChangePasswordForm,
  ProfileSettingsForm,
  SettingsSection,
  TwoFactorSettings,
} from '@stepup/ui';

/** Edit Profile (tab 3): Profile Settings, Change Password and two-step sign-in. */
export function EditProfile({ user }: { user: AccountUser }) {
  return (
    <>
      <SettingsSection id="profile-settings" title="Profile Settings">
        <ProfileSettingsForm />
      </SettingsSection>
      <SettingsSection id="change-password" title="Change Password">
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection id="two-step" title="Two-step sign-in">
        <TwoFactorSettings user={user} />
      </SettingsSection>
    </>
  );
}
