import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '../button';
import { TextField } from '../text-field';

/** The last step of either way: the code that turns two-step sign-in on, and a way back. */
export function TurnOnWithCode({
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
