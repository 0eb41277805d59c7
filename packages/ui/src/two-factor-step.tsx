import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { AccountUser } from '@stepup/contracts';
import { Alert } from './alert';
import { errorMessage } from './api-error';
import { Button } from './button';
import { useVerifyTwoFactor } from './session';
import { TextField } from './text-field';

// Not in the spec (its second factor was an SMS code): the words of the authenticator step.
export const TWO_FACTOR_CODE_LABEL = 'Authenticator app code';
export const BACKUP_CODE_LABEL = 'Backup code';
export const TWO_FACTOR_CODE_REQUIRED =
  'Please enter the 6-digit code from your authenticator app.';
export const BACKUP_CODE_REQUIRED = 'Please enter one of your backup codes.';
export const TWO_FACTOR_CODE_WRONG = 'That code is not right. Please try again.';

/** Six digits; spaces people type between the groups are ignored. */
export function normaliseTotpCode(text: string): string {
  return text.replace(/\s+/g, '');
}

export function isTotpCode(text: string): boolean {
  return /^\d{6}$/.test(normaliseTotpCode(text));
}

/**
 * The second step of sign-in: the password was right and the account has an authenticator app,
 * so its 6-digit code (or one of the backup codes) completes the sign-in.
 */
export function TwoFactorStep({
  onSignedIn,
  onCancel,
}: {
  onSignedIn: (user: AccountUser) => void;
  onCancel: () => void;
}) {
  const verify = useVerifyTwoFactor();
  const [useBackup, setUseBackup] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, [useBackup]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify.reset();
    const text = useBackup ? value.trim() : normaliseTotpCode(value);
    if (useBackup ? text === '' : !isTotpCode(text)) {
      setError(useBackup ? BACKUP_CODE_REQUIRED : TWO_FACTOR_CODE_REQUIRED);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    verify.mutate(useBackup ? { backupCode: text } : { code: text }, {
      onSuccess: ({ user }) => {
        if (user) onSignedIn(user);
      },
      onError: () => {
        setValue('');
        inputRef.current?.focus();
      },
    });
  }

  return (
    <div className="two-factor-step">
      <p className="auth-card__lead">
        {useBackup
          ? 'Enter one of the backup codes you kept when you set up two-step sign-in. Each code works once.'
          : 'Your account has two-step sign-in. Open your authenticator app and enter the 6-digit code it shows for this site.'}
      </p>
      {verify.isError ? (
        <Alert tone="danger">{errorMessage(verify.error, TWO_FACTOR_CODE_WRONG)}</Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={verify.isPending}>
        <TextField
          key={useBackup ? 'backup' : 'code'}
          ref={inputRef}
          label={useBackup ? BACKUP_CODE_LABEL : TWO_FACTOR_CODE_LABEL}
          name={useBackup ? 'backupCode' : 'code'}
          autoComplete="one-time-code"
          inputMode={useBackup ? 'text' : 'numeric'}
          maxLength={useBackup ? 40 : 7}
          spellCheck={false}
          className="two-factor-step__code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
        <Button type="submit" block disabled={verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Verify and sign in'}
        </Button>
      </form>
      <div className="auth-card__row two-factor-step__switches">
        <Button
          variant="link"
          onClick={() => {
            setUseBackup((on) => !on);
            setValue('');
            setError(undefined);
            verify.reset();
          }}
        >
          {useBackup ? 'Use the authenticator app' : 'Use a backup code'}
        </Button>
        <Button variant="link" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}
