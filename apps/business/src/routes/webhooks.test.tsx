import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@stepup/contracts';
import { webhookEventLabels, webhookText } from '@stepup/domain';
import { aCompanyUser, axeViolations, renderApp } from '../testing/render-app';

// The Webhooks tab of /api (docs/product.md#webhooks): offer events beside the voucher events,
// chosen in the form and named in the delivery log by the offer's campaign.

const user = aCompanyUser();

const saved: WebhookEndpoint = {
  url: 'https://hooks.corner.test/stepup',
  events: ['voucher.redeemed'],
  enabled: true,
  updatedAt: '2026-11-26T12:00:00.000Z',
};

const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'd-1',
  eventType: 'voucher.redeemed',
  voucherCode: '7KQ2-M9XD-4T',
  offer: null,
  status: 'delivered',
  responseCode: 200,
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-26T12:05:00.000Z',
  lastAttemptAt: '2026-11-26T12:05:01.000Z',
  resendOf: null,
  ...over,
});

describe('webhooks: offer events', () => {
  it('offers the offer events to choose, saves them, and logs and resends an offer delivery', async () => {
    const puts: Record<string, unknown>[] = [];
    const resends: string[] = [];
    const offerDelivery = delivery({
      id: 'd-2',
      eventType: 'offer.declined',
      voucherCode: null,
      offer: { id: 'o-1', campaignName: 'Coffee Offers' },
    });
    const { container } = renderApp('/api?tab=webhooks', {
      user,
      api: (method, path, body) => {
        if (path === '/api/company/setup' && method === 'GET')
          return {
            status: 200,
            body: { companyName: 'The Corner Bakery', yourRole: 'owner', facts: {} },
          };
        if (path === '/api/company/webhook' && method === 'GET')
          return { status: 200, body: saved };
        if (path === '/api/company/webhook' && method === 'PUT') {
          puts.push(body);
          return { status: 200, body: { ...saved, events: body.events } };
        }
        if (path === '/api/company/webhook/deliveries')
          return { status: 200, body: { deliveries: [offerDelivery, delivery({})] } };
        if (path.endsWith('/resend')) {
          resends.push(path);
          return { status: 200, body: { ...offerDelivery, id: 'd-3', resendOf: 'd-2' } };
        }
        return undefined;
      },
    });

    const received = await screen.findByRole('checkbox', {
      name: webhookEventLabels['offer.received'],
    });
    for (const type of [
      'offer.received',
      'offer.countered',
      'offer.accepted',
      'offer.declined',
      'offer.withdrawn',
      'offer.expired',
    ] as const) {
      expect(screen.getByRole('checkbox', { name: webhookEventLabels[type] })).not.toBeChecked();
    }
    await userEvent.click(received);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Offer declined' }));
    await userEvent.click(screen.getByRole('button', { name: webhookText.save }));
    expect(await screen.findByText(webhookText.saved)).toBeInTheDocument();
    expect(puts).toEqual([
      {
        url: saved.url,
        events: ['voucher.redeemed', 'offer.received', 'offer.declined'],
        enabled: true,
      },
    ]);

    const table = await screen.findByRole('table', { name: webhookText.logCaption });
    const offerRow = within(table).getByText('Offer · Coffee Offers').closest('tr') as HTMLElement;
    expect(within(offerRow).getByText('Offer declined')).toBeInTheDocument();
    expect(within(table).getByText('7KQ2-M9XD-4T')).toBeInTheDocument();
    await userEvent.click(
      within(offerRow).getByRole('button', {
        name: 'Resend Offer declined for the offer on Coffee Offers',
      }),
    );
    await waitFor(() => expect(resends).toEqual(['/api/company/webhook/deliveries/d-2/resend']));
    expect(await screen.findByText(webhookText.resent)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
