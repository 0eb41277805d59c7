import { useId } from 'react';
import type { ChangeEvent } from 'react';
import type { PermissionLevel } from '@stepup/contracts';
import { ADMIN_FORM_LABELS as L } from '@stepup/domain';

/** The permission level of an admin: a labelled select of the admin levels, most powerful first. */
export function LevelSelect({
  levels,
  value,
  onChange,
  error,
  label = L.permissionLevel,
}: {
  levels: PermissionLevel[];
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  error?: string;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="ui-input"
        value={value}
        onChange={onChange}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{L.chooseLevel}</option>
        {levels.map((level) => (
          <option key={level.id} value={level.id}>
            {level.name}
          </option>
        ))}
      </select>
      {error ? (
        <span className="ui-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
