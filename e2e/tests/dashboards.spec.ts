import { expect, expectAccessible, screenshot, test } from './fixtures';
import { signIn } from './helpers';
import { signInAdmin } from './admin-session';
import { urls } from '../playwright.config';

// The dashboards drawn on the seeded months of sales: the admin's platform figures for a period,
// and the demo company's weekly sales, redemption rates and loyalty funnel; each chart readable
// as a table.

test('an admin reads the platform figures for a period, drawn and as a table', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await page.goto(`${urls.business}/admin/dashboard`);
  await expect(page.getByRole('heading', { name: 'Platform figures' })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Figures for the period' });
  await expect(figures.getByRole('link', { name: 'Sales value' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-dashboard-charts', testInfo.project.name);

  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 12 months' });
  await expect(page).toHaveURL(/period=12m/);
  await expect(page.getByRole('heading', { name: 'Sales value per month' })).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).first().click();
  await expect(page.getByRole('table', { name: 'Sales value per month' })).toBeVisible();
  await expectAccessible(page);
});

test('a company sees its sales and loyalty drawn on its dashboard', async ({ page }, testInfo) => {
  await signIn(page, 'company@demo.stepup.test', 'Demo-Company-1', urls.business);
  await expect(page).toHaveURL(`${urls.business}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Sales and loyalty' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Loyalty funnel' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'company-dashboard-charts', testInfo.project.name);
});
