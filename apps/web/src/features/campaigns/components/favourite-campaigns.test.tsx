import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, fakeApi } from '../../../testing/fake-api';
import { aCampaign } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';

describe('Favorites tab of /for-me', () => {
  it('lists the favourite campaigns as cards, and a removed one leaves the list', async () => {
    const kept = aCampaign({ company: { id: 'k', name: 'Kept Co', website: null, logoUrl: null } });
    const gone = aCampaign({ company: { id: 'g', name: 'Gone Co', website: null, logoUrl: null } });
    const { client } = fakeApi({
      user: aUser(),
      campaigns: [kept, gone],
      favourites: [gone.id, kept.id],
    });
    const { container } = renderApp('/for-me?tab=5', client);
    expect(await screen.findByRole('heading', { name: 'Favorites', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Gone Co/ })).toHaveAttribute(
      'href',
      `/campaign/${gone.id}`,
    );
    expect(screen.getByRole('link', { name: /Kept Co/ })).toBeInTheDocument();
    const heart = screen.getByRole('button', { name: 'Favourite Gone Co' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(heart);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Gone Co/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /Kept Co/ })).toBeInTheDocument();
  });

  it('says what to do when there are no favourites yet', async () => {
    const { client } = fakeApi({ user: aUser(), campaigns: [aCampaign()] });
    const { container } = renderApp('/for-me?tab=5', client);
    const empty = await screen.findByRole('heading', { name: 'No favourites yet' });
    expect(empty).toBeInTheDocument();
    expect(screen.getByText(/Tap the heart on any voucher/)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Favorites' });
    expect(within(section).getByRole('link', { name: 'Browse vouchers' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts a heart beside (not inside) each home card link; a visitor goes to sign up', async () => {
    const campaign = aCampaign({
      company: { id: 'h', name: 'Heart Co', website: null, logoUrl: null },
    });
    const { client } = fakeApi({ campaigns: [campaign] });
    const { router } = renderApp('/', client);
    const [heart] = await screen.findAllByRole('button', { name: 'Favourite Heart Co' });
    if (!heart) throw new Error('no heart on the card');
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart.closest('a')).toBeNull();
    await userEvent.click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});
