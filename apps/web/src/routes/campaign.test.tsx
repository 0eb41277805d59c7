import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, aUser } from '../testing/fake-api';
import { aCampaign } from '../testing/fixtures';
import { axeViolations, renderApp } from '../testing/render-app';

const coffee = () =>
  aCampaign({
    name: 'Coffee for less',
    description: 'Fresh coffee every day.',
    discounts: [10, 15, 25],
    faceValuesPence: [2500, 5000, 10000],
    expiryYears: 2,
    featured: true,
    company: {
      id: 'co',
      name: 'Bean There',
      website: 'https://beanthere.example',
      logoUrl: '/files/logo.png',
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('campaign page', () => {
  it("asks for the campaign's picture first, its largest paint", async () => {
    const campaign = coffee();
    const { client } = fakeApi({ campaigns: [campaign] });
    renderApp(`/campaign/${campaign.id}`, client);
    await screen.findByRole('img', { name: 'Coffee for less at Bean There' });
    const pictures = [...document.querySelectorAll('img.campaign-image__picture')];
    const first = pictures.filter((img) => img.getAttribute('fetchpriority') === 'high');
    expect(first).toHaveLength(1);
    expect(first[0]!.closest('.campaign-details__media')).not.toBeNull();
    expect(first[0]).toHaveAttribute('loading', 'eager');
  });

  it('shows a visitor the campaign, its ladder, the purchase inputs and other featured ones', async () => {
    const campaign = coffee();
    const other = aCampaign({
      featured: true,
      company: { id: 'o', name: 'Other Featured', website: null, logoUrl: null },
    });
    const plain = aCampaign({
      company: { id: 'p', name: 'Not Featured', website: null, logoUrl: null },
    });
    const { client } = fakeApi({ campaigns: [campaign, other, plain] });
    const { container } = renderApp(`/campaign/${campaign.id}`, client);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Voucher Campaign Details',
    );
    expect(await screen.findByRole('heading', { name: 'Bean There' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const how = screen.getByRole('list', { name: 'How it works' });
    for (const step of [
      'Choose your voucher',
      'Get an instant discount',
      'Unlock bigger discounts',
    ]) {
      expect(within(how).getByText(step)).toBeInTheDocument();
    }
    expect(screen.getByText('Exclusive')).toBeInTheDocument();
    expect(screen.getAllByText('Featured').length).toBeGreaterThan(0);
    expect(screen.getByText('Get up to 25% off vouchers to use at Bean There')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Business website/ })).toHaveAttribute(
      'href',
      'https://beanthere.example',
    );
    expect(screen.getByRole('img', { name: 'Bean There logo' })).toBeInTheDocument();
    for (const label of ['Save 10%', 'Next time 15%', 'After that 25%', 'Custom']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    // A visitor is at step 1: nothing crossed out.
    expect(container.querySelectorAll('s')).toHaveLength(0);
    const values = screen.getByRole('group', { name: 'Choose your voucher' });
    expect(within(values).getAllByRole('radio')).toHaveLength(4);
    expect(within(values).getByRole('radio', { name: /£25\.00/ })).toBeChecked();
    expect(within(values).getByText('Pay £22.50')).toBeInTheDocument();
    expect(within(values).getByRole('radio', { name: /Choose your own/ })).toBeEnabled();
    const who = screen.getByRole('group', { name: 'Who is it for?' });
    expect(within(who).getByRole('radio', { name: 'Myself' })).toBeChecked();
    expect(within(who).getByRole('radio', { name: 'Gift' })).not.toBeChecked();
    // A visitor buys as a guest (step 1) and is told what an account adds.
    expect(screen.getByRole('button', { name: 'Buy + Unlock Bigger Discounts' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByText('Fresh coffee every day.')).toBeInTheDocument();
    expect(screen.getByText(/expire 2 years after purchase/)).toBeInTheDocument();
    expect(
      screen.getByText(/You buy this voucher from Bean There, not from us/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/app-t-and-c',
    );
    const strip = await screen.findByRole('region', { name: 'Featured' });
    expect(within(strip).getByRole('link', { name: /Other Featured/ })).toBeInTheDocument();
    expect(within(strip).queryByRole('link', { name: /Bean There/ })).not.toBeInTheDocument();
    expect(within(strip).queryByRole('link', { name: /Not Featured/ })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("crosses out a customer's bought steps and offers only the slots the server leaves open", async () => {
    const campaign = { ...coffee(), viewerLevel: 3 as const };
    const { client } = fakeApi({
      user: aUser(),
      campaigns: [campaign],
      slotStatuses: () => [
        [2, 2, 2],
        [2, 2, 2],
        [1, 1, 3],
      ],
    });
    const { container } = renderApp(`/campaign/${campaign.id}`, client);
    const values = await screen.findByRole('group', { name: 'Choose your voucher' });
    const crossed = [...container.querySelectorAll('s')].map((s) => s.textContent);
    expect(crossed).toEqual(['Save 10% (unlocked)', 'Next time 15% (unlocked)']);
    expect(screen.getByText('Your step').closest('li')).toHaveTextContent('After that 25%');
    expect(within(values).getByRole('radio', { name: /£100\.00/ })).toBeDisabled();
    expect(within(values).getByText('Sold out at this step')).toBeInTheDocument();
    expect(within(values).getByRole('radio', { name: /£25\.00/ })).toBeChecked();
    // 25% off £25.00, paid by card in the next step.
    const buy = screen.getByRole('button', { name: "Let's Go £18.75" });
    expect(buy).toBeEnabled();
    expect(buy).toHaveAccessibleDescription(/then pay by card/);

    await userEvent.click(within(values).getByRole('radio', { name: /£50\.00/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Gift' }));
    expect(
      screen.getByRole('button', { name: "Let's Go £37.50 + £1.50 gift fee" }),
    ).toBeInTheDocument();
    await userEvent.click(within(values).getByRole('radio', { name: /Choose your own/ }));
    // The custom offer's own inputs, with the defaults of docs/product.md (£100 at 25% off).
    expect(screen.getByRole('button', { name: 'Request' })).toBeEnabled();
    expect(screen.getByLabelText('Voucher value (£)')).toHaveValue('100');
    expect(screen.getByText('Custom').closest('li')).toHaveClass('is-active');
    expect(screen.queryByRole('button', { name: 'Buy + Unlock Bigger Discounts' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when every step is unlocked and leaves only the custom offer', async () => {
    const campaign = { ...coffee(), viewerLevel: 'complete' as const };
    const { client } = fakeApi({
      user: aUser(),
      campaigns: [campaign],
      slotStatuses: () => [
        [2, 2, 2],
        [2, 2, 2],
        [2, 2, 2],
      ],
    });
    const { container } = renderApp(`/campaign/${campaign.id}`, client);
    expect(await screen.findByText(/You have unlocked every step/)).toBeInTheDocument();
    expect(container.querySelectorAll('s')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Choose your own/ })).toBeChecked();
    for (const face of [/£25\.00/, /£50\.00/, /£100\.00/]) {
      expect(screen.getByRole('radio', { name: face })).toBeDisabled();
    }
  });

  it('shares by email and copies the link, saying "Link copied"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    // A spread copies no prototype getters: the visitor's bot-check widget reads the languages.
    vi.stubGlobal('navigator', {
      ...navigator,
      language: navigator.language,
      languages: navigator.languages,
      clipboard: { writeText },
    });
    const campaign = coffee();
    const { client } = fakeApi({ campaigns: [campaign] });
    renderApp(`/campaign/${campaign.id}`, client);
    const email = await screen.findByRole('link', { name: 'Share by email' });
    const url = `${window.location.origin}/campaign/${campaign.id}`;
    expect(email.getAttribute('href')).toContain('mailto:?subject=');
    expect(decodeURIComponent(email.getAttribute('href') ?? '')).toContain(url);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('sends a visitor who taps the heart to sign up', async () => {
    const campaign = coffee();
    const { client } = fakeApi({ campaigns: [campaign] });
    const { router } = renderApp(`/campaign/${campaign.id}`, client);
    const heart = await screen.findByRole('button', { name: 'Favourite Bean There' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('fills the heart at once and springs it back with a message when saving fails', async () => {
    const campaign = coffee();
    let fail = false;
    const { client, fetch } = fakeApi({
      user: aUser(),
      campaigns: [campaign],
      favouriteAnswer: () =>
        fail ? { status: 500, body: { error: { code: 'internal', message: 'x' } } } : undefined,
    });
    renderApp(`/campaign/${campaign.id}`, client);
    const heart = await screen.findByRole('button', { name: 'Favourite Bean There' });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        `/api/favourites/${campaign.id}`,
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    fail = true;
    await act(() => userEvent.click(heart));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't update your favourites. Please try again.",
    );
  });
});
