import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyCustomOffer } from '@stepup/contracts';
import {
  CAMPAIGN_PREREQUISITES,
  CUSTOM_DISCOUNT_RANGE,
  CUSTOM_OFFER_COUNTER_NOT_LOWER,
  NO_OFFERS_WAITING,
  OFFER_AWAITING_CUSTOMER_PAYMENT,
  OFFER_DECLINE_REASON_TOO_LONG,
  OFFER_STATUS_COUNTERED,
  OFFER_STATUS_DECLINED,
  OFFER_STATUS_PENDING,
  offerAcceptedOutcome,
  offerCounteredOutcome,
  offerDeclinedOutcome,
  OFFERS_OWNERS_ANSWER,
  ukDayAndTime,
} from '@stepup/domain';
import { apiError, axeViolations } from '../testing/render-app';
import type { CompanyApi } from '../testing/render-company-app';
import { aCompanyOffer, renderCompanyApp } from '../testing/render-company-app';

/**
 * The inbox's server: the offers of each view; `answers` records every answer sent, and an
 * answered offer leaves the waiting view, as it does on the server.
 */
function inbox(waiting: CompanyCustomOffer[], answered: CompanyCustomOffer[] = []) {
  const state = { waiting: [...waiting], answered: [...answered] };
  const answers: { path: string; body: Record<string, unknown> }[] = [];
  const views: string[] = [];
  const answer =
    (
      action: string,
      next: (offer: CompanyCustomOffer, body: Record<string, unknown>) => CompanyCustomOffer,
    ) =>
    (body: Record<string, unknown>, url: URL) => {
      answers.push({ path: url.pathname, body });
      const id = url.pathname.split('/')[4]!;
      const offer = state.waiting.find((o) => o.id === id)!;
      const updated = next(offer, body);
      state.waiting = state.waiting.filter((o) => o.id !== id);
      if (action === 'counter') state.waiting.push(updated);
      else state.answered.push(updated);
      return { status: 200, body: updated };
    };
  const api: CompanyApi = {
    'GET /api/company/custom-offers': (_body, url) => {
      const view = url.searchParams.get('view') ?? 'waiting';
      views.push(view);
      return {
        status: 200,
        body: {
          offers: view === 'answered' ? state.answered : state.waiting,
          waitingCount: state.waiting.filter((o) => o.status === 'pending').length,
        },
      };
    },
  };
  for (const offer of waiting) {
    api[`POST /api/company/custom-offers/${offer.id}/accept`] = answer('accept', (o) => ({
      ...o,
      status: 'charged',
      decidedAt: new Date().toISOString(),
    }));
    api[`POST /api/company/custom-offers/${offer.id}/decline`] = answer('decline', (o, body) => ({
      ...o,
      status: 'declined',
      declineReason: typeof body.reason === 'string' ? body.reason : null,
      decidedAt: new Date().toISOString(),
    }));
    api[`POST /api/company/custom-offers/${offer.id}/counter`] = answer('counter', (o, body) => ({
      ...o,
      status: 'countered',
      counterDiscount: Number(body.discount),
    }));
  }
  return { api, answers, views };
}

const staff: CompanyApi = {
  'GET /api/company/setup': () => ({
    status: 200,
    body: {
      companyName: 'The Corner Bakery',
      yourRole: 'staff',
      facts: Object.fromEntries(CAMPAIGN_PREREQUISITES.map((key) => [key, true])),
    },
  }),
};

