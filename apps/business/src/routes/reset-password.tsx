import { Link } from 'react-router';
import { ForgotPasswordForm } from '@stepup/ui';

/** Forgot-password for company users and admins. */
export function ResetPasswordRoute() {
  return (
    <ForgotPasswordForm>
      <p className="auth-card__links">
        Remembered it? <Link to="/login">Sign in</Link>
      </p>
    </ForgotPasswordForm>
  );
}
