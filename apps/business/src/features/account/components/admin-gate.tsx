import { Link, Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { buttonClassName, NotFound, PageTitle, Preloader, useSession } from '@stepup/ui';
import { ReauthenticationProvider } from '../../admin-review/reauthentication';
import { ADMIN_TWO_FACTOR_REQUIRED } from '@stepup/domain';

/**
 * The admin area's gate: only admins (roleClass 'admin') get in, and only once two-step sign-in
 * is on; company users and signed-out visitors see the not-found page.
 */
export function AdminGate() {
  const { user } = useSession();
  if (user === undefined) return <Preloader label="Loading your account" />;
  if (user?.roleClass !== 'admin') return <NotFound />;
  if (!user.twoFactorEnabled) {
    return (
      <div className="page">
        <PageTitle breadcrumb={['Admin']}>Turn on two-step sign-in</PageTitle>
        <div className="gate">
          <ShieldAlert aria-hidden="true" size={32} className="gate__icon" />
          <p className="gate__text">{ADMIN_TWO_FACTOR_REQUIRED}</p>
          <p>
            It takes a minute with an authenticator app on your phone: after your password, signing
            in asks for the 6-digit code it shows.
          </p>
          <Link className={buttonClassName()} to="/account">
            Set up two-step sign-in
          </Link>
        </div>
      </div>
    );
  }
  // The most sensitive actions may ask the admin to confirm it is them (see the provider).
  return (
    <ReauthenticationProvider>
      <Outlet />
    </ReauthenticationProvider>
  );
}
