import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { NewAdminRequest, PermissionLevel } from '@stepup/contracts';
import {
  ADMIN_FORM_LABELS as L,
  ADMINS_TEXT as T,
  FAILED_TO_CREATE_USER,
  PASSWORD_RULE,
  fieldErrors,
  newAdminSchema,
} from '@stepup/domain';
import {
  Alert,
  Button,
  errorFields,
  useFocusFirstInvalid,
  PasswordField,
  TextField,
} from '@stepup/ui';
import { useCreateAdmin } from '../api/admins';
import { refusalText } from '../api/refusal';
import { LevelSelect } from './level-select';

const EMPTY: Required<NewAdminRequest> = {
  email: '',
  password: '',
  retypePassword: '',
  firstName: '',
  lastName: '',
  permissionLevelId: '',
};

/**
 * A new admin (the spec: email, password twice, first and last name and a level, all required;
 * the sign-up password rule). Checked here as on the server, first problem of each field beside it.
 */
export function NewAdminForm({
  levels,
  onCreated,
  onCancel,
}: {
  levels: PermissionLevel[];
  onCreated: () => void;
  onCancel: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateAdmin();
  const set = (field: keyof NewAdminRequest) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = fieldErrors(newAdminSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid(formRef.current);
      return;
    }
    create.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => {
        const fields = errorFields(error);
        setErrors(fields);
        if (Object.keys(fields).length > 0) focusInvalid(formRef.current);
      },
    });
  }

  return (
    <form ref={formRef} className="admins-form" noValidate onSubmit={onSubmit}>
      <p className="admins-form__note">{T.addNote}</p>
      <div aria-live="polite">
        {create.isError ? (
          <Alert tone="danger">{refusalText(create.error, FAILED_TO_CREATE_USER)}</Alert>
        ) : null}
      </div>
      <TextField
        label={L.email}
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
      <PasswordField
        label={L.password}
        autoComplete="new-password"
        hint={PASSWORD_RULE}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        required
      />
      <PasswordField
        label={L.retypePassword}
        autoComplete="new-password"
        value={values.retypePassword}
        onChange={set('retypePassword')}
        error={errors.retypePassword}
        required
      />
      <div className="admins-form__pair">
        <TextField
          label={L.firstName}
          autoComplete="off"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          required
        />
        <TextField
          label={L.lastName}
          autoComplete="off"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          required
        />
      </div>
      <LevelSelect
        levels={levels}
        value={values.permissionLevelId}
        onChange={set('permissionLevelId')}
        error={errors.permissionLevelId}
      />
      <div className="review-dialog__actions">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? T.creating : T.create}
        </Button>
      </div>
    </form>
  );
}