const offerCard = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('the custom-offers inbox (/offers)', () => {
  it('lists the waiting offers: customer, campaign, face value, discount, price (gift fee apart), who it is for, the usual steps and the time left in UK time', async () => {
    const sam = aCompanyOffer();
    const ava = aCompanyOffer({
      id: 'offer-2',
      customerFirstName: 'Ava',
      campaignName: 'Cake Club',
      faceValuePence: 5000,
      discount: 20,
      voucherPricePence: 4000,
      giftingFeePence: 150,
      totalPence: 4150,
      buyFor: 'gift',
      status: 'awaiting_payment',
    });
    const { container } = renderCompanyApp('/offers', inbox([sam, ava]).api);
    expect(await screen.findByRole('heading', { name: 'Sam · Coffee Club' })).toBeInTheDocument();
    const first = within(offerCard('Sam · Coffee Club'));
    expect(first.getByText(OFFER_STATUS_PENDING)).toBeInTheDocument();
    expect(first.getByText('£80.00')).toBeInTheDocument();
    expect(first.getByText('30%')).toBeInTheDocument();
    expect(first.getByText('£56.00')).toBeInTheDocument();
    expect(first.getByText('Myself')).toBeInTheDocument();
    expect(first.getByText('3 hours 5 minutes left')).toBeInTheDocument();
    expect(first.getByText(`until ${ukDayAndTime(sam.expiresAt!)} (UK time)`)).toBeInTheDocument();
    const steps = first.getByRole('list');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Step 1 £25.00 at 10%', 'Step 2 £50.00 at 15%', 'Step 3 £100.00 at 20%']);
    expect(await first.findByRole('button', { name: 'Accept' })).toBeInTheDocument();

    const second = within(offerCard('Ava · Cake Club'));
    expect(second.getByText(OFFER_AWAITING_CUSTOMER_PAYMENT)).toBeInTheDocument();
    expect(second.getByText('£40.00')).toBeInTheDocument();
    expect(second.getByText('plus the £1.50 gifting fee')).toBeInTheDocument();
    expect(second.getByText('Gift')).toBeInTheDocument();
    // Only a pending offer is the company's to answer.
    expect(second.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    expect(
      screen.getByRole('link', { name: /^Waiting:\s*1\s*waiting for your answer$/ }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("accepts after saying what the customer's saved card is charged, then refreshes the list and says the outcome", async () => {
    const server = inbox([
      aCompanyOffer({ giftingFeePence: 150, totalPence: 5750, buyFor: 'gift' }),
    ]);
    renderCompanyApp('/offers', server.api);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: "Accept Sam's offer?" });
    expect(dialog).toHaveTextContent("charges the customer's saved card £57.50");
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and charge £57.50' }));

    expect(await screen.findByRole('status')).toHaveTextContent(offerAcceptedOutcome('Sam', true));
    expect(server.answers).toEqual([
      { path: '/api/company/custom-offers/offer-1/accept', body: {} },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(NO_OFFERS_WAITING)).toBeInTheDocument();
  });

  it('declines with an optional reason of at most 500 characters, checked before sending', async () => {
    const server = inbox([aCompanyOffer()]);
    renderCompanyApp('/offers', server.api);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: "Decline Sam's offer?" });
    const reason = within(dialog).getByLabelText('Reason (optional, sent to the customer)');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(OFFER_DECLINE_REASON_TOO_LONG),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    expect(server.answers).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'We are fully booked this month');
    expect(reason).not.toHaveAccessibleDescription(
      expect.stringContaining(OFFER_DECLINE_REASON_TOO_LONG),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(offerDeclinedOutcome('Sam'));
    expect(server.answers).toEqual([
      {
        path: '/api/company/custom-offers/offer-1/decline',
        body: { reason: 'We are fully booked this month' },
      },
    ]);

    // The answered view shows it, with the reason given.
    await userEvent.click(screen.getByRole('link', { name: 'Answered' }));
    expect(await screen.findByText(OFFER_STATUS_DECLINED)).toBeInTheDocument();
    const card = within(offerCard('Sam · Coffee Club'));
    expect(card.getByText('Your reason: We are fully booked this month')).toBeInTheDocument();
    expect(server.views).toContain('answered');
  });

  it('declines without a reason', async () => {
    const server = inbox([aCompanyOffer()]);
    renderCompanyApp('/offers', server.api);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline offer' }));
    await screen.findByRole('status');
    expect(server.answers).toEqual([
      { path: '/api/company/custom-offers/offer-1/decline', body: {} },
    ]);
  });

  it('sends one counter-offer: a discount of 5–95% below the customer’s, with the price it makes', async () => {
    const server = inbox([aCompanyOffer()]);
    renderCompanyApp('/offers', server.api);
    await userEvent.click(await screen.findByRole('button', { name: 'Counter-offer' }));
    const dialog = screen.getByRole('dialog', { name: "Counter Sam's offer" });
    const discount = within(dialog).getByLabelText('Your discount (%)');
    await userEvent.type(discount, '3');
    expect(discount).toHaveAccessibleDescription(expect.stringContaining(CUSTOM_DISCOUNT_RANGE));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(server.answers).toEqual([]);
    // A counter asks for less discount than the customer's 30%.
    await userEvent.clear(discount);
    await userEvent.type(discount, '30');
    expect(discount).toHaveAccessibleDescription(
      expect.stringContaining(CUSTOM_OFFER_COUNTER_NOT_LOWER),
    );

    await userEvent.clear(discount);
    await userEvent.type(discount, '20');
    // £80 at 20% is £64.
    expect(dialog).toHaveTextContent('The customer would pay £64.00 for the £80.00 voucher.');
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      offerCounteredOutcome('Sam', 20, '£64.00'),
    );
    expect(server.answers).toEqual([
      { path: '/api/company/custom-offers/offer-1/counter', body: { discount: 20 } },
    ]);
    // Now the customer's turn: still waiting, without the company's buttons.
    const card = within(offerCard('Sam · Coffee Club'));
    expect(await card.findByText(OFFER_STATUS_COUNTERED)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal (role=alert) and reads the list again", async () => {
    const server = inbox([aCompanyOffer()]);
    server.api['POST /api/company/custom-offers/offer-1/accept'] = () =>
      apiError(409, 'conflict', 'This offer has expired.');
    renderCompanyApp('/offers', server.api);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const reads = server.views.length;
    await userEvent.click(screen.getByRole('button', { name: 'Accept and charge £56.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has expired.');
    await waitFor(() => expect(server.views.length).toBeGreaterThan(reads));
  });

  it('shows staff the inbox without any answer, and says only owners answer', async () => {
    const server = inbox([aCompanyOffer()]);
    renderCompanyApp('/offers', { ...server.api, ...staff });
    expect(await screen.findByText(OFFERS_OWNERS_ANSWER)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sam · Coffee Club' })).toBeInTheDocument();
    for (const name of ['Accept', 'Decline', 'Counter-offer']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it("badges the menu's Custom offers with the number waiting for an answer", async () => {
    const server = inbox([aCompanyOffer(), aCompanyOffer({ id: 'offer-2' })]);
    renderCompanyApp('/redeem', server.api);
    const nav = await screen.findByRole('navigation', { name: 'Company' });
    expect(
      await within(nav).findByRole('link', { name: /^Custom offers:\s*2\s*waiting$/ }),
    ).toHaveAttribute('href', '/offers');
  });
});
