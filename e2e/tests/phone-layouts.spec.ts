import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from './fixtures';
import { signInAdmin } from './admin-session';
import { buyVoucherAsGuest, openMenu, seededCampaignId, signIn } from './helpers';
import { urls } from '../playwright.config';

// The phone layout (375 px) of the pages whose long flows run at desktop only (@one-width, see
// playwright.config.ts): each page opened as it is, checked with axe and pictured, and none laid
// out wider than the screen. Nothing is saved through the forms; the only data made is one guest
// purchase (the admin's refund form needs a payment) and a category moved and moved back (the
// interaction log needs an entry). Screenshot names are those the flows took at this width
// before, so the artifacts keep their names.

const PHONE = 'phone';
const company = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };
const customer = { email: 'customer@demo.stepup.test', password: 'Demo-Customer-1' };

/** The page's title (its one level-1 heading) is shown; then axe, and the picture. */
async function check(page: Page, heading: string | RegExp, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, name, PHONE);
}

/** An open dialog checked and pictured, then closed from the keyboard. */
async function checkDialog(page: Page, dialogName: string | RegExp, name: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, name, PHONE);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('the admin area at phone width', { tag: '@phone-only' }, async ({ page }) => {
  test.setTimeout(300_000);
  const code = await buyVoucherAsGuest(page, `phone-walk-${Date.now()}@example.test`);
  await signInAdmin(page);

  // The dashboard, and its menu behind the Menu button.
  await page.goto(`${urls.business}/admin/dashboard?period=12m`);
  await check(page, 'Dashboard', 'admin-dashboard-charts');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link', { name: 'Interaction log' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-menu', PHONE);

  // Each figure's list.
  const figures = page.getByRole('list', { name: 'Figures for the period' });
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await figures.getByRole('link', { name: 'Vouchers redeemed' }).click();
  await expect(page).toHaveURL(/\/admin\/payments\?dateOf=redeemed/);
  await check(page, 'Payments', 'admin-payments-redeemed');
  await page.goBack();
  await figures.getByRole('link', { name: 'New customers' }).click();
  await check(page, 'Customers', 'admin-customers-joined');
  await page.goBack();
  await figures.getByRole('link', { name: 'New companies' }).click();
  await expect(page).toHaveURL(/\/admin\/companies\?from=/);
  await check(page, 'Companies', 'admin-companies-joined');

  // Payments: one found by its code, and the refund's confirmation step (not confirmed).
  await page.goto(`${urls.business}/admin/payments`);
  const search = page.getByRole('search', { name: 'Find payments' });
  await search.getByLabel('Code, email or charge id').fill(code);
  await search.getByRole('button', { name: 'Show' }).click();
  const payments = page.getByRole('table', { name: 'Payments, newest first' });
  await expect(payments.locator('tbody tr')).toHaveCount(1);
  await check(page, 'Payments', 'admin-payments');
  await payments.getByRole('button', { name: new RegExp(code) }).click();
  const details = page.getByRole('dialog', { name: /^Payment to / });
  await details.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: /^Refund a payment to / });
  await refund.getByLabel('Amount (£)').fill('4.50');
  await refund.getByLabel(/^Reason/).fill('Goodwill after a late delivery');
  await refund.getByRole('button', { name: 'Continue' }).click();
  await expect(refund.getByRole('button', { name: 'Refund £4.50' })).toBeVisible();
  await checkDialog(page, /^Refund a payment to /, 'admin-refund-confirm');

  // Customers, and one customer's details.
  await page.goto(`${urls.business}/admin/customers`);
  await check(page, 'Customers', 'admin-customers');
  await page
    .getByRole('table', { name: 'Customers, newest first' })
    .getByRole('button', { name: /^Details of / })
    .first()
    .click();
  await checkDialog(page, /.+/, 'admin-customer-details');

  // Permission levels and admins, with their forms opened (nothing saved).
  await page.goto(`${urls.business}/admin/roles`);
  await expect(
    page.getByRole('table', { name: 'Permission levels, most powerful first' }),
  ).toBeVisible();
  await check(page, 'Permission levels', 'admin-roles');
  await page.getByRole('button', { name: 'Add a permission level' }).click();
  await checkDialog(page, 'New permission level', 'admin-level-editor');
  await page.goto(`${urls.business}/admin/admins`);
  await expect(page.getByRole('table', { name: 'Admins, by name' })).toBeVisible();
  await check(page, 'Admins', 'admin-admins');
  await page.getByRole('button', { name: 'Add an admin' }).click();
  await checkDialog(page, 'New admin', 'admin-new-admin');

  // The interaction log, with something in it: a category moved up and back down (through the
  // API, as the categories tab would), which leaves the order as it was.
  const categories = await page.request.get(`${urls.business}/api/admin/categories`);
  const second = ((await categories.json()) as { categories: { id: string }[] }).categories[1]!;
  for (const direction of ['up', 'down']) {
    const moved = await page.request.post(
      `${urls.business}/api/admin/categories/${second.id}/move`,
      { data: { direction } },
    );
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  await page.goto(`${urls.business}/admin/admin-actions`);
  await expect(page.getByRole('table', { name: 'Interaction log, newest first' })).toBeVisible();
  await check(page, 'Interaction log', 'admin-interaction-log');

  // Email templates: the list, and the editor with its preview.
  await page.goto(`${urls.business}/admin/notifications`);
  const templates = page.getByRole('region', { name: 'Customers' });
  await expect(templates.getByRole('link', { name: /Purchase confirmation/ })).toBeVisible();
  await check(page, 'Notifications', 'admin-email-templates');
  await templates.getByRole('link', { name: /Purchase confirmation/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit: Purchase confirmation' })).toBeFocused();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview with sample data' });
  const frame = page.frameLocator('iframe[title="Preview of the email: Purchase confirmation"]');
  await expect(frame.getByText('Your voucher code')).toBeVisible();
  await preview.scrollIntoViewIfNeeded();
  await check(page, 'Notifications', 'admin-email-template-editor');

  // Perks, the perk form, and the gifting price.
  await page.goto(`${urls.business}/admin/perks`);
  await expect(
    page.getByRole('table', { name: 'Perks, in the order companies see them' }),
  ).toBeVisible();
  await check(page, 'Perks', 'admin-perks');
  await page.getByRole('button', { name: 'Add a perk' }).click();
  await checkDialog(page, 'Add a perk', 'admin-perk-form');
  await page.goto(`${urls.business}/admin/gifting`);
  await expect(page.getByLabel('Default gifting price (£)')).toBeVisible();
  await check(page, 'Gifting price', 'admin-gifting');

  // Content management: categories, branding, a page in the editor, and the stories.
  await page.goto(`${urls.business}/admin/content-management?tab=categories`);
  await expect(page.getByRole('table', { name: 'Categories, in display order' })).toBeVisible();
  await check(page, 'Content management', 'admin-content-categories');
  await page.goto(`${urls.business}/admin/content-management?tab=branding`);
  await expect(page.getByLabel('Site name')).toBeVisible();
  await check(page, 'Content management', 'admin-content-branding');
  await page.goto(`${urls.business}/admin/content-management?tab=pages&page=appTC`);
  await expect(page.getByRole('textbox', { name: 'Text' })).toContainText('Using your voucher');
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await check(page, 'Content management', 'admin-content-pages-editor');
  await page.goto(`${urls.business}/admin/content-management?tab=stories`);
  await expect(page.getByRole('table', { name: 'Our Stories, newest first' })).toBeVisible();
  await check(page, 'Content management', 'admin-content-stories');
});

