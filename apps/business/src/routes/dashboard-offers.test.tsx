import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_PREREQUISITES,
  CUSTOM_OFFER_AUTO_ACCEPT_RANGE,
  CUSTOM_OFFER_MAX_FACE_VALUE_RANGE,
  OFFER_SETTINGS_SAVED,
  offerSettingsSummary,
  offersWaitingText,
} from '@stepup/domain';
import { apiError, axeViolations } from '../testing/render-app';
import type { CompanyApi } from '../testing/render-company-app';
import {
  aCompanyCampaign,
  aCompanyOffer,
  aDashboard,
  renderCompanyApp,
} from '../testing/render-company-app';

const campaign = aCompanyCampaign({
  customOfferSettings: { enabled: true, maxFaceValuePence: 50000, autoAcceptDiscount: null },
  customOfferSales: { count: 2, faceValuePence: 15000, paidPence: 10500 },
});

/** The dashboard with one campaign, two offers waiting, and the settings endpoint recorded. */
function server() {
  const saved: Record<string, unknown>[] = [];
  let dashboardReads = 0;
  const api: CompanyApi = {
    'GET /api/company/dashboard': () => {
      dashboardReads += 1;
      return { status: 200, body: aDashboard({ campaigns: [campaign] }) };
    },
    'GET /api/company/custom-offers': () => ({
      status: 200,
      body: { offers: [aCompanyOffer(), aCompanyOffer({ id: 'offer-2' })], waitingCount: 2 },
    }),
    'PUT /api/company/campaigns/campaign-1/custom-offers': (body) => {
      saved.push(body);
      return { status: 200, body };
    },
  };
  return { api, saved, reads: () => dashboardReads };
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

describe('custom offers on the company dashboard (/dashboard)', () => {
  it("shows each campaign's custom-offer sales beside the ladder's, its offer settings, and the offers waiting, linking to the inbox", async () => {
    const { container } = renderCompanyApp('/dashboard', server().api);
    const section = await screen.findByRole('region', { name: 'Custom offers Coffee Club' });
    const sales = within(section);
    expect(sales.getByText('Sold').nextSibling).toHaveTextContent('2');
    expect(sales.getByText('Face value').nextSibling).toHaveTextContent('£150.00');
    expect(sales.getByText('Paid').nextSibling).toHaveTextContent('£105.00');
    expect(sales.getByText(offerSettingsSummary(true, '£500.00', null))).toBeInTheDocument();
    // The ladder's figures are still there beside them.
    expect(
      screen.getByRole('table', { name: 'Sales per step of Coffee Club' }),
    ).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: offersWaitingText(2) })).toHaveAttribute(
      'href',
      '/offers',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('checks the offer settings beside each input, then saves them and says so', async () => {
    const { api, saved, reads } = server();
    renderCompanyApp('/dashboard', api);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Offer settings for Coffee Club' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Custom offers: Coffee Club' });
    const allow = within(dialog).getByRole('checkbox', { name: 'Allow customer offers' });
    const max = within(dialog).getByLabelText('Highest face value considered (£)');
    const auto = within(dialog).getByLabelText('Auto-accept offers at or below (%)');
    expect(allow).toBeChecked();
    expect(max).toHaveValue('500');
    expect(auto).toHaveValue('');

    await userEvent.clear(max);
    await userEvent.type(max, '600');
    expect(max).toHaveAccessibleDescription(
      expect.stringContaining(CUSTOM_OFFER_MAX_FACE_VALUE_RANGE),
    );
    await userEvent.type(auto, '3');
    expect(auto).toHaveAccessibleDescription(
      expect.stringContaining(CUSTOM_OFFER_AUTO_ACCEPT_RANGE),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([]);
    expect(max).toHaveFocus();
    expect(await axeViolations(dialog)).toEqual([]);

    await userEvent.clear(max);
    await userEvent.type(max, '250');
    await userEvent.clear(auto);
    await userEvent.type(auto, '20');
    expect(max).not.toHaveAccessibleDescription(
      expect.stringContaining(CUSTOM_OFFER_MAX_FACE_VALUE_RANGE),
    );
    const before = reads();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(OFFER_SETTINGS_SAVED);
    expect(saved).toEqual([{ enabled: true, maxFaceValuePence: 25000, autoAcceptDiscount: 20 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('turns customer offers off, and auto-accept off with an empty discount', async () => {
    const { api, saved } = server();
    renderCompanyApp('/dashboard', api);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Offer settings for Coffee Club' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Allow customer offers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(OFFER_SETTINGS_SAVED);
    expect(saved).toEqual([{ enabled: false, maxFaceValuePence: 50000, autoAcceptDiscount: null }]);
  });

  it("shows the server's refusal in the dialog", async () => {
    const { api } = server();
    api['PUT /api/company/campaigns/campaign-1/custom-offers'] = () =>
      apiError(403, 'forbidden', 'Only an owner of the company can change this.');
    renderCompanyApp('/dashboard', api);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Offer settings for Coffee Club' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Only an owner of the company can change this.',
    );
  });

  it('shows staff the custom-offer sales and the waiting count, without the settings', async () => {
    renderCompanyApp('/dashboard', { ...server().api, ...staff });
    expect(await screen.findByRole('link', { name: offersWaitingText(2) })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Custom offers Coffee Club' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Offer settings/ })).not.toBeInTheDocument();
  });
});
