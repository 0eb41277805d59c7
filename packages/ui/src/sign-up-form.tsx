import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  BOT_CHECK_REQUIRED,
  businessSignUpSchema,
  fieldErrors,
  PASSWORD_RULE,
  SIGN_UP_FAILED,
  SIGN_UP_SUCCESS,
  signUpSchema,
} from '@stepup/domain';
import { Alert } from './alert';
import { useApiClient } from './api-client';
import { errorFields, errorMessage } from './api-error';
import { BotCheck } from './bot-check';
import { Button } from './button';
import { Card } from './card';
import { PasswordField } from './password-field';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { TextField } from './text-field';

const empty = { name: '', email: '', password: '', companyName: '' };

/**
 * Sign-up on either site (docs/product.md#sign-up): name, email, password — and, for a business, the company's
 * trading name — then the bot check. The messages show beside the fields in their order (docs/product.md#sign-up,
 * then 'Invalid trading name'); on success the thank-you text shows, the form clears and the
 * person stays signed out until they follow the emailed link (docs/product.md#sign-up).
 */
export function SignUpForm({
  title,
  lead,
  business = false,
  initialEmail = '',
  inviteToken,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** A business sign-up: asks for the trading name; the company waits, pending, for review. */
  business?: boolean;
  initialEmail?: string;
  /**
   * A business sign-up from a team invitation: the email is the invited one (not editable), no
   * company name is asked, and the new account joins the inviting company.
   */
  inviteToken?: string;
  /** Links under the form. */
  children?: ReactNode;
}) {
  const client = useApiClient();
  const withCompany = business && !inviteToken;
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const [values, setValues] = useState({ ...empty, email: initialEmail });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [botCheck, setBotCheck] = useState<string | null>(null);
  // A new key mounts a fresh bot check: a solution is good for one attempt only.
  const [botCheckKey, setBotCheckKey] = useState(0);
  const signUp = useMutation({ mutationFn: client.account.signUp });

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signUp.reset();
    const found = withCompany
      ? fieldErrors(businessSignUpSchema, values)
      : fieldErrors(signUpSchema, values);
    if (Object.keys(found).length === 0 && !botCheck) found.botCheck = BOT_CHECK_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid(formRef.current);
      return;
    }
    signUp.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(withCompany ? { companyName: values.companyName.trim() } : {}),
        ...(inviteToken ? { inviteToken } : {}),
        botCheck: botCheck ?? '',
      },
      {
        onSuccess: () => setValues({ ...empty, email: inviteToken ? initialEmail : '' }),
        onError: (error) => setErrors(errorFields(error)),
        onSettled: () => {
          setBotCheck(null);
          setBotCheckKey((key) => key + 1);
        },
      },
    );
  }

  return (
    <Card padded className="auth-card">
      <h1>{title}</h1>
      <p className="auth-card__lead">{lead}</p>
      {signUp.isSuccess ? (
        <Alert tone="success">{signUp.data.message || SIGN_UP_SUCCESS}</Alert>
      ) : null}
      {signUp.isError && Object.keys(errorFields(signUp.error)).length === 0 ? (
        <Alert tone="danger">{errorMessage(signUp.error, SIGN_UP_FAILED)}</Alert>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={signUp.isPending}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          readOnly={Boolean(inviteToken)}
          hint={inviteToken ? 'The address your invitation was sent to.' : undefined}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          hint={errors.password ? undefined : PASSWORD_RULE}
          error={errors.password}
        />
        {withCompany ? (
          <TextField
            label="Company (trading) name"
            name="companyName"
            autoComplete="organization"
            hint="The name customers know your business by."
            value={values.companyName}
            onChange={set('companyName')}
            error={errors.companyName}
          />
        ) : null}
        <BotCheck key={botCheckKey} onChange={setBotCheck} error={errors.botCheck} />
        <Button type="submit" block disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating your account…' : 'Sign Up'}
        </Button>
      </form>
      {children}
    </Card>
  );
}
