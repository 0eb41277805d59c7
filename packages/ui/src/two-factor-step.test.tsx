import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@stepup/contracts';
import type { AccountUser, TwoFactorMethods } from '@stepup/contracts';
import { AppProviders } from './app-providers';
import {
  BACKUP_CODE_LABEL,
  TEXT_CODE_LABEL,
  TWO_FACTOR_CODE_LABEL,
  TwoFactorStep,
} from './two-factor-step';
import { TEXT_CODE_REQUIRED } from '@stepup/domain';

const WRONG = 'That code is not right. Please try again.';
const user: AccountUser = {
  id: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  audience: 'customer',
  roleClass: null,
  twoFactorEnabled: true,
};

/** A fetch that answers the two-factor endpoints like the server, and records the calls. */
function fakeServer(answers: Record<string, (body: Record<string, unknown>) => [number, unknown]>) {
  return vi.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname.replace('/api/account/', '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    const [status, json] = answers[path]?.(body) ?? [
      404,
      { error: { code: 'not_found', message: 'Not found' } },
    ];
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const bodiesOf = (fetch: ReturnType<typeof fakeServer>, path: string) =>
  fetch.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

function setup(methods: TwoFactorMethods | undefined) {
  const fetch = fakeServer({
    'two-factor/text-message/send': () => [200, { sentTo: '•••• ••• 123' }],
    'two-factor/text-message/verify': (body) =>
      body.code === '246810'
        ? [200, { user }]
        : [401, { error: { code: 'unauthenticated', message: WRONG } }],
    'two-factor/verify': (body) =>
      body.code === '123456'
        ? [200, { user }]
        : [401, { error: { code: 'unauthenticated', message: WRONG } }],
  });
  const onSignedIn = vi.fn();
  const view = render(
    <AppProviders apiClient={createApiClient({ fetch })}>
      <TwoFactorStep methods={methods} onSignedIn={onSignedIn} onCancel={() => undefined} />
    </AppProviders>,
  );
  return { fetch, onSignedIn, ...view };
}

async function axeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => v.id);
}

describe('sign-in second step by text message', () => {
  it('texts a code on request, says where, and signs in with it', async () => {
    const { fetch, onSignedIn, container } = setup({
      authenticator: false,
      textMessage: { maskedPhoneNumber: '•••• ••• 123' },
    });
    expect(screen.getByText(/mobile number ending\s+in 123/)).toBeInTheDocument();
    // No authenticator app on this account: no app or backup-code way is offered.
    expect(screen.queryByRole('button', { name: 'Use a backup code' })).toBeNull();
    expect(screen.queryByLabelText(TEXT_CODE_LABEL)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a code to •••• ••• 123. It expires in 3 minutes.',
    );
    const code = screen.getByLabelText(TEXT_CODE_LABEL);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(code).toHaveFocus());
    expect(await axeViolations(container)).toEqual([]);

    const verify = screen.getByRole('button', { name: 'Verify and sign in' });
    await userEvent.click(verify);
    expect(code).toHaveAccessibleDescription(TEXT_CODE_REQUIRED);
    await userEvent.type(code, '000000');
    await userEvent.click(verify);
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
    await userEvent.type(screen.getByLabelText(TEXT_CODE_LABEL), '246 810');
    await userEvent.click(verify);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(bodiesOf(fetch, '/text-message/verify')).toEqual([
      { code: '000000' },
      { code: '246810' },
    ]);

    // A new code can be asked for; the button says so.
    expect(screen.getByRole('button', { name: 'Text me a new code' })).toBeInTheDocument();
  });

  it('keeps the authenticator app and backup codes when the account has both', async () => {
    const { onSignedIn } = setup({
      authenticator: true,
      textMessage: { maskedPhoneNumber: '•••• ••• 123' },
    });
    const app = screen.getByLabelText(TWO_FACTOR_CODE_LABEL);
    expect(app).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Use a backup code' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get a code by text message' }));
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a backup code' }));
    expect(screen.getByLabelText(BACKUP_CODE_LABEL)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Use the authenticator app' }));
    await userEvent.type(screen.getByLabelText(TWO_FACTOR_CODE_LABEL), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
  });

  it('without the methods (an older answer) asks for the authenticator code as before', () => {
    setup(undefined);
    expect(screen.getByLabelText(TWO_FACTOR_CODE_LABEL)).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Get a code by text message' })).toBeNull();
  });

  it('shows why a code could not be sent (too many)', async () => {
    const fetch = fakeServer({
      'two-factor/text-message/send': () => [
        429,
        {
          error: {
            code: 'rate_limited',
            message: 'Too many attempts. Please wait a few minutes and try again.',
          },
        },
      ],
    });
    render(
      <AppProviders apiClient={createApiClient({ fetch })}>
        <TwoFactorStep
          methods={{ authenticator: false, textMessage: { maskedPhoneNumber: '•••• ••• 123' } }}
          onSignedIn={() => undefined}
          onCancel={() => undefined}
        />
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });
});
