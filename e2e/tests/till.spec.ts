import { expectAccessible, expect, screenshot, test } from './fixtures';
import { buyVoucherAsGuest } from './helpers';
import { urls } from '../playwright.config';

// The till (/redeem) as an installed app on a phone or a tablet (ADR 039).
const company = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };
const TILL_OFFLINE =
  'This till is offline. Codes cannot be checked or marked as used until the connection returns.';

test('the business site is installable and opens at the till', async ({ page }) => {
  const manifest = await page.request.get(`${urls.business}/manifest.webmanifest`);
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as {
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string }[];
  };
  expect(body).toMatchObject({ start_url: '/redeem', scope: '/', display: 'standalone' });
  for (const icon of body.icons) {
    expect((await page.request.get(`${urls.business}${icon.src}`)).status(), icon.src).toBe(200);
  }

  await page.goto(`${urls.business}/login`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(worker).toBe(`${urls.business}/sw.js`);
});

test('a member redeems two codes in a row, sees them listed newest first, and offline nothing is marked', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const stamp = Date.now();
  const first = await buyVoucherAsGuest(page, `till-1-${project}-${stamp}@example.test`);
  const second = await buyVoucherAsGuest(page, `till-2-${project}-${stamp}@example.test`);
  const third = await buyVoucherAsGuest(page, `till-3-${project}-${stamp}@example.test`);

  await page.goto(`${urls.business}/login`);
  await page.getByLabel('Email').fill(company.email);
  await page.getByLabel('Password', { exact: true }).fill(company.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${urls.business}/dashboard`);
  await page.goto(`${urls.business}/redeem`);
  await expect(page.getByRole('heading', { name: 'Latest redemptions' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'till-empty', project);

  const field = page.getByLabel('Voucher code');
  const result = page.locator('.till__result');
  const recent = page.locator('.till-recent__item');
  for (const [index, code] of [first, second].entries()) {
    await field.fill(code);
    await page.getByRole('button', { name: 'Find voucher' }).click();
    await expect(result.getByRole('heading', { name: code })).toBeVisible();
    await expect(result.getByText('£10.00')).toBeVisible();
    await expect(result.getByText('Unused')).toBeVisible();
    if (index === 0) {
      await expectAccessible(page);
      await screenshot(page, 'till-found', project);
    }
    await result.getByRole('button', { name: 'Mark as used' }).click();
    await expect(result.getByRole('status')).toHaveText('Voucher marked as used');
    await expect(result.getByText('Used', { exact: true })).toBeVisible();
    // Ready for the next customer at once.
    await expect(field).toBeFocused();
    await expect(recent.first()).toContainText(code.slice(7));
  }
  // Newest first, codes masked.
  await expect(recent.nth(0)).toContainText(`••••-••${second.slice(7)}`);
  await expect(recent.nth(1)).toContainText(`••••-••${first.slice(7)}`);
  await expect(page.locator('.till-recent')).not.toContainText(second);
  await expectAccessible(page);
  await screenshot(page, 'till-used', project);

  // The same code again: refused, in words, colour and an icon.
  await page.getByRole('button', { name: 'Find voucher' }).click();
  await expect(result.getByRole('alert')).toHaveText('This voucher has already been used.');
  await expect(result.getByRole('button', { name: 'Mark as used' })).toHaveCount(0);
  await expect(field).toBeFocused();
  await expectAccessible(page);
  await screenshot(page, 'till-refused', project);

  // Offline: the till says so and marks nothing.
  await field.fill(third);
  await page.getByRole('button', { name: 'Find voucher' }).click();
  await expect(result.getByRole('heading', { name: third })).toBeVisible();
  await context.setOffline(true);
  try {
    await expect(page.getByRole('alert').filter({ hasText: TILL_OFFLINE })).toBeVisible();
    await expect(result.getByRole('button', { name: 'Mark as used' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Find voucher' })).toBeDisabled();
    await field.press('Enter');
    await expectAccessible(page);
    await screenshot(page, 'till-offline', project);
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByText(TILL_OFFLINE)).toHaveCount(0);
  await page.getByRole('button', { name: 'Find voucher' }).click();
  await expect(result.getByRole('heading', { name: third })).toBeVisible();
  await expect(result.getByText('Unused')).toBeVisible();
  await expect(recent.first()).toContainText(second.slice(7));

  // The service worker keeps the app shell, never an API answer.
  const cached = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
});
