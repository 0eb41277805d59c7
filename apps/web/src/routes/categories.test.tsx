import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND } from '@stepup/domain';
import { fakeApi } from '../testing/fake-api';
import { aCampaign, aCategory } from '../testing/fixtures';
import { axeViolations, renderApp } from '../testing/render-app';

const food = aCategory({ name: 'Food & Drink', order: 1, imageUrl: '/files/food.webp' });
const spa = aCategory({ name: 'Spa', order: 2 });
const unlocked = aCategory({ name: 'Rewards unlocked', order: 3 });
const perks = aCategory({ name: 'Perks', order: 4, widget: 'unlocked' });
const categories = [food, spa, unlocked, perks];

describe('/categories', () => {
  it('shows every category but the unlocked-rewards ones, in order, linking to its page', async () => {
    const campaigns = [
      aCampaign({ categoryIds: [food.id] }),
      aCampaign({ categoryIds: [food.id, spa.id] }),
    ];
    const { client } = fakeApi({ categories, campaigns });
    const { container } = renderApp('/categories', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'All categories' });
    const tiles = within(list).getAllByRole('link');
    expect(tiles.map((t) => t.getAttribute('href'))).toEqual([
      `/categories/${food.id}`,
      `/categories/${spa.id}`,
    ]);
    expect(tiles[0]).toHaveTextContent('Food & Drink2 vouchers');
    await waitFor(() => expect(tiles[1]).toHaveTextContent('Spa1 voucher'));
    expect(screen.queryByText('Rewards unlocked')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('/categories/{id}', () => {
  it("asks the API for that category's vouchers: 12, then 24 after Load more, Popular or Newest", async () => {
    const popular = Array.from({ length: 30 }, (_, i) =>
      aCampaign({ categoryIds: [food.id], salesCount: 100 - i }),
    );
    const newest = [...popular].reverse();
    const { client, fetch } = fakeApi({
      categories,
      campaigns: (query) =>
        query.get('category') !== food.id ? [] : query.get('sort') === 'newest' ? newest : popular,
    });
    const { container } = renderApp(`/categories/${food.id}`, client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Food & Drink' })).toBeVisible();
    const grid = screen.getByRole('region', { name: 'Food & Drink vouchers' });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(12));
    expect(within(grid).queryByRole('group', { name: 'Filter by category' })).toBeNull();
    expect(within(grid).getAllByRole('link')[0]).toHaveAccessibleName(
      new RegExp(popular[0]!.company.name),
    );
    expect(await axeViolations(container)).toEqual([]);

    expect(within(grid).getByText('Showing 12 of 30 vouchers')).toBeInTheDocument();

    await userEvent.click(within(grid).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(24));
    expect(within(grid).getAllByRole('link')[12]).toHaveAccessibleName(
      new RegExp(`${popular[12]!.company.name},`),
    );

    await userEvent.click(within(grid).getByRole('button', { name: 'Newest' }));
    await waitFor(() =>
      expect(within(grid).getAllByRole('link')[0]).toHaveAccessibleName(
        new RegExp(`${newest[0]!.company.name},`),
      ),
    );
    expect(within(grid).getAllByRole('link')).toHaveLength(12);
    // Back to Popular: from its first page again, as before paging moved to the server.
    await userEvent.click(within(grid).getByRole('button', { name: 'Popular' }));
    await waitFor(() =>
      expect(within(grid).getAllByRole('link')[0]).toHaveAccessibleName(
        new RegExp(`${popular[0]!.company.name},`),
      ),
    );
    expect(within(grid).getAllByRole('link')).toHaveLength(12);
    // Each page asked of the server, 12 at a time; never the category's whole list.
    const urls = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/campaigns?'));
    expect(urls).toEqual([
      `/api/campaigns?category=${food.id}&sort=popular&page=1&limit=12`,
      `/api/campaigns?category=${food.id}&sort=popular&page=2&limit=12`,
      `/api/campaigns?category=${food.id}&sort=newest&page=1&limit=12`,
    ]);
  });

  it('points to other categories when this one is empty', async () => {
    const { client } = fakeApi({ categories, campaigns: [] });
    renderApp(`/categories/${spa.id}`, client);
    expect(await screen.findByRole('heading', { name: 'No vouchers in Spa yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse other categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  it('shows the not-found page for an unknown id', async () => {
    const { client } = fakeApi({ categories });
    renderApp('/categories/no-such-category', client);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  });
});
