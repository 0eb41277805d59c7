import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BUYING_DISABLED, CAMPAIGN_UNAVAILABLE, SANDBOX_CARD_HINT } from '@stepup/domain';
import type { CreatePurchaseResponse } from '@stepup/contracts';
import { apiError, aUser, fakeApi } from '../../../testing/fake-api';
import type { FakeAnswer, FakeApiData } from '../../../testing/fake-api';
import { aCampaign } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';
import { keptClientSecret } from '../lib/payment-secret';

afterEach(() => sessionStorage.clear());

const STILL_PROCESSING =
  'Your last payment for this campaign is still being processed. Please try again in a minute.';

const coffee = () =>
  aCampaign({
    discounts: [10, 15, 25],
    faceValuesPence: [2500, 5000, 10000],
    company: { id: 'co', name: 'Bean There', website: null, logoUrl: null },
  });

/** The server's answer to POST /api/purchases (its amounts, not the page's). */
const created = (overrides: Partial<CreatePurchaseResponse> = {}): FakeAnswer => ({
  status: 201,
  body: {
    paymentId: 'pay-1',
    paymentIntentId: 'pi_sandbox1',
    clientSecret: 'pi_sandbox1_secret_abc',
    provider: 'sandbox',
    connectedAccountId: 'acct_1',
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
  } satisfies CreatePurchaseResponse,
});

const intent = (status: string, error: string | null = null): FakeAnswer => ({
  status: 200,
  body: { paymentIntentId: 'pi_sandbox1', status, error },
});

function setup(purchases: FakeApiData['purchases']) {
  const campaign = coffee();
  const api = fakeApi({ user: aUser(), campaigns: [campaign], purchases });
  const view = renderApp(`/campaign/${campaign.id}`, api.client);
  return { ...api, ...view, campaign };
}

