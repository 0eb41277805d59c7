import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { aCampaign } from '../testing/fixtures';
import { axeViolations, renderApp } from '../testing/render-app';

const text = "Sorry but we couldnt find this page. It doesn't exist!";

describe('not-found page', () => {
  it.each(['/no-such-page', '/pages/404', '/campaign/a/b'])(
    '%s shows the text of docs/product.md',
    async (path) => {
      const { client } = fakeApi();
      const { container } = renderApp(path, client);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
      // The customer site has no /dashboard: Go Home is its own home (ADR 053).
      expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('shows for a campaign the API does not know', async () => {
    const { client } = fakeApi({ campaigns: [] });
    renderApp('/campaign/missing', client);
    expect(await screen.findByRole('heading', { level: 1, name: text })).toBeInTheDocument();
  });

  it('redirects /campaigns/:id to /campaign/:id', async () => {
    const campaign = aCampaign({
      company: { id: 'co', name: 'Bakehouse', website: null, logoUrl: null },
    });
    const { client } = fakeApi({ campaigns: [campaign] });
    const { router } = renderApp(`/campaigns/${campaign.id}`, client);
    expect(await screen.findByRole('heading', { name: 'Bakehouse' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/campaign/${campaign.id}`);
  });
});
