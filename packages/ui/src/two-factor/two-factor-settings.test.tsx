import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@stepup/contracts';
import type { AccountUser } from '@stepup/contracts';
import { MOBILE_NUMBER_INVALID, MOBILE_NUMBER_REQUIRED } from '@stepup/domain';
import { AppProviders } from '../app-providers';
import { TEXT_CODE_LABEL } from '../two-factor-step';
import { TwoFactorSettings } from './two-factor-settings';
import { MOBILE_NUMBER_LABEL } from './two-factor-texts';

const WRONG_CODE = 'That code is not right. Please try again.';
const aUser = (twoFactorEnabled: boolean): AccountUser => ({
  id: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  audience: 'customer',
  roleClass: null,
  twoFactorEnabled,
});

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

async function axeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

function renderSettings(user: AccountUser, fetch: ReturnType<typeof fakeServer>) {
  return render(
    <AppProviders apiClient={createApiClient({ fetch })}>
      <section aria-label="Two-step sign-in">
        <TwoFactorSettings user={user} />
      </section>
    </AppProviders>,
  );
}

describe('two-step sign-in by text message (settings)', () => {
  it('offers both ways; the authenticator app is the first', () => {
    renderSettings(aUser(false), fakeServer({}));
    const ways = screen.getByRole('group', { name: 'How would you like to get your codes?' });
    expect(within(ways).getByRole('radio', { name: /Authenticator app/ })).toBeChecked();
    expect(within(ways).getByRole('radio', { name: /Text message/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
  });

  it('mobile number and password → a texted code → on', async () => {
    const fetch = fakeServer({
      'two-factor/text-message/start': (body) =>
        body.password === 'Str0ng!pass'
          ? [200, { sentTo: '•••• ••• 123' }]
          : [400, { error: { code: 'bad_request', message: 'Login credentials are incorrect' } }],
      'two-factor/text-message/confirm': (body) =>
        body.code === '246810'
          ? [200, { user: aUser(true) }]
          : [400, { error: { code: 'bad_request', message: WRONG_CODE } }],
    });
    const { container } = renderSettings(aUser(false), fetch);
    // Keyboard only: move to the second way with the arrow key.
    await userEvent.click(screen.getByRole('radio', { name: /Authenticator app/ }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Text message/ })).toBeChecked();

    const phone = screen.getByLabelText(MOBILE_NUMBER_LABEL);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(await axeViolations(container)).toEqual([]);
    const send = screen.getByRole('button', { name: 'Text me a code' });

    // The domain's rule, beside the field, before anything is sent.
    await userEvent.click(send);
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(MOBILE_NUMBER_REQUIRED));
    await userEvent.type(phone, '020 7946 0958');
    await userEvent.click(send);
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(MOBILE_NUMBER_INVALID));
    expect(phone).toHaveFocus();
    await userEvent.clear(phone);
    await userEvent.type(phone, '07700 900123');
    await userEvent.click(send);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your password to continue.'),
    );
    // The server's refusal of the password shows beside the password.
    await userEvent.type(password, 'wrong');
    await userEvent.click(send);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('Login credentials are incorrect'),
      ),
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'Str0ng!pass');
    await userEvent.click(send);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a code to •••• ••• 123. It expires in 3 minutes.',
    );
    expect(screen.queryByRole('group')).toBeNull();
    const code = screen.getByLabelText(TEXT_CODE_LABEL);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(await axeViolations(container)).toEqual([]);
    const turnOn = screen.getByRole('button', { name: 'Turn on two-step sign-in' });
    await userEvent.type(code, '111111');
    await userEvent.click(turnOn);
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG_CODE));
    await userEvent.type(code, '246810');
    await userEvent.click(turnOn);
    expect(await screen.findByRole('status')).toHaveTextContent('Two-step sign-in is on.');
    expect(bodiesOf(fetch, '/text-message/start')).toEqual([
      { phoneNumber: '07700 900123', password: 'wrong' },
      { phoneNumber: '07700 900123', password: 'Str0ng!pass' },
    ]);
    expect(bodiesOf(fetch, '/text-message/confirm')).toEqual([
      { code: '111111' },
      { code: '246810' },
    ]);
  });

  it('when on, says where the codes go and turns off with the password', async () => {
    const fetch = fakeServer({
      'two-factor/methods': () => [
        200,
        { authenticator: false, textMessage: { maskedPhoneNumber: '•••• ••• 123' } },
      ],
      'two-factor/disable': () => [200, { user: aUser(false) }],
    });
    renderSettings(aUser(true), fetch);
    expect(
      await screen.findByText(/asks for a code texted to •••• ••• 123 after your password/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Two-step sign-in is off.');
  });
});
