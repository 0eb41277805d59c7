import type { Page } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { signIn } from './helpers';

const CUSTOMER = { email: 'customer@demo.stepup.test', password: 'Demo-Customer-1' };

interface Summary {
  id: string;
  name: string;
  company: { name: string };
}

/** The seeded campaign the demo customer has bought steps 1 and 2 of. */
async function coffeeAndCake(page: Page): Promise<Summary> {
  const res = await page.request.get('/api/campaigns');
  expect(res.ok()).toBe(true);
  const { campaigns } = (await res.json()) as { campaigns: Summary[] };
  const found = campaigns.find((c) => c.name === 'Coffee & Cake for Two');
  expect(found).toBeDefined();
  return found!;
}

/** The server's answer to the heart's change (PUT adds a favourite, DELETE removes it). */
function favouriteSaved(page: Page, method: 'PUT' | 'DELETE') {
  return page.waitForResponse(
    (res) => res.request().method() === method && /\/api\/favourites\/[^/]+$/.test(res.url()),
  );
}

async function signInCustomer(page: Page) {
  await signIn(page, CUSTOMER.email, CUSTOMER.password);
  await expect(page).toHaveURL(/\/$/);
}

test('a customer with purchases sees the campaign at their step, and copies its link', async ({
  page,
  context,
}, testInfo) => {
  const campaign = await coffeeAndCake(page);

  // A shared link previews the campaign: the served HTML carries its title and picture.
  const html = await (await page.request.get(`/campaign/${campaign.id}`)).text();
  expect(html).toContain('<meta property="og:title" content="Coffee &amp; Cake for Two');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/files\//);

  // A visitor first: step 1, bought as a guest with an email and the UK tick.
  await page.goto(`/campaign/${campaign.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Voucher Campaign Details' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy + Unlock Bigger Discounts' })).toBeEnabled();
  await expect(page.getByLabel('Your email')).toBeVisible();
  await expect(page.locator('.purchase s')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'campaign-visitor', testInfo.project.name);

  await signInCustomer(page);
  await page.goto(`/campaign/${campaign.id}`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The Copper Kettle Café' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Business website/ })).toBeVisible();
  await expect(page.getByText('Exclusive', { exact: true })).toBeVisible();
  await expect(page.locator('.campaign-badge--featured')).toHaveText('Featured');
  await expect(
    page.getByText('Get up to 20% off vouchers to use at The Copper Kettle Café'),
  ).toBeVisible();
  // Steps 1 and 2 are bought (the seed's wallet): crossed out; step 3 is theirs.
  await expect(page.locator('.purchase s')).toHaveText([
    'Save 10% (unlocked)',
    'Next time 15% (unlocked)',
  ]);
  await expect(page.locator('.purchase-steps__step--current')).toContainText('After that 20%');
  await expect(page.locator('.purchase-steps__step--current')).toContainText('Your step');
  await expect(page.getByText('Custom', { exact: true })).toBeVisible();
  const values = page.getByRole('group', { name: 'Choose your voucher' });
  await expect(values.getByRole('radio')).toHaveCount(4);
  await expect(values.getByRole('radio', { name: /£10\.00/ })).toBeChecked();
  await expect(page.getByRole('button', { name: "Let's Go £8.00" })).toBeEnabled();
  await page.getByText('Gift', { exact: true }).click();
  await expect(
    page.getByRole('button', { name: /^Let's Go £8\.00 \+ £\d+\.\d\d gift fee$/ }),
  ).toBeVisible();
  await page.getByText('Myself', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
    'href',
    '/app-t-and-c',
  );
  await expect(page.getByText(/Vouchers expire 1 year after purchase/)).toBeVisible();
  const featured = page.getByRole('region', { name: 'Featured' });
  await expect(featured.getByRole('link', { name: /Save up to/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=/,
  );

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/campaign/${campaign.id}$`));
  await expectAccessible(page);
  await screenshot(page, 'campaign-customer', testInfo.project.name);
});

test('the header search finds vouchers on the server, and nothing for nonsense', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search vouchers' });
  await box.fill('copper kettle');
  await box.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search results for “copper kettle”' });
  await expect(dialog.getByRole('link', { name: /The Copper Kettle Café/ }).first()).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ vouchers? found$/);
  await expectAccessible(page);
  await screenshot(page, 'search-results', testInfo.project.name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await box.fill('zzqxv nothing like it');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'No vouchers match “zzqxv nothing like it”' }),
  ).toBeVisible();
});

test('a visitor who taps a heart is taken to sign up', async ({ page }) => {
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'All Vouchers' });
  const heart = grid.getByRole('button', { name: /^Favourite / }).first();
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a customer favourites a card, finds it in Favorites, and removes it', async ({
  page,
}, testInfo) => {
  await signInCustomer(page);
  const grid = page.getByRole('region', { name: 'All Vouchers' });
  // A different card per width, so the two runs never share a favourite.
  const index = testInfo.project.name === 'phone' ? 1 : 2;
  const card = grid.locator('.campaign-card-frame').nth(index);
  const link = card.locator('a.campaign-card');
  const href = await link.getAttribute('href');
  const heart = card.getByRole('button', { name: /^Favourite / });
  const name = (await heart.getAttribute('aria-label'))!.replace(/^Favourite /, '');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The heart fills before the server answers; leaving the page by a full navigation before
  // the request has gone would lose it, so the walk waits for the server's answer.
  const saved = favouriteSaved(page, 'PUT');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);

  await page.goto('/for-me?tab=5');
  const tab = page.getByRole('region', { name: 'Favorites' });
  const favourite = tab.locator(`a.campaign-card[href="${href}"]`);
  await expect(favourite).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'favourites', testInfo.project.name);

  // Still there after a reload: it was saved.
  await page.reload();
  await expect(favourite).toBeVisible();
  const remove = tab.getByRole('button', { name: `Favourite ${name}` });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  const removed = favouriteSaved(page, 'DELETE');
  await remove.click();
  await expect(favourite).toBeHidden();
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Favorites', level: 2 })).toBeVisible();
  await expect(tab.locator(`a.campaign-card[href="${href}"]`)).toHaveCount(0);
});
