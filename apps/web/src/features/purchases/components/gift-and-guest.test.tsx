import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_EMAIL_REQUIRED,
  ANONYMOUS_UK_REQUIRED,
  BOT_CHECK_REQUIRED,
  GIFT_DATE_IN_PAST,
  GIFT_DATE_UNREADABLE,
  GIFT_MESSAGE_TOO_LONG,
  RECIPIENT_DETAILS_REQUIRED,
  RECIPIENT_EMAIL_INVALID,
} from '@stepup/domain';
import type { CreatePurchaseResponse } from '@stepup/contracts';
import { aUser, fakeApi } from '../../../testing/fake-api';
import type { FakeAnswer } from '../../../testing/fake-api';
import { aCampaign } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';
import { GIFT_DATE_PLACEHOLDER } from './gift-inputs';

const UK_TICK = 'I confirm I am based in the UK and using a UK-issued payment method';
const BOT_CHECK_PAYLOAD = 'eyJjaGFsbGVuZ2UiOnt9fQ==';

/** jsdom cannot run the proof of work: the widget's own event is stubbed, nothing else. */
async function passBotCheck() {
  await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  act(() => {
    fireEvent(
      document.querySelector('altcha-widget')!,
      new CustomEvent('statechange', {
        detail: { state: 'verified', payload: BOT_CHECK_PAYLOAD },
      }),
    );
  });
}

const coffee = () =>
  aCampaign({
    discounts: [10, 15, 25],
    faceValuesPence: [2500, 5000, 10000],
    company: { id: 'co', name: 'Bean There', website: null, logoUrl: null },
  });

/** The server's answer to POST /api/purchases: its amounts, which the summary must show. */
const created = (overrides: Partial<CreatePurchaseResponse> = {}): FakeAnswer => ({
  status: 201,
  body: {
    paymentId: 'pay-1',
    paymentIntentId: 'pi_sandbox1',
    clientSecret: 'pi_sandbox1_secret_abc',
    provider: 'sandbox',
    connectedAccountId: 'acct_1',
    step: 1,
    slot: 1,
    faceValuePence: 2500,
    discount: 10,
    voucherPricePence: 2250,
    giftingFeePence: 175,
    totalPence: 2425,
    currency: 'GBP',
    status: 'created',
    ...overrides,
  } satisfies CreatePurchaseResponse,
});

function setup({
  signedIn = true,
  ownFeePence,
}: {
  signedIn?: boolean;
  /** The customer's own gifting fee (GET /api/account/gifting-fee), as an admin set it. */
  ownFeePence?: number;
} = {}) {
  const campaign = coffee();
  const bodies: Record<string, unknown>[] = [];
  const api = fakeApi({
    ...(signedIn ? { user: aUser() } : {}),
    campaigns: [campaign],
    ...(ownFeePence === undefined
      ? {}
      : {
          account: {
            'gifting-fee': () => ({ status: 200, body: { giftingFeePence: ownFeePence } }),
          },
        }),
    purchases: {
      create: (body) => {
        bodies.push(body);
        return created(
          !signedIn
            ? { giftingFeePence: 0, totalPence: 2250 }
            : ownFeePence !== undefined
              ? { giftingFeePence: ownFeePence, totalPence: 2250 + ownFeePence }
              : {},
        );
      },
    },
  });
  const view = renderApp(`/campaign/${campaign.id}`, api.client);
  return { ...api, ...view, campaign, bodies };
}

async function chooseGift() {
  await userEvent.click(await screen.findByRole('radio', { name: 'Gift' }));
  return screen.getByRole('group', { name: 'Recipient details' });
}

async function fillGift(
  gift: HTMLElement,
  values: { name?: string; email?: string; message?: string; date?: string },
) {
  const { name = 'Sam Smith', email = 'sam@example.com', message = 'Happy birthday!' } = values;
  if (name) await userEvent.type(within(gift).getByLabelText('Recipient name'), name);
  if (email) await userEvent.type(within(gift).getByLabelText('Recipient email'), email);
  if (message) await userEvent.type(within(gift).getByLabelText('Message'), message);
  if (values.date) {
    await userEvent.type(within(gift).getByLabelText(/Delivery date and time/), values.date);
  }
}

