import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Perk, PerkList } from '@stepup/contracts';
import { PERKS_UNAVAILABLE } from '@stepup/domain';
import { aCompanyUser, axeViolations, renderApp } from '../../../testing/render-app';

const aPerk = (over: Partial<Perk> = {}): Perk => ({
  id: 'p1',
  title: 'Card reader for £19',
  partner: 'Tillpoint Payments',
  description: 'Take contactless payments at the counter.',
  imageUrl: '/files/perk.webp',
  url: 'https://tillpoint.example/stepup',
  code: 'STEPUP19',
  endsOn: '2031-06-30',
  ...over,
});

const perksPage = (answer: PerkList) =>
  renderApp('/perks', {
    user: aCompanyUser(),
    api: (_method, path) =>
      path === '/api/company/perks' ? { status: 200, body: answer } : undefined,
  });

describe('/perks', () => {
  it("shows each perk's partner, picture, description, last day, link and code", async () => {
    const { container } = perksPage({
      available: true,
      perks: [
        aPerk(),
        aPerk({
          id: 'p2',
          title: 'Insurance',
          partner: 'Harbour Mutual',
          description: 'Cover for shops.',
          code: null,
          endsOn: null,
          imageUrl: null,
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Card reader for £19' })).toBeVisible();
    expect(screen.getByText('From Tillpoint Payments')).toBeInTheDocument();
    expect(screen.getByText('Take contactless payments at the counter.')).toBeInTheDocument();
    expect(screen.getByText('Until 30 June 2031')).toBeInTheDocument();
    expect(screen.getByText('STEPUP19')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Get this perk: Card reader for £19/ }),
    ).toHaveAttribute('href', 'https://tillpoint.example/stepup');
    // Only the perk with a code has a copy button.
    expect(screen.getAllByRole('button', { name: /Copy code/ })).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('copies the code and says so', async () => {
    perksPage({ available: true, perks: [aPerk()] });
    const button = await screen.findByRole('button', { name: 'Copy code: Card reader for £19' });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('STEPUP19');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  });

  it('says clearly when perks are not available at the moment', async () => {
    const { container } = perksPage({ available: false, perks: [] });
    expect(await screen.findByRole('heading', { name: PERKS_UNAVAILABLE })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Perks' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has an empty state', async () => {
    perksPage({ available: true, perks: [] });
    expect(await screen.findByText('No perks just yet')).toBeInTheDocument();
  });
});
