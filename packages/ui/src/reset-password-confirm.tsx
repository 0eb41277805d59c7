import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { firstError, RESET_PASSWORD_FAILED, resetPasswordSchema } from '@stepup/domain';
import { Alert } from './alert';
import { errorMessage } from './api-error';
import { useApiClient } from './api-client';
import { Button, buttonClassName } from './button';
import { Card } from './card';
import { InvalidLink } from './invalid-link';
import { PasswordField } from './password-field';

/** How long the success message stays before the sign-in page opens. */
export const RESET_REDIRECT_DELAY_MS = 2_000;

const isAbsolute = (href: string) => /^https?:\/\//.test(href);

/**
 * Reset-password (confirm), reached from the email action page (docs/product.md#email-links). Reads email,
 * actionCode, customToken and isCompanyUser; the reset call itself checks the code. After
 * success the person goes to sign in: `loginHref` says where (a company user's sign-in is on the
 * business site). Opened without an action code (not from the email), it shows the email action
 * page's invalid-link notice instead of the form.
 */
export function ResetPasswordConfirm({
  loginHref,
}: {
  loginHref: (isCompanyUser: boolean) => string | undefined;
}) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const actionCode = params.get('actionCode') ?? '';
  const isCompanyUser = params.get('isCompanyUser') === 'true';
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (input: { password: string; confirmPassword: string }) =>
      client.account.resetPassword({ token: actionCode, ...input }),
  });
  const target = loginHref(isCompanyUser);

  useEffect(() => {
    if (!reset.isSuccess || !target) return;
    const timer = setTimeout(() => {
      if (isAbsolute(target)) window.location.assign(target);
      else void navigate(target, { replace: true });
    }, RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, target, navigate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      password: String(data.get('password') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    };
    const found = firstError(resetPasswordSchema, input);
    setError(found);
    if (found) return;
    reset.mutate(input, {
      onError: (failure) => setError(errorMessage(failure, RESET_PASSWORD_FAILED)),
    });
  }

  if (!actionCode) {
    return (
      <Card padded className="auth-card">
        <h1>Reset password</h1>
        <InvalidLink />
      </Card>
    );
  }

  return (
    <Card padded className="auth-card">
      <h1>Reset password</h1>
      {email ? (
        <p className="auth-card__lead">
          Choose a new password for <strong>{email}</strong>.
        </p>
      ) : (
        <p className="auth-card__lead">Choose a new password for your account.</p>
      )}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {reset.isSuccess ? (
        <>
          <Alert tone="success">
            Your password has been changed. Taking you to sign in with your new password…
          </Alert>
          {target && isAbsolute(target) ? (
            <a className={buttonClassName({ block: true })} href={target}>
              Sign in now
            </a>
          ) : target ? (
            <Link className={buttonClassName({ block: true })} to={target} replace>
              Sign in now
            </Link>
          ) : null}
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-busy={reset.isPending}>
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            aria-invalid={error ? true : undefined}
          />
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            aria-invalid={error ? true : undefined}
          />
          <Button type="submit" block disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Change password'}
          </Button>
        </form>
      )}
    </Card>
  );
}