describe('buying a gift', () => {
  it("shows the customer's own gifting fee, the one the server charges, not the site default", async () => {
    // The site's default is £1.50; an admin gave this customer £2.75.
    const { fetch } = setup({ ownFeePence: 275 });
    await chooseGift();
    const button = await screen.findByRole('button', { name: "Let's Go £22.50 + £2.75 gift fee" });
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/account/gifting-fee'))).toBe(
      true,
    );
    await fillGift(screen.getByRole('group', { name: 'Recipient details' }), {});
    await userEvent.click(button);
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Gift fee').nextSibling).toHaveTextContent('£2.75');
    expect(within(order).getByText('Total').nextSibling).toHaveTextContent('£25.25');
  });

  it('has labelled recipient inputs, a counter and a placeholder saying delivery is immediate', async () => {
    const { container } = setup();
    const gift = await chooseGift();
    const message = within(gift).getByLabelText('Message');
    expect(within(gift).getByText('0 / 800')).toBeInTheDocument();
    await userEvent.type(message, 'Happy 🎁');
    expect(within(gift).getByText('7 / 800')).toBeInTheDocument();
    // The counter is read with the message, not announced on every key.
    expect(message).toHaveAccessibleDescription(/7 \/ 800/);
    expect(within(gift).getByText('7 / 800')).not.toHaveAttribute('aria-live');
    const date = within(gift).getByLabelText(/Delivery date and time/);
    expect(date).toHaveAttribute('placeholder', GIFT_DATE_PLACEHOLDER);
    expect(GIFT_DATE_PLACEHOLDER).toMatch(/Immediate delivery/);
    expect(screen.getByRole('button', { name: "Let's Go £22.50 + £1.50 gift fee" })).toBeEnabled();
    expect(screen.queryByText(/Buying a gift opens here soon/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("checks the recipient with the server's messages before asking the server", async () => {
    const { bodies, container } = setup();
    const gift = await chooseGift();
    const buy = screen.getByRole('button', { name: /Let's Go £22\.50 \+/ });
    await userEvent.click(buy);
    // One banner for the missing details, every missing field pointing to it.
    const banner = await within(gift).findByRole('alert');
    expect(banner).toHaveTextContent(RECIPIENT_DETAILS_REQUIRED);
    for (const label of ['Recipient name', 'Recipient email', 'Message']) {
      const field = within(gift).getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(new RegExp(RECIPIENT_DETAILS_REQUIRED));
    }
    await waitFor(() => expect(within(gift).getByLabelText('Recipient name')).toHaveFocus());
    expect(await axeViolations(container)).toEqual([]);

    await fillGift(gift, { email: 'sam@example.com, kim@example.com', date: 'tomorrow' });
    await userEvent.click(buy);
    expect(within(gift).queryByRole('alert')).toBeNull();
    expect(within(gift).getByLabelText('Recipient email')).toHaveAccessibleDescription(
      RECIPIENT_EMAIL_INVALID,
    );
    expect(within(gift).getByLabelText(/Delivery date and time/)).toHaveAccessibleDescription(
      new RegExp(GIFT_DATE_UNREADABLE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );

    const date = within(gift).getByLabelText(/Delivery date and time/);
    await userEvent.clear(date);
    await userEvent.type(date, 'Jan 01 2020 09:00');
    const message = within(gift).getByLabelText('Message');
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(790));
    expect(within(gift).getByText('805 / 800')).toHaveClass('is-over');
    await userEvent.click(buy);
    expect(date).toHaveAccessibleDescription(new RegExp(GIFT_DATE_IN_PAST));
    expect(message).toHaveAccessibleDescription(new RegExp(GIFT_MESSAGE_TOO_LONG));
    expect(bodies).toHaveLength(0);
  });

  it('sends a summer UK delivery time as the BST instant and shows the server amounts', async () => {
    const { bodies, campaign } = setup();
    const gift = await chooseGift();
    await fillGift(gift, { date: 'Jul 15 2030 18:30' });
    await userEvent.click(screen.getByRole('button', { name: /Let's Go £22\.50 \+/ }));
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(bodies[0]).toEqual({
      campaignId: campaign.id,
      slot: 1,
      buyFor: 'gift',
      gift: {
        name: 'Sam Smith',
        email: 'sam@example.com',
        message: 'Happy birthday!',
        deliverAt: '2030-07-15T17:30:00.000Z',
      },
    });
    // The server's fee and total (not the page's £1.50), the recipient and the UK time.
    expect(within(order).getByText('Gift fee').nextSibling).toHaveTextContent('£1.75');
    expect(within(order).getByText('Total').nextSibling).toHaveTextContent('£24.25');
    expect(within(order).getByText('Gift for').nextSibling).toHaveTextContent(
      'Sam Smithsam@example.com',
    );
    expect(within(order).getByText('Delivery').nextSibling).toHaveTextContent(
      'Jul 15 2030 18:30 (UK time)',
    );
    expect(within(order).getByRole('heading', { name: 'Your order' })).toHaveFocus();
  });

  it('sends a winter UK delivery time as the GMT instant, and none for immediate delivery', async () => {
    const { bodies } = setup();
    const gift = await chooseGift();
    await fillGift(gift, { date: 'Jan 15 2030 18:30' });
    await userEvent.click(screen.getByRole('button', { name: /Let's Go £22\.50 \+/ }));
    await screen.findByRole('region', { name: 'Your order' });
    expect((bodies[0]?.gift as { deliverAt?: string }).deliverAt).toBe('2030-01-15T18:30:00.000Z');

    // Edit: the inputs come back as they were; emptied, the date means 'now'.
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const again = screen.getByRole('group', { name: 'Recipient details' });
    expect(within(again).getByLabelText('Recipient name')).toHaveValue('Sam Smith');
    expect(within(again).getByLabelText('Recipient name')).toHaveFocus();
    expect(within(again).getByLabelText('Message')).toHaveValue('Happy birthday!');
    const date = within(again).getByLabelText(/Delivery date and time/);
    expect(date).toHaveValue('Jan 15 2030 18:30');
    expect(screen.getByRole('radio', { name: 'Gift' })).toBeChecked();
    await userEvent.clear(date);
    await userEvent.click(screen.getByRole('button', { name: /Let's Go £22\.50 \+/ }));
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(bodies[1]?.gift).toEqual({
      name: 'Sam Smith',
      email: 'sam@example.com',
      message: 'Happy birthday!',
    });
    expect(within(order).getByText('Delivery').nextSibling).toHaveTextContent('Immediately');
  });
});

describe('buying as a guest', () => {
  it('asks for an email and the UK tick, with the texts of docs/product.md, and links to sign up', async () => {
    const { bodies, container } = setup({ signedIn: false });
    const buy = await screen.findByRole('button', { name: 'Buy + Unlock Bigger Discounts' });
    const details = screen.getByRole('group', { name: 'Your details' });
    const email = within(details).getByLabelText('Your email');
    const tick = within(details).getByRole('checkbox', { name: UK_TICK });
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByText(/unlock bigger discounts each time you buy again/)).toBeInTheDocument();
    // Only step 1 is for sale to a guest.
    expect(screen.getByText('Your step').closest('li')).toHaveTextContent('Save 10%');

    await userEvent.click(buy);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(new RegExp(ANONYMOUS_EMAIL_REQUIRED));
    expect(tick).toHaveAttribute('aria-invalid', 'true');
    expect(tick).toHaveAccessibleDescription(ANONYMOUS_UK_REQUIRED);
    await waitFor(() => expect(email).toHaveFocus());
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.type(email, 'not-an-email');
    await userEvent.click(buy);
    expect(email).toHaveAccessibleDescription(new RegExp(ANONYMOUS_EMAIL_REQUIRED));
    expect(bodies).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'guest@example.com');
    await userEvent.click(buy);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(tick).toHaveAccessibleDescription(ANONYMOUS_UK_REQUIRED);
    expect(bodies).toHaveLength(0);

    // A guest also passes the bot check before anything is reserved.
    await userEvent.click(tick);
    await userEvent.click(buy);
    expect(screen.getByRole('group', { name: 'Bot check' })).toHaveAccessibleDescription(
      new RegExp(BOT_CHECK_REQUIRED),
    );
    expect(bodies).toHaveLength(0);
  });

  it('clears each red message as its field is put right, before the next buy press', async () => {
    setup({ signedIn: false });
    const buy = await screen.findByRole('button', { name: 'Buy + Unlock Bigger Discounts' });
    const gift = await chooseGift();
    const details = screen.getByRole('group', { name: 'Your details' });
    const email = within(details).getByLabelText('Your email');
    const tick = within(details).getByRole('checkbox', { name: UK_TICK });
    await userEvent.click(buy);
    // The checks' code may still be loading on the first press.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(tick).toHaveAttribute('aria-invalid', 'true');
    expect(within(gift).getByRole('alert')).toHaveTextContent(RECIPIENT_DETAILS_REQUIRED);

    // The guest's two fields.
    await userEvent.type(email, 'guest@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(ANONYMOUS_EMAIL_REQUIRED)).not.toBeInTheDocument();
    // The tick's message stays until the tick itself is put right.
    expect(tick).toHaveAccessibleDescription(ANONYMOUS_UK_REQUIRED);
    await userEvent.click(tick);
    expect(tick).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(ANONYMOUS_UK_REQUIRED)).not.toBeInTheDocument();

    // The recipient's: each field clears as it is filled, the banner once none is missing.
    const name = within(gift).getByLabelText('Recipient name');
    await userEvent.type(name, 'Sam Smith');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(gift).getByLabelText('Recipient email')).toHaveAttribute('aria-invalid', 'true');
    await fillGift(gift, { name: '', email: 'sam@example.com', message: 'Happy birthday!' });
    expect(within(gift).queryByRole('alert')).toBeNull();
    for (const label of ['Recipient email', 'Message']) {
      expect(within(gift).getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
    // Nothing red is left but the bot check, which is still to do.
    expect(
      [...document.querySelectorAll('.purchase .ui-field__error')].map((el) => el.textContent),
    ).toEqual([BOT_CHECK_REQUIRED]);
  });

  it('loads the bot check only once the guest starts on their details', async () => {
    setup({ signedIn: false });
    const email = await screen.findByLabelText('Your email');
    const botCheck = screen.getByRole('group', { name: 'Bot check' });
    // The page alone never asks for the widget (a large download): a button waits in its place.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('altcha-widget')).toBeNull();
    expect(within(botCheck).queryByRole('status')).toBeNull();
    expect(within(botCheck).getByRole('button', { name: 'Start the bot check' })).toBeVisible();

    // Starting on the details starts it (its loading state, then the widget).
    await userEvent.click(email);
    expect(within(botCheck).queryByRole('button', { name: 'Start the bot check' })).toBeNull();
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  });

  it('starts the bot check from its own button too', async () => {
    setup({ signedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Start the bot check' }));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  });

  it('buys step 1 with the email and tick, shows the order, Edit keeps them', async () => {
    const { bodies, campaign } = setup({ signedIn: false });
    await userEvent.type(await screen.findByLabelText('Your email'), ' guest@example.com ');
    await userEvent.click(screen.getByRole('checkbox', { name: UK_TICK }));
    await passBotCheck();
    await userEvent.click(screen.getByRole('button', { name: 'Buy + Unlock Bigger Discounts' }));
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(bodies[0]).toEqual({
      campaignId: campaign.id,
      slot: 1,
      buyFor: 'self',
      guest: { email: 'guest@example.com', ukConfirmed: true },
      botCheck: BOT_CHECK_PAYLOAD,
    });
    expect(within(order).getByText('Your email').nextSibling).toHaveTextContent(
      'guest@example.com',
    );
    expect(within(order).getByText('Total').nextSibling).toHaveTextContent('£22.50');
    await userEvent.click(within(order).getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('dialog', { name: 'Card payment' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Your email')).toHaveValue('guest@example.com');
    expect(screen.getByLabelText('Your email')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: UK_TICK })).toBeChecked();
  });

  it('lets a guest send a gift too', async () => {
    const { bodies } = setup({ signedIn: false });
    const gift = await chooseGift();
    await fillGift(gift, {});
    await userEvent.type(screen.getByLabelText('Your email'), 'guest@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: UK_TICK }));
    await passBotCheck();
    // A guest's button keeps the text of docs/product.md, gift or not.
    await userEvent.click(screen.getByRole('button', { name: 'Buy + Unlock Bigger Discounts' }));
    await screen.findByRole('region', { name: 'Your order' });
    expect(bodies[0]).toMatchObject({
      buyFor: 'gift',
      gift: { name: 'Sam Smith', email: 'sam@example.com', message: 'Happy birthday!' },
      guest: { email: 'guest@example.com', ukConfirmed: true },
    });
  });
});
