import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import {
  mailLink,
  mailTo,
  passBotCheck,
  payWithSandboxCard,
  seededCampaignId,
  signIn,
  signUpVerifiedCustomer,
  THANK_YOU,
} from './helpers';
import { urls } from '../playwright.config';

const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}/;
const CAMPAIGN = 'Sourdough Subscription';
const COMPANY = 'Rise & Crumb Bakery';

/** The mail of one template (message kind) in the local mailbox of `to`. */
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

test('a guest buys step 1 with an email, sees the code, then signs up with that email and finds the voucher in the wallet', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const email = `guest-${project}-${Date.now()}@example.test`;
  const id = await seededCampaignId(page, { company: COMPANY, campaign: CAMPAIGN });

  await page.goto(`/campaign/${id}`);
  const buy = page.getByRole('button', { name: 'Buy + Unlock Bigger Discounts' });
  await buy.click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please confirm you are based in the UK')).toBeVisible();
  await page.getByLabel('Your email').fill(email);
  await page
    .getByLabel('I confirm I am based in the UK and using a UK-issued payment method')
    .check();
  await passBotCheck(page);
  await expectAccessible(page);
  await screenshot(page, 'guest-inputs', project);
  await buy.click();
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText('£18.00');
  await expect(summary).toContainText(email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithSandboxCard(page, '4242 4242 4242 4242', '£18.00');

  // The result page, signed out, with the payment's client secret: the code, Copy, activation.
  await expect(page).toHaveURL(new RegExp(`/payment-success/${id}\\?`));
  const code = page.locator('.voucher-code__code');
  await expect(code).toHaveText(CODE, { timeout: 30_000 });
  const voucherCode = (await code.textContent())!.trim();
  await expectAccessible(page);
  await screenshot(page, 'guest-result', project);
  const activate = page.getByRole('link', { name: 'Activate your account' });
  await expect(activate).toHaveAttribute('href', `/signup?email=${encodeURIComponent(email)}`);

  // The confirmation email carries the same code.
  await expect
    .poll(async () => (await mailOf(page.request, email, 'voucher-confirmation')).length)
    .toBe(1);
  const [confirmation] = await mailOf(page.request, email, 'voucher-confirmation');
  expect(confirmation!.text).toContain(voucherCode);

  // Activating the account: the email is filled in; after verification the voucher is theirs.
  await activate.click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Name').fill('Gus Guest');
  await page.getByLabel('Password', { exact: true }).fill('Guest-Pass-1');
  await passBotCheck(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();
  await page.goto(await mailLink(page.request, email, 'mode=verifyEmail'));
  await expect(page.getByText('Email verified successfully.')).toBeVisible();
  await signIn(page, email, 'Guest-Pass-1');
  await expect(page).toHaveURL(`${urls.web}/`);
  await page.goto('/for-me');
  const rows = page.getByRole('region', { name: 'Voucher Wallet' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(COMPANY);
  await expect(rows.first()).toContainText('Step 1');
  await expect(rows.first().locator('code')).toHaveText(voucherCode);
  // The step bought as a guest counts: this account's next step is step 2.
  await page.goto(`/campaign/${id}`);
  await expect(page.locator('.purchase-steps__step--current')).toContainText('Next time 15%');
});

test('a customer gifts a voucher: the recipient gets it once, by a job, at the chosen time, and the wallet shows GIFTED', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  // One project waits for a gift two minutes ahead; the other sends one at once.
  const scheduled = project === 'desktop';
  test.setTimeout(scheduled ? 360_000 : 180_000);
  const stamp = Date.now();
  const buyer = `giver-${project}-${stamp}@example.test`;
  const recipient = `friend-${project}-${stamp}@example.test`;
  await signUpVerifiedCustomer(page, { name: 'Gia Giver', email: buyer, password: 'Giver-Pass-1' });
  const id = await seededCampaignId(page, { company: COMPANY, campaign: CAMPAIGN });

  await page.goto(`/campaign/${id}`);
  // The radio itself is drawn as its label (a card), which takes the click.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Gift', exact: true }) })
    .click();
  await expect(page.getByRole('radio', { name: 'Gift', exact: true })).toBeChecked();
  await page.getByLabel('Recipient name').fill('Robin');
  await page.getByLabel('Recipient email').fill(recipient);
  const message = 'Happy birthday!';
  await page.getByLabel('Message').fill(message);
  await expect(page.getByText(`${message.length} / 800`)).toBeVisible();
  const deliveryField = page.getByLabel('Delivery date and time (UK)');
  await expect(deliveryField).toHaveAttribute('placeholder', /Immediate delivery/);
  // Two minutes ahead, to the minute (so between one and two minutes from now).
  const due = new Date(Date.now() + 2 * 60_000);
  due.setUTCSeconds(0, 0);
  if (scheduled) await deliveryField.fill(ukGiftTime(due));
  await expectAccessible(page);
  await screenshot(page, 'gift-inputs', project);
  await page.getByRole('button', { name: "Let's Go £18.00 + £1.50 gift fee" }).click();
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText('£19.50');
  await expect(summary).toContainText('Robin');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithSandboxCard(page, '4242 4242 4242 4242', '£19.50');
  await expect(page.getByRole('heading', { name: 'Payment Complete' })).toBeVisible({
    timeout: 30_000,
  });

  // The buyer's wallet: GIFTED, with the recipient in 'Details', and no code.
  await page.goto('/for-me');
  const rows = page.getByRole('region', { name: 'Voucher Wallet' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('GIFTED');
  await expect(rows.first().locator('code')).toHaveCount(0);
  await rows.first().getByRole('button', { name: 'Details' }).focus();
  await expect(page.getByText(recipient)).toBeVisible();

  if (scheduled) {
    // Not before its time…
    expect(Date.now()).toBeLessThan(due.getTime());
    expect(await mailOf(page.request, recipient, 'gift-delivery')).toHaveLength(0);
  }
  // …then exactly one email, sent by the job (not by the request that paid).
  await expect
    .poll(async () => (await mailOf(page.request, recipient, 'gift-delivery')).length, {
      timeout: scheduled ? 200_000 : 30_000,
      intervals: [2_000],
    })
    .toBe(1);
  const [gift] = await mailOf(page.request, recipient, 'gift-delivery');
  expect(gift!.text).toContain(message);
  expect(gift!.text).toMatch(CODE);
  if (scheduled) {
    const sentAt = new Date(gift!.createdAt).getTime();
    expect(sentAt).toBeGreaterThanOrEqual(due.getTime());
    // Its job runs at the due time; 30 s covers the queue's polling on a busy machine.
    expect(sentAt).toBeLessThan(due.getTime() + 30_000);
  }
  await expect.poll(async () => (await mailOf(page.request, buyer, 'gift-sent')).length).toBe(1);
  // A while later, still one.
  await page.waitForTimeout(5_000);
  expect(await mailOf(page.request, recipient, 'gift-delivery')).toHaveLength(1);
});
