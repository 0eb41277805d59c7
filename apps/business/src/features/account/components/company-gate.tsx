import { Navigate, Outlet } from 'react-router';
import { Preloader, useSession } from '@stepup/ui';
import { homeFor } from '../../../lib/home';

/**
 * The company area's gate: a signed-out visitor signs in first, and a user without a company
 * (an admin) goes to their own home, so no company endpoint is asked and refuses them.
 */
export function CompanyGate() {
  const { user } = useSession();
  if (user === undefined) return <Preloader label="Loading your account" />;
  if (user === null) return <Navigate to="/login" replace />;
  if (user.roleClass !== 'company') return <Navigate to={homeFor(user)} replace />;
  return <Outlet />;
}

/** `/`: each signed-in user's home; a visitor's is the sign-in page. */
export function HomeRedirect() {
  const { user } = useSession();
  if (user === undefined) return <Preloader label="Loading your account" />;
  return <Navigate to={user ? homeFor(user) : '/login'} replace />;
}
