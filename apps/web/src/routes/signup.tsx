import { Link, useSearchParams } from 'react-router';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';
import { useBusinessUrl } from '../lib/business-url';

/** Customer Sign Up (spec §2); ?email= prefills the email. */
export function SignupRoute() {
  const [params] = useSearchParams();
  const businessUrl = useBusinessUrl();
  return (
    <div className="ui-container page">
      <SignUpForm initialEmail={params.get('email') ?? ''}>
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
