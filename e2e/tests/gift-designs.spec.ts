import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { signInAdmin } from './admin-session';
import { payWithSandboxCard, seededCampaignId, signUpVerifiedCustomer } from './helpers';
import { urls } from '../playwright.config';

// Gift designs (docs/product.md#gift-designs): an admin adds a design with uploaded artwork in a
// category; a customer buys a gift choosing the demo's Birthday design, the live preview shows
// the message, value and business, and the recipient's email carries the design and a QR code.

const CAMPAIGN = 'Sourdough Subscription';
const COMPANY = 'Rise & Crumb Bakery';

interface Mail {
  template: string | null;
  text: string;
  html: string;
}

async function mailOf(request: APIRequestContext, to: string, template: string) {
  const response = await request.get(`${urls.web}/api/dev/mail?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { mail: Mail[] }).mail.filter((m) => m.template === template);
}

/** The admin's page, kept to delete the design it added once the test is over. */
let adminPage: Page | null = null;
const added: string[] = [];

test.afterAll(async () => {
  if (!adminPage) return;
  for (const id of added) {
    await adminPage.request.delete(`${urls.business}/api/admin/gift-designs/${id}`);
  }
  await adminPage.context().close();
  adminPage = null;
});

test('an admin adds a gift design with uploaded artwork in a category', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const name = `Sunflowers ${project} ${Date.now() % 100_000}`;
  const viewport = testInfo.project.use.viewport ?? null;
  const admin = await (await browser.newContext({ viewport })).newPage();
  adminPage = admin;
  await signInAdmin(admin);

  await admin.goto(`${urls.business}/admin/gifting`);
  const designs = admin.getByRole('region', { name: 'Gift designs' });
  await expect(designs.getByRole('table', { name: 'Gift designs in display order' })).toBeVisible();
  await expect(designs.getByText('Balloons')).toBeVisible();
  await expectAccessible(admin);
  await screenshot(admin, 'admin-gift-designs', project);

  await designs.getByRole('button', { name: 'Add design' }).click();
  const form = admin.getByRole('dialog', { name: 'Add a design' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Category').selectOption({ label: 'Thank you' });
  const artwork = await sharp({
    create: { width: 1200, height: 600, channels: 3, background: '#facc15' },
  })
    .png()
    .toBuffer();
  await form
    .getByLabel('Artwork')
    .setInputFiles({ name: 'sunflowers.png', mimeType: 'image/png', buffer: artwork });
  await expect(form.getByRole('img', { name: 'Current artwork' })).toBeVisible();
  await expectAccessible(admin);
  await screenshot(admin, 'admin-gift-design-form', project);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(admin.getByText('Update successful')).toBeVisible();
  const row = designs.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Thank you');
  await expect(row).toContainText('Active');

  const list = (await (
    await admin.request.get(`${urls.business}/api/admin/gift-designs`)
  ).json()) as {
    designs: { id: string; name: string }[];
  };
  added.push(...list.designs.filter((d) => d.name === name).map((d) => d.id));
  // The customer site offers it at once.
  const offered = await (await admin.request.get(`${urls.web}/api/gift-designs`)).json();
  expect(JSON.stringify(offered)).toContain(name);
});

test('a customer gifts a voucher with the Birthday design: the preview, then the recipient’s email', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const stamp = Date.now();
  const buyer = `designer-${project}-${stamp}@example.test`;
  const recipient = `birthday-${project}-${stamp}@example.test`;
  await signUpVerifiedCustomer(page, {
    name: 'Dee Signer',
    email: buyer,
    password: 'Design-Pass-1',
  });
  const id = await seededCampaignId(page, { company: COMPANY, campaign: CAMPAIGN });

  await page.goto(`/campaign/${id}`);
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Gift', exact: true }) })
    .click();
  await page.getByLabel('Recipient name').fill('Robin');
  await page.getByLabel('Recipient email').fill(recipient);
  const message = 'Happy birthday, Robin! Have a slice on me.';
  await page.getByLabel('Message').fill(message);

  const picker = page.getByRole('group', { name: 'Gift design' });
  await expect(picker.getByRole('radio', { name: "The campaign's own image" })).toBeChecked();
  await picker.getByRole('button', { name: 'Birthday', exact: true }).click();
  await picker.locator('label').filter({ hasText: 'Balloons' }).click();
  await expect(picker.getByRole('radio', { name: 'Balloons' })).toBeChecked();

  const preview = page.getByRole('region', { name: 'What your recipient gets' });
  await expect(preview.getByRole('img', { name: 'Balloons' })).toBeVisible();
  await expect(preview).toContainText(message);
  await expect(preview).toContainText('For Robin');
  await expect(preview).toContainText('£20.00');
  await expect(preview).toContainText(COMPANY);
  await expectAccessible(page);
  await picker.scrollIntoViewIfNeeded();
  await screenshot(page, 'gift-design-picker', project);

  await page.getByRole('button', { name: /Let's Go £18\.00 \+ £1\.50 gift fee/ }).click();
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Robin');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithSandboxCard(page, '4242 4242 4242 4242', '£19.50');
  await expect(page.getByRole('heading', { name: 'Payment Complete' })).toBeVisible({
    timeout: 30_000,
  });

  await expect
    .poll(async () => (await mailOf(page.request, recipient, 'gift-delivery')).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [gift] = await mailOf(page.request, recipient, 'gift-delivery');
  expect(gift!.html).toMatch(/<img src="[^"]*\/files\/seed\/gift-design-birthday-balloons\.webp"/);
  expect(gift!.html).toMatch(/aria-label="QR code of [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}"/);
  expect(gift!.text).toContain(message);
  expect(gift!.text).toContain(COMPANY);
  expect(gift!.text).toContain('£20.00');
});
