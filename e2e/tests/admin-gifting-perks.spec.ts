import type { Page } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { signInAdmin } from './admin-session';
import { seededCampaignId, signIn, signUpVerifiedBusiness } from './helpers';
import { urls } from '../playwright.config';

// The gifting price and perks (docs/product.md#gifting-price, #perks): an admin offers a perk to
// one chosen company, whose owner finds it on /perks; the admin turns perks off and the company's
// menu loses its Perks item (back on at the end, whatever happens); the admin sets the gifting
// price and a customer's gift button shows it (the old price restored at the end).

const demoCustomer = { email: 'customer@demo.stepup.test', password: 'Demo-Customer-1' };
const UNAVAILABLE = 'Perks are not available at the moment';

/** The admin's page, kept for the restore after the test (its request context has the cookies). */
let adminPage: Page | null = null;
let originalFeePence: number | null = null;

test.afterAll(async () => {
  if (!adminPage) return;
  const api = adminPage.request;
  // Whatever failed above, companies get their Perks tab back and gifts their old price.
  await api.put(`${urls.business}/api/admin/perks/settings`, { data: { perksEnabled: true } });
  if (originalFeePence !== null)
    await api.put(`${urls.business}/api/admin/gifting`, {
      data: { giftingFeePence: originalFeePence },
    });
  await adminPage.context().close();
  adminPage = null;
});

test(
  'an admin offers a perk to one company, turns perks off and on, and sets the gifting price',
  { tag: '@one-width' },
  async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const stamp = Date.now();
    const company = `Perk Partner ${project} ${stamp % 100_000}`;
    const owner = { email: `perk-owner-${project}-${stamp}@example.test`, password: 'Str0ng!pass' };
    const perkTitle = `Card reader for £19 (${project} ${stamp % 100_000})`;
    const viewport = testInfo.project.use.viewport ?? null;
    const newPage = async () => (await browser.newContext({ viewport })).newPage();

    const ownerPage = await newPage();
    await signUpVerifiedBusiness(ownerPage, { ...owner, company, signIn: true });

    const admin = await newPage();
    adminPage = admin;
    await signInAdmin(admin);
    originalFeePence = (
      (await (await admin.request.get(`${urls.business}/api/admin/gifting`)).json()) as {
        giftingFeePence: number;
      }
    ).giftingFeePence;

    // The admin adds a perk for the new company only, found by its name.
    await admin.goto(`${urls.business}/admin/perks`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Perks' })).toBeVisible();
    await admin.getByRole('button', { name: 'Add a perk' }).click();
    const form = admin.getByRole('dialog', { name: 'Add a perk' });
    await form.getByLabel('Title').fill(perkTitle);
    await form.getByLabel('Partner').fill('Tillpoint Payments');
    await form.getByLabel('Description').fill('Take contactless payments at the counter.');
    await form.getByLabel('Link (https://)').fill('https://tillpoint.example.co.uk/stepup');
    await form.getByLabel('Code', { exact: true }).fill('STEPUP19');
    await form.getByRole('radio', { name: 'Chosen companies' }).check();
    await form.getByLabel('Search companies by name').fill(company);
    await form.getByRole('button', { name: `Choose ${company}` }).click();
    await expect(form.getByRole('button', { name: `Remove ${company}` })).toBeVisible();
    await expectAccessible(admin);
    await screenshot(admin, 'admin-perk-form', project);
    await form.getByRole('button', { name: 'Save perk' }).click();
    await expect(admin.getByText('Update successful')).toBeVisible();
    const table = admin.getByRole('table', { name: 'Perks, in the order companies see them' });
    const row = table.getByRole('row').filter({ hasText: perkTitle });
    await expect(row).toContainText('Live');
    await expect(row).toContainText('1 chosen company');
    await expectAccessible(admin);
    await screenshot(admin, 'admin-perks', project);

    // The chosen company's owner finds it on /perks, with its code.
    await ownerPage.goto(`${urls.business}/perks`);
    const card = ownerPage.getByRole('listitem').filter({ hasText: perkTitle });
    await expect(card.getByRole('heading', { name: perkTitle })).toBeVisible();
    await expect(card.getByText('From Tillpoint Payments')).toBeVisible();
    await expect(card.getByText('STEPUP19')).toBeVisible();
    await expect(card.getByRole('link', { name: new RegExp(`Get this perk`) })).toHaveAttribute(
      'href',
      'https://tillpoint.example.co.uk/stepup',
    );
    await expectAccessible(ownerPage);
    await screenshot(ownerPage, 'company-perks', project);

    // Perks off: the company's menu has no Perks item, and /perks says so.
    const perksSwitch = admin.getByRole('switch', { name: 'Perks tab for companies' });
    await expect(perksSwitch).toHaveAttribute('aria-checked', 'true');
    await perksSwitch.click();
    await expect(perksSwitch).toHaveAttribute('aria-checked', 'false');
    await expect(admin.getByText('The Perks tab is hidden from every company.')).toBeVisible();
    await ownerPage.goto(`${urls.business}/team`);
    const menu = ownerPage.getByRole('navigation', { name: 'Company' });
    await expect(menu.getByRole('link', { name: 'Team' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Perks' })).toHaveCount(0);
    await ownerPage.goto(`${urls.business}/perks`);
    await expect(ownerPage.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    await expect(ownerPage.getByText(perkTitle)).toHaveCount(0);
    await expectAccessible(ownerPage);
    await screenshot(ownerPage, 'company-perks-off', project);

    // Back on: the menu has Perks again.
    await perksSwitch.click();
    await expect(perksSwitch).toHaveAttribute('aria-checked', 'true');
    await ownerPage.goto(`${urls.business}/team`);
    await expect(
      ownerPage.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Perks' }),
    ).toBeVisible();

    // The gifting price: the admin sets £4.35 and a customer's gift button carries it.
    const newFee = originalFeePence === 435 ? '4.45' : '4.35';
    await admin.goto(`${urls.business}/admin/gifting`);
    const price = admin.getByLabel('Default gifting price (£)');
    await price.fill(newFee);
    await admin.getByRole('button', { name: 'Save gifting price' }).click();
    await expect(admin.getByText('Update successful')).toBeVisible();
    await expect(admin.getByText(`£${newFee}`, { exact: true })).toBeVisible();
    await expectAccessible(admin);
    await screenshot(admin, 'admin-gifting', project);

    const customer = await newPage();
    await signIn(customer, demoCustomer.email, demoCustomer.password);
    await expect(customer).toHaveURL(`${urls.web}/`);
    const id = await seededCampaignId(customer, {
      company: 'Rise & Crumb Bakery',
      campaign: 'Sourdough Subscription',
    });
    await customer.goto(`${urls.web}/campaign/${id}`);
    await customer.getByText('Gift', { exact: true }).click();
    await expect(customer.getByRole('radio', { name: 'Gift', exact: true })).toBeChecked();
    await expect(
      customer.getByRole('button', {
        name: new RegExp(`^Let's Go £\\d+\\.\\d\\d \\+ £${newFee.replace('.', '\\.')} gift fee$`),
      }),
    ).toBeVisible();
    await expectAccessible(customer);

    // The old price back (afterAll does it too if this fails earlier).
    const restored = await admin.request.put(`${urls.business}/api/admin/gifting`, {
      data: { giftingFeePence: originalFeePence },
    });
    expect(restored.ok()).toBe(true);
    await customer.context().close();
    await ownerPage.context().close();
  },
);
