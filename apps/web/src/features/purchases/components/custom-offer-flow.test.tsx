import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_EMAIL_REQUIRED,
  ANONYMOUS_UK_REQUIRED,
  CUSTOM_FACE_VALUE_ABOVE_ZERO,
  CUSTOM_FACE_VALUE_LIMIT,
  customOfferSentMessage,
  SANDBOX_SETUP_CARD_HINT,
} from '@stepup/domain';
import { CUSTOM_OFFER_KEY_HEADER } from '@stepup/contracts';
import type { CreateCustomOfferResponse } from '@stepup/contracts';
import { aUser, fakeApi } from '../../../testing/fake-api';
import type { FakeAnswer, FakeApiData } from '../../../testing/fake-api';
import { aCampaign, aCustomOffer } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';
import { keptOfferKey } from '../lib/offer-key';
import { keptClientSecret } from '../lib/payment-secret';

afterEach(() => sessionStorage.clear());

const BOT_CHECK_PAYLOAD = 'eyJjaGFsbGVuZ2UiOnt9fQ==';

const coffee = () =>
  aCampaign({
    discounts: [10, 15, 25],
    faceValuesPence: [2500, 5000, 10000],
    company: { id: 'co', name: 'Bean There', website: null, logoUrl: null },
  });

/** The server's answer to POST /api/custom-offers (its amounts, not the page's). */
const offerCreated = (overrides: Partial<CreateCustomOfferResponse> = {}): FakeAnswer => ({
  status: 201,
  body: {
    offerId: 'off-1',
    campaignId: 'x',
    companyName: 'Bean There',
    autoAccepted: false,
    kind: 'setup',
    intentId: 'seti_sandbox1',
    clientSecret: 'seti_sandbox1_secret_abc',
    provider: 'sandbox',
    connectedAccountId: 'acct_1',
    paymentId: null,
    offerKey: 'key-secret-1',
    faceValuePence: 10000,
    discount: 25,
    voucherPricePence: 7500,
    giftingFeePence: 0,
    totalPence: 7500,
    currency: 'GBP',
    ...overrides,
  } satisfies CreateCustomOfferResponse,
});

function setup(data: Partial<FakeApiData> = {}, { signedIn = true } = {}) {
  const campaign = coffee();
  const api = fakeApi({ ...(signedIn ? { user: aUser() } : {}), campaigns: [campaign], ...data });
  const view = renderApp(`/campaign/${campaign.id}`, api.client);
  return { ...api, ...view, campaign };
}

async function chooseOwn() {
  const values = await screen.findByRole(
    'group',
    { name: 'Choose your voucher' },
    { timeout: 5_000 },
  );
  await userEvent.click(within(values).getByRole('radio', { name: /Choose your own/ }));
  return screen.getByRole('group', { name: 'Your offer' });
}

