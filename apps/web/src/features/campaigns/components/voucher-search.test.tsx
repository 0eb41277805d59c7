import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { aCampaign } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

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