async function openCardForm() {
  const values = await screen.findByRole('group', { name: 'Choose your voucher' });
  await userEvent.click(within(values).getByRole('radio', { name: /£50\.00/ }));
  await userEvent.click(screen.getByRole('button', { name: "Let's Go £45.00" }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  return screen.findByRole('dialog', { name: 'Card payment' });
}

async function payWith(dialog: HTMLElement, card: string) {
  await userEvent.type(within(dialog).getByLabelText('Card number'), card);
  await userEvent.type(within(dialog).getByLabelText('Expiry date (MM / YY)'), '12 / 34');
  await userEvent.type(within(dialog).getByLabelText('CVC'), '123');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay £45.00' }));
}

describe('buying a voucher for oneself', () => {
  it('sends the choice without a price, shows the server amounts and returns the way Stripe does', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { router, campaign, container } = setup({
      create: (body) => {
        bodies.push(body);
        // The server's price differs from the page's: the card form shows the server's.
        return created({ voucherPricePence: 4400, totalPence: 4400 });
      },
      confirm: (body) => {
        bodies.push(body);
        return intent('succeeded');
      },
      status: () => ({
        status: 200,
        body: {
          paymentId: 'pay-1',
          status: 'created',
          campaignId: 'x',
          totalPence: 4400,
          voucherCode: null,
          guestEmail: null,
          error: null,
        },
      }),
    });
    const values = await screen.findByRole('group', { name: 'Choose your voucher' });
    await userEvent.click(within(values).getByRole('radio', { name: /£50\.00/ }));
    await userEvent.click(screen.getByRole('button', { name: "Let's Go £45.00" }));
    // First the order as the server priced it, then the card form.
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(bodies[0]).toEqual({ campaignId: campaign.id, slot: 2, buyFor: 'self' });
    expect(
      within(order).getByText('£44.00', { selector: '.purchase-summary__total dd' }),
    ).toBeVisible();
    expect(within(order).queryByText('Gift fee')).toBeNull();
    await userEvent.click(within(order).getByRole('button', { name: 'Continue to payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card payment' });
    expect(
      within(dialog).getByText('£44.00', { selector: '.card-summary__total dd' }),
    ).toBeVisible();
    expect(within(dialog).getByText(SANDBOX_CARD_HINT)).toBeInTheDocument();
    const number = within(dialog).getByLabelText('Card number');
    // Focus starts on the card number; Tab stays in the dialog.
    expect(number).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Pay £44.00' })).toHaveFocus();
    await userEvent.click(number);
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(within(dialog).getByLabelText('Expiry date (MM / YY)')).toHaveAttribute(
      'autocomplete',
      'cc-exp',
    );
    expect(within(dialog).getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.type(number, '4242 4242 4242 4242');
    await userEvent.type(within(dialog).getByLabelText('Expiry date (MM / YY)'), '12 / 34');
    await userEvent.type(within(dialog).getByLabelText('CVC'), '123');
    // Enter submits from the keyboard.
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/payment-success/${campaign.id}`),
    );
    expect(bodies[1]).toEqual({
      clientSecret: 'pi_sandbox1_secret_abc',
      cardNumber: '4242424242424242',
      expiry: '12 / 34',
      cvc: '123',
    });
    // The client secret is kept for the result page, not put in its address.
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({
      payment_intent: 'pi_sandbox1',
      redirect_status: 'succeeded',
      payment_id: 'pay-1',
    });
    expect(keptClientSecret('pay-1')).toBe('pi_sandbox1_secret_abc');
  });

  it('shows a decline in the card form and offers to start again', async () => {
    let creates = 0;
    const { router } = setup({
      create: () => {
        creates += 1;
        return created();
      },
      confirm: () => intent('canceled', 'Your card was declined.'),
    });
    const dialog = await openCardForm();
    await payWith(dialog, '4000 0000 0000 0002');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(router.state.location.pathname).toMatch(/^\/campaign\//);
    expect(within(dialog).queryByLabelText('Card number')).toBeNull();
    // The keyboard stays in the dialog when the form goes.
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(creates).toBe(2);
  });

  it('asks for the 3-D Secure step and pays when it is completed', async () => {
    const outcomes: unknown[] = [];
    const { router, container } = setup({
      create: () => created(),
      confirm: () => intent('requires_action'),
      challenge: (body) => {
        outcomes.push(body.outcome);
        return body.outcome === 'complete'
          ? intent('succeeded')
          : intent('canceled', 'We are unable to authenticate your payment method.');
      },
      status: () => apiError(404, 'not_found', 'This payment was not found.'),
    });
    const dialog = await openCardForm();
    await payWith(dialog, '4000 0025 0000 3155');
    const secure = await screen.findByRole('dialog', { name: '3-D Secure' });
    expect(within(secure).getByText(/confirm this payment of/)).toHaveTextContent('£45.00');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(secure).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/payment-success\//));
    expect(outcomes).toEqual(['complete']);
  });

  it('shows a failed 3-D Secure step in the modal', async () => {
    setup({
      create: () => created(),
      confirm: () => intent('requires_action'),
      challenge: () => intent('canceled', 'We are unable to authenticate your payment method.'),
    });
    const dialog = await openCardForm();
    await payWith(dialog, '4000 0025 0000 3155');
    const secure = await screen.findByRole('dialog', { name: '3-D Secure' });
    await userEvent.click(within(secure).getByRole('button', { name: 'Fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We are unable to authenticate your payment method.',
    );
    expect(screen.getByRole('dialog', { name: 'Card payment' })).toBeInTheDocument();
  });

  it("shows the banner of docs/product.md when the campaign is unavailable, the server's words otherwise", async () => {
    let answer = apiError(503, 'unavailable', CAMPAIGN_UNAVAILABLE);
    setup({ create: () => answer });
    const buy = await screen.findByRole('button', { name: "Let's Go £22.50" });
    await userEvent.click(buy);
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMPAIGN_UNAVAILABLE);
    expect(screen.queryByRole('dialog')).toBeNull();

    answer = apiError(409, 'conflict', STILL_PROCESSING);
    await userEvent.click(buy);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(STILL_PROCESSING));

    // A reply without a client secret is as good as none.
    answer = created({ clientSecret: '' });
    await userEvent.click(buy);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CAMPAIGN_UNAVAILABLE));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the card form with Escape back to the order, and Edit back to the buy button', async () => {
    setup({ create: () => created() });
    await openCardForm();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const order = screen.getByRole('region', { name: 'Your order' });
    await userEvent.click(within(order).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('region', { name: 'Your order' })).toBeNull();
    expect(screen.getByRole('button', { name: "Let's Go £45.00" })).toBeEnabled();
    // The choice is kept and the keyboard is back on it.
    expect(screen.getByRole('radio', { name: /£50\.00/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /£50\.00/ })).toHaveFocus();
  });

  it('keeps the buy button off for a sold-out value, on for a gift', async () => {
    const campaign = coffee();
    const { client } = fakeApi({
      user: aUser(),
      campaigns: [campaign],
      slotStatuses: () => [
        [1, 3, 1],
        [1, 1, 1],
        [1, 1, 1],
      ],
    });
    renderApp(`/campaign/${campaign.id}`, client);
    expect(await screen.findByRole('button', { name: "Let's Go £22.50" })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Gift' }));
    expect(screen.getByRole('button', { name: "Let's Go £22.50 + £1.50 gift fee" })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /£50\.00/ })).toBeDisabled();
  });

  it("disables the buy button with the reason when an admin turned the customer's buying off", async () => {
    const campaign = coffee();
    const { client } = fakeApi({
      user: aUser(),
      campaigns: [campaign],
      buyingRefusal: BUYING_DISABLED,
    });
    renderApp(`/campaign/${campaign.id}`, client);
    const buy = await screen.findByRole('button', { name: "Let's Go £22.50" });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(BUYING_DISABLED);
  });
});
