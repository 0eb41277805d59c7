import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { aCampaign } from '../testing/fixtures';
import { axeViolations, renderApp } from '../testing/render-app';

describe('campaign page', () => {
  it('shows the campaign, its steps, values and expiry', async () => {
    const campaign = aCampaign({
      name: 'Coffee for less',
      description: 'Fresh coffee every day.',
      discounts: [10, 15, 25],
      faceValuesPence: [2500, 5000, 10000],
      expiryYears: 2,
      company: {
        id: 'co',
        name: 'Bean There',
        website: 'https://beanthere.example',
        logoUrl: '/files/logo.png',
      },
    });
    const { client } = fakeApi({ campaigns: [campaign] });
    const { container } = renderApp(`/campaign/${campaign.id}`, client);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Voucher Campaign Details',
    );
    expect(await screen.findByRole('heading', { name: 'Bean There' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Get up to 25% off vouchers to use at Bean There')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Business website/ })).toHaveAttribute(
      'href',
      'https://beanthere.example',
    );
    for (const label of [
      'Save 10%',
      'Next time 15%',
      'After that 25%',
      '£25.00',
      '£50.00',
      '£100.00',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText(/in 2 years from purchase/)).toBeInTheDocument();
    expect(screen.getByText('Fresh coffee every day.')).toBeInTheDocument();
    expect(screen.getByText(/Buying vouchers is coming soon/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
