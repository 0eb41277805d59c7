import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { PermissionLevel } from '@stepup/contracts';
import {
  ADMIN_ACCESS_LABELS,
  ADMIN_ACCESS_VALUES,
  ADMIN_AREA_LABELS,
  ADMIN_AREAS,
  PERMISSION_LEVEL_DESCRIPTION_MAX_LENGTH,
  PERMISSION_LEVEL_NAME_MAX_LENGTH,
  PERMISSION_LEVELS_TEXT as T,
  UPDATE_FAILED,
  fieldErrors,
  permissionLevelFormSchema,
} from '@stepup/domain';
import type { AdminAccess, AdminArea } from '@stepup/domain';
import { Alert, Button, errorFields, useFocusFirstInvalid, TextField } from '@stepup/ui';
import { refusalText } from '../../admins/api/refusal';
import { useSavePermissionLevel } from '../api/permission-levels';

type Grants = Record<AdminArea, AdminAccess>;
const noGrants = () => Object.fromEntries(ADMIN_AREAS.map((area) => [area, 'none'])) as Grants;

/** One area's access: a fieldset with its legend and a radio each for none, read and write. */
function AreaChoice({
  area,
  value,
  onChange,
}: {
  area: AdminArea;
  value: AdminAccess;
  onChange: (access: AdminAccess) => void;
}) {
  const name = useId();
  return (
    <fieldset className="levels-area">
      <legend>{ADMIN_AREA_LABELS[area]}</legend>
      <div className="levels-area__choices">
        {ADMIN_ACCESS_VALUES.map((access) => (
          <label key={access}>
            <input
              type="radio"
              name={name}
              value={access}
              checked={value === access}
              onChange={() => onChange(access)}
            />
            {ADMIN_ACCESS_LABELS[access]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A new level or a change to one: name, description and every area's access. */
export function LevelForm({
  level,
  onSaved,
  onCancel,
}: {
  level: PermissionLevel | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const [name, setName] = useState(level?.name ?? '');
  const [description, setDescription] = useState(level?.description ?? '');
  const [grants, setGrants] = useState<Grants>({ ...noGrants(), ...level?.grants });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePermissionLevel(level?.id ?? null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { name, description, grants };
    const found = fieldErrors(permissionLevelFormSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid(formRef.current);
      return;
    }
    save.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => {
        setErrors(errorFields(error));
        focusInvalid(formRef.current);
      },
    });
  }

  return (
    <form ref={formRef} className="admins-form" noValidate onSubmit={onSubmit}>
      <div aria-live="polite">
        {save.isError ? (
          <Alert tone="danger">{refusalText(save.error, UPDATE_FAILED)}</Alert>
        ) : null}
      </div>
      <TextField
        label={T.name}
        value={name}
        maxLength={PERMISSION_LEVEL_NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        autoComplete="off"
        required
      />
      <TextField
        label={T.description}
        value={description}
        maxLength={PERMISSION_LEVEL_DESCRIPTION_MAX_LENGTH}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
        autoComplete="off"
        required
      />
      <fieldset className="levels-areas">
        <legend>{T.areas}</legend>
        {ADMIN_AREAS.map((area) => (
          <AreaChoice
            key={area}
            area={area}
            value={grants[area]}
            onChange={(access) => setGrants((g) => ({ ...g, [area]: access }))}
          />
        ))}
      </fieldset>
      <div className="review-dialog__actions">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : level ? T.save : T.create}
        </Button>
      </div>
    </form>
  );
}
