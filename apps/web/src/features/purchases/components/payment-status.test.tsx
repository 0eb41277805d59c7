import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_CLIENT_SECRET_HEADER } from '@stepup/contracts';
import type { PaymentProgress } from '@stepup/contracts';
import { aUser, fakeApi } from '../../../testing/fake-api';
import { aCampaign } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';
import { GUEST_CODE_BY_EMAIL } from '@stepup/domain';

const campaign = aCampaign({
  discounts: [10, 15, 25],
  company: { id: 'co', name: 'Bean There', website: null, logoUrl: null },
});

const returnUrl = `/payment-success/${campaign.id}?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded&payment_id=pay-1`;

const progress = (status: PaymentProgress['status'], error: string | null = null) => ({
  status: 200,
  body: {
    paymentId: 'pay-1',
    status,
    campaignId: campaign.id,
    totalPence: 2250,
    voucherCode: status === 'succeeded' ? 'ABCD-EFGH-JK' : null,
    error,
    guestEmail: null,
  } satisfies PaymentProgress,
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

const DO_NOT_REFRESH =
  'Please do not refresh the page. Your voucher confirmation will also be emailed to you.';

/** A guest's payment: the status answer carries the email it was bought with. */
const guestProgress = (
  status: PaymentProgress['status'],
  voucherCode: string | null,
  error: string | null = null,
) => ({
  status: 200,
  body: {
    paymentId: 'pay-1',
    status,
    campaignId: campaign.id,
    totalPence: 2250,
    voucherCode,
    error,
    guestEmail: 'guest+gifts@example.com',
  } satisfies PaymentProgress,
});

describe('payment result', () => {
  it("polls a signed-in customer's payment until it is complete", async () => {
    const statuses: PaymentProgress['status'][] = ['created', 'created', 'succeeded'];
    const asked: string[] = [];
    const { client } = fakeApi({
      user: aUser(),
      campaigns: [campaign],
      purchases: {
        status: (_body, url, headers) => {
          asked.push(`${url.pathname}${url.search} ${headers.get(PAYMENT_CLIENT_SECRET_HEADER)}`);
          return progress(statuses.shift() ?? 'succeeded');
        },
      },
    });
    const { container } = renderApp(returnUrl, client);
    expect(await screen.findByRole('heading', { name: 'Payment Processing' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bean There' })).toBeInTheDocument();
    expect(screen.getByText('Get up to 25% off vouchers to use at Bean There')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    expect(
      await screen.findByRole('heading', { name: 'Payment Complete' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your purchase may take a minute to display')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my vouchers' })).toHaveAttribute(
      'href',
      '/for-me',
    );
    expect(asked[0]).toBe('/api/purchases/pay-1/status pi_1_secret_x');
    expect(asked).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says Payment Failed with a link back to the campaign', async () => {
    const { client } = fakeApi({
      user: aUser(),
      campaigns: [campaign],
      purchases: { status: () => progress('payment_failed', 'Your card was declined.') },
    });
    renderApp(returnUrl, client);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the campaign' })).toHaveAttribute(
      'href',
      `/campaign/${campaign.id}`,
    );
  });

  it('stops asking after about 30 seconds and stays on Payment Processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    const { client } = fakeApi({
      user: aUser(),
      campaigns: [campaign],
      purchases: {
        status: () => {
          asked += 1;
          return progress('created');
        },
      },
    });
    renderApp(returnUrl, client);
    expect(await screen.findByRole('heading', { name: 'Payment Processing' })).toBeInTheDocument();
    for (let i = 0; i < 40; i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(asked).toBeGreaterThanOrEqual(29);
    expect(asked).toBeLessThanOrEqual(31);
    expect(screen.getByRole('heading', { name: 'Payment Processing' })).toBeInTheDocument();
  });

  it('shows someone signed out with no client secret Payment Complete and a Check status button that reloads', async () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, reload },
    });
    try {
      const { client, fetch } = fakeApi({ campaigns: [campaign] });
      const { container } = renderApp(
        `/payment-success/${campaign.id}?payment_intent=pi_1&redirect_status=succeeded&payment_id=pay-1`,
        client,
      );
      expect(await screen.findByRole('heading', { name: 'Payment Complete' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
      expect(reload).toHaveBeenCalled();
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/purchases/'))).toBe(false);
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  describe('for a guest (signed out, with the client secret)', () => {
    it('waits about 4 s with a spinner, reads every 500 ms, then shows the code with Copy and Activate your account, and keeps the voucher on the device', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const writeText = vi.fn(() => Promise.resolve());
      vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
      const answers = [
        guestProgress('created', null),
        guestProgress('succeeded', null),
        guestProgress('succeeded', 'ABCD-EFGH-JK'),
      ];
      const asked: string[] = [];
      const { client } = fakeApi({
        campaigns: [campaign],
        purchases: {
          status: (_body, url, headers) => {
            asked.push(`${url.pathname}${url.search} ${headers.get(PAYMENT_CLIENT_SECRET_HEADER)}`);
            return answers.shift() ?? guestProgress('succeeded', 'ABCD-EFGH-JK');
          },
        },
      });
      const { container } = renderApp(returnUrl, client);
      const waiting = await screen.findByText(DO_NOT_REFRESH);
      expect(waiting.closest('[role="status"]')).toBeInTheDocument();
      expect(container.querySelector('.ui-spinner')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Check status' })).toBeNull();
      expect(await axeViolations(container)).toEqual([]);

      // Nothing is asked for the first 4 s; then a read every 500 ms.
      await act(() => vi.advanceTimersByTimeAsync(3500));
      expect(asked).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(asked).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(asked).toHaveLength(2);
      await act(() => vi.advanceTimersByTimeAsync(500));
      const code = await screen.findByText('ABCD-EFGH-JK');
      expect(screen.getByRole('heading', { name: 'Payment Complete' })).toBeInTheDocument();
      expect(screen.queryByText(DO_NOT_REFRESH)).toBeNull();
      expect(asked[0]).toBe('/api/purchases/pay-1/status pi_1_secret_x');
      expect(asked).toHaveLength(3);
      // The latest voucher stays on the device, without the email or the client secret.
      expect(JSON.parse(localStorage.getItem('stepup:latest-voucher') ?? 'null')).toEqual({
        paymentId: 'pay-1',
        campaignId: campaign.id,
        voucherCode: 'ABCD-EFGH-JK',
        totalPence: 2250,
        keptAt: expect.any(String),
      });
      const box = screen.getByRole('group', { name: 'Your voucher code' });
      expect(box).toContainElement(code);
      await userEvent.click(within(box).getByRole('button', { name: 'Copy' }));
      expect(writeText).toHaveBeenCalledWith('ABCD-EFGH-JK');
      expect(await within(box).findByRole('status')).toHaveTextContent('Copied');
      expect(screen.getByRole('link', { name: 'Activate your account' })).toHaveAttribute(
        'href',
        '/signup?email=guest%2Bgifts%40example.com',
      );
      expect(
        screen.getByText('view and manage your vouchers, and unlock even bigger discounts'),
      ).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('after 20 reads without a code, says it comes by email and offers Check status', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let asked = 0;
      const { client } = fakeApi({
        campaigns: [campaign],
        purchases: {
          status: () => {
            asked += 1;
            return guestProgress('succeeded', null);
          },
        },
      });
      renderApp(returnUrl, client);
      expect(await screen.findByText(DO_NOT_REFRESH)).toBeInTheDocument();
      // 4 s, then 20 reads 500 ms apart: about 14 s.
      await act(() => vi.advanceTimersByTimeAsync(4100));
      // Each read waits for the last answer: step on until the 20th (a busy machine is slower).
      for (let i = 0; i < 80 && asked < 20; i += 1) {
        await act(() => vi.advanceTimersByTimeAsync(500));
      }
      expect(asked).toBe(20);
      // The 20th answer is on its way when it is asked for.
      expect(await screen.findByText(GUEST_CODE_BY_EMAIL)).toBeInTheDocument();
      for (let i = 0; i < 10; i += 1) {
        await act(() => vi.advanceTimersByTimeAsync(1000));
      }
      expect(asked).toBe(20);
      expect(screen.getByRole('heading', { name: 'Payment Complete' })).toBeInTheDocument();
      expect(screen.getByText(GUEST_CODE_BY_EMAIL)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Check status' })).toBeInTheDocument();
    });

    it('says Payment Failed with a link back to the campaign', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { client } = fakeApi({
        campaigns: [campaign],
        purchases: {
          status: () => guestProgress('payment_failed', null, 'Your card was declined.'),
        },
      });
      renderApp(returnUrl, client);
      await act(() => vi.advanceTimersByTimeAsync(4100));
      expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
      expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the campaign' })).toHaveAttribute(
        'href',
        `/campaign/${campaign.id}`,
      );
      expect(screen.queryByRole('link', { name: 'Activate your account' })).toBeNull();
    });

    it('takes the client secret out of the address, and still shows the code after a reload', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const asked: (string | null)[] = [];
      const { client } = fakeApi({
        campaigns: [campaign],
        purchases: {
          status: (_body, _url, headers) => {
            asked.push(headers.get(PAYMENT_CLIENT_SECRET_HEADER));
            return guestProgress('succeeded', 'ABCD-EFGH-JK');
          },
        },
      });
      const first = renderApp(returnUrl, client);
      await act(() => vi.advanceTimersByTimeAsync(4100));
      expect(await screen.findByText('ABCD-EFGH-JK')).toBeInTheDocument();
      // Replaced, not pushed: the address with the secret is not left in history either.
      expect(first.router.state.historyAction).toBe('REPLACE');
      expect(first.router.state.location.pathname).toBe(`/payment-success/${campaign.id}`);
      expect(Object.fromEntries(new URLSearchParams(first.router.state.location.search))).toEqual({
        payment_intent: 'pi_1',
        redirect_status: 'succeeded',
        payment_id: 'pay-1',
      });
      first.unmount();

      // 'Check status' reloads the page: the address no longer has the secret, the tab kept it.
      const reloaded = renderApp(
        `/payment-success/${campaign.id}?payment_intent=pi_1&redirect_status=succeeded&payment_id=pay-1`,
        client,
      );
      await act(() => vi.advanceTimersByTimeAsync(4100));
      expect(await screen.findByText('ABCD-EFGH-JK')).toBeInTheDocument();
      expect(reloaded.router.state.location.search).not.toContain('secret');
      expect(asked.length).toBeGreaterThanOrEqual(2);
      expect(new Set(asked)).toEqual(new Set(['pi_1_secret_x']));
    });

    it('opens sign-up with the email filled in from Activate your account', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { client } = fakeApi({
        campaigns: [campaign],
        purchases: { status: () => guestProgress('succeeded', 'ABCD-EFGH-JK') },
      });
      const { router } = renderApp(returnUrl, client);
      await act(() => vi.advanceTimersByTimeAsync(4100));
      await userEvent.click(await screen.findByRole('link', { name: 'Activate your account' }));
      expect(router.state.location.pathname).toBe('/signup');
      expect(await screen.findByLabelText(/Email/)).toHaveValue('guest+gifts@example.com');
    });
  });
});
