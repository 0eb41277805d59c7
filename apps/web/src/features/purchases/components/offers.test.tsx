import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFER_LINK_INVALID, OFFER_WITHDRAW_CONFIRM } from '@stepup/domain';
import { CUSTOM_OFFER_KEY_HEADER } from '@stepup/contracts';
import type { CustomerCustomOffer, CustomOfferPayment } from '@stepup/contracts';
import { apiError, aUser, fakeApi } from '../../../testing/fake-api';
import { aCustomOffer } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';
import { keptOfferKey } from '../lib/offer-key';
import { keptClientSecret } from '../lib/payment-secret';

afterEach(() => sessionStorage.clear());

describe('My Offers', () => {
  it("lists the customer's offers with their states in words, and withdraws after a confirmation", async () => {
    let offers: CustomerCustomOffer[] = [
      aCustomOffer({ id: 'off-1', campaignName: 'Coffee for a year' }),
      aCustomOffer({
        id: 'off-2',
        campaignName: 'Cake club',
        companyName: 'Crumbs',
        status: 'countered',
        counterDiscount: 15,
        counterVoucherPricePence: 8500,
      }),
      aCustomOffer({ id: 'off-3', campaignName: 'Tea time', status: 'charged', voucherId: 'v-1' }),
      aCustomOffer({
        id: 'off-4',
        campaignName: 'Lunch deal',
        status: 'declined',
        declineReason: 'Too deep a discount for us.',
      }),
      aCustomOffer({ id: 'off-5', campaignName: 'Brunch', status: 'awaiting_payment' }),
    ];
    const withdrawn: string[] = [];
    const { client } = fakeApi({
      user: aUser(),
      offers: {
        list: () => ({ status: 200, body: { offers } }),
        withdraw: (_body, url) => {
          const id = url.pathname.split('/')[3] ?? '';
          withdrawn.push(id);
          offers = offers.map((o) => (o.id === id ? { ...o, status: 'withdrawn' } : o));
          return { status: 200, body: offers.find((o) => o.id === id) };
        },
      },
    });
    const { container } = renderApp('/for-me?tab=6', client);
    const tabs = await screen.findByRole(
      'navigation',
      { name: 'Account sections' },
      { timeout: 5_000 },
    );
    expect(within(tabs).getByRole('button', { name: 'My Offers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const first = await screen.findByRole('article', { name: 'Coffee for a year, Bean There' });
    expect(
      within(first).getByText(/^Waiting for Bean There — 5 hours (29|30) minutes left$/),
    ).toBeVisible();
    expect(within(first).getByText('£100.00')).toBeInTheDocument();
    expect(within(first).getByText('25% off')).toBeInTheDocument();
    expect(within(first).getByText('£75.00')).toBeInTheDocument();
    const cake = screen.getByRole('article', { name: 'Cake club, Crumbs' });
    expect(within(cake).getByText('Countered at 15% off')).toBeInTheDocument();
    expect(within(cake).getByRole('link', { name: 'See the counter-offer' })).toHaveAttribute(
      'href',
      '/offers/off-2',
    );
    const tea = screen.getByRole('article', { name: /Tea time/ });
    expect(within(tea).getByText('Voucher issued')).toBeInTheDocument();
    expect(within(tea).getByRole('link', { name: /wallet/ })).toHaveAttribute('href', '/for-me');
    expect(within(tea).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    const lunch = screen.getByRole('article', { name: /Lunch deal/ });
    expect(within(lunch).getByText('Declined')).toBeInTheDocument();
    expect(within(lunch).getByText('Too deep a discount for us.')).toBeInTheDocument();
    const brunch = screen.getByRole('article', { name: /Brunch/ });
    expect(within(brunch).getByText('Awaiting your payment')).toBeInTheDocument();
    expect(within(brunch).getByRole('link', { name: 'Complete payment' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(first).getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw offer?' });
    expect(within(confirm).getByText(OFFER_WITHDRAW_CONFIRM)).toBeInTheDocument();
    // 'Keep offer' changes nothing.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep offer' }));
    expect(withdrawn).toEqual([]);
    await userEvent.click(within(first).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw offer?' })).getByRole('button', {
        name: 'Withdraw offer',
      }),
    );
    await waitFor(() =>
      expect(within(first).getByText('Withdrawn — nothing was charged')).toBeInTheDocument(),
    );
    expect(withdrawn).toEqual(['off-1']);
    expect(within(first).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('says so when there are no offers yet', async () => {
    const { client } = fakeApi({
      user: aUser(),
      offers: { list: () => ({ status: 200, body: { offers: [] } }) },
    });
    renderApp('/for-me?tab=6', client);
    expect(
      await screen.findByRole('heading', { name: 'No offers yet' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});

const payment: CustomOfferPayment = {
  paymentId: 'pay-7',
  intentId: 'pi_sandbox7',
  clientSecret: 'pi_sandbox7_secret_q',
  provider: 'sandbox',
  connectedAccountId: 'acct_1',
  totalPence: 8500,
};

describe('an offer opened from its email', () => {
  it('reads the key from the fragment, keeps it off the address bar, and accepts a counter-offer', async () => {
    let offer = aCustomOffer({
      id: 'off-2',
      status: 'countered',
      counterDiscount: 15,
      counterVoucherPricePence: 8500,
    });
    const keys: (string | null)[] = [];
    const { client } = fakeApi({
      offers: {
        get: (_body, _url, headers) => {
          keys.push(headers.get(CUSTOM_OFFER_KEY_HEADER));
          return { status: 200, body: offer };
        },
        acceptCounter: (_body, _url, headers) => {
          keys.push(headers.get(CUSTOM_OFFER_KEY_HEADER));
          offer = { ...offer, status: 'charged', discount: 15, voucherPricePence: 8500 };
          return { status: 200, body: offer };
        },
      },
    });
    const { router, container } = renderApp('/offers/off-2#key=emailed-key-9', client);
    const card = await screen.findByRole(
      'article',
      { name: /Coffee for a year/ },
      { timeout: 5_000 },
    );
    expect(within(card).getByText('Countered at 15% off')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/offers/off-2');
    expect(keptOfferKey('off-2')).toBe('emailed-key-9');
    expect(keys[0]).toBe('emailed-key-9');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(
      within(card).getByRole('button', { name: 'Accept 15% off — pay £85.00' }),
    );
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Voucher issued');
    expect(keys).toEqual(['emailed-key-9', 'emailed-key-9']);
  });

  it('pays an accepted offer whose charge needs the customer, in the purchase card form', async () => {
    sessionStorage.setItem('stepup:custom-offer-key:off-5', 'kept-key-5');
    const keys: (string | null)[] = [];
    const { client } = fakeApi({
      offers: {
        get: () => ({
          status: 200,
          body: aCustomOffer({ id: 'off-5', status: 'awaiting_payment', campaignId: 'cmp-5' }),
        }),
        payment: (_body, _url, headers) => {
          keys.push(headers.get(CUSTOM_OFFER_KEY_HEADER));
          return { status: 200, body: { ...payment, totalPence: 7500 } };
        },
      },
      purchases: {
        confirm: (body) => ({
          status: 200,
          body: {
            paymentIntentId: 'pi_sandbox7',
            status: body.clientSecret === 'pi_sandbox7_secret_q' ? 'succeeded' : 'canceled',
            error: null,
          },
        }),
      },
    });
    const { router } = renderApp('/offers/off-5', client);
    const card = await screen.findByRole(
      'article',
      { name: /Coffee for a year/ },
      { timeout: 5_000 },
    );
    expect(within(card).getByText('Awaiting your payment')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card payment' });
    expect(
      within(dialog).getByText('£75.00', { selector: '.card-summary__total dd' }),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay £75.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success/cmp-5'));
    expect(new URLSearchParams(router.state.location.search).get('payment_id')).toBe('pay-7');
    expect(keptClientSecret('pay-7')).toBe('pi_sandbox7_secret_q');
    expect(keys).toEqual(['kept-key-5']);
  });

  it("shows the API's refusal in the page's error banner", async () => {
    const { client } = fakeApi({
      offers: {
        get: () => ({ status: 200, body: aCustomOffer({ id: 'off-1' }) }),
        withdraw: () =>
          apiError(409, 'conflict', 'This offer cannot be changed now: it is accepted.'),
      },
    });
    renderApp('/offers/off-1#key=k', client);
    const card = await screen.findByRole(
      'article',
      { name: /Coffee for a year/ },
      { timeout: 5_000 },
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw offer?' })).getByRole('button', {
        name: 'Withdraw offer',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This offer cannot be changed now: it is accepted.',
    );
  });

  it('says the link is no longer valid when the server refuses the key', async () => {
    const { client } = fakeApi({
      offers: { get: () => apiError(404, 'not_found', 'This offer was not found.') },
    });
    renderApp('/offers/off-9#key=wrong', client);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      OFFER_LINK_INVALID,
    );
  });
});
