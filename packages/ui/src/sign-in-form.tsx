import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@stepup/contracts';
import type { AccountUser } from '@stepup/contracts';
import {
  fieldErrors,
  LOGIN_CREDENTIALS_INCORRECT,
  LOGIN_VERIFY_EMAIL,
  loginSchema,
} from '@stepup/domain';
import { Alert } from './alert';
import { errorFields, errorMessage } from './api-error';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { BotCheck } from './bot-check';
import { Button } from './button';
import { Card } from './card';
import { PasswordField } from './password-field';
import { useSignIn } from './session';
import { TwoFactorStep } from './two-factor-step';
import { TextField } from './text-field';

type Notice = { tone: 'success' | 'danger' | 'info'; text: string } | null;

/**
 * Email and password sign-in, shared by both sites (each site's API serves its own audience).
 * The messages show beside the fields, the server's answers above the form (docs/product.md#sign-in): an
 * unverified email in green as information, anything else in red.
 */
export function SignInForm({
  title,
  lead,
  onSignedIn,
  children,
}: {
  title: string;
  lead?: ReactNode;
  onSignedIn: (user: AccountUser) => void;
  /** Links under the form (sign up, the other site). */
  children?: ReactNode;
}) {
  const signIn = useSignIn();
  const focusInvalid = useFocusFirstInvalid();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  // The password was right and the account has a second factor: its code comes next.
  const [codeStep, setCodeStep] = useState(false);
  // After many failed sign-ins to an account the server asks for the bot check; each solution
  // is good once, so the widget is remounted (a new key) after every attempt that used one.
  const [botCheckAsked, setBotCheckAsked] = useState(false);
  const [botCheck, setBotCheck] = useState<string | null>(null);
  const [botCheckKey, setBotCheckKey] = useState(0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const found = fieldErrors(loginSchema, input);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) {
      focusInvalid(form);
      return;
    }
    if (botCheckAsked) setBotCheckKey((key) => key + 1);
    setBotCheck(null);
    signIn.mutate(
      {
        email: input.email.trim(),
        password: input.password,
        rememberMe: data.has('rememberMe'),
        ...(botCheckAsked && botCheck ? { botCheck } : {}),
      },
      {
        onSuccess: ({ user, twoFactorRequired }) => {
          if (user) onSignedIn(user);
          else if (twoFactorRequired) setCodeStep(true);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'email_not_verified') {
            setNotice({ tone: 'success', text: error.message || LOGIN_VERIFY_EMAIL });
            return;
          }
          if (error instanceof ApiError && error.code === 'bot_check_required') {
            setBotCheckAsked(true);
            setNotice({ tone: 'info', text: error.message });
            return;
          }
          const fields = errorFields(error);
          if (Object.keys(fields).length > 0) {
            setErrors(fields);
            focusInvalid(form);
            return;
          }
          setNotice({ tone: 'danger', text: errorMessage(error, LOGIN_CREDENTIALS_INCORRECT) });
        },
      },
    );
  }

  if (codeStep) {
    return (
      <Card padded className="auth-card">
        <h1>{title}</h1>
        <TwoFactorStep
          methods={signIn.data?.twoFactorMethods}
          onSignedIn={onSignedIn}
          onCancel={() => setCodeStep(false)}
        />
      </Card>
    );
  }

  return (
    <Card padded className="auth-card">
      <h1>{title}</h1>
      {lead ? <p className="auth-card__lead">{lead}</p> : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <form noValidate onSubmit={onSubmit} aria-busy={signIn.isPending}>
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
          autoComplete="current-password"
          error={errors.password}
        />
        {botCheckAsked ? <BotCheck key={botCheckKey} onChange={setBotCheck} /> : null}
        <div className="auth-card__row">
          <label className="auth-card__check">
            <input type="checkbox" name="rememberMe" /> Remember me
          </label>
          <Link to="/reset-password">Lost your password?</Link>
        </div>
        <Button type="submit" block disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      {children}
    </Card>
  );
}
