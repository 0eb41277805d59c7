import { expectAccessible, expect, screenshot, test } from './fixtures';
import {
  expectEachCampaignRuleRefused,
  fillCampaignRequest,
  validCampaignRequest,
} from './campaign-request';
import { buyVoucherAsGuest } from './helpers';
import { urls } from '../playwright.config';

const company = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };

test('a company requests a campaign (each rule refused first), sees its dashboard and redeems a code once', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const code = await buyVoucherAsGuest(page, `redeem-${project}-${Date.now()}@example.test`);

  await page.goto(`${urls.business}/login`);
  await page.getByLabel('Email').fill(company.email);
  await page.getByLabel('Password', { exact: true }).fill(company.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${urls.business}/dashboard`);

  // Create New Campaign: every rule of docs/product.md#campaign-rules refused with its message as it is typed.
  await page.goto(`${urls.business}/new-voucher`);
  await expect(page.getByRole('heading', { name: 'Create New Campaign', level: 1 })).toBeVisible();
  const name = `Loyalty Latte ${project}`;
  const valid = validCampaignRequest(name);
  await fillCampaignRequest(page, valid);
  await page.getByLabel('Expiry timeframe').selectOption('2');
  await expectEachCampaignRuleRefused(page, valid, async () => {
    await expectAccessible(page);
    await screenshot(page, 'new-voucher-refused', project);
  });
  // The terms must be accepted: Request without them shows the message.
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();

  const preview = page.getByRole('region', { name: 'Preview: what customers see' });
  await expect(preview.getByText('Save up to 20%')).toBeVisible();
  await expect(preview.getByText('Next time 15%')).toBeVisible();

  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(page.getByText('Campaign requested. We will review it shortly.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'new-voucher-requested', project);

  // A second request while one is pending is refused with the words of docs/product.md.
  await fillCampaignRequest(page, { ...valid, 'Campaign name': `${name} again` });
  await page.getByLabel('Expiry timeframe').selectOption('1');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Request already pending (cancel or wait for review)',
  );

  // The dashboard: switches, figures (indicative), the pending request, which is cancelled.
  await page.goto(`${urls.business}/dashboard`);
  await expect(
    page.getByText('Figures update every minute and are indicative only.'),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Online' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Coffee & Cake for Two' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Sales per step of Coffee & Cake for Two' }),
  ).toBeVisible();
  const pending = page.locator('.dashboard-campaign', { has: page.getByRole('heading', { name }) });
  await expect(pending.getByText('Pending review')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'dashboard', project);
  await pending.getByRole('button', { name: 'Cancel request' }).click();
  await expect(pending.getByText('Cancelled')).toBeVisible();

  // Redeem: the code as typed by hand, marked used once, refused the second time.
  await expect(page.locator('.sidebar a[href="/redeem"]')).toHaveText(/Redeem/);
  await page.goto(`${urls.business}/redeem`);
  await page.getByLabel('Voucher code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Find voucher' }).click();
  const voucher = page.locator('.till__result');
  await expect(voucher.getByRole('heading', { name: code })).toBeVisible();
  await expect(voucher.getByText('£10.00')).toBeVisible();
  await expect(voucher.getByText('Unused')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'redeem-found', project);
  await voucher.getByRole('button', { name: 'Mark as used' }).click();
  await expect(voucher.getByText('Voucher marked as used')).toBeVisible();
  await expect(voucher.getByText('Used', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Find voucher' }).click();
  await expect(voucher.getByRole('alert')).toHaveText('This voucher has already been used.');
  await expect(voucher.getByRole('button', { name: 'Mark as used' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'redeem-refused', project);

  // A code that is not this company's (or does not exist) is refused plainly.
  await page.getByLabel('Voucher code').fill('ZZZZ-ZZZZ-ZZ');
  await page.getByRole('button', { name: 'Find voucher' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't find a voucher with this code. Please check it and try again.",
  );
});
