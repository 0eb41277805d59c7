import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '../alert';
import { useApiClient } from '../api-client';
import { errorMessage } from '../api-error';
import { Button } from '../button';
import { useSetSessionUser } from '../session';
import { isTotpCode, normaliseTotpCode, TWO_FACTOR_CODE_LABEL } from '../two-factor-step';
import { BackupCodes } from './backup-codes';
import { PasswordStep } from './password-step';
import { QrCode } from './qr-code';
import { grouped, totpSecret } from './totp-secret';
import { TurnOnWithCode } from './turn-on-with-code';
import { TWO_FACTOR_CODE_REQUIRED, TWO_FACTOR_CODE_WRONG, WRONG_PASSWORD } from '@stepup/domain';

/**
 * An authenticator app: password → QR code, the secret as text, backup codes → a code from the
 * app turns two-step sign-in on.
 */
export function AuthenticatorEnrolment({
  headingLevel,
  chooser,
  onStart,
  onDone,
}: {
  headingLevel: 3 | 4;
  chooser: ReactNode;
  onStart: () => void;
  onDone: () => void;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const client = useApiClient();
  const setUser = useSetSessionUser();
  const start = useMutation({ mutationFn: client.account.twoFactor.start });
  const confirm = useMutation({ mutationFn: client.account.twoFactor.confirm });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const enrolment = start.data;

  if (!enrolment) {
    return (
      <>
        {chooser}
        <p className="ui-settings__lead">
          Add a second step to signing in: after your password, a 6-digit code from an authenticator
          app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).
        </p>
        <PasswordStep
          label="Set up two-step sign-in"
          pending={start.isPending}
          error={start.isError ? errorMessage(start.error, WRONG_PASSWORD) : null}
          onSubmit={(password) => {
            onStart();
            start.mutate(password);
          }}
        />
      </>
    );
  }

  function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.reset();
    if (!isTotpCode(code)) {
      setCodeError(TWO_FACTOR_CODE_REQUIRED);
      return;
    }
    setCodeError(undefined);
    confirm.mutate(normaliseTotpCode(code), {
      onSuccess: ({ user }) => {
        onDone();
        start.reset();
        setUser(user);
      },
      onError: () => setCode(''),
    });
  }

  return (
    <ol className="ui-two-factor__steps">
      <li>
        <Heading>Scan this QR code with your authenticator app</Heading>
        <QrCode uri={enrolment.totpURI} />
        <p>
          Can’t scan it? Add an account by hand with this key:{' '}
          <code className="ui-two-factor__secret">{grouped(totpSecret(enrolment.totpURI))}</code>
        </p>
      </li>
      <li>
        <Heading>Keep your backup codes</Heading>
        <p>
          Each code signs you in once if you lose your phone. Print them or keep them in a password
          manager; they are not shown again.
        </p>
        <BackupCodes codes={enrolment.backupCodes} />
      </li>
      <li>
        <Heading>Enter the code from the app</Heading>
        {confirm.isError ? (
          <Alert tone="danger">{errorMessage(confirm.error, TWO_FACTOR_CODE_WRONG)}</Alert>
        ) : null}
        <TurnOnWithCode
          label={TWO_FACTOR_CODE_LABEL}
          code={code}
          onCodeChange={setCode}
          codeError={codeError}
          pending={confirm.isPending}
          onSubmit={onConfirm}
        >
          <Button variant="ghost" onClick={() => start.reset()}>
            Cancel
          </Button>
        </TurnOnWithCode>
      </li>
    </ol>
  );
}
