import { expectAccessible, expect, screenshot, test } from './fixtures';
import { urls } from '../playwright.config';

const company = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };

// The company's side of expiry reminders (docs/product.md#expiry-reminders): the dashboard says
// how many of its vouchers expire in the next 30 days. The emails themselves are checked by
// expiry-reminders.integration.test.ts with a clock of its own.
test('a company sees how many of its vouchers expire in the next 30 days', async ({
  page,
}, testInfo) => {
  await page.goto(`${urls.business}/login`);
  await page.getByLabel('Email').fill(company.email);
  await page.getByLabel('Password', { exact: true }).fill(company.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${urls.business}/dashboard`);

  const figure = page.locator('.dashboard-totals__expiring');
  await expect(figure.getByText('Expiring in 30 days')).toBeVisible();
  await expect(figure.locator('.dashboard-totals__value')).toHaveText(/^\d+$/);
  await expect(figure.getByText(/their holders get an email reminder/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'dashboard-expiring-soon', testInfo.project.name);
});
