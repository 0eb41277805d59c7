import type { Browser, Page } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { confirmAdminIdentity, signInAdmin } from './admin-session';
import {
  buyVoucherAsGuest,
  mailTo,
  payWithSandboxCard,
  seededCampaignId,
  signIn,
  signUpVerifiedCustomer,
} from './helpers';
import { urls } from '../playwright.config';

// Money after the sale (docs/product.md#refunds-and-cancellation): the buyer's 14-day
// cancellation, the till refusing the cancelled code, an admin's partial refunds, and an owner's
// cancellation with a reason. The demo company's Coffee & Cake for Two: step 1 is £10 at 10% off.

const COMPANY = 'The Copper Kettle Café';
const CAMPAIGN = 'Coffee & Cake for Two';
const owner = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };
const CODE = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/;

/** The demo company's owner, signed in on the business site in a browser context of their own. */
async function ownerPage(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, owner.email, owner.password, urls.business);
  await expect(page).toHaveURL(`${urls.business}/dashboard`);
  return page;
}

/** The dashboard's step 1 sales of the campaign, as shown ("£…"). */
async function stepOneSales(page: Page): Promise<string> {
  await page.goto(`${urls.business}/dashboard`);
  const table = page.getByRole('table', { name: `Sales per step of ${CAMPAIGN}` });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Step 1/ }) });
  return (await row.getByRole('cell').first().textContent())!.trim();
}

