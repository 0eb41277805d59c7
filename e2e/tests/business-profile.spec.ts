import sharp from 'sharp';
import { expect, expectAccessible, screenshot, test } from './fixtures';
import { png, signUpVerifiedBusiness, uploadImage } from './helpers';
import { urls } from '../playwright.config';

test('a new business fills its basic information with real images, connects payments and its website, and completes the setup checklist', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const stamp = Date.now();
  const business = {
    name: `Juniper Bakery ${project} ${stamp}`,
    email: `juniper-${project}-${stamp}@example.test`,
  };
  await signUpVerifiedBusiness(page, {
    company: business.name,
    email: business.email,
    signIn: true,
  });

  // The dashboard starts with the onboarding checklist.
  await expect(page.getByRole('heading', { name: 'Get ready to sell' })).toBeVisible();
  await screenshot(page, 'business-dashboard-checklist', project);

  // The checklist says what is left; the setup hint links to /setup-help.
  await page.goto(`${urls.business}/setup-help`);
  const checklist = page.locator('.onboarding');
  await expect(checklist.getByRole('heading', { name: 'Get ready to sell' })).toBeVisible();
  await expect(checklist).toContainText('0 of 9 done');
  await checklist.getByRole('button', { name: 'Need help?' }).click();
  await expect(checklist.getByRole('link', { name: 'Read the setup help' })).toHaveAttribute(
    'href',
    '/setup-help',
  );
  await expectAccessible(page);
  await screenshot(page, 'business-setup-help', project);
  await page.keyboard.press('Escape');

  // Basic information: the rule of docs/product.md#basic-information-and-images for the website, then saved.
  await checklist.getByRole('link', { name: /Add your company number/ }).click();
  await expect(page).toHaveURL(/\/basic-information#compliance$/);
  await expect(page.getByLabel('Trading name')).toHaveValue(business.name);
  await page.getByLabel('Website').fill('www.juniper-bakery.test');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Invalid website format')).toBeVisible();
  await expect(page.getByLabel('Website')).toBeFocused();
  await page.getByLabel('Website').fill('https://www.juniper-bakery.test');
  await page
    .getByLabel('Description')
    .fill('Sourdough, cinnamon buns and cakes baked every morning.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Contact email').fill('hello@juniper-bakery.test');
  await page.getByLabel('Company number').fill('01234567');
  await page.getByLabel('Registered address line 1').fill('12 Market Street');
  await page.getByLabel('Town or city').fill('Bristol');
  await page.getByLabel('Postcode').fill('bs1 4dj');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Update successful')).toBeVisible();
  await expect(page.getByLabel('Postcode')).toHaveValue('BS1 4DJ');

  // Images: 'No image selected', a too-small logo refused with the rule's message, then real ones.
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('No image selected')).toBeVisible();
  await uploadImage(page, 'Logo', 'small-logo.png', await png(80, 80, '#0f766e'));
  await expect(page.getByText('Logo must be at least 100 x 100 px')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'business-basic-information-errors', project);
  await uploadImage(page, 'Logo', 'logo.png', await png(400, 400, '#0f766e'));
  await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await uploadImage(page, 'Primary image', 'primary.png', await png(1600, 800, '#e85d4a'));
  await expect(page.getByRole('img', { name: 'Current primary image' })).toBeVisible();
  await uploadImage(page, 'Voucher image', 'voucher.png', await png(1080, 540, '#1d4ed8'));
  await expect(page.getByRole('img', { name: 'Current voucher image' })).toBeVisible();
  // The stored picture is a decodable web-sized image served by the site.
  const logoSrc = await page.getByRole('img', { name: 'Current logo' }).getAttribute('src');
  const served = await page.request.get(`${urls.business}${logoSrc}`);
  expect(served.ok()).toBe(true);
  expect((await sharp(await served.body()).metadata()).format).toBe('webp');
  await expectAccessible(page);
  await screenshot(page, 'business-basic-information', project);

  // Payments: the sandbox connects at once.
  await page.goto(`${urls.business}/payments`);
  await page.getByRole('button', { name: 'Connect payments' }).click();
  await expect(page.getByText('Payments are connected')).toBeVisible();
  await expect(page.getByText('No sales yet')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'business-payments', project);

  // Website connection: no online shop, vouchers are used in store only.
  await page.goto(`${urls.business}/api`);
  await expect(page.getByText(/later update/)).toHaveCount(0);
  await page.getByRole('radio', { name: 'In store only' }).check();
  await page.getByRole('button', { name: 'Use vouchers in store only' }).click();
  await expect(page.getByText(/Vouchers are used in store only/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'business-website-connection', project);

  // Every prerequisite is in place.
  await page.goto(`${urls.business}/setup-help`);
  await expect(page.getByRole('heading', { name: 'Your setup is complete' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'business-setup-complete', project);
});

test('the demo company sees its sales with totals and exports them as CSV', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await page.goto(`${urls.business}/login`);
  await page.getByLabel('Email').fill('company@demo.stepup.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Company-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${urls.business}/dashboard`);
  await page.goto(`${urls.business}/payments`);
  await expect(page.getByRole('heading', { name: 'Sales' })).toBeVisible();
  // The demo company has sales: the export is offered and is a real CSV of them.
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  const csv = await page.request.get(`${urls.business}/api/company/sales.csv`);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toContain('Date,Customer,Campaign');
  expect(lines.length).toBeGreaterThan(1);
  await expectAccessible(page);
  await screenshot(page, 'business-payments-demo', project);
});
