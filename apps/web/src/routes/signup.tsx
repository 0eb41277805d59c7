import { Link, useSearchParams } from 'react-router';
import { SignUpForm } from '@stepup/ui';
import { useBusinessUrl } from '../lib/business-url';

/** Customer Sign Up (docs/product.md#sign-up); ?email= prefills the email. */
export function SignupRoute() {
  const [params] = useSearchParams();
  const businessUrl = useBusinessUrl();
  return (
    <div className="ui-container page">
      <SignUpForm
        title="Customer Sign Up"
        lead="Keep your vouchers in one place and unlock bigger discounts every time you buy again."
        initialEmail={params.get('email') ?? ''}
      >
        <p className="auth-card__links">
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
        <p className="auth-card__links">
          Selling vouchers? <a href={businessUrl('/signup')}>Create a business account</a>
        </p>
      </SignUpForm>
    </div>
  );
}
