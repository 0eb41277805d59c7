import { expectAccessible, expect, screenshot, test } from './fixtures';
import { payWithSandboxCard, seededCampaignId, signUpVerifiedCustomer } from './helpers';
import { urls } from '../playwright.config';

const CODE = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/;
const CAMPAIGN = 'Sourdough Subscription';
const COMPANY = 'Rise & Crumb Bakery';

test('a fresh customer buys their steps with the sandbox card form: decline, success, 3-D Secure', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const email = `buyer-${project}-${Date.now()}@example.test`;
  await signUpVerifiedCustomer(page, { name: 'Bea Buyer', email, password: 'Buyer-Pass-1' });
  const id = await seededCampaignId(page, { company: COMPANY, campaign: CAMPAIGN });

  // Step 1, £20 at 10% off: the card form shows the server's amounts and the test cards.
  await page.goto(`/campaign/${id}`);
  await expect(page.locator('.purchase-steps__step--current')).toContainText('Save 10%');
  await page.getByRole('button', { name: "Let's Go £18.00" }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Card payment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.card-summary__total')).toContainText('£18.00');
  await expect(dialog.getByText(/Sandbox: use 4242 4242 4242 4242/)).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  // Let the dialog's fade-in finish before the contrast check.
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await expectAccessible(page);
  // The dialog as the buyer sees it (the viewport, not the whole page).
  await page.screenshot({ path: `artifacts/screenshots/purchase-modal-${project}.png` });

  // A declined card: the failure in the modal, nothing issued.
  await payWithSandboxCard(page, '4000 0000 0000 0002', '£18.00');
  await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page).toHaveURL(new RegExp(`/campaign/${id}$`));
  // The dialog as the buyer sees it (the viewport, not the whole page).
  await page.screenshot({ path: `artifacts/screenshots/purchase-declined-${project}.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto('/for-me');
  await expect(page.getByText('No vouchers yet')).toBeVisible();

  // 4242…: Payment Complete, and the voucher with its code in the wallet.
  await page.goto(`/campaign/${id}`);
  await page.getByRole('button', { name: "Let's Go £18.00" }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithSandboxCard(page, '4242 4242 4242 4242', '£18.00');
  // Stripe's return parameters and our payment id; the client secret stays out of the address.
  await expect(page).toHaveURL(
    new RegExp(
      `/payment-success/${id}\\?payment_intent=pi_\\w+&redirect_status=succeeded&payment_id=`,
    ),
  );
  expect(page.url()).not.toContain('secret');
  await expect(page.getByRole('heading', { name: 'Payment Complete' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Your purchase may take a minute to display')).toBeVisible();
  await expect(page.getByRole('heading', { name: COMPANY })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'payment-result', project);
  await page.getByRole('link', { name: 'View my vouchers' }).click();
  await expect(page).toHaveURL(`${urls.web}/for-me`);
  const rows = page.getByRole('region', { name: 'Voucher Wallet' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(COMPANY);
  await expect(rows.first()).toContainText('UNUSED');
  await expect(rows.first()).toContainText('Step 1');
  expect((await rows.first().locator('code').textContent())!.trim()).toMatch(CODE);

  // Step 2, £20 at 15% off, with the authentication card: the 3-D Secure step, completed.
  await page.goto(`/campaign/${id}`);
  await expect(page.locator('.purchase-steps__step--current')).toContainText('Next time 15%');
  await page.getByRole('button', { name: "Let's Go £17.00" }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithSandboxCard(page, '4000 0025 0000 3155', '£17.00');
  const secure = page.getByRole('dialog', { name: '3-D Secure' });
  await expect(secure).toBeVisible();
  await expect(secure).toContainText('£17.00');
  await secure.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await expectAccessible(page);
  // The dialog as the buyer sees it (the viewport, not the whole page).
  await page.screenshot({ path: `artifacts/screenshots/purchase-3ds-${project}.png` });
  await secure.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Complete' })).toBeVisible({
    timeout: 30_000,
  });

  // Step 3, £20 at 25% off; then every step is bought and the campaign leaves the home lists.
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'All Vouchers' }).locator('[data-campaign-id]').first(),
  ).toBeVisible();
  // Before the last step it is still offered beyond the All Vouchers grid.
  expect(await page.locator(`[data-campaign-id="${id}"]`).count()).toBeGreaterThan(1);
  await page.goto(`/campaign/${id}`);
  await expect(page.locator('.purchase-steps__step--current')).toContainText('After that 25%');
  await page.getByRole('button', { name: "Let's Go £15.00" }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithSandboxCard(page, '4242 4242 4242 4242', '£15.00');
  await expect(page.getByRole('heading', { name: 'Payment Complete' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/for-me');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Step 1' })).toContainText('£18.00');
  await expect(rows.filter({ hasText: 'Step 2' })).toContainText('£17.00');
  await expect(rows.filter({ hasText: 'Step 3' })).toContainText('£15.00');
  // Only the All Vouchers grid still lists it (for custom offers), as the home page decides.
  await page.goto('/');
  const allVouchers = page.getByRole('region', { name: 'All Vouchers' });
  await expect(allVouchers.locator(`[data-campaign-id="${id}"]`)).toHaveCount(1);
  await expect(page.locator(`[data-campaign-id="${id}"]`)).toHaveCount(1);
});
