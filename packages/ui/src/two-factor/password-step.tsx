import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { PasswordField } from '../password-field';
import { PASSWORD_REQUIRED_TO_CONTINUE } from '@stepup/domain';

/** The password that confirms it is you, and the button that goes on. */
export function PasswordStep({
  label,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  pending: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(password === '');
    if (password !== '') onSubmit(password);
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={pending}>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        hint="To keep your account safe, confirm it is you."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing ? PASSWORD_REQUIRED_TO_CONTINUE : undefined}
      />
      <Button type="submit" disabled={pending} className="ui-settings__submit">
        {pending ? <span className="ui-spinner__ring" aria-hidden="true" /> : null}
        {pending ? 'Please wait…' : label}
      </Button>
    </form>
  );
}
