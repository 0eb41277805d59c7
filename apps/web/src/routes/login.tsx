import { Link, useNavigate } from 'react-router';
import { SignInForm } from '@stepup/ui';
import { useBusinessUrl } from '../lib/business-url';

/** Customer Sign In (docs/product.md#sign-in); success goes to /. */
export function LoginRoute() {
  const navigate = useNavigate();
  const businessUrl = useBusinessUrl();
  return (
    <div className="ui-container page">
      <SignInForm
        title="Customer Sign In"
        lead="Sign in to see your vouchers and unlock bigger discounts."
        onSignedIn={() => void navigate('/')}
      >
        <p className="auth-card__links">
          New here? <Link to="/signup">Create an account</Link>
        </p>
        <p className="auth-card__links">
          Selling vouchers? <a href={businessUrl('/login')}>Business sign in</a>
        </p>
      </SignInForm>
    </div>
  );
}
