import type { AccountUser } from '@stepup/contracts';
import {
  ChangePasswordForm,
  ProfileSettingsForm,
  SettingsSection,
  TwoFactorSettings,
} from '@stepup/ui';
import { DownloadMyData } from './download-my-data';

/** Edit Profile (tab 3): Profile Settings, Change Password, two-step sign-in and Download my data. */
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
      <SettingsSection id="download-my-data" title="Download my data">
        <DownloadMyData />
      </SettingsSection>
    </>
  );
}
