import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@stepup/contracts';
import {
  firstError,
  PASSWORD_REQUIRED_TO_CONTINUE,
  TEXT_CODE_NOT_SENT,
  TEXT_CODE_REQUIRED,
  textCodeSentNotice,
  TWO_FACTOR_CODE_WRONG,
  ukMobileSchema,
  WRONG_PASSWORD,
} from '@stepup/domain';
import { Alert } from '../alert';
import { useApiClient } from '../api-client';
import { errorFields, errorMessage } from '../api-error';
import { Button } from '../button';
import { PasswordField } from '../password-field';
import { useSetSessionUser } from '../session';
import { TextField } from '../text-field';
import { isTotpCode, normaliseTotpCode, TEXT_CODE_LABEL } from '../two-factor-step';
import { TurnOnWithCode } from './turn-on-with-code';
import { MOBILE_NUMBER_LABEL } from './two-factor-texts';

/**
 * Text-message codes: the mobile number (a UK mobile, checked by the domain's rule here and on
 * the server) and the password → a code is texted → the code turns two-step sign-in on.
 */
export function TextMessageEnrolment({
  chooser,
  onStart,
  onDone,
}: {
  headingLevel: 3 | 4;
  chooser: ReactNode;
  onStart: () => void;
  onDone: () => void;
}) {
  const client = useApiClient();
  const setUser = useSetSessionUser();
  const start = useMutation({ mutationFn: client.account.twoFactor.startTextMessage });
  const confirm = useMutation({ mutationFn: client.account.twoFactor.confirmTextMessage });
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ phoneNumber?: string; password?: string }>({});
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const sentTo = start.data?.sentTo;

  useEffect(() => {
    if (sentTo) codeRef.current?.focus();
  }, [sentTo]);

  function onSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start.reset();
    const found = {
      phoneNumber: firstError(ukMobileSchema, phoneNumber) ?? undefined,
      password: password === '' ? PASSWORD_REQUIRED_TO_CONTINUE : undefined,
    };
    setErrors(found);
    if (found.phoneNumber || found.password) {
      (found.phoneNumber ? phoneRef : passwordRef).current?.focus();
      return;
    }
    onStart();
    start.mutate(
      { phoneNumber, password },
      {
        onError: (error) => {
          // The server's words beside the field they are about: the number, else the password.
          const fields = errorFields(error);
          if (fields.phoneNumber) {
            setErrors({ phoneNumber: fields.phoneNumber });
            phoneRef.current?.focus();
          } else if (error instanceof ApiError && error.code === 'bad_request') {
            setErrors({ password: errorMessage(error, WRONG_PASSWORD) });
            passwordRef.current?.focus();
          }
        },
      },
    );
  }

  function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.reset();
    if (!isTotpCode(code)) {
      setCodeError(TEXT_CODE_REQUIRED);
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    confirm.mutate(normaliseTotpCode(code), {
      onSuccess: ({ user }) => {
        onDone();
        start.reset();
        setUser(user);
      },
      onError: (error) => {
        setCode('');
        setCodeError(errorMessage(error, TWO_FACTOR_CODE_WRONG));
        codeRef.current?.focus();
      },
    });
  }

  if (!sentTo) {
    // Errors that belong to no one field (too many codes, the server down) show above the form.
    const generalError =
      start.isError && !errors.phoneNumber && !errors.password
        ? errorMessage(start.error, TEXT_CODE_NOT_SENT)
        : null;
    return (
      <>
        {chooser}
        <p className="ui-settings__lead">
          Add a second step to signing in: after your password, a 6-digit code we text to your
          mobile phone.
        </p>
        <form noValidate onSubmit={onSend} aria-busy={start.isPending}>
          {generalError ? <Alert tone="danger">{generalError}</Alert> : null}
          <TextField
            ref={phoneRef}
            label={MOBILE_NUMBER_LABEL}
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint="A UK mobile number, like 07700 900123."
            value={phoneNumber}
            onChange={(event) => setPhoneNumber(event.target.value)}
            error={errors.phoneNumber}
          />
          <PasswordField
            ref={passwordRef}
            label="Password"
            name="password"
            autoComplete="current-password"
            hint="To keep your account safe, confirm it is you."
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <Button type="submit" disabled={start.isPending} className="ui-settings__submit">
            {start.isPending ? <span className="ui-spinner__ring" aria-hidden="true" /> : null}
            {start.isPending ? 'Sending…' : 'Text me a code'}
          </Button>
        </form>
      </>
    );
  }

  return (
    <div className="ui-two-factor__text">
      <Alert tone="success">{textCodeSentNotice(sentTo)}</Alert>
      <TurnOnWithCode
        codeRef={codeRef}
        label={TEXT_CODE_LABEL}
        code={code}
        onCodeChange={setCode}
        codeError={codeError}
        pending={confirm.isPending}
        onSubmit={onConfirm}
      >
        <Button
          variant="ghost"
          onClick={() => {
            confirm.reset();
            setCode('');
            setCodeError(undefined);
            setPassword('');
            start.reset();
          }}
        >
          No text? Try again
        </Button>
      </TurnOnWithCode>
    </div>
  );
}
