import { Link, Navigate, Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { buttonClassName, NotFound, PageTitle, Preloader, useSession } from '@stepup/ui';
import { ReauthenticationProvider } from '../../admin-review/reauthentication';
import { ADMIN_TWO_FACTOR_REQUIRED } from '@stepup/domain';

/**
 * The admin area's gate: only admins (roleClass 'admin') get in, and only once two-step sign-in
 * is on. A signed-out visitor signs in first (an admin's emailed or bookmarked link then works
 * after signing in from the menu). A company user sees the not-found page, as for any address
 * that is not theirs: sending them to their dashboard would tell them the admin area exists, and
 * they already have a home in the menu. Each page's area is checked by AdminAreaGate.
 */
export function AdminGate() {
  const { user } = useSession();
  if (user === undefined) return <Preloader label="Loading your account" />;
  if (user === null) return <Navigate to="/login" replace />;
  if (user.roleClass !== 'admin') return <NotFound home="/dashboard" />;
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
