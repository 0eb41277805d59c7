import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DevMail } from '@stepup/contracts';
import { axeViolations, renderApp } from '../../../testing/render-app';

function aMail(overrides: Partial<DevMail>): DevMail {
  return {
    id: 'm1',
    to: 'ada@example.test',
    subject: 'Verify your email',
    template: 'verify-email',
    text: 'Please confirm your address.',
    html: '<p>Please confirm your address.</p>',
    links: ['https://www.stepup.test/email-verify?mode=verifyEmail&oobCode=abc'],
    status: 'sent',
    createdAt: '2026-01-02T10:00:00.000Z',
    sentAt: '2026-01-02T10:00:01.000Z',
    ...overrides,
  };
}

describe('local mailbox', () => {
  it('is the not-found page when the API has no mailbox', async () => {
    renderApp('/dev/mailbox?to=ada%40example.test');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Sorry but we couldnt find this page. It doesn't exist!",
      }),
    ).toBeInTheDocument();
  });

  it("asks for an address first and lists nobody's mail until it has one", async () => {
    const mail = [aMail({ id: 'm2', to: 'bo@example.test', subject: 'Reset your password' })];
    const { container, fetch } = renderApp('/dev/mailbox', { mail });
    const form = await screen.findByRole('search', { name: 'Find mail' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Choose an address' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Missing email')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Missing email');
    await userEvent.type(screen.getByLabelText('Address'), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Email address is not formatted correctly')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/dev/mail'))).toBe(false);
  });

  it("lists one address's mail newest first with subject, address, time, text and links", async () => {
    const mail = [
      aMail({ id: 'm3', subject: 'Your password was changed', links: [] }),
      aMail({ id: 'm2', to: 'bo@example.test', subject: 'Reset your password', links: [] }),
      aMail({}),
    ];
    const { container, fetch, router } = renderApp('/dev/mailbox', { mail });
    await userEvent.type(await screen.findByLabelText('Address'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const list = await screen.findByRole('list', { name: 'Mail' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Your password was changed',
      'Verify your email',
    ]);
    const second = items[1]!;
    expect(within(second).getByText('ada@example.test')).toBeInTheDocument();
    expect(within(second).getByText('2 Jan 2026, 10:00:00')).toBeInTheDocument();
    expect(within(second).getByText('Please confirm your address.')).toBeInTheDocument();
    expect(
      within(second).getByRole('link', {
        name: 'https://www.stepup.test/email-verify?mode=verifyEmail&oobCode=abc',
      }),
    ).toHaveAttribute('href', 'https://www.stepup.test/email-verify?mode=verifyEmail&oobCode=abc');
    expect(router.state.location.search).toBe('?to=ada%40example.test');
    expect(await axeViolations(container)).toEqual([]);

    // Another address: only its mail; every request named an address.
    const address = screen.getByLabelText('Address');
    await userEvent.clear(address);
    await userEvent.type(address, 'bo@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Mail' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    const asked = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/dev/mail'));
    expect(asked).toContain('/api/dev/mail?to=bo%40example.test');
    expect(asked.every((url) => /\?to=[^&]+/.test(url))).toBe(true);
  });

  it('says when nothing was sent to the address, and offers Refresh', async () => {
    renderApp('/dev/mailbox?to=cy%40example.test', { mail: [aMail({})] });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No mail yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been sent to cy@example\.test\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });
});