describe("a custom offer's inputs", () => {
  it('snaps a value above £500 to £500, blocks £0 with its message, and prices the offer', async () => {
    const { container } = setup();
    const offer = await chooseOwn();
    const face = within(offer).getByLabelText('Voucher value (£)');
    const slider = within(offer).getByRole('slider', { name: 'Your discount' });
    // The defaults of docs/product.md: £100 at 25% off, which costs £75.00.
    expect(face).toHaveValue('100');
    expect(slider).toHaveValue('25');
    expect(slider).toHaveAttribute('min', '5');
    expect(slider).toHaveAttribute('max', '95');
    expect(slider).toHaveAttribute('step', '1');
    expect(slider).toHaveAttribute('aria-valuetext', '25% off');
    expect(within(offer).getByText('25% off')).toBeInTheDocument();
    expect(within(offer).getByText('£75.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request' })).toBeEnabled();
    expect(screen.queryByText(/open soon/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.clear(face);
    await userEvent.type(face, '650');
    expect(face).toHaveValue('500');
    expect(within(offer).getByText(CUSTOM_FACE_VALUE_LIMIT)).toBeInTheDocument();
    expect(within(offer).getByText('£375.00')).toBeInTheDocument();

    await userEvent.clear(face);
    await userEvent.type(face, '0');
    expect(face).toHaveValue('0');
    expect(face).toHaveAccessibleDescription(expect.stringContaining(CUSTOM_FACE_VALUE_ABOVE_ZERO));
    expect(face).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Request' })).toBeDisabled();

    await userEvent.clear(face);
    await userEvent.type(face, '40');
    // The slider's bounds: nothing outside 5–95 is kept.
    fireEvent.change(slider, { target: { value: '95' } });
    expect(slider).toHaveAttribute('aria-valuetext', '95% off');
    expect(within(offer).getByText('£2.00')).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '2' } });
    expect(slider).toHaveValue('5');
    expect(within(offer).getByText('£38.00')).toBeInTheDocument();
    // A gift adds its fee to what it would cost.
    await userEvent.click(screen.getByRole('radio', { name: 'Gift' }));
    expect(within(offer).getByText(/\+ £1\.50 gift fee/)).toBeInTheDocument();
  });

  it("names the campaign's own maximum when it is below £500", async () => {
    setup({ customOffers: () => ({ enabled: true, maxFaceValuePence: 20_000 }) });
    const offer = await chooseOwn();
    const face = within(offer).getByLabelText('Voucher value (£)');
    await userEvent.clear(face);
    await userEvent.type(face, '250');
    expect(face).toHaveValue('200');
    expect(
      within(offer).getByText('This business considers offers up to £200.00.'),
    ).toBeInTheDocument();
  });

  it('offers no "Choose your own" where the campaign takes no offers', async () => {
    setup({ customOffers: () => ({ enabled: false, maxFaceValuePence: 50_000 }) });
    const values = await screen.findByRole(
      'group',
      { name: 'Choose your voucher' },
      { timeout: 5_000 },
    );
    expect(within(values).getAllByRole('radio')).toHaveLength(3);
    expect(within(values).queryByRole('radio', { name: /Choose your own/ })).toBeNull();
    expect(screen.queryByText('Custom')).toBeNull();
  });
});

