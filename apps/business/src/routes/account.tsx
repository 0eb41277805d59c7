import { Link } from 'react-router';
import {
  Alert,
  ChangePasswordForm,
  PageTitle,
  Preloader,
  ProfileSettingsForm,
  SettingsSection,
  TwoFactorSettings,
  useSession,
} from '@stepup/ui';

/** The company user's or admin's own account: name, password and two-step sign-in. */
export function AccountRoute() {
  const { user } = useSession();
  return (
    <div className="page">
      <PageTitle breadcrumb={['Account']} lead="Your name, password and two-step sign-in.">
        Your Account
      </PageTitle>
      {user === undefined ? (
        <Preloader label="Loading your account" />
      ) : user === null ? (
        <Alert tone="info">
          Please <Link to="/login">sign in</Link> to change your account.
        </Alert>
      ) : (
        <div className="account-settings">
          <SettingsSection id="profile-settings" title="Profile Settings" level={2}>
            <ProfileSettingsForm withEmail={false} />
          </SettingsSection>
          <SettingsSection id="change-password" title="Change Password" level={2}>
            <ChangePasswordForm />
          </SettingsSection>
          <SettingsSection id="two-step" title="Two-step sign-in" level={2}>
            <TwoFactorSettings user={user} headingLevel={3} />
          </SettingsSection>
        </div>
      )}
    </div>
  );
}
