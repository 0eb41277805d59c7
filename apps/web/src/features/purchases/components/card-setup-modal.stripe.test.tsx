import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stripe, StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CUSTOM_OFFER_KEY_HEADER } from '@stepup/contracts';
import type { CreateCustomOfferResponse } from '@stepup/contracts';
import { AppProviders } from '@stepup/ui';
import { fakeApi } from '../../../testing/fake-api';
import { aCustomOffer, siteSettings } from '../../../testing/fixtures';
import { CardSetupModal } from './card-setup-modal';
import { memoryRouter } from '@stepup/ui/testing';

// Stripe.js comes from js.stripe.com, which cannot load here: its loader answers a test double
// shaped like Stripe.js's documented `Stripe` object (the calls the Card Element and
// confirmCardSetup use).
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));

const PUBLISHABLE_KEY = 'pk_test_51StepUpWebPublishableKey';
const ACCOUNT = 'acct_1BeanThere';

const offer: CreateCustomOfferResponse = {
  offerId: 'off-3',
  campaignId: 'cmp-7',
  companyName: 'Bean There',
  autoAccepted: false,
  kind: 'setup',
  intentId: 'seti_3Stripe',
  clientSecret: 'seti_3Stripe_secret_xyz',
  provider: 'stripe',
  connectedAccountId: ACCOUNT,
  paymentId: null,
  offerKey: 'offer-key-3',
  faceValuePence: 10000,
  discount: 25,
  voucherPricePence: 7500,
  giftingFeePence: 0,
  totalPence: 7500,
  currency: 'GBP',
};

/** A Stripe.js stand-in: one Card Element that reports ready once mounted. */
function fakeStripe() {
  const listeners = new Map<string, (event: unknown) => void>();
  const cardElement = {
    mount: vi.fn(() => {
      queueMicrotask(() => listeners.get('ready')?.({ elementType: 'card' }));
    }),
    on: vi.fn((event: string, handler: (event: unknown) => void) => {
      listeners.set(event, handler);
      return cardElement;
    }),
    off: vi.fn(() => cardElement),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => cardElement),
    getElement: vi.fn(() => cardElement),
    update: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmCardSetup:
      vi.fn<
        (
          secret: string,
          data: unknown,
        ) => Promise<{ error?: Partial<StripeError>; setupIntent?: { status: string } }>
      >(),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    registerAppInfo: vi.fn(),
    _registerWrapper: vi.fn(),
  };
  return { stripe, elements, cardElement };
}

const mockedLoadStripe = vi.mocked(loadStripe);
beforeEach(() => {
  mockedLoadStripe.mockReset();
});

function renderModal() {
  const keys: (string | null)[] = [];
  const api = fakeApi({
    site: siteSettings({ payments: { provider: 'stripe', publishableKey: PUBLISHABLE_KEY } }),
    offers: {
      cardSaved: (_body, _url, headers) => {
        keys.push(headers.get(CUSTOM_OFFER_KEY_HEADER));
        return { status: 200, body: aCustomOffer({ id: 'off-3' }) };
      },
    },
  });
  const { element, router } = memoryRouter(
    [
      {
        path: '/campaign/:id',
        element: (
          <CardSetupModal
            offer={offer}
            companyName="Bean There"
            onClose={() => {}}
            onRetry={() => {}}
          />
        ),
      },
      { path: '/payment-request-success/:id', element: <p>Sent</p> },
    ],
    '/campaign/cmp-7',
  );
  render(
    <AppProviders
      apiClient={api.client}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {element}
    </AppProviders>,
  );
  return { router, keys };
}

describe("a custom offer's card form with real Stripe", () => {
  it('saves the card with confirmCardSetup on the connected account, charging nothing', async () => {
    const fake = fakeStripe();
    fake.stripe.confirmCardSetup
      .mockResolvedValueOnce({
        error: { type: 'card_error', message: 'Your card was declined.' },
      })
      .mockResolvedValueOnce({ setupIntent: { status: 'succeeded' } });
    mockedLoadStripe.mockResolvedValue(fake.stripe as unknown as Stripe);
    const { router, keys } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Save your card' });
    expect(within(dialog).getByText(/Nothing is charged now/)).toBeInTheDocument();
    const save = await within(dialog).findByRole('button', { name: 'Save card and send offer' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(mockedLoadStripe).toHaveBeenCalledWith(PUBLISHABLE_KEY, { stripeAccount: ACCOUNT });
    expect(fake.elements.create).toHaveBeenCalledWith('card', expect.anything());

    await userEvent.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(keys).toEqual([]);
    await userEvent.click(save);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/payment-request-success/cmp-7'),
    );
    expect(fake.stripe.confirmCardSetup).toHaveBeenLastCalledWith('seti_3Stripe_secret_xyz', {
      payment_method: { card: fake.cardElement },
    });
    expect(keys).toEqual(['offer-key-3']);
  });
});
