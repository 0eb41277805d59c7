import type { Browser, Page } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import {
  mailTo,
  passBotCheck,
  payWithSandboxCard,
  seededCampaignId,
  signIn,
  signUpVerifiedCustomer,
} from './helpers';
import { urls } from '../playwright.config';

// Custom offers (docs/product.md#custom-offers, ADR 027) on the sandbox: the customer's own value
// and discount, the card saved without a charge, and the company's answer on the business site.

/** The demo company's owner (the seed's Copper Kettle Café), whose campaign takes offers. */
const owner = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };
const COMPANY = 'The Copper Kettle Café';
const CAMPAIGN = 'Coffee & Cake for Two';
const SENT = `Your request has been sent. We'll send you ${COMPANY}'s response within 24 hours. Good luck!`;

/** The mail of one template in the local mailbox of `to` (mail is sent by a job: poll). */
async function mailOf(page: Page, to: string, template: string) {
  return (await mailTo(page.request, to)).filter((m) => m.template === template);
}

/** The business site in a browser of its own (cookies are per host, not per port). */
async function ownerPage(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, owner.email, owner.password, urls.business);
  await expect(page).toHaveURL(`${urls.business}/dashboard`);
  return page;
}

/** Moves the discount slider from the keyboard (as a person would) to `target` %. */
async function setDiscount(page: Page, target: number) {
  const slider = page.getByRole('slider', { name: 'Your discount' });
  await slider.focus();
  const current = Number(await slider.inputValue());
  const key = target > current ? 'ArrowRight' : 'ArrowLeft';
  for (let i = 0; i < Math.abs(target - current); i += 1) await page.keyboard.press(key);
  await expect(slider).toHaveValue(String(target));
}

/** 'Choose your own' on the campaign page, with a value and a discount typed in. */
async function chooseOwnOffer(page: Page, face: string, discount: number) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /Choose your own/ }) })
    .click();
  await page.getByLabel('Voucher value (£)').fill(face);
  await setDiscount(page, discount);
}

/** Request → the summary → the card form that saves the card (nothing charged). */
async function requestAndSaveCard(page: Page, campaignId: string, price: string) {
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  const summary = page.getByRole('region', { name: 'Your offer' });
  await expect(summary).toContainText(price);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue to card details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save your card' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Nothing is charged now.');
  await expect(dialog.locator('.card-summary__total')).toContainText(price);
  await expectAccessible(page);
  return async (project: string | null) => {
    // The dialog as the buyer sees it (the viewport, not the whole page).
    if (project) {
      await page.screenshot({ path: `artifacts/screenshots/offer-card-form-${project}.png` });
    }
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Save card and send offer' }).click();
    await expect(page).toHaveURL(`${urls.web}/payment-request-success/${campaignId}`);
  };
}

