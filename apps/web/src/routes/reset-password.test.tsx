import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { axeViolations, preloadScreens, renderApp } from '../testing/render-app';

const SUCCESS =
  'If your email address has been recognised then a password reset email has been sent. Please check your junk folder just in case.';

describe('forgot password', () => {
  // The screen loads on demand (lazyPage): its code first, as the other tests expect it at once.
  beforeAll(() => preloadScreens('/reset-password'));

  it('needs an email, then always answers with the text of docs/product.md', async () => {
    const { client, fetch } = fakeApi();
    const { container } = renderApp('/reset-password', client);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Missing email');
    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/forgot-password'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'someone@example.test' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(await axeViolations(container)).toEqual([]);
  });
});
