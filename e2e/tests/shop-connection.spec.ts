import { startWooCommerceStandIn } from '../../apps/server/test/stand-ins/woocommerce';
import type { WooCommerceStandIn } from '../../apps/server/test/stand-ins/woocommerce';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { buyVoucherAsGuest, signIn } from './helpers';
import { urls } from '../playwright.config';

// The Online shop tab (docs/product.md#website-connection): the demo company's owner connects a
// WooCommerce shop (a local stand-in on a free port) through WooCommerce's app authorisation; a
// customer buys a voucher; the company sees its code in the shop, and the shop holds the coupon.
const owner = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };
let shop: WooCommerceStandIn;

test.beforeAll(async () => {
  shop = await startWooCommerceStandIn();
});
test.afterAll(async () => {
  await shop?.close();
});

test(
  'an owner connects a WooCommerce shop and sees the code of a voucher sold',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    await signIn(page, owner.email, owner.password, urls.business);
    await expect(page).toHaveURL(`${urls.business}/dashboard`);

    // The choice: WooCommerce or in store only.
    await page.goto(`${urls.business}/api?tab=online-shop`);
    const current = page.getByRole('button', { name: 'Disconnect' });
    const again = page.getByRole('button', { name: 'Choose again' });
    await expect(
      current
        .or(again)
        .or(page.getByRole('radio', { name: 'WooCommerce' }))
        .first(),
    ).toBeVisible();
    if (await current.isVisible()) {
      await current.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    } else if (await again.isVisible()) {
      await again.click();
    }
    await expect(page.getByRole('radio', { name: 'WooCommerce' })).toBeChecked();
    await expect(page.getByText(/later update/)).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'shop-connection-choice', project);

    // WooCommerce's app authorisation: approve in the shop, come back connected.
    await page.getByLabel('Shop address').fill(shop.url);
    await page.getByRole('button', { name: 'Connect with WooCommerce' }).click();
    await expect(
      page.getByRole('heading', { name: /would like to connect to your store/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/api\?tab=online-shop/);
    await expect(
      page.getByText(`Connected to your WooCommerce shop at ${shop.url}.`),
    ).toBeVisible();
    expect([...shop.webhooks.values()].map((hook) => hook.topic)).toEqual(['order.updated']);
    await expectAccessible(page);
    await screenshot(page, 'shop-connection-connected', project);

    // A customer buys a voucher of the company: its code appears in the shop and on the tab.
    const code = await buyVoucherAsGuest(page, `shop-buyer-${project}@example.test`);
    await expect.poll(() => shop.couponOf(code)?.amount ?? null, { timeout: 30_000 }).toBe('10.00');
    expect(shop.couponOf(code)).toMatchObject({ usage_limit: 1, discount_type: 'fixed_cart' });
    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) });
    await expect(row.getByText('In your shop')).toBeVisible({ timeout: 20_000 });
    await expect(row.getByText('£10')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'shop-connection-codes', project);

    // Disconnecting removes our webhook and says to delete the key in the shop.
    await page.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect your online shop?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByText(/WooCommerce cannot delete its own API keys/)).toBeVisible();
    expect(shop.webhooks.size).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'shop-connection-disconnected', project);

    // The demo company goes back to in store only (its website connection stays in place).
    await page.getByRole('radio', { name: 'In store only' }).check();
    await page.getByRole('button', { name: 'Use vouchers in store only' }).click();
    await expect(page.getByText(/Vouchers are used in store only/)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'shop-connection-in-store-only', project);
  },
);
