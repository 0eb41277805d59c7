import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignSummary } from '@stepup/contracts';
import { fakeApi } from '../testing/fake-api';
import { aCampaign } from '../testing/fixtures';
import { axeViolations, renderApp } from '../testing/render-app';

const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();
const named = (name: string, overrides: Partial<CampaignSummary> = {}) =>
  aCampaign({ ...overrides, company: { id: `co-${name}`, name, website: null, logoUrl: null } });

/**
 * Ten campaigns whose lists differ: featured A–F (six, so the tab must cut to four), newest
 * by day, popular by sales, value by the step-3 discount.
 */
function marketplace() {
  return [
    named('Alpha', { featured: true, salesCount: 1, createdAt: day(1), discounts: [5, 10, 20] }),
    named('Bravo', { featured: true, salesCount: 90, createdAt: day(2), discounts: [5, 10, 25] }),
    named('Charlie', { featured: true, salesCount: 2, createdAt: day(3), discounts: [5, 10, 30] }),
    named('Delta', { featured: true, salesCount: 80, createdAt: day(4), discounts: [5, 10, 15] }),
    named('Echo', { featured: true, salesCount: 3, createdAt: day(5), discounts: [5, 10, 60] }),
    named('Foxtrot', { featured: true, salesCount: 4, createdAt: day(6), discounts: [5, 10, 20] }),
    named('Golf', { salesCount: 70, createdAt: day(20), discounts: [5, 10, 55], topPick: true }),
    named('Hotel', { salesCount: 60, createdAt: day(21), discounts: [5, 10, 50] }),
    named('India', { salesCount: 5, createdAt: day(22), discounts: [5, 10, 45] }),
    named('Juliet', { salesCount: 6, createdAt: day(23), discounts: [5, 10, 40] }),
  ];
}

function tabsRegion() {
  return screen.getByRole('region', { name: 'Our vouchers' });
}
function panelCompanies() {
  const panel = within(tabsRegion()).getByRole('tabpanel');
  return within(panel)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
}

async function renderHome(campaigns = marketplace()) {
  const api = fakeApi({ campaigns });
  const utils = renderApp('/', api.client);
  await screen.findByRole('tablist', { name: 'Vouchers to show' });
  return { ...utils, ...api };
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  vi.unstubAllGlobals();
});

describe('home: the first paint', () => {
  it("asks for the top pick's picture first and leaves All Vouchers' pictures until scrolled to", async () => {
    await renderHome();
    // All Vouchers is at the foot of the page (its first page asked of the server on its own):
    // every picture there waits to be scrolled to.
    const allVouchers = screen.getByRole('region', { name: 'All Vouchers' });
    const below = await within(allVouchers).findAllByRole('img', { name: / at / });
    expect(below.length).toBeGreaterThan(4);
    for (const img of below) expect(img).toHaveAttribute('loading', 'lazy');
    // One picture of the whole page is its largest paint: fetched at once and before the others.
    const pictures = [...document.querySelectorAll('img.campaign-image__picture')];
    const first = pictures.filter((img) => img.getAttribute('fetchpriority') === 'high');
    expect(first).toHaveLength(1);
    expect(first[0]!.closest('.info-box__pick')).not.toBeNull();
    expect(first[0]).toHaveAttribute('loading', 'eager');
  });
});

describe('home: the tabbed carousel', () => {
  it('opens on Featured (tab 2) with its first four cards, tabs in their numbered order', async () => {
    const { container } = await renderHome();
    const tabs = within(tabsRegion()).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Newest', 'Featured', 'Trending', 'Value']);
    expect(screen.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
    expect(panelCompanies()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(within(tabsRegion()).getByRole('tabpanel')).toHaveAccessibleName('Featured');
    expect(within(tabsRegion()).getByRole('link', { name: 'All Vouchers' })).toHaveAttribute(
      'href',
      '#all-vouchers',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows four cards per tab: newest, most popular and deepest step-3 discount', async () => {
    await renderHome();
    await userEvent.click(screen.getByRole('tab', { name: 'Newest' }));
    expect(panelCompanies()).toEqual(['Juliet', 'India', 'Hotel', 'Golf']);
    await userEvent.click(screen.getByRole('tab', { name: 'Trending' }));
    expect(panelCompanies()).toEqual(['Bravo', 'Delta', 'Golf', 'Hotel']);
    await userEvent.click(screen.getByRole('tab', { name: 'Value' }));
    expect(panelCompanies()).toEqual(['Echo', 'Golf', 'Hotel', 'India']);
  });

  it('moves between tabs with the arrow keys, Home and End (one tab stop)', async () => {
    await renderHome();
    const featured = screen.getByRole('tab', { name: 'Featured' });
    expect(
      within(tabsRegion())
        .getAllByRole('tab')
        .filter((t) => t.tabIndex === 0),
    ).toEqual([featured]);
    featured.focus();
    await userEvent.keyboard('{ArrowRight}');
    const trending = screen.getByRole('tab', { name: 'Trending' });
    expect(trending).toHaveFocus();
    expect(trending).toHaveAttribute('aria-selected', 'true');
    expect(panelCompanies()[0]).toBe('Bravo');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Value' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Newest' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Value' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Newest' })).toHaveFocus();
  });

  it.each([
    [500, '1'],
    [800, '2'],
    [1000, '3'],
    [1300, '4'],
  ])('at %i px wide shows %s card(s) per view', async (width, perView) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    await renderHome();
    const carousel = within(tabsRegion()).getByRole('list', { name: 'Featured vouchers' });
    expect(carousel.parentElement).toHaveAttribute('data-per-view', perView);
    const arrows = within(tabsRegion()).queryByRole('button', { name: 'Next vouchers' });
    if (perView === '4') expect(arrows).toBeNull();
    else {
      expect(arrows).toBeEnabled();
      // It starts at the first card, so there is nothing before it.
      expect(
        within(tabsRegion()).getByRole('button', { name: 'Previous vouchers' }),
      ).toBeDisabled();
    }
  });

  it('says so when a tab has nothing to show', async () => {
    await renderHome([named('Solo')]);
    expect(screen.getByRole('heading', { name: 'No featured vouchers yet' })).toBeInTheDocument();
  });
});

