import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { fieldErrors, FORGOT_PASSWORD_SUCCESS, forgotPasswordSchema } from '@stepup/domain';
import { Alert } from './alert';
import { errorMessage } from './api-error';
import { useApiClient } from './api-client';
import { Button } from './button';
import { Card } from './card';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { TextField } from './text-field';

/**
 * Forgot-password: an email and a Reset button (docs/product.md#passwords). The answer is the same whether or not
 * the address is known (docs/product.md#passwords), so success always reads the text of docs/product.md.
 */
export function ForgotPasswordForm({
  title = 'Forgot password',
  children,
}: {
  title?: string;
  /** Links under the form (back to sign in). */
  children?: ReactNode;
}) {
  const focusInvalid = useFocusFirstInvalid();
  const client = useApiClient();
  const [error, setError] = useState<string>();
  const reset = useMutation({
    mutationFn: (email: string) => client.account.forgotPassword(email),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    const found = fieldErrors(forgotPasswordSchema, { email }).email;
    setError(found);
    reset.reset();
    if (found) {
      focusInvalid(form);
      return;
    }
    reset.mutate(email.trim());
  }

  return (
    <Card padded className="auth-card">
      <h1>{title}</h1>
      <p className="auth-card__lead">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      {reset.isSuccess ? (
        <Alert tone="success">{reset.data.message || FORGOT_PASSWORD_SUCCESS}</Alert>
      ) : null}
      {reset.isError ? (
        <Alert tone="danger">{errorMessage(reset.error, 'Please try again in a moment.')}</Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={reset.isPending}>
        <TextField label="Email" name="email" type="email" autoComplete="email" error={error} />
        <Button type="submit" block disabled={reset.isPending}>
          {reset.isPending ? 'Sending…' : 'Reset'}
        </Button>
      </form>
      {children}
    </Card>
  );
}
