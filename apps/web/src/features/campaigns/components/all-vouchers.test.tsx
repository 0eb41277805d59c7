import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { aCampaign, aCategory } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';

function grid() {
  return screen.getByRole('region', { name: 'All Vouchers' });
}
function cardLinks() {
  return within(grid()).queryAllByRole('link');
}
/** The home page shown and the grid's first page arrived (asked of the server on its own). */
async function gridLoaded() {
  await screen.findByRole('heading', { name: 'All Vouchers' });
  await waitFor(() =>
    expect(within(grid()).queryByRole('status', { name: 'Loading vouchers' })).toBeNull(),
  );
}

describe('home page', () => {
  it('shows a preloader, then the info box', async () => {
    const { client } = fakeApi({ campaigns: [aCampaign()] });
    renderApp('/', client);
    expect(screen.getByRole('status', { name: 'Loading vouchers' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Guaranteed to save on every purchase - so treat yourself or surprise someone special',
      }),
    ).toBeInTheDocument();
    for (const tile of ['Exclusive Vouchers', 'Lower Prices', 'Great Gifts']) {
      expect(screen.getByText(tile)).toBeInTheDocument();
    }
  });

  it('shows 12 cards, then 24 after Load more, then all 30 and no Load more', async () => {
    const campaigns = Array.from({ length: 30 }, () => aCampaign());
    const { client } = fakeApi({ campaigns });
    const { container } = renderApp('/', client);
    await gridLoaded();
    expect(cardLinks()).toHaveLength(12);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(24));
    expect(cardLinks()[12]).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(30));
    expect(screen.getByText('Showing 30 of 30 vouchers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks the server for each page of 12, not for the whole list, and says how many there are', async () => {
    const campaigns = Array.from({ length: 30 }, () => aCampaign());
    const { client, fetch } = fakeApi({ campaigns });
    renderApp('/', client);
    await gridLoaded();
    expect(screen.getByText('Showing 12 of 30 vouchers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(24));
    // The second page came from the server (the fake answers only the page asked for).
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/campaigns?sort=popular&page=2&limit=12');
    expect(cardLinks()[12]).toHaveAttribute('href', `/campaign/${campaigns[12]!.id}`);
    expect(screen.getByText('Showing 24 of 30 vouchers')).toBeInTheDocument();
  });

  it('asks the API for Popular, then Newest, and shows each answer in its order', async () => {
    const old = aCampaign({ salesCount: 50, createdAt: '2024-01-01T00:00:00.000Z' });
    const middle = aCampaign({ salesCount: 5, createdAt: '2024-06-01T00:00:00.000Z' });
    const recent = aCampaign({ salesCount: 20, createdAt: '2025-03-01T00:00:00.000Z' });
    const { client, fetch } = fakeApi({
      campaigns: (query) =>
        query.get('sort') === 'newest' ? [recent, middle, old] : [old, recent, middle],
    });
    renderApp('/', client);
    await gridLoaded();
    const companies = () =>
      within(grid())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);

    const popular = screen.getByRole('button', { name: 'Popular' });
    const newest = screen.getByRole('button', { name: 'Newest' });
    expect(popular).toHaveAttribute('aria-pressed', 'true');
    expect(companies()).toEqual([old, recent, middle].map((c) => c.company.name));

    await userEvent.click(newest);
    expect(newest).toHaveAttribute('aria-pressed', 'true');
    expect(popular).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(companies()).toEqual([recent, middle, old].map((c) => c.company.name)),
    );
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/campaigns?sort=popular&page=1&limit=12',
        '/api/campaigns?sort=newest&page=1&limit=12',
      ]),
    );
  });

  it('asks the API for a category and hides the unlocked-rewards categories', async () => {
    const food = aCategory({ name: 'Food & Drink' });
    const hidden = aCategory({ name: 'Rewards unlocked' });
    const widget = aCategory({ name: 'Perks', widget: 'unlocked' });
    const everything = [aCampaign(), aCampaign()];
    const pizza = aCampaign({
      categoryIds: [food.id],
      company: { id: 'co-pizza', name: 'Pizza Place', website: null, logoUrl: null },
    });
    const { client, fetch } = fakeApi({
      categories: [food, hidden, widget],
      campaigns: (query) => (query.get('category') === food.id ? [pizza] : everything),
    });
    renderApp('/', client);
    await gridLoaded();
    const filter = await screen.findByRole('group', { name: 'Filter by category' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Food & Drink']);
    expect(cardLinks()).toHaveLength(2);

    await userEvent.click(within(filter).getByRole('button', { name: 'Food & Drink' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(1));
    expect(cardLinks()[0]).toHaveAccessibleName(/Pizza Place/);
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`/api/campaigns?category=${food.id}&sort=popular&page=1&limit=12`);

    await userEvent.click(within(filter).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(2));
  });

  it('says what to do next when a category is empty', async () => {
    const spa = aCategory({ name: 'Spa' });
    const { client } = fakeApi({
      categories: [spa],
      campaigns: (query) => (query.get('category') ? [] : [aCampaign()]),
    });
    renderApp('/', client);
    await userEvent.click(await screen.findByRole('button', { name: 'Spa' }));
    expect(
      await screen.findByRole('heading', { name: 'No vouchers in Spa yet' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all vouchers' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(1));
  });

  it('links each card to its campaign with the company in its name and the third slot as price', async () => {
    const campaign = aCampaign({
      id: 'abc-123',
      discounts: [10, 20, 35],
      faceValuesPence: [2500, 5000, 10000],
      company: { id: 'co', name: 'Bean There Coffee', website: null, logoUrl: '/files/l.png' },
    });
    const { client } = fakeApi({ campaigns: [campaign] });
    renderApp('/', client);
    await gridLoaded();
    const [card] = cardLinks();
    expect(card).toHaveAttribute('href', '/campaign/abc-123');
    expect(card).toHaveAccessibleName(/Bean There Coffee/);
    expect(within(card!).getByText('Save up to 35%')).toBeInTheDocument();
    expect(within(card!).getByText(/£100\.00/)).toBeInTheDocument();
    const [picture, logo] = within(card!).getAllByRole('img');
    expect(picture).toHaveAttribute('width', '540');
    expect(picture).toHaveAttribute('height', '270');
    expect(logo).toHaveAttribute('alt', 'Bean There Coffee logo');
  });

  it('shows an empty state when there are no vouchers', async () => {
    const { client } = fakeApi({ campaigns: [] });
    renderApp('/', client);
    expect(await screen.findByRole('heading', { name: 'No vouchers yet' })).toBeInTheDocument();
  });
});
