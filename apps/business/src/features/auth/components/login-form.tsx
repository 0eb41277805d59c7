import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Eye, EyeOff } from 'lucide-react';
import { fieldErrors, loginSchema } from '@stepup/domain';
import { Alert, Button, Card, TextField } from '@stepup/ui';
import { useCustomerUrl } from '../../../lib/customer-url';
import './auth-forms.css';

/**
 * Business sign-in. Accounts do not exist yet: a valid form says so instead of pretending to
 * sign in; the spec's messages show beside the fields.
 */
export function LoginForm() {
  const customerUrl = useCustomerUrl();
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const found = fieldErrors(loginSchema, input);
    setErrors(found);
    setNotice(Object.keys(found).length === 0);
  }

  return (
    <Card padded className="auth-card">
      <h1>Business Sign In</h1>
      <p className="auth-card__lead">Manage your voucher campaigns, sales and redemptions.</p>
      {notice ? (
        <Alert tone="info">
          Business sign-in arrives with business accounts, very soon. You have not been signed in.
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          error={errors.password}
          addon={
            <button
              type="button"
              className="auth-card__reveal"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((value) => !value)}
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" size={20} />
              ) : (
                <Eye aria-hidden="true" size={20} />
              )}
              <span className="ui-visually-hidden">Show password</span>
            </button>
          }
        />
        <label className="auth-card__check">
          <input type="checkbox" name="remember" /> Remember me
        </label>
        <Button type="submit" block>
          Sign In
        </Button>
      </form>
      <p className="auth-card__links">
        New to us? <Link to="/signup">Create a business account</Link>
      </p>
      <p className="auth-card__links">
        Buying vouchers? <a href={customerUrl('/login')}>Customer sign in</a>
      </p>
    </Card>
  );
}
