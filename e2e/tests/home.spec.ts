import type { Page } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { signIn } from './helpers';
import { urls } from '../playwright.config';

interface Campaign {
  id: string;
  testMode: boolean;
}
interface Category {
  id: string;
  name: string;
  widget: string | null;
}

/** The API's answer as this page's browser (and its session cookie) gets it. */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${urls.web}/api${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}
const campaignIds = async (page: Page, query: string) =>
  (await api<{ campaigns: Campaign[] }>(page, `/campaigns?${query}`)).campaigns.map((c) => c.id);

const hrefsOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.replace('/campaign/', '')));

/** Scrolls to the bottom and back so lazy pictures load before a full-page screenshot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
  );
}

test('the home page shows every part on the seeded marketplace, with the tab rule', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Guaranteed to save on every purchase - so treat yourself or surprise someone special',
    }),
  ).toBeVisible();
  for (const tile of ['Exclusive Vouchers', 'Lower Prices', 'Great Gifts']) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Top pick' })).toBeVisible();

  // The moving strip: every visible campaign, at least six slides, and a pause button.
  const strip = page.getByRole('region', { name: 'Campaign pictures' });
  const visible = await campaignIds(page, 'sort=popular');
  await expect(strip.getByRole('link')).toHaveCount(Math.max(6, visible.length));
  await expect(strip).toHaveAttribute('data-moving', 'true');
  const pause = strip.getByRole('button', { name: 'Pause the moving pictures' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(strip).toHaveAttribute('data-moving', 'false');

  // The promo cards and the tabs: Featured by default, 4 cards each, promo cards open tabs.
  const promos = page.getByRole('list', { name: 'Ways to save' });
  await expect(promos.getByRole('heading', { level: 2 })).toHaveText([
    'Save More Now',
    'See Top Offers',
    "What's New",
    'Best Recommended',
  ]);
  await expect(promos.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  const tabs = page.getByRole('region', { name: 'Our vouchers' });
  const panelCards = tabs.getByRole('tabpanel').getByRole('link', { name: /Save up to/ });
  await expect(tabs.getByRole('tab', { name: 'Featured' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panelCards).toHaveCount(4);
  if (testInfo.project.name === 'phone') {
    // One card per view: the arrows page through the four, starting at the first.
    const previous = tabs.getByRole('button', { name: 'Previous vouchers' });
    await expect(previous).toBeDisabled();
    await tabs.getByRole('button', { name: 'Next vouchers' }).click();
    await expect(previous).toBeEnabled();
  }
  await promos.getByRole('button', { name: 'Top Savers' }).click();
  await expect(tabs.getByRole('tab', { name: 'Value' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Value' })).toHaveAttribute('aria-selected', 'true');
  await expect(panelCards).toHaveCount(4);
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Trending' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Trending is the most popular four, in order.
  await expect
    .poll(() => hrefsOf(page, '.home-tabs [role="tabpanel"] a.campaign-card'))
    .toEqual(visible.slice(0, 4));
  await promos.getByRole('button', { name: 'Just In' }).click();
  await expect(tabs.getByRole('tab', { name: 'Newest' })).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(() => hrefsOf(page, '.home-tabs [role="tabpanel"] a.campaign-card'))
    .toEqual((await campaignIds(page, 'sort=newest')).slice(0, 4));
  await promos.getByRole('button', { name: 'Featured' }).click();
  await expect(tabs.getByRole('tab', { name: 'Featured' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expectAccessible(page);
  await loadLazyImages(page);
  await screenshot(page, 'home-full', testInfo.project.name);
});

test('All Vouchers: 12 then 24, Popular and Newest orders, no unlocked-rewards filter', async ({
  page,
}) => {
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'All Vouchers' });
  const cards = '#all-vouchers ul.ui-card-grid a.campaign-card';
  await expect(grid.locator('a.campaign-card')).toHaveCount(12);
  await expect
    .poll(() => hrefsOf(page, cards))
    .toEqual((await campaignIds(page, 'sort=popular')).slice(0, 12));
  await grid.getByRole('button', { name: 'Load more' }).click();
  await expect(grid.locator('a.campaign-card')).toHaveCount(24);

  await grid.getByRole('button', { name: 'Newest' }).click();
  await expect(grid.getByRole('button', { name: 'Newest' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const newest = (await campaignIds(page, 'sort=newest')).slice(0, 12);
  await expect.poll(() => hrefsOf(page, cards)).toEqual(newest);

  const { categories } = await api<{ categories: Category[] }>(page, '/categories');
  const hidden = categories.filter((c) => c.name === 'Rewards unlocked' || c.widget === 'unlocked');
  expect(hidden.length).toBeGreaterThan(0);
  const filter = grid.getByRole('group', { name: 'Filter by category' });
  await expect(filter.getByRole('button')).toHaveText([
    'All',
    ...categories.filter((c) => !hidden.includes(c)).map((c) => c.name),
  ]);
  await expectAccessible(page);
});

test('/categories lists the categories and /categories/{id} shows one', async ({
  page,
}, testInfo) => {
  const { categories } = await api<{ categories: Category[] }>(page, '/categories');
  const shelves = categories.filter((c) => c.widget !== 'unlocked');
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'All categories' }).getByRole('link');
  await expect(tiles).toHaveCount(shelves.length);
  await expect(tiles.first()).toContainText(shelves[0]!.name);
  await expect(tiles.first()).toContainText(/\d+ vouchers?/);
  await expectAccessible(page);
  await loadLazyImages(page);
  await screenshot(page, 'categories', testInfo.project.name);

  await tiles.first().click();
  await expect(page).toHaveURL(new RegExp(`/categories/${shelves[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: shelves[0]!.name })).toBeVisible();
  const grid = page.getByRole('region', { name: `${shelves[0]!.name} vouchers` });
  const inCategory = await campaignIds(page, `category=${shelves[0]!.id}&sort=popular`);
  await expect(grid.locator('a.campaign-card')).toHaveCount(Math.min(12, inCategory.length));
  await expect
    .poll(() => hrefsOf(page, 'section[aria-labelledby] ul.ui-card-grid a.campaign-card'))
    .toEqual(inCategory.slice(0, 12));
  await expectAccessible(page);
  await screenshot(page, 'category', testInfo.project.name);

  await page.goto('/categories/no-such-category');
  await expect(
    page.getByRole('heading', { name: "Sorry but we couldnt find this page. It doesn't exist!" }),
  ).toBeVisible();
});

test('the tester sees the test-mode campaigns that visitors never see', async ({ page }) => {
  await page.goto('/');
  const asVisitor = await api<{ campaigns: Campaign[] }>(page, '/campaigns');
  expect(asVisitor.campaigns.some((c) => c.testMode)).toBe(false);

  await signIn(page, 'tester@demo.stepup.test', 'Demo-Tester-1');
  await expect(page).toHaveURL(`${urls.web}/`);
  const asTester = await api<{ campaigns: Campaign[] }>(page, '/campaigns');
  const testMode = asTester.campaigns.filter((c) => c.testMode).map((c) => c.id);
  expect(testMode.length).toBeGreaterThanOrEqual(2);
  expect(asTester.campaigns.length).toBe(asVisitor.campaigns.length + testMode.length);

  // Every card of All Vouchers, the test-mode ones among them.
  const grid = page.getByRole('region', { name: 'All Vouchers' });
  const total = asTester.campaigns.length;
  // The grid has the tester's list (not a visitor's from before signing in) before paging on.
  await expect(grid.getByText(`Showing 12 of ${total} vouchers`)).toBeVisible();
  const more = grid.getByRole('button', { name: 'Load more' });
  // One page at a time: each comes from the server, and a press while one loads does nothing.
  for (let shown = 12; shown < total; shown += 12) {
    await more.click();
    await expect(grid.locator('a.campaign-card')).toHaveCount(Math.min(total, shown + 12));
  }
  await expect(more).toBeHidden();
  for (const id of testMode) {
    await expect(grid.locator(`a.campaign-card[href="/campaign/${id}"]`)).toBeVisible();
  }
  // Its page answers the tester too (a visitor gets 404).
  const one = await page.request.get(`${urls.web}/api/campaigns/${testMode[0]}`);
  expect(one.status()).toBe(200);
  await page.context().clearCookies();
  const asVisitorAgain = await page.request.get(`${urls.web}/api/campaigns/${testMode[0]}`);
  expect(asVisitorAgain.status()).toBe(404);
});
