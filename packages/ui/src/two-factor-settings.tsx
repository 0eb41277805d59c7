import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { ApiError } from '@stepup/contracts';
import type { AccountUser, TwoFactorEnrolment } from '@stepup/contracts';
import { firstError, ukMobileSchema } from '@stepup/domain';
import { Alert } from './alert';
import { useApiClient } from './api-client';
import { errorFields, errorMessage } from './api-error';
import { Button } from './button';
import { PasswordField } from './password-field';
import { useSetSessionUser } from './session';
import {
  isTotpCode,
  normaliseTotpCode,
  TEXT_CODE_LABEL,
  TEXT_CODE_NOT_SENT,
  TEXT_CODE_REQUIRED,
  textCodeSentNotice,
  TWO_FACTOR_CODE_LABEL,
  TWO_FACTOR_CODE_REQUIRED,
  TWO_FACTOR_CODE_WRONG,
} from './two-factor-step';
import { TextField } from './text-field';

// Not in the spec (its second factor was an SMS code): the words of the settings.
export const TWO_FACTOR_ON = 'Two-step sign-in is on.';
export const TWO_FACTOR_OFF = 'Two-step sign-in is off.';
export const PASSWORD_REQUIRED_TO_CONTINUE = 'Please enter your password to continue.';
const WRONG_PASSWORD = 'That password is not right. Please try again.';
export const MOBILE_NUMBER_LABEL = 'Mobile number';
export const twoFactorMethodsQueryKey = ['two-factor-methods'] as const;

/** The secret of an otpauth:// URI, for typing into an app that cannot scan. */
export function totpSecret(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** The secret in groups of four, easier to copy by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Two-step sign-in, with an authenticator app (password → QR code, the secret as text, backup
 * codes → a code from the app confirms) or by text message (mobile number and password → the
 * texted code confirms); or turn it off (password), which forgets the number too.
 */
export function TwoFactorSettings({
  user,
  headingLevel = 4,
}: {
  user: AccountUser;
  /** The level of the set-up steps' headings (one below the section's). */
  headingLevel?: 3 | 4;
}) {
  const [banner, setBanner] = useState<string | null>(null);
  return (
    <div className="ui-two-factor">
      {banner ? <Alert tone="success">{banner}</Alert> : null}
      {user.twoFactorEnabled ? (
        <DisableTwoFactor onDone={() => setBanner(TWO_FACTOR_OFF)} />
      ) : (
        <EnrolChoice
          headingLevel={headingLevel}
          onStart={() => setBanner(null)}
          onDone={() =>
            setBanner(`${TWO_FACTOR_ON} You will be asked for a code when you sign in.`)
          }
        />
      )}
    </div>
  );
}

type Way = 'app' | 'text';

/** The two ways to turn it on; the choice shows until one of them has started. */
function EnrolChoice(props: { headingLevel: 3 | 4; onStart: () => void; onDone: () => void }) {
  const [way, setWay] = useState<Way>('app');
  const name = useId();
  const chooser = (
    <fieldset className="ui-two-factor__ways">
      <legend className="ui-field__label">How would you like to get your codes?</legend>
      <label className="ui-two-factor__way">
        <input
          type="radio"
          name={name}
          value="app"
          checked={way === 'app'}
          onChange={() => setWay('app')}
        />
        <span>
          <strong>Authenticator app</strong>
          <span className="ui-two-factor__way-hint">Works without signal; gives backup codes.</span>
        </span>
      </label>
      <label className="ui-two-factor__way">
        <input
          type="radio"
          name={name}
          value="text"
          checked={way === 'text'}
          onChange={() => setWay('text')}
        />
        <span>
          <strong>Text message</strong>
          <span className="ui-two-factor__way-hint">A code sent to your UK mobile.</span>
        </span>
      </label>
    </fieldset>
  );
  return way === 'app' ? (
    <EnrolTwoFactor {...props} chooser={chooser} />
  ) : (
    <EnrolTextMessage {...props} chooser={chooser} />
  );
}

function PasswordStep({
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

function DisableTwoFactor({ onDone }: { onDone: () => void }) {
  const client = useApiClient();
  const setUser = useSetSessionUser();
  const disable = useMutation({ mutationFn: client.account.twoFactor.disable });
  const methods = useQuery({
    queryKey: twoFactorMethodsQueryKey,
    queryFn: () => client.account.twoFactor.methods(),
  }).data;
  const texted = methods?.textMessage?.maskedPhoneNumber;
  let how = 'a code from your authenticator app';
  if (texted && methods?.authenticator) {
    how = `a code from your authenticator app, or one texted to ${texted},`;
  } else if (texted) how = `a code texted to ${texted}`;
  return (
    <>
      <p className="ui-settings__lead">
        {TWO_FACTOR_ON} Signing in asks for {how} after your password. Turning it off also
        {texted ? ' forgets your mobile number and' : ''} lets the password alone sign you in.
      </p>
      <PasswordStep
        label="Turn off two-step sign-in"
        pending={disable.isPending}
        error={disable.isError ? errorMessage(disable.error, WRONG_PASSWORD) : null}
        onSubmit={(password) =>
          disable.mutate(password, {
            onSuccess: ({ user }) => {
              onDone();
              setUser(user);
            },
          })
        }
      />
    </>
  );
}

function EnrolTwoFactor({
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

/** The last step of either way: the code that turns two-step sign-in on, and a way back. */
function TurnOnWithCode({
  label,
  code,
  onCodeChange,
  codeError,
  pending,
  onSubmit,
  codeRef,
  children,
}: {
  label: string;
  code: string;
  onCodeChange: (code: string) => void;
  codeError: string | undefined;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  codeRef?: Ref<HTMLInputElement>;
  /** The way back (Cancel, or texting again). */
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending}>
      <TextField
        ref={codeRef}
        label={label}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        error={codeError}
      />
      <div className="ui-settings__actions">
        <Button type="submit" disabled={pending}>
          {pending ? <span className="ui-spinner__ring" aria-hidden="true" /> : null}
          {pending ? 'Checking…' : 'Turn on two-step sign-in'}
        </Button>
        {children}
      </div>
    </form>
  );
}

function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { margin: 2, width: 200 }).then(
      (url) => {
        if (live) setSrc(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img
      className="ui-two-factor__qr"
      src={src}
      width={200}
      height={200}
      alt="QR code to add this account to your authenticator app"
    />
  ) : (
    <div className="ui-two-factor__qr ui-two-factor__qr--loading" aria-hidden="true" />
  );
}

function BackupCodes({ codes }: { codes: TwoFactorEnrolment['backupCodes'] }) {
  return (
    <ul className="ui-two-factor__codes" aria-label="Backup codes">
      {codes.map((backup) => (
        <li key={backup}>
          <code>{backup}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * Text-message codes: the mobile number (a UK mobile, checked by the domain's rule here and on
 * the server) and the password → a code is texted → the code turns two-step sign-in on.
 */
function EnrolTextMessage({
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
