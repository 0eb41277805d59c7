import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import {
  IDENTITY_CONFIRMATION_NOTE,
  IDENTITY_CONFIRMATION_TITLE,
  IDENTITY_NOT_CONFIRMED,
  IDENTITY_PASSWORD_REQUIRED,
  REAUTHENTICATION_REQUIRED,
  TWO_FACTOR_CODE_REQUIRED,
} from '@stepup/domain';
import {
  Alert,
  Button,
  errorMessage,
  isTotpCode,
  Modal,
  normaliseTotpCode,
  PasswordField,
  TextField,
  TWO_FACTOR_CODE_LABEL,
  useApiClient,
} from '@stepup/ui';
import './admin-review.css';

/**
 * Asks an admin for their password and the current code of their authenticator app before one of
 * the most sensitive actions (POST /api/admin/confirm-identity). Both are checked here first with
 * the same words as at sign-in; `onConfirmed` runs once the server has accepted them.
 */
export function ConfirmIdentityDialog({
  onConfirmed,
  onClose,
}: {
  onConfirmed: () => void;
  onClose: () => void;
}) {
  const client = useApiClient();
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const confirm = useMutation({
    mutationFn: () => client.admin.confirmIdentity({ password, code: normaliseTotpCode(code) }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.reset();
    const found = {
      ...(password ? {} : { password: IDENTITY_PASSWORD_REQUIRED }),
      ...(isTotpCode(code) ? {} : { code: TWO_FACTOR_CODE_REQUIRED }),
    };
    setErrors(found);
    if (found.password || found.code) {
      (found.password ? passwordRef : codeRef).current?.focus();
      return;
    }
    confirm.mutate(undefined, {
      onSuccess: onConfirmed,
      onError: () => {
        // A code works for half a minute: the next try needs the next one.
        setCode('');
        codeRef.current?.focus();
      },
    });
  }

  return (
    <Modal title={IDENTITY_CONFIRMATION_TITLE} onClose={onClose} initialFocus={passwordRef}>
      <form className="review-dialog confirm-identity" noValidate onSubmit={onSubmit}>
        <p className="confirm-identity__lead">
          <ShieldCheck aria-hidden="true" size={24} className="confirm-identity__icon" />
          <span>{REAUTHENTICATION_REQUIRED}</span>
        </p>
        <PasswordField
          ref={passwordRef}
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <TextField
          ref={codeRef}
          label={TWO_FACTOR_CODE_LABEL}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
        />
        <p className="confirm-identity__note">{IDENTITY_CONFIRMATION_NOTE}</p>
        {confirm.isError ? (
          <Alert tone="danger">{errorMessage(confirm.error, IDENTITY_NOT_CONFIRMED)}</Alert>
        ) : null}
        <div className="review-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? 'Checking…' : 'Confirm and continue'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
