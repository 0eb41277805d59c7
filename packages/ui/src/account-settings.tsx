import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@stepup/contracts';
import {
  FAILED_TO_UPDATE,
  FAILED_TO_UPDATE_EMAIL,
  FAILED_TO_UPDATE_PASSWORD,
  fieldErrors,
  NOTHING_CHANGED,
  PASSWORD_RULE,
  passwordChangeFormSchema,
  profileChanges,
  profileSchema,
  shouldChangePassword,
  UPDATE_SUCCESSFUL,
} from '@stepup/domain';
import { Alert } from './alert';
import { useApiClient } from './api-client';
import { errorFields, errorMessage } from './api-error';
import { Button } from './button';
import { PasswordField } from './password-field';
import { profileQueryKey, sessionQueryKey, useProfile } from './session';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { Spinner } from './spinner';
import { TextField } from './text-field';

type Banner = { tone: 'success' | 'danger' | 'info'; text: string } | null;

/** A titled block of the settings page. */
export function SettingsSection({
  id,
  title,
  lead,
  level = 3,
  children,
}: {
  id: string;
  title: string;
  /** The heading's level: 3 under a tab's h2, 2 straight under the page's h1. */
  level?: 2 | 3;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="ui-settings" aria-labelledby={id}>
      <Heading id={id} className="ui-settings__title">
        {title}
      </Heading>
      {lead ? <p className="ui-settings__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/** The words under Email Address* while a change waits for its link. */
export function pendingEmailNote(profile: Profile): string {
  return `We sent a confirmation link to ${profile.pendingEmail ?? ''}. Your email address changes once you follow it; until then, sign in with ${profile.email}.`;
}

/**
 * Profile Settings (docs/product.md#profile-email-change-and-closing): Name* and, on the customer site, Email Address*. Only what
 * changed is sent (the domain's profileChanges); a new email waits for the link sent to it.
 */
export function ProfileSettingsForm({ withEmail = true }: { withEmail?: boolean }) {
  const profile = useProfile();
  // Kept here, not in the form: a saved change remounts the form with the new details.
  const [banner, setBanner] = useState<Banner>(null);
  if (profile.isPending) return <Spinner label="Loading your details" showLabel />;
  if (profile.isError) {
    return <Alert tone="danger">{errorMessage(profile.error, FAILED_TO_UPDATE)}</Alert>;
  }
  // A new key starts the form again from the saved details once they change.
  return (
    <>
      {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
      {withEmail && profile.data.pendingEmail ? (
        <Alert tone="info">{pendingEmailNote(profile.data)}</Alert>
      ) : null}
      <ProfileForm
        key={`${profile.data.name}|${profile.data.email}`}
        profile={profile.data}
        withEmail={withEmail}
        setBanner={setBanner}
      />
    </>
  );
}

function ProfileForm({
  profile,
  withEmail,
  setBanner,
}: {
  profile: Profile;
  withEmail: boolean;
  setBanner: (banner: Banner) => void;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ name: profile.name, email: profile.email });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();

  const save = useMutation({
    mutationFn: async (changes: { name?: string; email?: string }) => {
      let message = UPDATE_SUCCESSFUL;
      if (changes.name !== undefined) {
        try {
          message = (await client.account.changeName(changes.name)).message;
        } catch (error) {
          throw Object.assign(new Error(errorMessage(error, FAILED_TO_UPDATE)), {
            fields: errorFields(error),
          });
        }
      }
      if (changes.email !== undefined) {
        try {
          message = (await client.account.changeEmail(changes.email)).message;
        } catch (error) {
          const fields = errorFields(error);
          throw Object.assign(new Error(errorMessage(error, FAILED_TO_UPDATE_EMAIL)), {
            fields: fields.newEmail ? { ...fields, email: fields.newEmail } : fields,
          });
        }
      }
      return message;
    },
    // Here, not in mutate(): the saved details remount this form, which drops mutate()'s callbacks.
    onSuccess: (message) => setBanner({ tone: 'success', text: message || UPDATE_SUCCESSFUL }),
    onError: (error) => {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      if (fields.name || fields.email) {
        setErrors(fields);
        focusInvalid(formRef.current);
      } else {
        setBanner({ tone: 'danger', text: error.message });
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = withEmail ? values : { name: values.name, email: profile.email };
    const found = fieldErrors(profileSchema, input);
    setErrors(found);
    setBanner(null);
    if (Object.keys(found).length > 0) {
      focusInvalid(form);
      return;
    }
    const changes = profileChanges(profile, input);
    if (Object.keys(changes).length === 0) {
      setBanner({ tone: 'info', text: NOTHING_CHANGED });
      return;
    }
    save.mutate(changes);
  }

  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
        <TextField
          label="Name*"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
          error={errors.name}
        />
        {withEmail ? (
          <TextField
            label="Email Address*"
            name="email"
            type="email"
            autoComplete="email"
            hint="Changing it sends a confirmation link to the new address."
            value={values.email}
            onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
            error={errors.email}
          />
        ) : null}
        <SaveButton pending={save.isPending}>Save changes</SaveButton>
      </form>
    </>
  );
}

function SaveButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending} className="ui-settings__submit">
      {pending ? <span className="ui-spinner__ring" aria-hidden="true" /> : null}
      {pending ? 'Saving…' : children}
    </Button>
  );
}

const noPasswords = { currentPassword: '', newPassword: '', retypePassword: '' };

/**
 * Change Password (docs/product.md#passwords): Current Password*, New Password*, Retype Password*. It is
 * sent only when all three are filled in and the new one was retyped the same.
 */
export function ChangePasswordForm() {
  const focusInvalid = useFocusFirstInvalid();
  const client = useApiClient();
  const [values, setValues] = useState(noPasswords);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<Banner>(null);
  const change = useMutation({ mutationFn: client.account.changePassword });

  const set = (field: keyof typeof noPasswords) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = fieldErrors(passwordChangeFormSchema, values);
    setErrors(found);
    setBanner(null);
    if (Object.keys(found).length > 0 || !shouldChangePassword(values)) {
      focusInvalid(form);
      return;
    }
    change.mutate(values, {
      onSuccess: ({ message }) => {
        setValues(noPasswords);
        setBanner({ tone: 'success', text: message || UPDATE_SUCCESSFUL });
      },
      onError: (error) => {
        const fields = errorFields(error);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          focusInvalid(form);
        } else {
          setBanner({ tone: 'danger', text: errorMessage(error, FAILED_TO_UPDATE_PASSWORD) });
        }
      },
    });
  }

  return (
    <>
      {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
      <form noValidate onSubmit={onSubmit} aria-busy={change.isPending}>
        <PasswordField
          label="Current Password*"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <PasswordField
          label="New Password*"
          name="newPassword"
          autoComplete="new-password"
          hint={errors.newPassword ? undefined : PASSWORD_RULE}
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
        />
        <PasswordField
          label="Retype Password*"
          name="retypePassword"
          autoComplete="new-password"
          value={values.retypePassword}
          onChange={set('retypePassword')}
          error={errors.retypePassword}
        />
        <SaveButton pending={change.isPending}>Change password</SaveButton>
      </form>
    </>
  );
}
