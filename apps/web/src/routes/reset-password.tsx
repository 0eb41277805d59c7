import { Link } from 'react-router';
import { ForgotPasswordForm } from '@stepup/ui';

/** Forgot-password (docs/product.md#passwords). */
export function ResetPasswordRoute() {
  return (
    <div className="ui-container page">
      <ForgotPasswordForm>
        <p className="auth-card__links">
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      </ForgotPasswordForm>
    </div>
  );
}
