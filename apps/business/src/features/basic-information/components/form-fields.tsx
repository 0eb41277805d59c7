import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

function describedBy(id: string, hint: unknown, error: unknown) {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

function Frame({
  id,
  label,
  hint,
  error,
  children,
}: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span className="ui-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      <div className="ui-field__control">{children}</div>
      {error ? (
        <span className="ui-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A labelled multi-line input, its hint and error tied to it like TextField's. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  ...rest
}: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const auto = `field-${useId()}`;
  const inputId = id ?? auto;
  return (
    <Frame id={inputId} label={label} hint={hint} error={error}>
      <textarea
        id={inputId}
        className="ui-input company-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...rest}
      />
    </Frame>
  );
}

/** A labelled select, its hint and error tied to it like TextField's. */
export function SelectField({
  label,
  hint,
  error,
  id,
  children,
  ...rest
}: FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const auto = `field-${useId()}`;
  const inputId = id ?? auto;
  return (
    <Frame id={inputId} label={label} hint={hint} error={error}>
      <select
        id={inputId}
        className="ui-input company-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...rest}
      >
        {children}
      </select>
    </Frame>
  );
}
