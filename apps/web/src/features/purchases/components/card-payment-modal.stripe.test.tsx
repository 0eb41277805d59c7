import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stripe, StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CAMPAIGN_UNAVAILABLE, CONFIRM_FAILED, SANDBOX_CARD_HINT } from '@stepup/domain';
import type { CreatePurchaseResponse, SiteSettings } from '@stepup/contracts';
import { AppProviders } from '@stepup/ui';
import { fakeApi } from '../../../testing/fake-api';
import { siteSettings } from '../../../testing/fixtures';
import { CardPaymentModal } from './card-payment-modal';
import { memoryRouter } from '@stepup/ui/testing';

// Stripe.js comes from js.stripe.com, which cannot load here: its loader answers a test double
// shaped like Stripe.js's documented `Stripe` object (the calls Elements and confirmPayment use).
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));

const PUBLISHABLE_KEY = 'pk_test_51StepUpWebPublishableKey';
const ACCOUNT = 'acct_1BeanThere';

const purchase = (overrides: Partial<CreatePurchaseResponse> = {}): CreatePurchaseResponse => ({
  paymentId: 'pay-42',
  paymentIntentId: 'pi_3Stripe42',
  clientSecret: 'pi_3Stripe42_secret_xyz',
  provider: 'stripe',
  connectedAccountId: ACCOUNT,
  step: 1,
  slot: 2,
  faceValuePence: 5000,
  discount: 10,
  voucherPricePence: 4500,
  giftingFeePence: 0,
  totalPence: 4500,
  currency: 'GBP',
  status: 'created',
  ...overrides,
});

/** A Stripe.js stand-in: one Payment Element that reports ready once mounted. */
function fakeStripe() {
  const listeners = new Map<string, (event: unknown) => void>();
  const paymentElement = {
    mount: vi.fn(() => {
      queueMicrotask(() => listeners.get('ready')?.({ elementType: 'payment' }));
    }),
    on: vi.fn((event: string, handler: (event: unknown) => void) => {
      listeners.set(event, handler);
      return paymentElement;
    }),
    off: vi.fn(() => paymentElement),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => paymentElement),
    getElement: vi.fn(() => paymentElement),
    update: vi.fn(),
    fetchUpdates: vi.fn(async () => ({})),
    submit: vi.fn(async () => ({})),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn<(options: unknown) => Promise<{ error: Partial<StripeError> }>>(),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    registerAppInfo: vi.fn(),
    _registerWrapper: vi.fn(),
  };
  return { stripe, elements, paymentElement };
}

function renderModal(
  payment: CreatePurchaseResponse,
  site: SiteSettings = siteSettings({
    payments: { provider: 'stripe', publishableKey: PUBLISHABLE_KEY },
  }),
) {
  const api = fakeApi({ site });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const { element, router } = memoryRouter(
    [
      {
        path: '/campaign/:id',
        element: (
          <CardPaymentModal
            campaignId="cmp-7"
            companyName="Bean There"
            purchase={payment}
            onClose={() => {}}
            onRetry={() => {}}
          />
        ),
      },
    ],
    '/campaign/cmp-7',
  );
  render(
    <AppProviders apiClient={api.client} queryClient={queryClient}>
      {element}
    </AppProviders>,
  );
  return { ...api, router };
}

const mockedLoadStripe = vi.mocked(loadStripe);
// Braces: a function returned from beforeEach would run as its teardown.
beforeEach(() => {
  mockedLoadStripe.mockReset();
});

