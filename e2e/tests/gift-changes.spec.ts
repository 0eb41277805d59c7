import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { mailTo, payWithSandboxCard, seededCampaignId, signUpVerifiedCustomer } from './helpers';
import { urls } from '../playwright.config';

// A gift's changes before delivery and its own page (ADR 055), with a chosen design (ADR 056).

const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}/;
const CAMPAIGN = 'Sourdough Subscription';
/** The demo's Birthday design (packages/db/src/seed/gift-designs.ts). */
const BIRTHDAY_PICTURE = /\/files\/seed\/gift-design-birthday-balloons\.webp/;
const COMPANY = 'Rise & Crumb Bakery';
const LINK_INVALID =
  'This gift link is not valid. Open the link in the most recent gift email, or ask the person who sent the gift.';

async function mailOf(request: APIRequestContext, to: string, template: string) {
  return (await mailTo(request, to)).filter((m) => m.template === template);
}

/** 'MMM DD YYYY HH:mm' in UK time, as a buyer types it. */
function ukGiftTime(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month').slice(0, 3)} ${part('day')} ${part('year')} ${part('hour')}:${part('minute')}`;
}

/** The gift page's link in a gift email. */
const giftLinkOf = (mail: { links: string[] }) => {
  const link = mail.links.find((l) => l.startsWith(`${urls.web}/gift/`));
  expect(link, 'a gift page link in the email').toBeTruthy();
  return link!;
};

test('a customer books a Birthday-design gift for tomorrow, corrects the email, sends it now; only the corrected address gets it, with the design; its page shows the code, and a resend retires the old link', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const stamp = Date.now();
  const buyer = `gc-giver-${project}-${stamp}@example.test`;
  const typo = `gc-frend-${project}-${stamp}@example.test`;
  const recipient = `gc-friend-${project}-${stamp}@example.test`;
  await signUpVerifiedCustomer(page, { name: 'Gia Giver', email: buyer, password: 'Giver-Pass-1' });
  const id = await seededCampaignId(page, { company: COMPANY, campaign: CAMPAIGN });

  // Booked for tomorrow, to a mistyped address.
  await page.goto(`/campaign/${id}`);
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Gift', exact: true }) })
    .click();
  const picker = page.getByRole('group', { name: 'Gift design' });
  await picker.getByRole('button', { name: 'Birthday', exact: true }).click();
  await picker.locator('label').filter({ hasText: 'Balloons' }).click();
  await expect(picker.getByRole('radio', { name: 'Balloons' })).toBeChecked();
  await page.getByLabel('Recipient name').fill('Robin');
  await page.getByLabel('Recipient email').fill(typo);
  await page.getByLabel('Message').fill('Happy birthday, Robin!');
  await page
    .getByLabel('Delivery date and time (UK)')
    .fill(ukGiftTime(new Date(Date.now() + 24 * 60 * 60_000)));
  await page.getByRole('button', { name: /Let's Go £18\.00 \+ £1\.50 gift fee/ }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithSandboxCard(page, '4242 4242 4242 4242', '£19.50');
  await expect(page.getByRole('heading', { name: 'Payment Complete' })).toBeVisible({
    timeout: 30_000,
  });

  // The wallet's GIFTED row leads to the gift's screen.
  await page.goto('/for-me');
  const row = page.getByRole('region', { name: 'Voucher Wallet' }).locator('tbody tr').first();
  await expect(row).toContainText('GIFTED');
  await row.getByRole('link', { name: `Manage gift voucher for ${COMPANY}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your gift' })).toBeVisible();
  await expect(page.getByText(/Scheduled to be emailed on/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'gift-changes-scheduled', project);

  // The email corrected before delivery: confirmed to the buyer.
  const email = page.getByRole('textbox', { name: 'Recipient email' });
  await email.fill(recipient);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Your changes are saved. We have emailed you a confirmation.'),
  ).toBeVisible();
  await expect.poll(async () => (await mailOf(page.request, buyer, 'gift-changed')).length).toBe(1);

  // Sent now: once, to the corrected address only.
  await page.getByRole('button', { name: 'Send it now' }).click();
  await expect(
    page.getByText('Your gift has been sent. We have emailed you a confirmation.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect
    .poll(async () => (await mailOf(page.request, recipient, 'gift-delivery')).length, {
      timeout: 30_000,
    })
    .toBe(1);
  await expect.poll(async () => (await mailOf(page.request, buyer, 'gift-sent')).length).toBe(1);
  await page.waitForTimeout(3_000);
  expect(await mailOf(page.request, recipient, 'gift-delivery')).toHaveLength(1);
  expect(await mailOf(page.request, typo, 'gift-delivery')).toHaveLength(0);
  const [delivery] = await mailOf(page.request, recipient, 'gift-delivery');
  expect(delivery!.html).toMatch(BIRTHDAY_PICTURE);
  const code = CODE.exec(delivery!.text)![0];
  const firstLink = giftLinkOf(delivery!);

  // The recipient opens the gift from the email: the code, large, with its QR code.
  // Another person, on their own device.
  const recipientPage = await (
    await browser.newContext({ viewport: page.viewportSize() })
  ).newPage();
  await recipientPage.goto(firstLink);
  await expect(
    recipientPage.getByRole('heading', { level: 1, name: `Your ${COMPANY} gift` }),
  ).toBeVisible();
  await expect(recipientPage.getByText(code, { exact: true })).toBeVisible();
  await expect(
    recipientPage.getByRole('img', { name: `QR code of voucher code ${code}` }),
  ).toBeVisible();
  await expect(recipientPage.getByText('Happy birthday, Robin!')).toBeVisible();
  await expect(recipientPage.locator('img.gift-page__picture')).toHaveAttribute(
    'src',
    BIRTHDAY_PICTURE,
  );
  await expect(recipientPage.getByRole('link', { name: /Download PDF \(A4\)/ })).toBeVisible();
  await expectAccessible(recipientPage);
  await screenshot(recipientPage, 'gift-page', project);

  // The buyer has it emailed again, once: the old link stops working.
  await page.getByRole('button', { name: 'Send it again' }).click();
  await expect(
    page.getByText('Your gift has been emailed again. We have emailed you a confirmation.'),
  ).toBeVisible();
  await expect(page.getByText('This gift has already been emailed again once.')).toBeVisible();
  await expect
    .poll(async () => (await mailOf(page.request, recipient, 'gift-delivery')).length)
    .toBe(2);
  const newest = (await mailOf(page.request, recipient, 'gift-delivery')).find(
    (m) => giftLinkOf(m) !== firstLink,
  );
  await expect.poll(async () => (await mailOf(page.request, buyer, 'gift-resent')).length).toBe(1);

  await recipientPage.goto(firstLink);
  await expect(recipientPage.getByText(LINK_INVALID)).toBeVisible();
  await expect(recipientPage.getByText(code, { exact: true })).toHaveCount(0);
  await expectAccessible(recipientPage);
  await recipientPage.goto(giftLinkOf(newest!));
  await expect(recipientPage.getByText(code, { exact: true })).toBeVisible();
  await recipientPage.close();
});
