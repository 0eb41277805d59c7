import type { Browser, TestInfo } from '@playwright/test';
import { confirmAdminIdentity, signInAdmin } from './admin-session';
import {
  expectEachCampaignRuleRefused,
  fillCampaignRequest,
  validCampaignRequest,
} from './campaign-request';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import {
  payWithSandboxCard,
  seededCampaignId,
  signUpVerifiedBusiness,
  signUpVerifiedCustomer,
  png,
  uploadImage,
} from './helpers';
import { urls } from '../playwright.config';

/** Another person's browser, like this project's (phone or desktop). */
async function anotherBrowser(browser: Browser, testInfo: TestInfo) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: urls.web,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  return { context, page: await context.newPage() };
}

/**
 * The whole marketplace with nothing of the demo's but its platform admin: a new business signs
 * up, sets up, requests a campaign, is approved with it, a new customer buys it, the business
 * sees the sale and redeems the code, and the customer's wallet says USED.
 */
test(
  'a new business goes from sign-up to a redeemed sale, across both sites',
  { tag: '@one-width' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    const project = testInfo.project.name;
    const stamp = Date.now();
    const company = `Hazel & Hops ${project} ${stamp}`;
    const owner = { email: `hazel-${project}-${stamp}@example.test`, password: 'Str0ng!pass' };
    const campaign = `Brewery Tour ${project} ${stamp}`;

    // 1. The business signs up and verifies its email.
    await signUpVerifiedBusiness(page, {
      owner: 'Hazel Owner',
      email: owner.email,
      password: owner.password,
      company,
      signIn: true,
    });

    // 2. Basic information, with real images (a too-small logo refused with the rule's message).
    await page.goto(`${urls.business}/basic-information`);
    await page.getByLabel('Website').fill('https://www.hazel-hops.test');
    await page.getByLabel('Description').fill('A small brewery with a tap room and weekend tours.');
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Contact email').fill(`sales-${stamp}@hazel-hops.test`);
    await page.getByLabel('Company number').fill('07654321');
    await page.getByLabel('Registered address line 1').fill('3 Mill Lane');
    await page.getByLabel('Town or city').fill('Leeds');
    await page.getByLabel('Postcode').fill('LS1 4AP');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Update successful')).toBeVisible();
    await uploadImage(page, 'Logo', 'tiny-logo.png', await png(64, 64, '#7c2d12'));
    await expect(page.getByText('Logo must be at least 100 x 100 px')).toBeVisible();
    await uploadImage(page, 'Logo', 'logo.png', await png(300, 300, '#7c2d12'));
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await uploadImage(page, 'Primary image', 'primary.png', await png(1200, 600, '#b45309'));
    await expect(page.getByRole('img', { name: 'Current primary image' })).toBeVisible();
    await uploadImage(page, 'Voucher image', 'voucher.png', await png(1080, 540, '#15803d'));
    await expect(page.getByRole('img', { name: 'Current voucher image' })).toBeVisible();

    // 3. Sandbox payments connect at once; vouchers are used in store only.
    await page.goto(`${urls.business}/payments`);
    await page.getByRole('button', { name: 'Connect payments' }).click();
    await expect(page.getByText('Payments are connected')).toBeVisible();
    await page.goto(`${urls.business}/api`);
    await page.getByRole('radio', { name: 'In store only' }).check();
    await page.getByRole('button', { name: 'Use vouchers in store only' }).click();
    await expect(page.getByText(/Vouchers are used in store only/)).toBeVisible();

    // 4. The campaign request: each rule of docs/product.md#campaign-rules refused with its message first, then requested.
    await page.goto(`${urls.business}/new-voucher`);
    const fields = validCampaignRequest(campaign);
    await fillCampaignRequest(page, fields);
    await page.getByLabel('Expiry timeframe').selectOption('1');
    await expectEachCampaignRuleRefused(page, fields);
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Request', exact: true }).click();
    await expect(page.getByText('Campaign requested. We will review it shortly.')).toBeVisible();

    // 5. The platform admin approves the company, then the campaign (a separate browser).
    const { context: adminContext, page: admin } = await anotherBrowser(browser, testInfo);
    await signInAdmin(admin);
    await admin.goto(
      `${urls.business}/admin/companies?status=pending&q=${encodeURIComponent(company)}`,
    );
    await admin.getByRole('link', { name: `Review ${company}` }).click();
    await admin.getByRole('button', { name: 'Approve company' }).click();
    await confirmAdminIdentity(admin);
    await expect(admin.getByRole('button', { name: 'Approve company' })).toHaveCount(0);
    await admin.goto(`${urls.business}/admin/campaigns`);
    const request = admin
      .getByRole('row')
      .filter({ has: admin.getByRole('rowheader', { name: new RegExp(campaign) }) });
    await request.getByRole('button', { name: `Approve ${campaign}` }).click();
    await expect(request.getByRole('button', { name: `Freeze ${campaign}` })).toBeVisible();
    await adminContext.close();

    // 6. The business goes online, so customers can buy.
    await page.goto(`${urls.business}/dashboard`);
    const online = page.getByRole('switch', { name: 'Online' });
    if ((await online.getAttribute('aria-checked')) !== 'true') await online.click();
    await expect(online).toHaveAttribute('aria-checked', 'true');

    // 7. A new customer finds the campaign on the customer site and buys step 1 (£20 at 10%).
    const { context: customerContext, page: customer } = await anotherBrowser(browser, testInfo);
    const customerEmail = `loop-buyer-${project}-${stamp}@example.test`;
    await signUpVerifiedCustomer(customer, {
      name: 'Lou Buyer',
      email: customerEmail,
      password: 'Buyer-Pass-1',
    });
    const id = await seededCampaignId(customer, { company, campaign });
    await customer.goto(`/campaign/${id}`);
    await expect(customer.getByRole('heading', { name: company })).toBeVisible();
    await customer.getByRole('button', { name: "Let's Go £22.50" }).click();
    await customer.getByRole('button', { name: 'Continue to payment' }).click();
    await payWithSandboxCard(customer, '4242 4242 4242 4242', '£22.50');
    await expect(customer.getByRole('heading', { name: 'Payment Complete' })).toBeVisible({
      timeout: 30_000,
    });
    await customer.goto('/for-me');
    const rows = customer.getByRole('region', { name: 'Voucher Wallet' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const code = (await rows.first().locator('code').textContent())!.trim();

    // 8. The business sees the sale on its dashboard and redeems the code at the till.
    await page.reload();
    const total = (label: string) =>
      page
        .locator('.dashboard-totals > *')
        .filter({ hasText: label })
        .locator('.dashboard-totals__value');
    await expect(total('Vouchers sold')).toHaveText('1');
    await expect(total('Sales value')).toHaveText('£25.00');
    await expect(page.getByRole('heading', { name: campaign })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'loop-dashboard', project);
    await page.goto(`${urls.business}/redeem`);
    await page.getByLabel('Voucher code').fill(code);
    await page.getByRole('button', { name: 'Find voucher' }).click();
    const voucher = page.locator('.till__result');
    await expect(voucher.getByText('£25.00')).toBeVisible();
    await expect(voucher.getByText('Lou')).toBeVisible();
    await voucher.getByRole('button', { name: 'Mark as used' }).click();
    await expect(voucher.getByText('Voucher marked as used')).toBeVisible();

    // 9. The customer's wallet shows it USED.
    await customer.reload();
    await expect(rows.first()).toContainText('USED');
    await expect(rows.first().locator('code')).toHaveCount(0);
    await expectAccessible(customer);
    await screenshot(customer, 'loop-wallet-used', project);
    await customerContext.close();
  },
);
