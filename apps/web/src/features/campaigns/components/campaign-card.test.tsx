import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { aCampaign } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

describe('a campaign card with ratings', () => {
  it('names its rating in the link, with the visible words apart (WCAG 2.5.3)', async () => {
    const campaign = aCampaign({ ratings: { count: 1, average: 4 } });
    const { client } = fakeApi({ campaigns: [campaign] });
    renderApp('/', client);
    const grid = await screen.findByRole('region', { name: 'All Vouchers' });
    const card = await within(grid).findByRole('link', { name: /4\.0 out of 5 \(1 rating\)$/ });
    // The visible text a speech-input user reads out is inside the link's name, word for word.
    const visible = card.textContent!.replace(/\s+/g, ' ').trim();
    expect(visible).toMatch(/£\d+\.\d\d 4\.0 out of 5 \(1 rating\)$/);
    const name = card.getAttribute('aria-label')!.replace(/,/g, '');
    expect(name).toContain(visible.slice(visible.indexOf('Save up to')));
  });
});
