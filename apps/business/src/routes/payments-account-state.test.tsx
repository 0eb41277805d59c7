import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanySales, PaymentsConnection } from '@stepup/contracts';
import { AppProviders } from '@stepup/ui';
import {
  PAYMENTS_REFRESH_MS,
  paymentsRefreshInterval,
} from '../features/payments/api/get-payments-connection';
import { PaymentsConnectionCard } from '../features/payments/components/payments-connection';
import { aCompanyUser, axeViolations, fakeClient, renderApp } from '../testing/render-app';

// The Payments page and the onboarding checklist follow the payments account at Stripe: payments,
// payouts and what Stripe still needs, with "Continue setup" back to Stripe's onboarding.

const user = aCompanyUser();

const noSales: CompanySales = {
  sales: [],
  page: 1,
  pageSize: 25,
  totals: { count: 0, faceValuePence: 0, paidPence: 0, redeemedCount: 0 },
};

const stripe = (state: Partial<PaymentsConnection>): PaymentsConnection => ({
  provider: 'stripe',
  accountCreated: true,
  paymentsEnabled: true,
  payoutsEnabled: false,
  requirementsDue: [],
  canConnect: true,
  ...state,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/payments: the account as Stripe sees it', () => {
  it('says payouts are not on yet and what Stripe still needs, in words', async () => {
    const { container } = renderApp('/payments', {
      user,
      api: (_method, path) =>
        path === '/api/company/payments'
          ? {
              status: 200,
              body: stripe({
                requirementsDue: [
                  'external_account',
                  'tos_acceptance.date',
                  'tos_acceptance.ip',
                  'company.address.city',
                  'something.new',
                ],
              }),
            }
          : path === '/api/company/sales?page=1'
            ? { status: 200, body: noSales }
            : undefined,
    });
    expect(await screen.findByText('Payments are connected')).toBeInTheDocument();
    expect(screen.getByText('Card payments: switched on')).toBeInTheDocument();
    expect(screen.getByText('Payouts to your bank: not yet switched on')).toBeInTheDocument();
    const due = screen.getByRole('list', { name: 'Stripe still needs:' });
    expect(
      within(due)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your bank account for payouts',
      'Accept Stripe’s terms of service',
      'Your company’s registered address',
      'Further details Stripe asks for',
    ]);
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeEnabled();
    expect(
      screen.getByText('This page updates by itself once Stripe has checked what you sent.'),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('fully set up: both switched on, nothing due, no Continue setup', async () => {
    renderApp('/payments', {
      user,
      api: (_method, path) =>
        path === '/api/company/payments'
          ? { status: 200, body: stripe({ payoutsEnabled: true }) }
          : path === '/api/company/sales?page=1'
            ? { status: 200, body: noSales }
            : undefined,
    });
    expect(await screen.findByText('Payouts to your bank: switched on')).toBeInTheDocument();
    expect(screen.queryByText('Stripe still needs:')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue setup' })).not.toBeInTheDocument();
  });

  it('Continue setup sends the owner back to Stripe’s onboarding', async () => {
    const visited: string[] = [];
    const client = fakeClient({
      user,
      api: (method, path) =>
        path === '/api/company/payments'
          ? { status: 200, body: stripe({ requirementsDue: ['external_account'] }) }
          : method === 'POST' && path === '/api/company/payments/connect'
            ? {
                status: 200,
                body: {
                  connection: stripe({ requirementsDue: ['external_account'] }),
                  onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1/again',
                },
              }
            : undefined,
    });
    render(
      <AppProviders apiClient={client} queryClient={new QueryClient()}>
        <PaymentsConnectionCard navigate={(url) => visited.push(url)} />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Continue setup/ }));
    await waitFor(() =>
      expect(visited).toEqual(['https://connect.stripe.com/setup/e/acct_1/again']),
    );
  });

  it('an account still in onboarding offers Continue setup with its state', async () => {
    renderApp('/payments', {
      user,
      api: (_method, path) =>
        path === '/api/company/payments'
          ? {
              status: 200,
              body: stripe({ paymentsEnabled: false, requirementsDue: ['business_profile.url'] }),
            }
          : path === '/api/company/sales?page=1'
            ? { status: 200, body: noSales }
            : undefined,
    });
    expect(await screen.findByText('Finish setting up your payments account')).toBeInTheDocument();
    expect(screen.getByText('Card payments: not yet switched on')).toBeInTheDocument();
    expect(screen.getByText('Your business website')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue setup/ })).toBeInTheDocument();
  });

  it('updates by itself when Stripe’s account.updated lands, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let connection = stripe({ requirementsDue: ['external_account'] });
    let asked = 0;
    renderApp('/payments', {
      user,
      api: (_method, path) => {
        if (path === '/api/company/payments') {
          asked++;
          return { status: 200, body: connection };
        }
        return path === '/api/company/sales?page=1' ? { status: 200, body: noSales } : undefined;
      },
    });
    expect(await screen.findByText('Your bank account for payouts')).toBeInTheDocument();

    // The webhook lands: Stripe pays the company out now and needs nothing more.
    connection = stripe({ payoutsEnabled: true });
    await act(() => vi.advanceTimersByTimeAsync(PAYMENTS_REFRESH_MS));
    expect(await screen.findByText('Payouts to your bank: switched on')).toBeInTheDocument();
    expect(screen.queryByText('Your bank account for payouts')).not.toBeInTheDocument();

    const after = asked;
    await act(() => vi.advanceTimersByTimeAsync(PAYMENTS_REFRESH_MS * 3));
    expect(asked).toBe(after);
  });

  it('asks again only while an account exists and something is left', () => {
    expect(paymentsRefreshInterval(undefined)).toBe(false);
    expect(paymentsRefreshInterval(stripe({ accountCreated: false, paymentsEnabled: false }))).toBe(
      false,
    );
    expect(paymentsRefreshInterval(stripe({ paymentsEnabled: false }))).toBe(PAYMENTS_REFRESH_MS);
    expect(paymentsRefreshInterval(stripe({}))).toBe(PAYMENTS_REFRESH_MS);
    expect(paymentsRefreshInterval(stripe({ payoutsEnabled: true, requirementsDue: ['x'] }))).toBe(
      PAYMENTS_REFRESH_MS,
    );
    expect(paymentsRefreshInterval(stripe({ payoutsEnabled: true }))).toBe(false);
  });
});

