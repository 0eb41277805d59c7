import { expectAccessible, expect, screenshot, test } from './fixtures';
import { confirmAdminIdentity, signInAdmin } from './admin-session';
import { signIn, signUpVerifiedCustomer } from './helpers';
import { urls } from '../playwright.config';

// /admin/customers (docs/product.md#customers): an admin denies a customer, who then cannot sign
// in, and approves them again; the change shows in the interaction log.

const DENIED =
  'Your account has been closed to sign-in. Please contact us if you think this is a mistake.';

test('an admin denies a customer, who cannot sign in until approved again', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const name = `Dana Denied ${project}`;
  const email = `denied-${project}-${Date.now()}@example.test`;
  const password = 'Denied-Pass-1';
  const customer = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await signUpVerifiedCustomer(customer, { name, email, password });

  await signInAdmin(page);
  await page.goto(`${urls.business}/admin/customers`);
  const search = page.getByRole('search', { name: 'Filter customers' });
  await search.getByLabel('Search by name or email').fill(email);
  await search.getByRole('button', { name: 'Show' }).click();
  const table = page.getByRole('table', { name: 'Customers, newest first' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expectAccessible(page);
  await screenshot(page, 'admin-customers', project);

  await table.getByRole('button', { name: `Details of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  const signInSwitch = dialog.getByRole('switch', { name: 'Can sign in (approved)' });
  await expect(signInSwitch).toHaveAttribute('aria-checked', 'true');
  await signInSwitch.click();
  await expect(dialog.getByText(`Deny the account for ${name}?`)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-customer-deny', project);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await confirmAdminIdentity(page);
  await expect(dialog.getByText('Update successful')).toBeVisible();
  await expect(signInSwitch).toHaveAttribute('aria-checked', 'false');

  // Signed out everywhere, and refused at sign-in.
  await customer.goto(`${urls.web}/for-me`);
  await expect(customer).toHaveURL(/\/login/);
  await signIn(customer, email, password);
  await expect(customer.getByRole('alert')).toContainText(DENIED);

  // Approved again (the identity confirmation holds for 10 minutes): they sign in.
  await signInSwitch.click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(signInSwitch).toHaveAttribute('aria-checked', 'true');
  await signIn(customer, email, password);
  await expect(customer).toHaveURL(`${urls.web}/`);
  await customer.context().close();

  // Both changes are in the interaction log.
  await page.keyboard.press('Escape');
  await page.goto(`${urls.business}/admin/admin-actions?targetType=customer`);
  const entries = page
    .getByRole('table', { name: 'Interaction log, newest first' })
    .locator('tbody tr');
  await expect(entries.nth(0)).toContainText('Customer changed');
  await expect(entries.nth(0)).toContainText('Status: denied → approved');
  await expect(entries.nth(1)).toContainText('Status: approved → denied');
});
