import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from './fixtures';
import { signInAdmin } from './admin-session';
import { urls } from '../playwright.config';

// Content management (docs/product.md#site-settings): an admin reorders a category with the
// keyboard, is told a category in use can only be disabled and disables it, and it leaves the
// customer's category filter; then renames the site, and the header and tab title of both sites
// show the new name on their next page load, with no restart. Everything is put back at the end,
// whatever happens, so other tests see the seeded brand and categories.

const CATEGORY = 'Home & Garden';
const IN_USE =
  'This category is in use by a campaign or a company, so it cannot be deleted. It can only be disabled.';

interface Branding {
  siteName: string;
  tabInfo: string;
  logoUrl: string | null;
  faviconUrl: string | null;
}
interface AdminCategory {
  id: string;
  name: string;
  key: string;
  enabled: boolean;
  iconUrl: string | null;
  imageUrl: string | null;
  widget: string | null;
}

async function adminGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${urls.business}/api/admin/${path}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Puts the seeded brand and categories back (enabled, in their first order). */
async function restore(page: Page, branding: Branding, order: AdminCategory[]) {
  await page.request.patch(`${urls.business}/api/admin/branding`, { data: branding });
  for (const c of order) {
    if (c.enabled)
      await page.request.patch(`${urls.business}/api/admin/categories/${c.id}`, {
        data: {
          name: c.name,
          key: c.key,
          enabled: true,
          iconUrl: c.iconUrl,
          imageUrl: c.imageUrl,
          widget: c.widget,
        },
      });
  }
  // Each category back to its first place, top down.
  for (const [index, c] of order.entries()) {
    let now = (await adminGet<{ categories: AdminCategory[] }>(page, 'categories')).categories;
    while (now.findIndex((x) => x.id === c.id) > index) {
      const moved = await page.request.post(`${urls.business}/api/admin/categories/${c.id}/move`, {
        data: { direction: 'up' },
      });
      now = ((await moved.json()) as { categories: AdminCategory[] }).categories;
    }
  }
}

test(
  'an admin disables a category and renames the site: the customer filter and both sites follow',
  { tag: '@one-width' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    const customer = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();

    await signInAdmin(page);
    const branding = await adminGet<Branding>(page, 'branding');
    const order = (await adminGet<{ categories: AdminCategory[] }>(page, 'categories')).categories;
    const renamed = { siteName: `Kettle Gifts ${project}`, tabInfo: `Kettle Gifts – ${project}` };
    try {
      await page.goto(`${urls.business}/admin/content-management?tab=categories`);
      const table = page.getByRole('table', { name: 'Categories, in display order' });
      await expect(table.getByRole('rowheader', { name: new RegExp(CATEGORY) })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'admin-content-categories', project);

      // Reordering with the keyboard: the focus follows the moved row.
      const names = () => table.locator('tbody th .review-table__name').allTextContents();
      const before = await names();
      const up = page.getByRole('button', { name: `Move ${CATEGORY} up` });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect.poll(names).not.toEqual(before);
      const after = await names();
      expect(after.indexOf(CATEGORY)).toBe(before.indexOf(CATEGORY) - 1);
      await expect(up).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: `Move ${CATEGORY} down` })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(names).toEqual(before);

      // In use: it can only be disabled.
      await page.getByRole('button', { name: `Delete: ${CATEGORY}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this item?' });
      await expect(dialog).toContainText(IN_USE);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Disable it instead' }).click();
      await expect(page.getByText('Update successful')).toBeVisible();
      await expect(table.getByRole('row', { name: new RegExp(CATEGORY) })).toContainText(
        'Disabled',
      );

      await customer.goto(`${urls.web}/`);
      const filter = customer.getByRole('group', { name: 'Filter by category' });
      await expect(filter.getByRole('button', { name: 'Food & Drink' })).toBeVisible();
      await expect(filter.getByRole('button', { name: CATEGORY })).toHaveCount(0);

      // The brand: saved once, shown by both sites on their next page load.
      await page.goto(`${urls.business}/admin/content-management?tab=branding`);
      await page.getByLabel('Site name').fill(renamed.siteName);
      await page.getByLabel('Tab title').fill(renamed.tabInfo);
      await expectAccessible(page);
      await screenshot(page, 'admin-content-branding', project);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Update successful')).toBeVisible();

      await page.reload();
      await expect(page).toHaveTitle(`${renamed.tabInfo} | Business`);
      await expect(page.locator('.brand__name').first()).toHaveText(renamed.siteName);
      await customer.reload();
      await expect(customer).toHaveTitle(renamed.tabInfo);
      await expect(customer.locator('.brand__name').first()).toHaveText(renamed.siteName);
      await expectAccessible(customer);
      // A shared link previews the new brand: the served page carries it before any script runs.
      const served = await (await customer.request.get(`${urls.web}/`)).text();
      expect(served).toContain(`<meta property="og:site_name" content="${renamed.siteName}" />`);
      expect(served).toContain(`<title>${renamed.tabInfo}</title>`);
    } finally {
      await restore(page, branding, order);
      await customer.context().close();
    }
    const site = (await (await page.request.get(`${urls.web}/api/site`)).json()) as Branding;
    expect(site.siteName).toBe(branding.siteName);
  },
);