describe('onboarding checklist: payments connected, payouts still due', () => {
  const facts = {
    websiteConnection: true,
    paymentsConnection: true,
    companyData: true,
    complianceData: true,
    primaryImage: true,
    logo: true,
    category: true,
    website: true,
    description: false,
  };
  const setupApi =
    (payments: { payoutsEnabled: boolean; requirementsDue: string[] } | undefined, all = false) =>
    (method: string, path: string) =>
      method === 'GET' && path === '/api/company/setup'
        ? {
            status: 200,
            body: {
              companyName: 'The Corner Bakery',
              yourRole: 'owner',
              facts: { ...facts, description: all },
              ...(payments ? { payments } : {}),
            },
          }
        : undefined;

  it('says what Stripe still needs and links to the Payments page', async () => {
    const { container } = renderApp('/setup-help', {
      user,
      api: setupApi({ payoutsEnabled: false, requirementsDue: ['external_account'] }),
    });
    const card = (await screen.findByRole('heading', { name: 'Get ready to sell' })).closest(
      '.onboarding',
    ) as HTMLElement;
    expect(
      within(card).getByText(
        /Payments are connected, but payouts to your bank are not switched on yet\. Stripe still needs: your bank account for payouts\./,
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Go to Payments' })).toHaveAttribute(
      'href',
      '/payments',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('also on a complete checklist; nothing when payouts are on and nothing is due', async () => {
    const { unmount } = renderApp('/setup-help', {
      user,
      api: setupApi({ payoutsEnabled: false, requirementsDue: [] }, true),
    });
    expect(await screen.findByText('Your setup is complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Payments' })).toBeInTheDocument();
    unmount();

    renderApp('/setup-help', {
      user,
      api: setupApi({ payoutsEnabled: true, requirementsDue: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Get ready to sell' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Payments' })).not.toBeInTheDocument();
  });
});
