import type { Page } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { confirmAdminIdentity, signInAdmin } from './admin-session';
import { mailTo, signIn, signUpVerifiedCustomer } from './helpers';
import { totp } from './totp';
import { urls } from '../playwright.config';

// Permission levels, admins and customers (docs/product.md#permission-levels, #customers): an
// admin with every right makes a 'Support' level that reads customers and nothing else, and an
// admin with it. That admin sets up two-step sign-in, sees only Dashboard and Customers, can look
// a customer up but not change them, and is refused the payments area. The first admin denies a
// customer (who cannot sign in) and makes another a tester (who sees a test-mode campaign); every
// change is in the interaction log with before and after. Then the admin and level go again.

const DENIED =
  'Your account has been closed to sign-in. Please contact us if you think this is a mistake.';
const READ_ONLY = 'Your permission level lets you view this area but not change it.';
const REFUSED = 'Your permission level does not allow this.';

/** The customers list searched for one email, and that customer's details dialog opened. */
async function openCustomer(page: Page, email: string, name: string) {
  await page.goto(`${urls.business}/admin/customers`);
  const search = page.getByRole('search', { name: 'Filter customers' });
  await search.getByLabel('Search by name or email').fill(email);
  await search.getByRole('button', { name: 'Show' }).click();
  const table = page.getByRole('table', { name: 'Customers, newest first' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('button', { name: `Details of ${name}` }).click();
  return page.getByRole('dialog', { name });
}

test(
  'a Support admin reads customers only; the first admin denies one and makes one a tester, all logged',
  { tag: '@one-width' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const stamp = Date.now();
    const level = `Support ${project} ${stamp % 100_000}`;
    const support = {
      email: `support-${project}-${stamp}@example.test`,
      password: 'Support-Pass-9!',
      name: `Robin Hale ${project}`,
    };
    const denied = {
      name: `Dana Denied ${project}`,
      email: `denied-${project}-${stamp}@example.test`,
    };
    const tester = {
      name: `Toni Tester ${project}`,
      email: `tester-${project}-${stamp}@example.test`,
    };
    const customerPassword = 'Customer-Pass-1';
    const viewport = page.viewportSize();
    const newPage = async () => (await browser.newContext({ viewport })).newPage();
    const deniedPage = await newPage();
    await signUpVerifiedCustomer(deniedPage, { ...denied, password: customerPassword });
    const testerPage = await newPage();
    await signUpVerifiedCustomer(testerPage, { ...tester, password: customerPassword });

    // The first admin adds the level: customers read, nothing else (confirming it is them).
    await signInAdmin(page);
    await page.goto(`${urls.business}/admin/roles`);
    await page.getByRole('button', { name: 'Add a permission level' }).click();
    const editor = page.getByRole('dialog', { name: 'New permission level' });
    await editor.getByLabel('Name').fill(level);
    await editor.getByLabel('Description').fill('Looks customers up when they call');
    await editor
      .getByRole('group', { name: 'Customers' })
      .getByRole('radio', { name: 'Read' })
      .check();
    await expectAccessible(page);
    await screenshot(page, 'admin-level-editor', project);
    await editor.getByRole('button', { name: 'Create level' }).click();
    await confirmAdminIdentity(page);
    await expect(page.getByText('Update successful')).toBeVisible();
    const levels = page.getByRole('table', { name: 'Permission levels, most powerful first' });
    await expect(levels).toContainText(level);
    await expectAccessible(page);
    await screenshot(page, 'admin-roles', project);

    // …and an admin with it, who is mailed the business sign-in (never the password).
    await page.goto(`${urls.business}/admin/admins`);
    await page.getByRole('button', { name: 'Add an admin' }).click();
    const form = page.getByRole('dialog', { name: 'New admin' });
    await form.getByLabel('Email').fill(support.email);
    await form.getByLabel('Password', { exact: true }).fill(support.password);
    await form.getByLabel('Retype password').fill(support.password);
    await form.getByLabel('First name').fill('Robin');
    await form.getByLabel('Last name').fill(`Hale ${project}`);
    await form.getByLabel('Permission level').selectOption({ label: level });
    await expectAccessible(page);
    await screenshot(page, 'admin-new-admin', project);
    await form.getByRole('button', { name: 'Create admin' }).click();
    await expect(page.getByText('Update successful')).toBeVisible();
    const admins = page.getByRole('table', { name: 'Admins, by name' });
    await expect(admins).toContainText(support.email);
    await expectAccessible(page);
    await screenshot(page, 'admin-admins', project);
    const welcome = await mailTo(page.request, support.email);
    expect(welcome.map((mail) => mail.subject).join()).toContain('Your admin account');
    expect(welcome.map((mail) => mail.text).join()).not.toContain(support.password);

    // The Support admin signs in: two-step sign-in comes first.
    const supportPage = await newPage();
    await signIn(supportPage, support.email, support.password, urls.business);
    await expect(supportPage).toHaveURL(`${urls.business}/admin/dashboard`);
    await expect(
      supportPage.getByRole('heading', { name: 'Turn on two-step sign-in' }),
    ).toBeVisible();
    await supportPage.getByRole('link', { name: 'Set up two-step sign-in' }).click();
    const twoStep = supportPage.getByRole('region', { name: 'Two-step sign-in' });
    await twoStep.getByLabel('Password', { exact: true }).fill(support.password);
    await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const secret = ((await twoStep.locator('.ui-two-factor__secret').textContent()) ?? '').replace(
      /\s+/g,
      '',
    );
    await twoStep.getByLabel('Authenticator app code').fill(totp(secret));
    await twoStep.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(
      twoStep.getByRole('status').filter({ hasText: 'Two-step sign-in is on.' }),
    ).toBeVisible();

    // Only the dashboard and customers in the menu.
    await supportPage.goto(`${urls.business}/admin/dashboard`);
    const adminMenu = supportPage.getByRole('navigation', { name: 'Admin' });
    await expect(adminMenu.getByRole('link')).toHaveText(['Dashboard', 'Customers']);
    await expectAccessible(supportPage);
    await screenshot(supportPage, 'admin-support-menu', project);

    // A customer looked up, but no switch to change them.
    const lookedUp = await openCustomer(supportPage, denied.email, denied.name);
    await expect(lookedUp.getByText(READ_ONLY)).toBeVisible();
    const signInSwitch = lookedUp.getByRole('switch', { name: 'Can sign in (approved)' });
    await expect(signInSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(signInSwitch).toBeDisabled();
    await expectAccessible(supportPage);
    await screenshot(supportPage, 'admin-support-customer', project);
    await supportPage.keyboard.press('Escape');

    // Payments are not theirs: the page says so, and so does the server.
    await supportPage.goto(`${urls.business}/admin/payments`);
    await expect(
      supportPage.getByRole('heading', { name: 'No access to this area' }),
    ).toBeVisible();
    await expect(supportPage.getByText(REFUSED)).toBeVisible();
    await expectAccessible(supportPage);
    await screenshot(supportPage, 'admin-support-refused', project);
    const payments = await supportPage.request.get(`${urls.business}/api/admin/payments`);
    expect(payments.status()).toBe(403);
    await supportPage.context().close();

    // The first admin denies a customer, who is then refused at sign-in.
    const deny = await openCustomer(page, denied.email, denied.name);
    await deny.getByRole('switch', { name: 'Can sign in (approved)' }).click();
    await expect(deny.getByText(`Deny the account for ${denied.name}?`)).toBeVisible();
    await deny.getByRole('button', { name: 'Confirm' }).click();
    await expect(deny.getByText('Update successful')).toBeVisible();
    await page.keyboard.press('Escape');
    await deniedPage.goto(`${urls.web}/for-me`);
    await expect(deniedPage).toHaveURL(/\/login/);
    await signIn(deniedPage, denied.email, customerPassword);
    await expect(deniedPage.getByRole('alert')).toContainText(DENIED);
    await deniedPage.context().close();

    // …and makes another a tester, who then sees a test-mode campaign.
    const found = await page.request.get(`${urls.business}/api/admin/campaigns?q=Staff%20Preview`);
    const preview = ((await found.json()) as { campaigns: { id: string; name: string }[] })
      .campaigns;
    const testCampaign = preview.find((c) => c.name === 'Staff Preview Voucher');
    expect(testCampaign, 'the seeded test-mode campaign').toBeTruthy();
    await testerPage.goto(`${urls.web}/campaign/${testCampaign!.id}`);
    await expect(testerPage.getByRole('heading', { name: 'Staff Preview Voucher' })).toHaveCount(0);
    const makeTester = await openCustomer(page, tester.email, tester.name);
    await makeTester.getByRole('switch', { name: 'Tester (sees test-mode campaigns)' }).click();
    await makeTester.getByRole('button', { name: 'Confirm' }).click();
    await expect(makeTester.getByText('Update successful')).toBeVisible();
    await page.keyboard.press('Escape');
    await testerPage.reload();
    await expect(testerPage.getByRole('heading', { name: 'Staff Preview Voucher' })).toBeVisible();
    await testerPage.context().close();

    // Every change is in the interaction log, with before and after.
    await page.goto(`${urls.business}/admin/admin-actions`);
    const entries = page
      .getByRole('table', { name: 'Interaction log, newest first' })
      .locator('tbody tr');
    await expect(entries.nth(0)).toContainText('Customer changed');
    await expect(entries.nth(0)).toContainText('Tester: No → Yes');
    await expect(entries.nth(1)).toContainText('Status: approved → denied');
    await expect(entries.nth(2)).toContainText('Admin added');
    await expect(entries.nth(2)).toContainText(`Permission level: none → ${level}`);
    await expect(entries.nth(3)).toContainText('Permission level added');
    await expectAccessible(page);
    await screenshot(page, 'admin-interaction-log', project);

    // The admin goes, then the level no one has any more.
    await page.goto(`${urls.business}/admin/admins`);
    await page.getByRole('button', { name: `Remove: ${support.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove this admin?' })
      .getByRole('button', { name: 'Remove admin' })
      .click();
    await expect(page.getByText('Update successful')).toBeVisible();
    await expect(admins).not.toContainText(support.email);
    await page.goto(`${urls.business}/admin/roles`);
    await page.getByRole('button', { name: `Delete: ${level}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this permission level?' })
      .getByRole('button', { name: 'Delete level' })
      .click();
    await expect(page.getByText('Update successful')).toBeVisible();
    await expect(levels).not.toContainText(level);
  },
);
