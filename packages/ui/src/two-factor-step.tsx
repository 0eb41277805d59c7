import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AccountUser, TwoFactorMethods } from '@stepup/contracts';
import { Alert } from './alert';
import { useApiClient } from './api-client';
import { errorMessage } from './api-error';
import { Button } from './button';
import { useSetSessionUser, useVerifyTwoFactor } from './session';
import { TextField } from './text-field';
import {
  BACKUP_CODE_REQUIRED,
  TEXT_CODE_NOT_SENT,
  TEXT_CODE_REQUIRED,
  textCodeSentNotice,
  TWO_FACTOR_CODE_REQUIRED,
  TWO_FACTOR_CODE_WRONG,
} from '@stepup/domain';

// Not in the spec (its second factor was an SMS code): the words of the second step.
export const TWO_FACTOR_CODE_LABEL = 'Authenticator app code';
export const BACKUP_CODE_LABEL = 'Backup code';
export const TEXT_CODE_LABEL = 'Code from the text message';

/** Six digits; spaces people type between the groups are ignored. */
export function normaliseTotpCode(text: string): string {
  return text.replace(/\s+/g, '');
}

export function isTotpCode(text: string): boolean {
  return /^\d{6}$/.test(normaliseTotpCode(text));
}

type Way = 'app' | 'backup' | 'text';

/**
 * The second step of sign-in: the password was right and the account has a second factor, so a
 * 6-digit code completes the sign-in — from the authenticator app (or one of its backup codes),
 * or texted to the account's mobile number. `methods` is what the sign-in answered; without it
 * the authenticator app is assumed (as before text messages existed).
 */
export function TwoFactorStep({
  methods,
  onSignedIn,
  onCancel,
}: {
  methods?: TwoFactorMethods | undefined;
  onSignedIn: (user: AccountUser) => void;
  onCancel: () => void;
}) {
  const hasApp = methods?.authenticator ?? true;
  const text = methods?.textMessage ?? null;
  const [way, setWay] = useState<Way>(hasApp || !text ? 'app' : 'text');
  const inputRef = useRef<HTMLInputElement>(null);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    // Focus the code field when the step opens and whenever the way changes.
    if (way !== 'text' || moved) inputRef.current?.focus();
  }, [way, moved]);

  function switchTo(next: Way) {
    setWay(next);
    setMoved(true);
  }

  return (
    <div className="two-factor-step">
      {way === 'text' && text ? (
        <TextCodeForm
          maskedPhoneNumber={text.maskedPhoneNumber}
          inputRef={inputRef}
          onSignedIn={onSignedIn}
        />
      ) : (
        <AppCodeForm backup={way === 'backup'} inputRef={inputRef} onSignedIn={onSignedIn} />
      )}
      <div className="auth-card__row two-factor-step__switches">
        {hasApp && way !== 'app' ? (
          <Button variant="link" onClick={() => switchTo('app')}>
            Use the authenticator app
          </Button>
        ) : null}
        {hasApp && way !== 'backup' ? (
          <Button variant="link" onClick={() => switchTo('backup')}>
            Use a backup code
          </Button>
        ) : null}
        {text && way !== 'text' ? (
          <Button variant="link" onClick={() => switchTo('text')}>
            Get a code by text message
          </Button>
        ) : null}
        <Button variant="link" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}

function AppCodeForm({
  backup,
  inputRef,
  onSignedIn,
}: {
  backup: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onSignedIn: (user: AccountUser) => void;
}) {
  const verify = useVerifyTwoFactor();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify.reset();
    const entered = backup ? value.trim() : normaliseTotpCode(value);
    if (backup ? entered === '' : !isTotpCode(entered)) {
      setError(backup ? BACKUP_CODE_REQUIRED : TWO_FACTOR_CODE_REQUIRED);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    verify.mutate(backup ? { backupCode: entered } : { code: entered }, {
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
    <>
      <p className="auth-card__lead">
        {backup
          ? 'Enter one of the backup codes you kept when you set up two-step sign-in. Each code works once.'
          : 'Your account has two-step sign-in. Open your authenticator app and enter the 6-digit code it shows for this site.'}
      </p>
      {verify.isError ? (
        <Alert tone="danger">{errorMessage(verify.error, TWO_FACTOR_CODE_WRONG)}</Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={verify.isPending}>
        <TextField
          key={backup ? 'backup' : 'code'}
          ref={inputRef}
          label={backup ? BACKUP_CODE_LABEL : TWO_FACTOR_CODE_LABEL}
          name={backup ? 'backupCode' : 'code'}
          autoComplete="one-time-code"
          inputMode={backup ? 'text' : 'numeric'}
          maxLength={backup ? 40 : 7}
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
    </>
  );
}

/** "Text me a code", then the texted code completes the sign-in. */
function TextCodeForm({
  maskedPhoneNumber,
  inputRef,
  onSignedIn,
}: {
  maskedPhoneNumber: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onSignedIn: (user: AccountUser) => void;
}) {
  const client = useApiClient();
  const setUser = useSetSessionUser();
  const send = useMutation({ mutationFn: () => client.account.twoFactor.sendSignInText() });
  const verify = useMutation({
    mutationFn: (code: string) => client.account.twoFactor.verifySignInText(code),
    onSuccess: ({ user }) => {
      if (user) setUser(user);
    },
  });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Kept past a failed resend, so the field for the code already texted stays.
  const [sentTo, setSentTo] = useState<string | undefined>();

  useEffect(() => {
    if (sentTo) inputRef.current?.focus();
  }, [sentTo, send.submittedAt, inputRef]);

  function onSend() {
    verify.reset();
    setError(undefined);
    send.mutate(undefined, { onSuccess: (sent) => setSentTo(sent.sentTo) });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify.reset();
    const entered = normaliseTotpCode(value);
    if (!isTotpCode(entered)) {
      setError(TEXT_CODE_REQUIRED);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    verify.mutate(entered, {
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
    <>
      <p className="auth-card__lead">
        Your account has two-step sign-in. We can text a 6-digit code to your mobile number ending
        in {maskedPhoneNumber.slice(-3)}.
      </p>
      {send.isError ? (
        <Alert tone="danger">{errorMessage(send.error, TEXT_CODE_NOT_SENT)}</Alert>
      ) : send.isSuccess && sentTo ? (
        <Alert tone="success">{textCodeSentNotice(sentTo)}</Alert>
      ) : null}
      {sentTo ? (
        <form noValidate onSubmit={onSubmit} aria-busy={verify.isPending}>
          {verify.isError ? (
            <Alert tone="danger">{errorMessage(verify.error, TWO_FACTOR_CODE_WRONG)}</Alert>
          ) : null}
          <TextField
            ref={inputRef}
            label={TEXT_CODE_LABEL}
            name="textCode"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            spellCheck={false}
            className="two-factor-step__code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
          />
          <Button type="submit" block disabled={verify.isPending}>
            {verify.isPending ? 'Checking…' : 'Verify and sign in'}
          </Button>
          <Button
            variant="secondary"
            block
            disabled={send.isPending}
            onClick={onSend}
            className="two-factor-step__resend"
          >
            {send.isPending ? 'Sending…' : 'Text me a new code'}
          </Button>
        </form>
      ) : (
        <Button block disabled={send.isPending} onClick={onSend}>
          {send.isPending ? 'Sending…' : 'Text me a code'}
        </Button>
      )}
    </>
  );
}
