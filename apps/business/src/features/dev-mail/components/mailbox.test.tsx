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
    renderApp('/dev/mailbox');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Sorry but we couldnt find this page. It doesn't exist!",
      }),
    ).toBeInTheDocument();
  });

  it('lists mail newest first with subject, address, time, text and links; filters by address', async () => {
    const mail = [
      aMail({ id: 'm2', to: 'bo@example.test', subject: 'Reset your password', links: [] }),
      aMail({}),
    ];
    const { container, fetch } = renderApp('/dev/mailbox', { mail });
    const list = await screen.findByRole('list', { name: 'Mail' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Reset your password',
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
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Address'), 'bo@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Mail' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    expect(
      fetch.mock.calls.some(([url]) => String(url) === '/api/dev/mail?to=bo%40example.test'),
    ).toBe(true);
  });
});
