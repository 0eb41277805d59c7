import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { fieldErrors, PASSWORD_RULE, signUpSchema } from '@stepup/domain';
import { Alert, Button, Card, PasswordField, TextField } from '@stepup/ui';
import { useCustomerUrl } from '../../../lib/customer-url';

/**
 * Business sign-up. The server cannot create business accounts yet: a valid form says so
 * instead of pretending to create one (no call is made); the spec's messages show beside the
 * fields.
 */
export function SignupForm() {
  const customerUrl = useCustomerUrl();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const found = fieldErrors(signUpSchema, input);
    setErrors(found);
    setNotice(Object.keys(found).length === 0);
  }

  return (
    <Card padded className="auth-card">
      <h1>Create Business Account</h1>
      <p className="auth-card__lead">
        Sell vouchers with no setup fees, no commission on standard vouchers and no subscriptions.
      </p>
      {notice ? (
        <Alert tone="info">
          Business sign-up opens soon. No account has been created. Please contact us and we will
          set up your business account for you.
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit}>
        <TextField label="Name" name="name" autoComplete="name" error={errors.name} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint={errors.password ? undefined : PASSWORD_RULE}
          error={errors.password}
        />
        <Button type="submit" block>
          Sign Up
        </Button>
      </form>
      <p className="auth-card__links">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
      <p className="auth-card__links">
        Buying vouchers? <a href={customerUrl('/signup')}>Customer sign up</a>
      </p>
    </Card>
  );
}