test('company and customer pages at phone width', { tag: '@phone-only' }, async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, company.email, company.password, urls.business);
  await expect(page).toHaveURL(`${urls.business}/dashboard`);

  // The dashboard, the team and the account (their flows: multi-site, company-notifications,
  // business-team, marketplace-loop and profile, at desktop only).
  await expect(page.getByText('Expiring in 30 days')).toBeVisible();
  await check(page, 'Dashboard', 'business-dashboard');
  await page.goto(`${urls.business}/team`);
  await expect(page.getByRole('heading', { name: /^Members of / })).toBeVisible();
  await check(page, 'Team', 'business-team');
  await page.goto(`${urls.business}/account`);
  await expect(page.getByRole('region', { name: 'Profile Settings' })).toBeVisible();
  await check(page, 'Your Account', 'business-account');

  // Website connection's tabs, the first reached through the menu.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Website Connection' })
    .click();
  await expect(page.getByRole('tab', { name: 'Online shop', selected: true })).toBeVisible();
  await expect(page.getByText(/Vouchers are used in store only/)).toBeVisible();
  await check(page, 'Website Connection', 'shop-connection-in-store-only');
  // Choosing again is the page's own state until a choice is saved.
  await page.getByRole('button', { name: 'Choose again' }).click();
  await expect(page.getByRole('radio', { name: 'WooCommerce' })).toBeVisible();
  await check(page, 'Website Connection', 'shop-connection-choice');
  await page.goto(`${urls.business}/api?tab=sites`);
  await check(page, 'Website Connection', 'website-connection-sites');
  await page.goto(`${urls.business}/api?tab=api-keys`);
  await expect(page.getByRole('heading', { level: 2, name: 'Create a key' })).toBeVisible();
  await check(page, 'Website Connection', 'api-keys');
  await page.goto(`${urls.business}/api?tab=webhooks`);
  await expect(page.getByLabel('Address to send events to')).toBeVisible();
  await check(page, 'Website Connection', 'webhooks-settings');

  // Perks, the custom-offers inbox, and a sale's cancellation (asked, not done).
  await page.goto(`${urls.business}/perks`);
  await check(page, 'Perks', 'company-perks');
  // Answered (none waits in the seed).
  await page.goto(`${urls.business}/offers?view=answered`);
  await expect(page.getByRole('list', { name: 'Answered', exact: true })).toBeVisible();
  await check(page, 'Custom offers', 'offers-inbox');
  await page.goto(`${urls.business}/payments`);
  await page
    .getByRole('button', { name: /^Cancel and refund .* voucher$/ })
    .first()
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel and refund?' });
  await cancel.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(cancel.getByText('Please give a reason (at least 3 characters).')).toBeVisible();
  await checkDialog(page, 'Cancel and refund?', 'sale-cancel');

  // The customer, in the same phone (cookies are per host, not per port: the owner's go first).
  await page.context().clearCookies();
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(`${urls.web}/`);

  // The own-offer form, not sent (the card step makes an offer; the guest offer test pictures it).
  const id = await seededCampaignId(page, {
    company: 'The Copper Kettle Café',
    campaign: 'Coffee & Cake for Two',
  });
  await page.goto(`/campaign/${id}`);
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /Choose your own/ }) })
    .click();
  await page.getByLabel('Voucher value (£)').fill('80');
  await expect(page.getByText(/You pay £\d+\.\d\d if the business accepts/)).toBeVisible();
  await check(page, 'Voucher Campaign Details', 'offer-form');

  // My Offers, through the menu and the account's sections.
  await (await openMenu(page)).getByRole('link', { name: 'My Vouchers & Account' }).click();
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('button', { name: 'My Offers' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'My Offers' })).toBeFocused();
  await expectAccessible(page);
  await screenshot(page, 'for-me-offers', PHONE);

  // Two-step sign-in by text message, a landline refused.
  await page.goto('/for-me?tab=3');
  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  await twoStep.getByRole('radio', { name: /Text message/ }).check();
  await twoStep.getByLabel('Mobile number').fill('020 7946 0958');
  await twoStep.getByLabel('Password', { exact: true }).fill(customer.password);
  await twoStep.getByRole('button', { name: 'Text me a code' }).click();
  await expect(twoStep.getByText(/Please enter a UK mobile number/)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page);
  await screenshot(page, 'for-me-two-step-text-number', PHONE);
});

