import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, apiError, fakeApi } from '../testing/fake-api';
import { axeViolations, preloadScreens, renderApp } from '../testing/render-app';
import { TWO_FACTOR_CODE_REQUIRED } from '@stepup/domain';

const WRONG = 'That code is not right. Please try again.';

function setup() {
  const api = fakeApi({
    account: {
      'sign-in': () => ({ status: 200, body: { user: null, twoFactorRequired: true } }),
      'two-factor/verify': (body) =>
        body.code === '123456' || body.backupCode === 'aaaa-1111'
          ? { status: 200, body: { user: aUser({ twoFactorEnabled: true }) } }
          : apiError(401, 'unauthorized', WRONG),
    },
  });
  return { ...api, ...renderApp('/login', api.client) };
}

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Str0ng!pass');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in second step', () => {
  // The screen loads on demand (lazyPage): its code first, as the other tests expect it at once.
  beforeAll(() => preloadScreens('/login'));

  it('asks for the authenticator code and completes the sign-in with it', async () => {
    const { router, fetch, container } = setup();
    await signIn();
    const code = await screen.findByLabelText('Authenticator app code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
    const verify = screen.getByRole('button', { name: 'Verify and sign in' });
    await userEvent.click(verify);
    expect(code).toHaveAccessibleDescription(TWO_FACTOR_CODE_REQUIRED);
    await userEvent.type(code, '000000');
    await userEvent.click(verify);
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
    await userEvent.type(screen.getByLabelText('Authenticator app code'), '123456');
    await userEvent.click(verify);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const bodies = fetch.mock.calls
      .filter(([url]) => String(url).endsWith('/two-factor/verify'))
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
    expect(bodies).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('accepts a backup code instead', async () => {
    const { router } = setup();
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a backup code' }));
    await userEvent.type(screen.getByLabelText('Backup code'), 'aaaa-1111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
