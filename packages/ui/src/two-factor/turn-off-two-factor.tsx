import { useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api-client';
import { errorMessage } from '../api-error';
import { useSetSessionUser } from '../session';
import { PasswordStep } from './password-step';
import { TWO_FACTOR_ON, WRONG_PASSWORD } from '@stepup/domain';

export const twoFactorMethodsQueryKey = ['two-factor-methods'] as const;

/** Two-step sign-in is on: how it asks, and turning it off with the password. */
export function TurnOffTwoFactor({ onDone }: { onDone: () => void }) {
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
