import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { signIn } from './helpers';
import { urls } from '../playwright.config';

const FOOTER =
  "To redeem a voucher just enter the code when paying at a business' online checkout, unless otherwise stated.";
const CODE = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test("the demo customer's wallet: rows, filters, counters, copy, QR code, gift details, unlocked vouchers, and offline", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  // A visitor is not given the service worker, nor the site it keeps: only someone with a wallet.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(
    page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).resolves.toBe(0);
  await signIn(page, 'customer@demo.stepup.test', 'Demo-Customer-1');
  await expect(page).toHaveURL(`${urls.web}/`);

  await page.goto('/for-me');
  const content = page.getByRole('region', { name: 'Voucher Wallet' });
  const table = content.getByRole('table');
  await expect(table).toBeVisible();

  // Counters and filters match the seed: step 1 used, step 2 unused (the café), a gifted book voucher.
  const counters = content.locator('.wallet__counters');
  await expect(counters).toContainText('My Vouchers3');
  await expect(counters).toContainText('Gifted Vouchers1');
  await expect(counters).toContainText('Used Vouchers1');
  const filters = content.getByRole('group', { name: 'Show vouchers' });
  await expect(filters.getByRole('button')).toHaveText([
    'All 3',
    'Unused 1',
    'Used 1',
    'Gifted 1',
    'Cancelled 0',
  ]);

  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const gift = rows.nth(0);
  const unused = rows.nth(1);
  const used = rows.nth(2);
  await expect(gift).toContainText('Dog-Eared Books');
  await expect(gift).toContainText('GIFTED');
  await expect(unused).toContainText('The Copper Kettle Café');
  await expect(unused).toContainText('UNUSED');
  await expect(unused).toContainText('Step 2');
  await expect(unused).toContainText(/Paid £\d+\.\d\d/);
  await expect(unused.getByRole('link', { name: /See campaign/ })).toHaveAttribute(
    'href',
    /^\/campaign\//,
  );
  await expect(unused.getByRole('link', { name: /Business website/ })).toBeVisible();
  await expect(used).toContainText('USED');
  await expect(used).toContainText('Step 1');
  await expect(used.locator('code')).toHaveCount(0);
  await expect(gift.locator('code')).toHaveCount(0);
  await expect(content.getByText(FOOTER)).toBeVisible();
  const code = (await unused.locator('code').textContent())!.trim();
  expect(code).toMatch(CODE);
  await expectAccessible(page);
  await screenshot(page, 'wallet', project);

  // The unused voucher as a PDF to print: the server's file carries the code as text.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    unused.getByRole('link', { name: /^Download PDF \(A4\)/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-a4\.pdf$/);
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync((await download.path())!)));
  expect((await extractText(pdf, { mergePages: true })).text).toContain(code);
  await expect(used.getByRole('link', { name: /^Download PDF/ })).toHaveCount(0);

  // Filters.
  await filters.getByRole('button', { name: 'Used 1', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('USED');
  await filters.getByRole('button', { name: 'Cancelled 0', exact: true }).click();
  await expect(content.getByText('No cancelled vouchers.')).toBeVisible();
  await filters.getByRole('button', { name: 'All 3', exact: true }).click();
  await expect(rows).toHaveCount(3);

  // Copy the code.
  await unused.getByRole('button', { name: `Copy code ${code}` }).click();
  await expect(unused.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // The QR code, large, in a dialog.
  await unused.getByRole('button', { name: `Show QR code of ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: 'The Copper Kettle Café voucher' });
  await expect(dialog.getByRole('img', { name: `QR code of voucher code ${code}` })).toBeVisible();
  const qrBox = await dialog.getByRole('img').boundingBox();
  expect(qrBox!.width).toBeGreaterThanOrEqual(250);
  await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'wallet-qr', project);
  // The dialog as the customer holds it up to the till (the viewport, not the whole page).
  await page.screenshot({ path: `artifacts/screenshots/wallet-qr-view-${project}.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // GIFTED details.
  const details = gift.getByRole('button', { name: 'Details' });
  await details.click();
  await expect(gift.getByText('Jamie Morgan')).toBeVisible();
  await expect(gift.getByText('jamie.morgan@example.com')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'wallet-gift-details', project);
  // A keyboard closes it with Escape; a phone by a tap elsewhere.
  if (project === 'phone') await content.getByRole('heading', { name: 'Voucher Wallet' }).tap();
  else await page.keyboard.press('Escape');
  await expect(gift.getByText('Jamie Morgan')).toBeHidden();

  // Unlocked Vouchers: the café at step 3 and the bookshop at step 2.
  await page
    .getByRole('complementary', { name: 'Your account' })
    .getByRole('button', { name: 'Unlocked Vouchers' })
    .click();
  const unlocked = page.getByRole('region', { name: 'Unlocked Vouchers' });
  await expect(unlocked.locator('.unlocked__grid > li')).toHaveCount(2);
  await expect(unlocked.getByRole('link', { name: /The Copper Kettle Café/ })).toBeVisible();
  await expect(unlocked.getByRole('link', { name: /Dog-Eared Books/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'wallet-unlocked', project);

  // Offline: once the service worker controls the page and has kept the wallet, a reload with
  // no network still shows the codes.
  await page.goto('/for-me');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.evaluate(() => navigator.serviceWorker.controller !== null)).resolves.toBe(
    true,
  );
  await expect(page.getByRole('table').locator('code')).toHaveText(code);
  // The worker answers the page first and keeps the wallet after: wait until it is kept.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        Boolean(await (await caches.open('stepup-wallet-v1')).match('/api/wallet')),
      ),
    )
    .toBe(true);
  // setOffline does not reach the service worker's own requests in Chromium (microsoft/playwright
  // #2311): those are cut off by routing them to a failure.
  await context.setOffline(true);
  await context.route('**', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue(),
  );
  try {
    await page.reload();
    // 'saved …' comes only from the worker's kept answer: the codes below are the cached ones.
    await expect(
      page.getByText(/Offline — showing your vouchers as last loaded \(saved .+\)/),
    ).toBeVisible({ timeout: 15_000 });
    const offlineTable = page.getByRole('table');
    await expect(offlineTable.locator('code')).toHaveText(code);
    await offlineTable.getByRole('button', { name: `Show QR code of ${code}` }).click();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await screenshot(page, 'wallet-offline', project);
  } finally {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
  }
});