/** The wallet's rows once it shows `count` vouchers (a charge settles within seconds). */
async function walletRows(page: Page, count: number) {
  const rows = page.getByRole('region', { name: 'Voucher Wallet' }).locator('tbody tr');
  // Each look loads the page afresh (the voucher may still be on its way); a busy machine may take
  // seconds to answer one.
  await expect(async () => {
    await page.goto('/for-me');
    await expect(rows).toHaveCount(count, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  return rows;
}

/** The company's sales (GET /api/company/sales) made by one customer. */
async function salesOf(company: Page, firstName: string) {
  const response = await company.request.get(`${urls.business}/api/company/sales`);
  expect(response.ok()).toBeTruthy();
  const { sales } = (await response.json()) as {
    sales: { customerFirstName: string; paidPence: number; step: number }[];
  };
  return sales.filter((s) => s.customerFirstName === firstName);
}

/** The owner's inbox card of this customer's waiting offer. */
async function waitingOffer(company: Page, firstName: string) {
  await company.goto(`${urls.business}/offers`);
  const card = company
    .getByRole('list', { name: 'Waiting' })
    .locator('.offer')
    .filter({ has: company.getByRole('heading', { name: new RegExp(`^${firstName} ·`) }) });
  await expect(card).toHaveCount(1);
  return card;
}

test(
  'a customer offers their own value and discount: accepted, declined, countered and auto-accepted by the company',
  { tag: '@one-width' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    const project = testInfo.project.name;
    // The company's inbox shows first names: this one is no other spec's.
    const firstName = 'Desmond';
    const email = `offers-${project}-${Date.now()}@example.test`;
    await signUpVerifiedCustomer(page, {
      name: `${firstName} Offerer`,
      email,
      password: 'Offer-Pass-1',
    });
    const id = await seededCampaignId(page, { company: COMPANY, campaign: CAMPAIGN });
    const company = await ownerPage(browser, page.viewportSize());

    // The form's limits: above £500 snaps to £500 and says so; £0 is refused and Request disabled.
    await page.goto(`/campaign/${id}`);
    await chooseOwnOffer(page, '600', 30);
    const face = page.getByLabel('Voucher value (£)');
    await expect(face).toHaveValue('500');
    await expect(page.getByRole('status').filter({ hasText: '£500 limit' })).toBeVisible();
    await face.fill('0');
    await expect(page.getByText('Voucher value has to be above £0')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request', exact: true })).toBeDisabled();
    await expectAccessible(page);

    // 1. £80 at 30%: the card is saved, nothing is charged, the company accepts, £56.00 is paid.
    await face.fill('80');
    await expect(page.getByText('You pay £56.00 if the business accepts')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request', exact: true })).toBeEnabled();
    await expectAccessible(page);
    await screenshot(page, 'offer-form', project);
    const saveCard = await requestAndSaveCard(page, id, '£56.00');
    await saveCard(null);
    await expect(page.getByText(SENT)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'offer-request-sent', project);
    // Nothing charged: no voucher, no sale in the company's payment list, no voucher email.
    await expect.poll(async () => (await mailOf(page, email, 'custom-offer-sent')).length).toBe(1);
    expect(await mailOf(page, email, 'voucher-confirmation')).toHaveLength(0);
    expect(await salesOf(company, firstName)).toHaveLength(0);
    await page.goto('/for-me');
    await expect(page.getByText('No vouchers yet')).toBeVisible();
    await expectAccessible(page);

    let offer = await waitingOffer(company, firstName);
    await expect(offer).toContainText('£80.00');
    await expect(offer).toContainText('30%');
    await expectAccessible(company);
    await screenshot(company, 'offers-inbox', project);
    await offer.getByRole('button', { name: 'Accept' }).click();
    const accept = company.getByRole('dialog', { name: `Accept ${firstName}'s offer?` });
    await expectAccessible(company);
    await accept.getByRole('button', { name: 'Accept and charge £56.00' }).click();
    await expect(accept).toBeHidden();
    let rows = await walletRows(page, 1);
    await expect(rows.first()).toContainText(COMPANY);
    await expect(rows.first()).toContainText('Custom');
    await expect(rows.first()).toContainText('30%');
    await expect(rows.first()).toContainText('£80.00');
    await expect(rows.first()).toContainText('Paid £56.00');
    await expect(rows.first()).toContainText('UNUSED');
    await expectAccessible(page);
    await screenshot(page, 'offer-wallet-row', project);
    expect(await salesOf(company, firstName)).toEqual([
      expect.objectContaining({ paidPence: 5600, step: 4 }),
    ]);

    // 2. A second offer, declined with a reason: the decline email, nothing charged, 'Declined'.
    await page.goto(`/campaign/${id}`);
    await chooseOwnOffer(page, '40', 30);
    await (
      await requestAndSaveCard(page, id, '£28.00')
    )(null);
    offer = await waitingOffer(company, firstName);
    await offer.getByRole('button', { name: 'Decline' }).click();
    const decline = company.getByRole('dialog', { name: `Decline ${firstName}'s offer?` });
    const reason = 'We are fully booked this month, sorry.';
    await decline.getByLabel('Reason (optional, sent to the customer)').fill(reason);
    await expectAccessible(company);
    await decline.getByRole('button', { name: 'Decline offer' }).click();
    await expect(decline).toBeHidden();
    await expect
      .poll(async () => (await mailOf(page, email, 'custom-offer-declined')).length)
      .toBe(1);
    const [declined] = await mailOf(page, email, 'custom-offer-declined');
    expect(declined!.text).toContain(reason);
    expect(await salesOf(company, firstName)).toHaveLength(1);
    await page.goto('/for-me?tab=6');
    const myOffer = page.locator('.offer-card').filter({ hasText: '£40.00' });
    await expect(myOffer.locator('.offer-card__status')).toHaveText('Declined');
    await expect(myOffer).toContainText(reason);
    await expectAccessible(page);
    await walletRows(page, 1);

    // 3. A third offer, countered at 20%: the emailed link, one click, charged at the counter.
    await page.goto(`/campaign/${id}`);
    await chooseOwnOffer(page, '50', 40);
    await (
      await requestAndSaveCard(page, id, '£30.00')
    )(null);
    offer = await waitingOffer(company, firstName);
    await offer.getByRole('button', { name: 'Counter-offer' }).click();
    const counter = company.getByRole('dialog', { name: `Counter ${firstName}'s offer` });
    await counter.getByLabel('Your discount (%)').fill('20');
    await expect(counter).toContainText('The customer would pay £40.00 for the £50.00 voucher.');
    await expectAccessible(company);
    await counter.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect(counter).toBeHidden();
    let link: string | undefined;
    await expect
      .poll(async () => {
        const [mail] = await mailOf(page, email, 'custom-offer-countered');
        link = mail?.links.find((l) => l.includes('/offers/'));
        return link;
      })
      .toMatch(new RegExp(`^${urls.web}/offers/[^#]+#key=.+`));
    await page.goto(link!);
    // The key leaves the address bar once the page has kept it.
    await expect(page).toHaveURL(/\/offers\/[^#]+$/);
    const acceptCounter = page.getByRole('button', { name: 'Accept 20% off — pay £40.00' });
    await expectAccessible(page);
    await acceptCounter.click();
    await expect(acceptCounter).toBeHidden();
    await expect(page.locator('.offer-card__status')).toHaveText(/Voucher issued|Accepted/);
    await expectAccessible(page);
    rows = await walletRows(page, 2);
    await expect(rows.filter({ hasText: 'Paid £40.00' })).toContainText('20%');
    await expect(rows.filter({ hasText: 'Paid £40.00' })).toContainText('Custom');

    // 4. The owner's auto-accept discount: an offer at or below it is paid at once, like a purchase.
    await company.goto(`${urls.business}/dashboard`);
    await expect(
      company.getByRole('button', { name: `Offer settings for ${CAMPAIGN}` }),
    ).toBeVisible();
    await expectAccessible(company);
    const settings = async (autoAccept: string) => {
      await company.getByRole('button', { name: `Offer settings for ${CAMPAIGN}` }).click();
      const dialog = company.getByRole('dialog', { name: `Custom offers: ${CAMPAIGN}` });
      await dialog.getByLabel('Auto-accept offers at or below (%)').fill(autoAccept);
      return dialog;
    };
    const dialog = await settings('15');
    await expectAccessible(company);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(company.getByText('Offer settings saved')).toBeVisible();
    try {
      await page.goto(`/campaign/${id}`);
      await chooseOwnOffer(page, '30', 10);
      await page.getByRole('button', { name: 'Request', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Your offer' })).toContainText(
        `${COMPANY} accepts this offer at once`,
      );
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const card = page.getByRole('dialog', { name: 'Card payment' });
      await expect(card.locator('.card-summary__total')).toContainText('£27.00');
      await expectAccessible(page);
      await payWithSandboxCard(page, '4242 4242 4242 4242', '£27.00');
      await expect(page).toHaveURL(new RegExp(`/payment-success/${id}\\?`));
      await expect(page.getByRole('heading', { name: 'Payment Complete' })).toBeVisible({
        timeout: 30_000,
      });
      await expectAccessible(page);
      rows = await walletRows(page, 3);
      await expect(rows.filter({ hasText: 'Paid £27.00' })).toContainText('Custom');
      await expectAccessible(page);
    } finally {
      // The seed's setting again (no auto-accept), for other specs.
      await company.goto(`${urls.business}/dashboard`);
      await (await settings('')).getByRole('button', { name: 'Save' }).click();
      await expect(company.getByText('Offer settings saved')).toBeVisible();
      await company.context().close();
    }
  },
);

test('a guest offers with an email and the UK tick, and saves the card', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const email = `offer-guest-${project}-${Date.now()}@example.test`;
  const company = 'Rise & Crumb Bakery';
  const id = await seededCampaignId(page, { company, campaign: 'Weekend Pastry Box' });

  await page.goto(`/campaign/${id}`);
  await chooseOwnOffer(page, '25', 20);
  await page.getByLabel('Your email').fill(email);
  await page
    .getByLabel('I confirm I am based in the UK and using a UK-issued payment method')
    .check();
  await passBotCheck(page);
  await expectAccessible(page);
  const saveCard = await requestAndSaveCard(page, id, '£20.00');
  await expect(page.getByRole('region', { name: 'Your offer' })).toContainText(email);
  await saveCard(project);
  await expect(
    page.getByText(
      `Your request has been sent. We'll send you ${company}'s response within 24 hours. Good luck!`,
    ),
  ).toBeVisible();
  // Signed out: no 'My Offers'; the offer's own page (its key kept in this tab) says it waits.
  await expect(page.getByRole('link', { name: 'My Offers' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See your offer' }).click();
  await expect(page.locator('.offer-card__status')).toHaveText(
    new RegExp(`^Waiting for ${company}`),
  );
  await expect(page.locator('.offer-card')).toContainText('£25.00');
  await expectAccessible(page);
  await expect.poll(async () => (await mailOf(page, email, 'custom-offer-sent')).length).toBe(1);
  const [sent] = await mailOf(page, email, 'custom-offer-sent');
  expect(sent!.links.some((l) => /\/offers\/[^#]+#key=/.test(l))).toBeTruthy();
});
