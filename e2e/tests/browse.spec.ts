import { expectAccessible, expect, screenshot, test } from './fixtures';
import { urls } from '../playwright.config';

test('a visitor sees the seeded marketplace, opens a campaign, and finds the business sign-in', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'All Vouchers' });
  const cards = grid.getByRole('link', { name: /Save up to \d+%/ });
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(12);
  await expectAccessible(page);
  await screenshot(page, 'home', testInfo.project.name);

  const first = cards.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/campaign\/[\w-]+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { name: 'Voucher Campaign Details' })).toBeVisible();
  await expect(page.getByText(/^Get up to \d+% off vouchers to use at .+/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'campaign', testInfo.project.name);

  await page.goto(`${urls.business}/login`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'business-login', testInfo.project.name);

  // The company area is for its members: a visitor is sent to sign in, and sees no app menu.
  await page.goto(`${urls.business}/dashboard`);
  await expect(page).toHaveURL(`${urls.business}/login`);
  await page.goto(`${urls.business}/pages/404`);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Company' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'business-visitor-not-found', testInfo.project.name);
});