describe('requesting a custom offer', () => {
  it('saves the card without a charge, tells the server, and confirms the request', async () => {
    const bodies: Record<string, unknown>[] = [];
    const keys: (string | null)[] = [];
    const { router, campaign, container } = setup({
      offers: {
        create: (body) => {
          bodies.push(body);
          return offerCreated({ campaignId: 'cmp-from-server' });
        },
        setupConfirm: (body) => {
          bodies.push(body);
          return {
            status: 200,
            body: { setupIntentId: 'seti_sandbox1', status: 'requires_action', error: null },
          };
        },
        setupChallenge: (body) => {
          bodies.push(body);
          return {
            status: 200,
            body: { setupIntentId: 'seti_sandbox1', status: 'succeeded', error: null },
          };
        },
        cardSaved: (_body, _url, headers) => {
          keys.push(headers.get(CUSTOM_OFFER_KEY_HEADER));
          return { status: 200, body: aCustomOffer() };
        },
      },
    });
    await chooseOwn();
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    const summary = await screen.findByRole('region', { name: 'Your offer' });
    expect(bodies[0]).toEqual({
      campaignId: campaign.id,
      faceValuePence: 10000,
      discount: 25,
      buyFor: 'self',
    });
    expect(within(summary).getByText('Charged if accepted')).toBeInTheDocument();
    await userEvent.click(
      within(summary).getByRole('button', { name: 'Continue to card details' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Save your card' });
    expect(within(dialog).getByText(/Nothing is charged now/)).toBeInTheDocument();
    // The test cards for saving a card, by what the later charge does.
    expect(within(dialog).getByText(SANDBOX_SETUP_CARD_HINT)).toBeInTheDocument();
    expect(
      within(dialog).getByText('£75.00', { selector: '.card-summary__total dd' }),
    ).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4000 0025 0000 3155');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card and send offer' }));
    const secure = await screen.findByRole('dialog', { name: '3-D Secure' });
    await userEvent.click(within(secure).getByRole('button', { name: 'Complete' }));

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/payment-request-success/cmp-from-server'),
      { timeout: 5_000 },
    );
    expect(bodies[1]).toEqual({
      clientSecret: 'seti_sandbox1_secret_abc',
      cardNumber: '4000002500003155',
    });
    expect(bodies[2]).toEqual({ clientSecret: 'seti_sandbox1_secret_abc', outcome: 'complete' });
    expect(keys).toEqual(['key-secret-1']);
    // The key is kept for this tab, never put in an address.
    expect(keptOfferKey('off-1')).toBe('key-secret-1');
    expect(router.state.location.search + router.state.location.hash).not.toContain('key');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request sent' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(await screen.findByText(customOfferSentMessage(null))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Offers' })).toHaveAttribute(
      'href',
      '/for-me?tab=6',
    );
    expect(screen.getByRole('link', { name: 'See your offer' })).toHaveAttribute(
      'href',
      '/offers/off-1',
    );
  });

  it('names the company on the confirmation page', async () => {
    const campaign = coffee();
    const { client } = fakeApi({ user: aUser(), campaigns: [campaign] });
    const { container } = renderApp(`/payment-request-success/${campaign.id}`, client);
    expect(
      await screen.findByText(customOfferSentMessage('Bean There'), {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse more vouchers' })).toHaveAttribute('href', '/');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('pays an offer the company accepts at once in the purchase card form', async () => {
    const { router } = setup({
      offers: {
        create: () =>
          offerCreated({
            autoAccepted: true,
            kind: 'payment',
            intentId: 'pi_sandbox9',
            clientSecret: 'pi_sandbox9_secret_xyz',
            paymentId: 'pay-9',
          }),
      },
      purchases: {
        confirm: () => ({
          status: 200,
          body: { paymentIntentId: 'pi_sandbox9', status: 'succeeded', error: null },
        }),
      },
    });
    await chooseOwn();
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    const summary = await screen.findByRole('region', { name: 'Your offer' });
    expect(within(summary).getByText(/accepts this offer at once/)).toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('button', { name: 'Continue to payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card payment' });
    expect(within(dialog).getByText('Custom')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay £75.00' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/payment-success\//));
    expect(new URLSearchParams(router.state.location.search).get('payment_id')).toBe('pay-9');
    expect(keptClientSecret('pay-9')).toBe('pi_sandbox9_secret_xyz');
  });

  it("asks a guest for the email, the UK tick and the bot check, as a guest's purchase does", async () => {
    const bodies: Record<string, unknown>[] = [];
    setup(
      {
        offers: {
          create: (body) => {
            bodies.push(body);
            return offerCreated();
          },
        },
      },
      { signedIn: false },
    );
    await chooseOwn();
    const request = screen.getByRole('button', { name: 'Request' });
    await userEvent.click(request);
    const details = screen.getByRole('group', { name: 'Your details' });
    expect(within(details).getByText(ANONYMOUS_EMAIL_REQUIRED)).toBeInTheDocument();
    expect(within(details).getByText(ANONYMOUS_UK_REQUIRED)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.type(within(details).getByLabelText(/Your email/), 'guest@example.com');
    await userEvent.click(within(details).getByRole('checkbox', { name: /UK/ }));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    act(() => {
      fireEvent(
        document.querySelector('altcha-widget')!,
        new CustomEvent('statechange', {
          detail: { state: 'verified', payload: BOT_CHECK_PAYLOAD },
        }),
      );
    });
    await userEvent.click(request);
    await screen.findByRole('region', { name: 'Your offer' });
    expect(bodies[0]).toMatchObject({
      faceValuePence: 10000,
      discount: 25,
      guest: { email: 'guest@example.com', ukConfirmed: true },
      botCheck: BOT_CHECK_PAYLOAD,
    });
    expect(screen.getByText('guest@example.com')).toBeInTheDocument();
    expect(keptOfferKey('off-1')).toBe('key-secret-1');
  });
});