test(
  "a campaign's logo keeps off its picture's title; the business comparison is whole",
  { tag: '@phone-only' },
  async ({ page }) => {
    // The seed's longest title on a picture: the logo once covered its end.
    const id = await seededCampaignId(page, {
      company: 'Rise & Crumb Bakery',
      campaign: 'Sourdough Subscription',
    });
    await page.goto(`/campaign/${id}`);
    const picture = page.locator('.campaign-details__media .campaign-image__picture');
    const logo = page.getByRole('img', { name: 'Rise & Crumb Bakery logo' });
    await expect(logo).toBeVisible();
    const pictureBox = (await picture.boundingBox())!;
    const logoBox = (await logo.boundingBox())!;
    // A picture's own text stays above its bottom quarter (the seed draws it at 44–70 %): the
    // logo keeps below that, and clear of the company's details under the picture.
    expect(logoBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height * 0.75);
    const details = (await page.locator('.campaign-details__top').boundingBox())!;
    expect(logoBox.y + logoBox.height).toBeLessThanOrEqual(details.y);
    await screenshot(page, 'campaign-picture', PHONE);

    // Every cell of the comparison shows all its words; what is wider than the card scrolls
    // inside the table's own labelled, focusable region.
    await page.goto('/business');
    const region = page.getByRole('region', { name: /compared with typical voucher sites/ });
    await expect(region).toBeVisible();
    const clipped = await region
      .locator('th, td')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
      );
    expect(clipped).toEqual([]);
    const { scrolls, overflowX, tabIndex } = await region.evaluate((el) => ({
      scrolls: el.scrollWidth > el.clientWidth,
      overflowX: getComputedStyle(el).overflowX,
      tabIndex: el.tabIndex,
    }));
    if (scrolls) {
      expect(overflowX).toMatch(/auto|scroll/);
      expect(tabIndex).toBe(0);
    }
    await region.scrollIntoViewIfNeeded();
    await screenshot(page, 'business-comparison', PHONE);
  },
);
