import { expect, expectAccessible, screenshot, test } from './fixtures';
import { signIn } from './helpers';
import { signInAdmin } from './admin-session';
import { urls } from '../playwright.config';

// The dashboards drawn on the seeded months of sales: the admin's platform figures for a period,
// and the demo company's weekly sales, redemption rates and loyalty funnel; each chart readable
// as a table.

test(
  'an admin reads the platform figures for a period, drawn and as a table',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
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
  },
);

test(
  'each platform figure opens the list whose total is the figure',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signInAdmin(page);
    await page.goto(`${urls.business}/admin/dashboard?period=12m`);
    const figures = page.getByRole('list', { name: 'Figures for the period' });
    const valueOf = async (label: string) =>
      Number(
        (
          await figures
            .getByRole('listitem')
            .filter({ has: page.getByRole('link', { name: label }) })
            .locator('.platform-figure__value')
            .innerText()
        ).replace(/,/g, ''),
      );

    const redeemed = await valueOf('Vouchers redeemed');
    await figures.getByRole('link', { name: 'Vouchers redeemed' }).click();
    await expect(page).toHaveURL(/\/admin\/payments\?dateOf=redeemed&from=.+&to=.+/);
    const search = page.getByRole('search', { name: 'Find payments' });
    await expect(search.getByLabel('Dates are')).toHaveValue('redeemed');
    await expect(
      page.getByText(redeemed === 1 ? '1 payment' : `${redeemed.toLocaleString('en-GB')} payments`),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'admin-payments-redeemed', testInfo.project.name);

    await page.goBack();
    const joined = await valueOf('New customers');
    await figures.getByRole('link', { name: 'New customers' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\?from=.+&to=.+/);
    await expect(page.getByText(joined === 1 ? '1 customer' : `${joined} customers`)).toBeVisible();
    await expect(page.getByLabel('Joined from')).not.toHaveValue('');
    await expectAccessible(page);
    await screenshot(page, 'admin-customers-joined', testInfo.project.name);

    await page.goBack();
    const companies = await valueOf('New companies');
    await figures.getByRole('link', { name: 'New companies' }).click();
    await expect(page).toHaveURL(/\/admin\/companies\?from=.+&to=.+/);
    await expect(
      page.getByRole('search', { name: 'Find companies' }).getByLabel('To'),
    ).not.toHaveValue('');
    await expect(
      page.getByText(companies === 1 ? '1 company' : `${companies} companies`),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'admin-companies-joined', testInfo.project.name);
  },
);

test('a company sees its sales and loyalty drawn on its dashboard', async ({ page }, testInfo) => {
  await signIn(page, 'company@demo.stepup.test', 'Demo-Company-1', urls.business);
  await expect(page).toHaveURL(`${urls.business}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Sales and loyalty' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Loyalty funnel' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'company-dashboard-charts', testInfo.project.name);
});
