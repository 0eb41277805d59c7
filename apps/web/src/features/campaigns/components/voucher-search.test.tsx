import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { aCampaign } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';

describe('header voucher search', () => {
  it('opens a dialog with the matching vouchers on Enter and closes on Escape', async () => {
    const coffee = aCampaign({
      company: { id: 'a', name: 'Bean There', website: null, logoUrl: null },
      keywords: ['coffee'],
    });
    const spa = aCampaign({
      company: { id: 'b', name: 'Calm Spa', website: null, logoUrl: null },
    });
    const { client } = fakeApi({ campaigns: [coffee, spa] });
    renderApp('/cookies', client);
    const box = screen.getByRole('searchbox', { name: 'Search vouchers' });
    await userEvent.type(box, 'COFFEE{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Search results for “COFFEE”' });
    expect(await within(dialog).findByRole('link', { name: /Bean There/ })).toHaveAttribute(
      'href',
      `/campaign/${coffee.id}`,
    );
    expect(within(dialog).queryByRole('link', { name: /Calm Spa/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('also searches with the icon button and says when nothing matches', async () => {
    const { client } = fakeApi({ campaigns: [aCampaign()] });
    renderApp('/cookies', client);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search vouchers' }), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { name: 'No vouchers match “zzz”' }),
    ).toBeInTheDocument();
  });
});

describe('header voucher search on the server', () => {
  it("asks the API's search, not the whole list, and shows its answer", async () => {
    const found = aCampaign({
      company: { id: 'f', name: 'Found By Server', website: null, logoUrl: null },
    });
    const { client, fetch } = fakeApi({
      campaigns: [],
      search: (q) => (q === 'spa' ? [found] : []),
    });
    const { container } = renderApp('/cookies', client);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search vouchers' }),
      ' Spa {Enter}',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Search results for “Spa”' });
    expect(await within(dialog).findByRole('link', { name: /Found By Server/ })).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 voucher found');
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/campaigns/search?q=spa');
    expect(urls.some((u) => u.startsWith('/api/campaigns?'))).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });
});
