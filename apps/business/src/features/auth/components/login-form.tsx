import { Link, useNavigate } from 'react-router';
import { SignInForm } from '@stepup/ui';
import { useCustomerUrl } from '../../../lib/customer-url';
import { homeFor } from '../../../lib/home';

/**
 * Business sign-in: the business site's API serves company users and admins only (a customer
 * gets 'Wrong user data'); success opens the company dashboard, or an admin's.
 */
export function LoginForm() {
  const customerUrl = useCustomerUrl();
  const navigate = useNavigate();
  return (
    <SignInForm
      title="Business Sign In"
      lead="Manage your voucher campaigns, sales and redemptions."
      onSignedIn={(user) => void navigate(homeFor(user))}
    >
      <p className="auth-card__links">
        New to us? <Link to="/signup">Create a business account</Link>
      </p>
      <p className="auth-card__links">
        Buying vouchers? <a href={customerUrl('/login')}>Customer sign in</a>
      </p>
    </SignInForm>
  );
}
