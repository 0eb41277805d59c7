import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_CLOSE_NOTE,
  DATA_EXPORT_INTRO,
  DELETE_ACCOUNT_CONFIRM,
  EMAIL_CHANGE_RECENT_LOGIN,
  EMAIL_IN_USE,
  FAILED_TO_UPDATE,
  FAILED_TO_UPDATE_EMAIL,
  FAILED_TO_UPDATE_PASSWORD,
  MISSING_DATA_LOWER,
  MISSING_NAME,
  PASSWORD_CHANGE_RECENT_LOGIN,
  PASSWORD_RULE,
  RESET_PASSWORDS_DONT_MATCH,
  UPDATE_SUCCESSFUL,
} from '@stepup/domain';
import { aUser, apiError, fakeApi } from '../testing/fake-api';
import type { FakeAnswer } from '../testing/fake-api';
import { axeViolations, renderApp } from '../testing/render-app';

// jsdom has no canvas: the QR code is drawn by a stand-in.
vi.mock('qrcode', () => ({
  default: { toDataURL: vi.fn(async () => 'data:image/png;base64,QR') },
}));

const ok = { status: 200, body: { message: UPDATE_SUCCESSFUL } };
const bodies = (fetch: ReturnType<typeof vi.fn>, path: string) =>
  fetch.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/account/${path}`))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

function setup(
  account: Record<string, (body: Record<string, unknown>) => FakeAnswer> = {},
  profile: { pendingEmail: string | null } = { pendingEmail: null },
  tab = 3,
) {
  const user = aUser({ name: 'Ada Lovelace', email: 'ada@example.test' });
  // Like the server: a saved name is what the profile answers next (the form starts again).
  let name = user.name;
  const api = fakeApi({
    user,
    account: {
      profile: () => ({
        status: 200,
        body: { name, email: user.email, pendingEmail: profile.pendingEmail },
      }),
      name: (body) => {
        name = String(body.name);
        return ok;
      },
      email: () => ok,
      password: () => ok,
      ...account,
    },
  });
  return { ...api, ...renderApp(`/for-me?tab=${tab}`, api.client) };
}

const profileForm = () => screen.getByRole('region', { name: 'Profile Settings' });
const passwordForm = () => screen.getByRole('region', { name: 'Change Password' });

describe('/for-me tabs', () => {
  it('opens the tab named by ?tab= and moves between tabs', async () => {
    const { router, container } = setup({}, undefined, 2);
    const sidebar = await screen.findByRole('complementary', { name: 'Your account' });
    expect(screen.getByRole('heading', { level: 2, name: 'Voucher Wallet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No vouchers yet' })).toBeInTheDocument();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Favorites' }));
    expect(router.state.location.search).toBe('?tab=5');
    expect(screen.getByRole('heading', { level: 2, name: 'Favorites' })).toBeInTheDocument();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByLabelText('Name*')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email Address*')).toHaveValue('ada@example.test');
    expect(screen.getByLabelText('Current Password*')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password*')).toBeInTheDocument();
    expect(screen.getByLabelText('Retype Password*')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Edit Profile', () => {
  it('sends only the changed name and says Update successful', async () => {
    const { fetch } = setup();
    const name = await screen.findByLabelText('Name*');
    await userEvent.clear(name);
    await userEvent.click(within(profileForm()).getByRole('button', { name: 'Save changes' }));
    expect(name).toHaveAccessibleDescription(MISSING_NAME);
    await userEvent.type(name, 'Ada King');
    // The same email in capitals is not a change.
    const email = screen.getByLabelText('Email Address*');
    await userEvent.clear(email);
    await userEvent.type(email, 'ADA@example.test');
    await userEvent.click(within(profileForm()).getByRole('button', { name: 'Save changes' }));
    expect(await within(profileForm()).findByRole('status')).toHaveTextContent(UPDATE_SUCCESSFUL);
    expect(bodies(fetch, 'name')).toEqual([{ name: 'Ada King' }]);
    await waitFor(() => expect(screen.getByLabelText('Name*')).toHaveValue('Ada King'));
    expect(within(profileForm()).getByRole('status')).toHaveTextContent(UPDATE_SUCCESSFUL);
    expect(bodies(fetch, 'email')).toEqual([]);
  });

  it('sends only the changed email and shows its errors in a banner', async () => {
    let answer: FakeAnswer = apiError(409, 'conflict', EMAIL_IN_USE);
    const { fetch, container } = setup({ email: () => answer });
    const email = await screen.findByLabelText('Email Address*');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.test');
    const save = within(profileForm()).getByRole('button', { name: 'Save changes' });
    await userEvent.click(save);
    expect(await within(profileForm()).findByRole('alert')).toHaveTextContent(EMAIL_IN_USE);
    answer = apiError(403, 'forbidden', EMAIL_CHANGE_RECENT_LOGIN);
    await userEvent.click(save);
    await waitFor(() =>
      expect(within(profileForm()).getByRole('alert')).toHaveTextContent(EMAIL_CHANGE_RECENT_LOGIN),
    );
    expect(bodies(fetch, 'email')).toEqual([
      { newEmail: 'new@example.test' },
      { newEmail: 'new@example.test' },
    ]);
    expect(bodies(fetch, 'name')).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('falls back to the words of docs/product.md when the server fails', async () => {
    const failed = apiError(500, 'internal', 'Internal Server Error');
    setup({ name: () => failed, email: () => failed, password: () => failed });
    const save = () => within(profileForm()).getByRole('button', { name: 'Save changes' });
    const name = await screen.findByLabelText('Name*');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada King');
    await userEvent.click(save());
    expect(await within(profileForm()).findByRole('alert')).toHaveTextContent(FAILED_TO_UPDATE);

    await userEvent.clear(screen.getByLabelText('Name*'));
    await userEvent.type(screen.getByLabelText('Name*'), 'Ada Lovelace');
    const email = screen.getByLabelText('Email Address*');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.test');
    await userEvent.click(save());
    await waitFor(() =>
      expect(within(profileForm()).getByRole('alert')).toHaveTextContent(FAILED_TO_UPDATE_EMAIL),
    );

    await userEvent.type(screen.getByLabelText('Current Password*'), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText('New Password*'), 'Newer-pass-2');
    await userEvent.type(screen.getByLabelText('Retype Password*'), 'Newer-pass-2');
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Change password' }));
    expect(await within(passwordForm()).findByRole('alert')).toHaveTextContent(
      FAILED_TO_UPDATE_PASSWORD,
    );
  });

  it('says a pending email change waits for its link', async () => {
    setup({}, { pendingEmail: 'new@example.test' });
    const note = await within(
      await screen.findByRole('region', { name: 'Profile Settings' }),
    ).findByText(/We sent a confirmation link to new@example.test/);
    expect(note).toHaveTextContent('until then, sign in with ada@example.test');
  });

  it("checks the passwords with the domain's rules and messages", async () => {
    const { fetch } = setup();
    const current = await screen.findByLabelText('Current Password*');
    const next = screen.getByLabelText('New Password*');
    const retype = screen.getByLabelText('Retype Password*');
    const submit = within(passwordForm()).getByRole('button', { name: 'Change password' });
    await userEvent.click(submit);
    expect(current).toHaveAccessibleDescription(MISSING_DATA_LOWER);
    await userEvent.type(current, 'Str0ng!pass');
    await userEvent.type(next, 'Newer-pass-2');
    await userEvent.type(retype, 'Newer-pass-3');
    await userEvent.click(submit);
    expect(retype).toHaveAccessibleDescription(RESET_PASSWORDS_DONT_MATCH);
    await userEvent.clear(next);
    await userEvent.clear(retype);
    await userEvent.type(next, 'weakpass');
    await userEvent.type(retype, 'weakpass');
    await userEvent.click(submit);
    expect(next).toHaveAccessibleDescription(PASSWORD_RULE);
    expect(bodies(fetch, 'password')).toEqual([]);
  });

  it('changes the password, then shows the server errors in its words', async () => {
    let answer: FakeAnswer = ok;
    const { fetch } = setup({ password: () => answer });
    const fill = async () => {
      await userEvent.type(await screen.findByLabelText('Current Password*'), 'Str0ng!pass');
      await userEvent.type(screen.getByLabelText('New Password*'), 'Newer-pass-2');
      await userEvent.type(screen.getByLabelText('Retype Password*'), 'Newer-pass-2');
      await userEvent.click(
        within(passwordForm()).getByRole('button', { name: 'Change password' }),
      );
    };
    await fill();
    expect(await within(passwordForm()).findByRole('status')).toHaveTextContent(UPDATE_SUCCESSFUL);
    expect(screen.getByLabelText('Current Password*')).toHaveValue('');
    expect(bodies(fetch, 'password')).toEqual([
      {
        currentPassword: 'Str0ng!pass',
        newPassword: 'Newer-pass-2',
        retypePassword: 'Newer-pass-2',
      },
    ]);
    answer = apiError(403, 'forbidden', PASSWORD_CHANGE_RECENT_LOGIN);
    await fill();
    expect(await within(passwordForm()).findByRole('alert')).toHaveTextContent(
      PASSWORD_CHANGE_RECENT_LOGIN,
    );
  });

  it('sets up two-step sign-in: QR code, key, backup codes, then the code confirms', async () => {
    const { fetch, container } = setup({
      'two-factor/start': (body) =>
        body.password === 'Str0ng!pass'
          ? {
              status: 200,
              body: {
                totpURI:
                  'otpauth://totp/StepUp:ada%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=StepUp',
                backupCodes: ['aaaa-1111', 'bbbb-2222'],
              },
            }
          : apiError(400, 'bad_request', 'Invalid password'),
      'two-factor/confirm': (body) =>
        body.code === '123456'
          ? { status: 200, body: { user: aUser({ twoFactorEnabled: true }) } }
          : apiError(400, 'bad_request', 'Invalid code'),
    });
    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    await userEvent.type(within(section).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(section).getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Invalid password');
    await userEvent.clear(within(section).getByLabelText('Password'));
    await userEvent.type(within(section).getByLabelText('Password'), 'Str0ng!pass');
    await userEvent.click(within(section).getByRole('button', { name: 'Set up two-step sign-in' }));
    const qr = await within(section).findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,QR');
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const codes = within(section).getByRole('list', { name: 'Backup codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['aaaa-1111', 'bbbb-2222']);
    const code = within(section).getByLabelText('Authenticator app code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.type(code, '12');
    const turnOn = within(section).getByRole('button', { name: 'Turn on two-step sign-in' });
    await userEvent.click(turnOn);
    expect(code).toHaveAccessibleDescription(/6-digit code/);
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(turnOn);
    expect(await within(section).findByRole('alert')).toHaveTextContent('Invalid code');
    await userEvent.type(within(section).getByLabelText('Authenticator app code'), '123 456');
    await userEvent.click(turnOn);
    expect(await within(section).findByRole('status')).toHaveTextContent('Two-step sign-in is on.');
    expect(bodies(fetch, 'two-factor/confirm')).toEqual([{ code: '654321' }, { code: '123456' }]);
    expect(
      await within(section).findByRole('button', { name: 'Turn off two-step sign-in' }),
    ).toBeInTheDocument();
  });

  it('turns two-step sign-in off with the password', async () => {
    const user = aUser({ twoFactorEnabled: true });
    const { client, fetch } = fakeApi({
      user,
      account: {
        profile: () => ({
          status: 200,
          body: { name: user.name, email: user.email, pendingEmail: null },
        }),
        'two-factor/disable': () => ({ status: 200, body: { user: aUser() } }),
      },
    });
    renderApp('/for-me?tab=3', client);
    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    await userEvent.type(within(section).getByLabelText('Password'), 'Str0ng!pass');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Turn off two-step sign-in' }),
    );
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Two-step sign-in is off.',
    );
    expect(bodies(fetch, 'two-factor/disable')).toEqual([{ password: 'Str0ng!pass' }]);
  });
});

describe('Download my data', () => {
  it('offers the JSON and CSV downloads in Edit Profile, and points to them before closing', async () => {
    const { container } = setup();
    const section = await screen.findByRole('region', { name: 'Download my data' });
    expect(within(section).getByText(DATA_EXPORT_INTRO)).toBeInTheDocument();
    const json = within(section).getByRole('link', { name: 'Download my data (JSON)' });
    expect(json).toHaveAttribute('href', '/api/account/data-export');
    expect(json).toHaveAttribute('download');
    const csv = within(section).getByRole('link', { name: 'Download my vouchers (CSV)' });
    expect(csv).toHaveAttribute('href', '/api/account/data-export/vouchers.csv');
    expect(await axeViolations(container)).toEqual([]);

    const sidebar = screen.getByRole('complementary', { name: 'Your account' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Close Account' }));
    expect(screen.getByText(ACCOUNT_CLOSE_NOTE)).toBeInTheDocument();
  });
});

describe('Close Account', () => {
  it('asks, cancels back to the wallet, then deletes and goes home signed out', async () => {
    const { router, fetch, container } = setup(
      { close: () => ({ status: 200, body: { user: null } }) },
      undefined,
      2,
    );
    const sidebar = await screen.findByRole('complementary', { name: 'Your account' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Close Account' }));
    expect(router.state.location.search).toBe('?tab=4');
    expect(screen.getByText(DELETE_ACCOUNT_CONFIRM)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Voucher Wallet' })).toBeInTheDocument();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Close Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies(fetch, 'close')).toEqual([{}]);
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