test('a customer cancels within 14 days: refunded, CANCELLED, the budget back, and the code refused at the till', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const company = await ownerPage(browser, page.viewportSize());
  const salesBefore = await stepOneSales(company);

  const email = `cancel-${project}-${Date.now()}@example.test`;
  await signUpVerifiedCustomer(page, { name: 'Cass Cancel', email, password: 'Cancel-Pass-1' });
  const id = await seededCampaignId(page, { company: COMPANY, campaign: CAMPAIGN });
  await page.goto(`/campaign/${id}`);
  await page.getByRole('button', { name: "Let's Go £9.00" }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithSandboxCard(page, '4242 4242 4242 4242', '£9.00');
  await expect(page.getByRole('heading', { name: 'Payment Complete' })).toBeVisible({
    timeout: 30_000,
  });
  const salesAfterPurchase = await stepOneSales(company);
  expect(salesAfterPurchase).not.toBe(salesBefore);

  // The wallet offers the cancellation, with its last day.
  await page.goto('/for-me');
  const wallet = page.getByRole('region', { name: 'Voucher Wallet' });
  const row = wallet.locator('tbody tr').first();
  await expect(row).toContainText(COMPANY);
  await expect(row).toContainText('UNUSED');
  await expect(row).toContainText(/Cancel by \d{1,2} \w+ \d{4}/);
  const code = (await row.locator('code').textContent())!.trim();
  expect(code).toMatch(CODE);
  await row.getByRole('button', { name: `Cancel voucher for ${COMPANY}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    `Cancel this voucher for ${COMPANY}? £9.00 goes back to the card you paid with`,
  );
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await expectAccessible(page);
  await screenshot(page, 'wallet-cancel-confirm', project);
  await dialog.getByRole('button', { name: 'Cancel voucher' }).click();
  await expect(
    page.getByText(/Voucher cancelled\. £9\.00 is on its way back to your card/),
  ).toBeVisible();
  await expect(row).toContainText('CANCELLED');
  await expect(row.locator('code')).toHaveCount(0);
  // The provider's refund lands through the webhook: the row then says it is refunded.
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await wallet.locator('tbody tr').first().textContent()) ?? '';
      },
      { message: 'the refund is recorded', timeout: 30_000 },
    )
    .toContain('Refunded £9.00');
  await expectAccessible(page);
  await screenshot(page, 'wallet-cancelled', project);

  // The refund email.
  await expect
    .poll(async () => (await mailTo(page.request, email)).map((m) => m.subject), {
      timeout: 20_000,
    })
    .toContain(`Your ${COMPANY} voucher is cancelled: £9.00 refunded`);

  // Back at step 1 (a cancelled step does not count toward the level).
  await page.goto(`/campaign/${id}`);
  await expect(page.getByRole('button', { name: "Let's Go £9.00" })).toBeVisible();

  // The company's dashboard has the budget back, and the till refuses the code.
  expect(await stepOneSales(company)).toBe(salesBefore);
  await company.goto(`${urls.business}/redeem`);
  await company.getByLabel('Voucher code').fill(code);
  await company.getByRole('button', { name: 'Find voucher' }).click();
  await expect(company.locator('.till__result').getByRole('alert')).toHaveText(
    'This voucher has been cancelled and cannot be used.',
  );
  await expect(company.getByRole('button', { name: 'Mark as used' })).toHaveCount(0);
  await expectAccessible(company);
  await screenshot(company, 'redeem-cancelled', project);
  await company.context().close();
});

test(
  'an admin refunds half a payment, then the rest; an owner cancels a sale with a reason',
  { tag: '@one-width' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const stamp = Date.now();
    const refunded = await buyVoucherAsGuest(page, `admin-refund-${project}-${stamp}@example.test`);
    await buyVoucherAsGuest(page, `owner-cancel-${project}-${stamp}@example.test`);

    // The admin finds the payment by its code.
    await signInAdmin(page);
    await page.goto(`${urls.business}/admin/payments`);
    const search = page.getByRole('search', { name: 'Find payments' });
    await search.getByLabel('Code, email or charge id').fill(refunded.toLowerCase());
    await search.getByRole('button', { name: 'Show' }).click();
    const table = page.getByRole('table', { name: 'Payments, newest first' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expectAccessible(page);
    await screenshot(page, 'admin-payments', project);

    const refund = async (amount: string | null, cancel: boolean) => {
      await table.getByRole('button', { name: new RegExp(refunded) }).click();
      const details = page.getByRole('dialog', { name: new RegExp(`Payment to ${COMPANY}`) });
      await details.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: `Refund a payment to ${COMPANY}` });
      if (amount) await dialog.getByLabel('Amount (£)').fill(amount);
      const alsoCancel = dialog.getByLabel('Also cancel the voucher');
      if (cancel) await alsoCancel.check();
      else await alsoCancel.uncheck();
      await dialog.getByLabel(/^Reason/).fill('Goodwill after a late delivery');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      return dialog;
    };

    // Half: £4.50 of £9.00, the voucher stays valid.
    let dialog = await refund('4.50', false);
    await expectAccessible(page);
    await screenshot(page, 'admin-refund-confirm', project);
    await dialog.getByRole('button', { name: 'Refund £4.50' }).click();
    // Money moves: the admin confirms who they are first (then not again for 10 minutes).
    await confirmAdminIdentity(page);
    await expect(page.getByText(/£4\.50 refunded|Refund of £4\.50/)).toBeVisible();
    await page.keyboard.press('Escape');

    // The rest (the amount proposed), cancelling the voucher.
    dialog = await refund(null, true);
    await dialog.getByRole('button', { name: 'Refund £4.50' }).click();
    await expect(page.getByText(/£4\.50 refunded|Refund of £4\.50/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect
      .poll(
        async () => {
          // The filters are kept in the address: a reload reads the payment afresh.
          await page.reload();
          return (await table.locator('tbody tr').first().textContent()) ?? '';
        },
        { message: 'both refunds are recorded', timeout: 30_000 },
      )
      .toMatch(/Refunded[\s\S]*£9\.00/);
    await expectAccessible(page);
    await screenshot(page, 'admin-payments-refunded', project);

    // Both refunds are in the interaction log, newest first, by this admin.
    await page.goto(`${urls.business}/admin/admin-actions?targetType=payment&actor=admin%40demo`);
    const log = page.getByRole('table', { name: 'Interaction log, newest first' });
    const entries = log.locator('tbody tr');
    await expect(entries.nth(0)).toContainText('Voucher cancelled and refunded');
    await expect(entries.nth(1)).toContainText('Payment refunded');
    await expect(entries.nth(1)).toContainText('£4.50');
    await expectAccessible(page);
    await screenshot(page, 'admin-interaction-log', project);

    // The owner cancels the other sale (the newest that can be cancelled) with a reason.
    const company = await ownerPage(browser, page.viewportSize());
    await company.goto(`${urls.business}/payments`);
    const cancel = company.getByRole('button', { name: /^Cancel and refund .* voucher$/ }).first();
    await cancel.click();
    const cancelDialog = company.getByRole('dialog', { name: 'Cancel and refund?' });
    await cancelDialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(
      cancelDialog.getByText('Please give a reason (at least 3 characters).'),
    ).toBeVisible();
    await cancelDialog.getByLabel('Reason').fill('Customer asked by phone');
    await expectAccessible(company);
    await screenshot(company, 'sale-cancel', project);
    await cancelDialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(company.getByText(/Voucher cancelled\. £9\.00 is on its way back/)).toBeVisible();
    await expect(company.getByRole('table').locator('tbody tr').first()).toContainText('Cancelled');
    await expectAccessible(company);
    await company.context().close();
  },
);