describe('the card form with real Stripe', () => {
  it('loads Stripe.js for the connected account and mounts the Payment Element on the intent', async () => {
    const fake = fakeStripe();
    mockedLoadStripe.mockResolvedValue(fake.stripe as unknown as Stripe);
    renderModal(purchase());
    const dialog = await screen.findByRole('dialog', { name: 'Card payment' });
    const pay = await within(dialog).findByRole('button', { name: 'Pay £45.00' });
    await waitFor(() => expect(pay).toBeEnabled());

    // Direct charges live on the company's connected account: Stripe.js must act on it.
    expect(mockedLoadStripe).toHaveBeenCalledTimes(1);
    expect(mockedLoadStripe).toHaveBeenCalledWith(PUBLISHABLE_KEY, { stripeAccount: ACCOUNT });
    expect(fake.stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_3Stripe42_secret_xyz' }),
    );
    expect(fake.elements.create).toHaveBeenCalledWith('payment', expect.anything());
    expect(fake.paymentElement.mount).toHaveBeenCalledTimes(1);
    // None of the sandbox's own card inputs.
    expect(within(dialog).queryByLabelText('Card number')).toBeNull();
    expect(within(dialog).queryByText(SANDBOX_CARD_HINT)).toBeNull();
  });

  it("confirms with an absolute return URL carrying our payment id, and shows Stripe's error with the spinner cleared", async () => {
    const fake = fakeStripe();
    let answer!: (result: { error: Partial<StripeError> }) => void;
    fake.stripe.confirmPayment.mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve)),
    );
    mockedLoadStripe.mockResolvedValue(fake.stripe as unknown as Stripe);
    const { router } = renderModal(purchase());
    const dialog = await screen.findByRole('dialog', { name: 'Card payment' });
    const pay = await within(dialog).findByRole('button', { name: 'Pay £45.00' });
    await waitFor(() => expect(pay).toBeEnabled());

    await userEvent.click(pay);
    expect(fake.stripe.confirmPayment).toHaveBeenCalledTimes(1);
    const [options] = fake.stripe.confirmPayment.mock.calls[0]!;
    expect(options).toEqual({
      elements: fake.elements,
      confirmParams: { return_url: expect.any(String) },
    });
    const returnUrl = new URL(
      (options as { confirmParams: { return_url: string } }).confirmParams.return_url,
    );
    expect(returnUrl.origin).toBe(window.location.origin);
    expect(returnUrl.pathname).toBe('/payment-success/cmp-7');
    // Stripe adds payment_intent, its client secret and redirect_status (the real outcome) itself.
    expect(Object.fromEntries(returnUrl.searchParams)).toEqual({ payment_id: 'pay-42' });

    // While Stripe works: the spinner text, and no second submit.
    expect(within(dialog).getByRole('button', { name: 'Paying…' })).toBeDisabled();

    answer({
      error: {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card has insufficient funds.',
      },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds.',
    );
    expect(within(dialog).getByRole('button', { name: 'Pay £45.00' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Paying…' })).toBeNull();
    // No redirect of our own: Stripe leaves the page only on success.
    expect(router.state.location.pathname).toBe('/campaign/cmp-7');

    // An error a buyer cannot act on stays generic; a second try confirms again.
    fake.stripe.confirmPayment.mockResolvedValueOnce({
      error: { type: 'api_error', message: 'Internal: something at Stripe' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay £45.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your payment could not be taken.',
    );
    expect(fake.stripe.confirmPayment).toHaveBeenCalledTimes(2);
  });

  it('says the payment service is unreachable when Stripe.js cannot load', async () => {
    mockedLoadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderModal(purchase());
    const dialog = await screen.findByRole('dialog', { name: 'Card payment' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CONFIRM_FAILED);
    expect(within(dialog).queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('shows "unavailable" and loads no Stripe.js when the site has no Stripe key', async () => {
    renderModal(purchase(), siteSettings({ payments: { provider: 'sandbox' } }));
    const dialog = await screen.findByRole('dialog', { name: 'Card payment' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CAMPAIGN_UNAVAILABLE);
    expect(within(dialog).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(mockedLoadStripe).not.toHaveBeenCalled();
  });

  it('keeps the sandbox card form, with no Stripe.js, for a sandbox payment', async () => {
    renderModal(purchase({ provider: 'sandbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card payment' });
    expect(within(dialog).getByLabelText('Card number')).toBeInTheDocument();
    expect(within(dialog).getByText(SANDBOX_CARD_HINT)).toBeInTheDocument();
    expect(mockedLoadStripe).not.toHaveBeenCalled();
  });
});
