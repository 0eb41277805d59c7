import { expectAccessible, expect, screenshot, test } from './fixtures';
import { buyVoucherAsGuest, signIn } from './helpers';
import { urls } from '../playwright.config';

// Multi-site groups (docs/product.md#multi-site-groups): the owner adds two sites on /api, the
// till is set to one of them, a voucher is redeemed there, and the dashboard counts it there.

const company = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };

// The demo company is shared with the other specs, which redeem without a site: close every site
// this test opened, even when it fails.
test.afterEach(async ({ page }) => {
  const listed = await page.request.get(`${urls.business}/api/company/sites`);
  if (!listed.ok()) return;
  const { sites } = (await listed.json()) as { sites: { id: string; archivedAt: string | null }[] };
  for (const site of sites.filter((s) => !s.archivedAt)) {
    await page.request.delete(`${urls.business}/api/company/sites/${site.id}`);
  }
});

test(
  'an owner adds two sites, the till at site B redeems a voucher, and the dashboard shows it under B',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const code = await buyVoucherAsGuest(page, `sites-${project}-${Date.now()}@example.test`);
    await signIn(page, company.email, company.password, urls.business);
    await expect(page).toHaveURL(`${urls.business}/dashboard`);

    // The Sites tab of /api: none yet.
    await page.goto(`${urls.business}/api?tab=sites`);
    await expect(page.getByRole('tab', { name: 'Sites', selected: true })).toBeVisible();
    await expect(page.getByText('No sites yet.')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'sites-empty', project);

    // A blank name is refused with its message; then sites A and B are added.
    const add = page.getByRole('button', { name: 'Add site' });
    // Open sites only: sites closed by an earlier run stay listed under "Closed sites".
    const openSites = page.locator('.sites__item:not(.sites__item--closed)');
    await add.click();
    await expect(page.getByText('Enter the name of the site.')).toBeVisible();
    await expectAccessible(page);
    const siteA = `Site A ${project}`;
    const siteB = `Site B ${project}`;
    for (const [name, address] of [
      [siteA, '1 Market Street, York'],
      [siteB, '2 Station Road, York'],
    ] as const) {
      await page.getByLabel('Site name').fill(name);
      await page.getByLabel('Address').fill(address);
      await add.click();
      await expect(openSites.filter({ hasText: name })).toBeVisible();
    }
    await expect(openSites).toHaveCount(2);
    await expect(openSites.nth(1)).toContainText('2 Station Road, York');
    await expectAccessible(page);
    await screenshot(page, 'sites-added', project);

    // The till: choose site B, then redeem.
    await page.goto(`${urls.business}/redeem`);
    const tillSite = page.getByLabel('This till is at');
    await expect(tillSite).toHaveValue('');
    await expectAccessible(page);
    await tillSite.selectOption({ label: siteB });
    await page.getByLabel('Voucher code').fill(code);
    await page.getByRole('button', { name: 'Find voucher' }).click();
    const voucher = page.locator('.till__result');
    await expect(voucher.getByRole('heading', { name: code })).toBeVisible();
    await voucher.getByRole('button', { name: 'Mark as used' }).click();
    await expect(voucher.getByText('Voucher marked as used')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'sites-till', project);

    // The choice is remembered on this device.
    await page.reload();
    await expect(page.getByLabel('This till is at')).toHaveValue(/.+/);
    await expect(page.getByLabel('This till is at').locator('option:checked')).toHaveText(siteB);

    // The dashboard: the redemption counted under B.
    await page.goto(`${urls.business}/dashboard`);
    const bySite = page.getByRole('table', { name: 'Redemptions by site' });
    await expect(bySite.getByRole('row', { name: new RegExp(siteB) })).toContainText('1£10.00');
    await expect(bySite.getByRole('row', { name: new RegExp(siteA) })).toContainText('0£0.00');
    await expectAccessible(page);
    await screenshot(page, 'sites-dashboard', project);
  },
);
