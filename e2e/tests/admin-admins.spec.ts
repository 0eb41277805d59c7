import { expectAccessible, expect, screenshot, test } from './fixtures';
import { confirmAdminIdentity, signInAdmin } from './admin-session';
import { mailTo } from './helpers';
import { urls } from '../playwright.config';

// /admin/roles and /admin/admins (docs/product.md#permission-levels): an admin adds a permission
// level, makes an admin with it (who is mailed the sign-in link), then removes both again.

test('an admin adds a level and an admin with it, then removes them', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const levelName = `Support ${project} ${Date.now() % 100_000}`;
  const email = `new-admin-${project}-${Date.now()}@example.test`;

  await signInAdmin(page);
  await page.goto(`${urls.business}/admin/roles`);
  await expect(
    page.getByRole('table', { name: 'Permission levels, most powerful first' }),
  ).toContainText('Super admin');
  await page.getByRole('button', { name: 'Add a permission level' }).click();
  const editor = page.getByRole('dialog', { name: 'New permission level' });
  await editor.getByLabel('Name').fill(levelName);
  await editor.getByLabel('Description').fill('Answers customers and looks up payments');
  await editor
    .getByRole('group', { name: 'Customers' })
    .getByRole('radio', { name: 'Write' })
    .check();
  await editor
    .getByRole('group', { name: 'Payments and refunds' })
    .getByRole('radio', { name: 'Read' })
    .check();
  await expectAccessible(page);
  await screenshot(page, 'admin-level-editor', project);
  await editor.getByRole('button', { name: 'Create level' }).click();
  await expect(page.getByText('Update successful')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-roles', project);

  await page.goto(`${urls.business}/admin/admins`);
  const table = page.getByRole('table', { name: 'Admins, by name' });
  await expect(table).toContainText('admin@demo.stepup.test');
  await page.getByRole('button', { name: 'Add an admin' }).click();
  const form = page.getByRole('dialog', { name: 'New admin' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Admin-Pass-9!');
  await form.getByLabel('Retype password').fill('Admin-Pass-9!');
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill(`Hale ${project}`);
  await form.getByLabel('Permission level').selectOption({ label: levelName });
  await expectAccessible(page);
  await screenshot(page, 'admin-new-admin', project);
  await form.getByRole('button', { name: 'Create admin' }).click();
  await confirmAdminIdentity(page);
  await expect(page.getByText('Update successful')).toBeVisible();
  await expect(table).toContainText(email);
  await expectAccessible(page);
  await screenshot(page, 'admin-admins', project);
  await expect
    .poll(async () => (await mailTo(page.request, email)).map((m) => m.subject).join())
    .toContain('Your admin account');

  await page.getByRole('button', { name: `Remove: Robin Hale ${project}` }).click();
  const remove = page.getByRole('dialog', { name: 'Remove this admin?' });
  await remove.getByRole('button', { name: 'Remove admin' }).click();
  await expect(page.getByText('Update successful')).toBeVisible();
  await expect(table).not.toContainText(email);

  await page.goto(`${urls.business}/admin/roles`);
  await page.getByRole('button', { name: `Delete: ${levelName}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this permission level?' })
    .getByRole('button', { name: 'Delete level' })
    .click();
  await expect(page.getByText('Update successful')).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(levelName);
});
