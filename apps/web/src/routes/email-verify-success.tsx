import { Link } from 'react-router';
import { EMAIL_VERIFIED } from '@stepup/domain';
import { Alert, buttonClassName, Card } from '@stepup/ui';

/** Shown after the second verify page succeeds (spec §2). */
export function EmailVerifySuccessRoute() {
  return (
    <div className="ui-container page">
      <Card padded className="auth-card">
        <h1>Email verification</h1>
        <Alert tone="success">{EMAIL_VERIFIED}</Alert>
        <Link className={buttonClassName({ block: true })} to="/login">
          Sign in
        </Link>
      </Card>
    </div>
  );
}
