import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  businessSignUpSchema,
  fieldErrors,
  PASSWORD_RULE,
  SIGN_UP_FAILED,
  SIGN_UP_SUCCESS,
} from '@stepup/domain';
import {
  Alert,
  BOT_CHECK_REQUIRED,
  BotCheck,
  Button,
  Card,
  errorFields,
  errorMessage,
  focusFirstInvalid,
  PasswordField,
  TextField,
  useApiClient,
} from '@stepup/ui';
import { useCustomerUrl } from '../../../lib/customer-url';

const empty = { name: '', email: '', password: '', companyName: '' };

/**
 * Business sign-up: name, email, password, the company's trading name and the bot check. The
 * spec's messages show beside the fields in its order (§5), then 'Invalid trading name'; on
 * success the thank-you text shows and the company waits, pending, for the emailed link.
 */
export function SignupForm() {
  const customerUrl = useCustomerUrl();
  const client = useApiClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [botCheck, setBotCheck] = useState<string | null>(null);
  // A new key mounts a fresh bot check: a solution is good for one attempt only.
  const [botCheckKey, setBotCheckKey] = useState(0);
  const signUp = useMutation({ mutationFn: client.account.signUp });

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signUp.reset();
    const found = fieldErrors(businessSignUpSchema, values);
    if (Object.keys(found).length === 0 && !botCheck) found.botCheck = BOT_CHECK_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    signUp.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        companyName: values.companyName.trim(),
        botCheck: botCheck ?? '',
      },
      {
        onSuccess: () => setValues(empty),
        onError: (error) => setErrors(errorFields(error)),
        onSettled: () => {
          setBotCheck(null);
          setBotCheckKey((key) => key + 1);
        },
      },
    );
  }

  return (
    <Card padded className="auth-card">
      <h1>Create Business Account</h1>
      <p className="auth-card__lead">
        Sell vouchers with no setup fees, no commission on standard vouchers and no subscriptions.
      </p>
      {signUp.isSuccess ? (
        <Alert tone="success">{signUp.data.message || SIGN_UP_SUCCESS}</Alert>
      ) : null}
      {signUp.isError && Object.keys(errorFields(signUp.error)).length === 0 ? (
        <Alert tone="danger">{errorMessage(signUp.error, SIGN_UP_FAILED)}</Alert>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={signUp.isPending}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          hint={errors.password ? undefined : PASSWORD_RULE}
          error={errors.password}
        />
        <TextField
          label="Company (trading) name"
          name="companyName"
          autoComplete="organization"
          hint="The name customers know your business by."
          value={values.companyName}
          onChange={set('companyName')}
          error={errors.companyName}
        />
        <BotCheck key={botCheckKey} onChange={setBotCheck} error={errors.botCheck} />
        <Button type="submit" block disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating your account…' : 'Sign Up'}
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
