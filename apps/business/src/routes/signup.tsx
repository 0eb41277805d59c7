import { Link } from 'react-router';
import { SignUpForm } from '@stepup/ui';
import { useCustomerUrl } from '../lib/customer-url';

/** Business sign-up: the user and their company, pending until an admin approves it. */
export function SignupRoute() {
  const customerUrl = useCustomerUrl();
  return (
    <SignUpForm
      business
      title="Create Business Account"
      lead="Sell vouchers with no setup fees, no commission on standard vouchers and no subscriptions."
    >
      <p className="auth-card__links">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
      <p className="auth-card__links">
        Buying vouchers? <a href={customerUrl('/signup')}>Customer sign up</a>
      </p>
    </SignUpForm>
  );
}