describe('home: the promo cards', () => {
  it('Sign Up goes to /signup', async () => {
    const { router } = await renderHome();
    const cards = screen.getByRole('list', { name: 'Ways to save' });
    const signUp = within(cards).getByRole('link', { name: 'Sign Up' });
    expect(signUp).toHaveAttribute('href', '/signup');
    await userEvent.click(signUp);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it.each([
    ['Top Savers', 'Value', 'Echo'],
    ['Just In', 'Newest', 'Juliet'],
    ['Featured', 'Featured', 'Alpha'],
  ])('%s opens the %s tab and puts focus on it', async (button, tab, first) => {
    await renderHome();
    if (tab === 'Featured') await userEvent.click(screen.getByRole('tab', { name: 'Trending' }));
    const cards = screen.getByRole('list', { name: 'Ways to save' });
    await userEvent.click(within(cards).getByRole('button', { name: button }));
    const selected = screen.getByRole('tab', { name: tab });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(selected).toHaveFocus();
    expect(panelCompanies()[0]).toBe(first);
  });

  it('are the four of docs/product.md', async () => {
    await renderHome();
    const cards = screen.getByRole('list', { name: 'Ways to save' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Save More Now', 'See Top Offers', "What's New", 'Best Recommended']);
  });
});

describe('home: the moving strip', () => {
  function strip() {
    return screen.getByRole('region', { name: 'Campaign pictures' });
  }

  it('repeats a short list to six slides, in a loop, with a pause button', async () => {
    const { container } = await renderHome([named('One'), named('Two')]);
    const slides = within(strip()).getAllByRole('link');
    expect(slides).toHaveLength(6);
    expect(
      slides.filter((l) => l.getAttribute('href') === slides[0]!.getAttribute('href')),
    ).toHaveLength(3);
    // The loop's second copy is hidden from assistive technology and the tab order.
    const copies = strip().querySelectorAll('[aria-hidden="true"] a');
    expect(copies).toHaveLength(6);
    copies.forEach((a) => expect(a).toHaveAttribute('tabindex', '-1'));
    expect(strip()).toHaveAttribute('data-moving', 'true');

    const pause = within(strip()).getByRole('button', { name: 'Pause the moving pictures' });
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(strip()).toHaveAttribute('data-moving', 'false');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps every campaign once when there are six or more', async () => {
    const campaigns = marketplace();
    await renderHome(campaigns);
    const hrefs = within(strip())
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect([...hrefs].sort()).toEqual(campaigns.map((c) => `/campaign/${c.id}`).sort());
  });

  it.each([
    [600, '2'],
    [800, '3'],
    [1000, '4'],
    [1300, '5'],
    [1600, '6'],
  ])('at %i px wide shows %s pictures per view', async (width, perView) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    await renderHome();
    expect(strip().style.getPropertyValue('--strip-per-view')).toBe(perView);
  });

  it('stands still, without the loop copy, for people who ask for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await renderHome([named('One'), named('Two')]);
    expect(strip()).toHaveAttribute('data-moving', 'false');
    expect(strip().querySelector('[aria-hidden="true"]')).toBeNull();
    expect(within(strip()).queryByRole('button')).toBeNull();
    expect(within(strip()).getAllByRole('link')).toHaveLength(6);
  });
});

describe("home: the signed-in customer's completed ladders", () => {
  it('are left out of the top pick, the strip and the tabs, but stay in All Vouchers', async () => {
    const done = named('Finished Ladder', {
      featured: true,
      topPick: true,
      salesCount: 999,
      createdAt: day(28),
      discounts: [10, 20, 80],
      viewerLevel: 'complete',
    });
    const open = named('Open Ladder', { featured: true, topPick: true, viewerLevel: 2 });
    await renderHome([done, open]);
    const pick = screen.getByRole('heading', { name: 'Top pick' }).parentElement!;
    expect(within(pick).getByRole('link')).toHaveAccessibleName(/Open Ladder/);
    for (const tab of ['Newest', 'Featured', 'Trending', 'Value']) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      expect(panelCompanies()).toEqual(['Open Ladder']);
    }
    const strip = screen.getByRole('region', { name: 'Campaign pictures' });
    expect(
      within(strip)
        .getAllByRole('link')
        .every((a) => a.getAttribute('href') === `/campaign/${open.id}`),
    ).toBe(true);
    const grid = screen.getByRole('region', { name: 'All Vouchers' });
    await waitFor(() =>
      expect(within(grid).getByRole('link', { name: /Finished Ladder/ })).toBeInTheDocument(),
    );
  });
});
