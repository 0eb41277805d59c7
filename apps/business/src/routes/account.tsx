import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  ChangePasswordForm,
  CloseAccount,
  PageTitle,
  Preloader,
  ProfileSettingsForm,
  SettingsSection,
  TwoFactorSettings,
  useSession,
} from '@stepup/ui';

/** The company user's or admin's own account: name, email, password, two-step sign-in, closing. */
export function AccountRoute() {
  const { user } = useSession();
  const [closing, setClosing] = useState(false);
  return (
    <div className="page">
      <PageTitle breadcrumb={['Account']} lead="Your name, email, password and two-step sign-in.">
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
            <ProfileSettingsForm />
          </SettingsSection>
          <SettingsSection id="change-password" title="Change Password" level={2}>
            <ChangePasswordForm />
          </SettingsSection>
          <SettingsSection id="two-step" title="Two-step sign-in" level={2}>
            <TwoFactorSettings user={user} headingLevel={3} />
          </SettingsSection>
          <SettingsSection id="close-account" title="Close Account" level={2}>
            {closing ? (
              <CloseAccount
                note="Your sign-in and details are removed. A company that was never approved closes with its only owner; vouchers already sold stay valid."
                afterClose="/login"
                onCancel={() => setClosing(false)}
              />
            ) : (
              <Button variant="secondary" onClick={() => setClosing(true)}>
                Close Account
              </Button>
            )}
          </SettingsSection>
        </div>
      )}
    </div>
  );
}
