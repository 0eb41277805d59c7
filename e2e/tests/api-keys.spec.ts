import { expect, expectAccessible, screenshot, test } from './fixtures';
import { buyVoucherAsGuest, signIn } from './helpers';
import { urls } from '../playwright.config';

// The "API keys" tab of /api (docs/product.md#public-api, ADR 036): an owner creates a key, sees
// it once, a system uses it against the public API, and a revoked key is refused.

const owner = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };

test(
  'an owner creates an API key, sees it once, uses it, and revokes it',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const name = `Checkout ${project} ${Date.now()}`;
    const code = await buyVoucherAsGuest(page, `api-keys-${project}-${Date.now()}@example.test`);

    await signIn(page, owner.email, owner.password, urls.business);
    await expect(page).toHaveURL(`${urls.business}/dashboard`);
    await page.goto(`${urls.business}/api?tab=api-keys`);
    await expect(page.getByRole('heading', { level: 2, name: 'Create a key' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your keys' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'api-keys', project);

    // Nothing chosen: the form says what is missing.
    await page.getByRole('checkbox', { name: /^Read/ }).uncheck();
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText('Give the key a name')).toBeVisible();
    await expect(page.getByText('Choose what the key may do')).toBeVisible();
    await expect(page.getByLabel('Key name')).toBeFocused();
    await expectAccessible(page);

    await page.getByLabel('Key name').fill(name);
    await page.getByRole('checkbox', { name: /^Read/ }).check();
    await page.getByRole('checkbox', { name: /^Redeem/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByRole('heading', { name: 'Your new API key' })).toBeVisible();
    await expect(page.getByText('You will not see it again')).toBeVisible();
    const secret = await page.getByLabel('API key', { exact: true }).inputValue();
    expect(secret).toMatch(/^svk_[A-Za-z0-9_-]{43}$/);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(secret.slice(0, 12));
    await expect(row).toContainText('Never');
    await expectAccessible(page);
    await screenshot(page, 'api-keys-reveal', project);

    // The key works against the public API.
    const used = await page.request.get(`${urls.business}/api/v1/vouchers/${code}`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(used.status(), await used.text()).toBe(200);
    expect(await used.json()).toMatchObject({ code, status: 'unused' });

    // Once stored (or after a reload) the key is never shown again; only its beginning is.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Create a key' })).toBeVisible();
    await expect(row).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    await expect(row).not.toContainText('Never');

    // Revoke, with a confirmation: the key then answers 401.
    await row.getByRole('button', { name: `Revoke the key “${name}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'api-keys-revoke', project);
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `The key “${name}” was revoked.` }),
    ).toBeVisible();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'api-keys-revoked', project);

    const refused = await page.request.get(`${urls.business}/api/v1/vouchers/${code}`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(refused.status()).toBe(401);
  },
);
