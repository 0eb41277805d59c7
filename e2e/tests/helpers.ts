import sharp from 'sharp';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { urls } from '../playwright.config';

export const THANK_YOU =
  'Thank you for signing up. To access your account please click the verification link in the email sent to you. You may need to check your junk folder.';

export interface Mail {
  to: string;
  subject: string;
  template: string | null;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

/** The customer site's main menu, opened first where it is behind the Menu button (a phone). */
export async function openMenu(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

/** The local mailbox of `to` (mail is sent by a job, so callers poll). */
export async function mailTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(`${urls.web}/api/dev/mail?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { mail: Mail[] }).mail;
}

/** The newest link of the local mailbox for `to` that contains `part`. */
export async function mailLink(request: APIRequestContext, to: string, part: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailTo(request, to)).flatMap((m) => m.links).find((l) => l.includes(part));
        return link;
      },
      { message: `a mail to ${to} with a ${part} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Ticks the real bot check from the keyboard and waits for its proof of work. */
export async function passBotCheck(page: Page) {
  const robot = page.locator('altcha-widget').getByRole('checkbox', { name: "I'm not a robot" });
  await robot.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('altcha-widget [data-state="verified"]')).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * A solved bot check for a request made through the API (not the page): the server's challenge,
 * solved here as the widget would solve it in the browser.
 */
export async function solvedBotCheck(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get(`${urls.web}/api/account/bot-check`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('bot check not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Fills the sign-in form of the site `page` is on (or `origin`). */
export async function signIn(page: Page, email: string, password: string, origin = urls.web) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A fresh customer through the customer site: sign up with the real bot check, follow the
 * emailed verification link, sign in. Ends on the home page, signed in.
 */
export async function signUpVerifiedCustomer(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
) {
  await page.goto(`${urls.web}/signup`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await passBotCheck(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();
  await page.goto(await mailLink(page.request, email, 'mode=verifyEmail'));
  await expect(page.getByText('Email verified successfully.')).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL(`${urls.web}/`);
}

/**
 * The id of a seeded campaign, through the server's own search (which matches company names,
 * descriptions and keywords — not campaign names).
 */
export async function seededCampaignId(
  page: Page,
  { company, campaign }: { company: string; campaign: string },
): Promise<string> {
  const response = await page.request.get(
    `${urls.web}/api/campaigns/search?q=${encodeURIComponent(company)}`,
  );
  const { campaigns } = (await response.json()) as { campaigns: { id: string; name: string }[] };
  const found = campaigns.find((c) => c.name === campaign);
  expect(found, `${campaign} of ${company} is seeded`).toBeTruthy();
  return found!.id;
}

/** Fills the sandbox card form with one of Stripe's test cards and pays `total`. */
export async function payWithSandboxCard(page: Page, card: string, total: string) {
  const dialog = page.getByRole('dialog', { name: 'Card payment' });
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: `Pay ${total}` }).click();
}

/**
 * A new business through the business site: sign up with its company name (the company is
 * pending), follow the emailed verification link; with `signIn`, also sign in (ends on
 * /dashboard).
 */
export async function signUpVerifiedBusiness(
  page: Page,
  {
    owner = 'Pat Owner',
    email,
    password = 'Str0ng!pass',
    company,
    signIn: andSignIn = false,
  }: { owner?: string; email: string; password?: string; company: string; signIn?: boolean },
) {
  await page.goto(`${urls.business}/signup`);
  await page.getByLabel('Name', { exact: true }).fill(owner);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Company (trading) name').fill(company);
  await passBotCheck(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();
  await page.goto(await mailLink(page.request, email, 'isCompanyUser=true'));
  await expect(page.getByText('Email verified successfully.')).toBeVisible();
  if (!andSignIn) return;
  await signIn(page, email, password, urls.business);
  await expect(page).toHaveURL(`${urls.business}/dashboard`);
}

/** A PNG made here, as a business would pick one from its computer. */
export const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Picks an image for one of /basic-information's image inputs and uploads it. */
export async function uploadImage(page: Page, label: string, name: string, buffer: Buffer) {
  await page
    .getByLabel(label, { exact: true })
    .setInputFiles({ name, mimeType: 'image/png', buffer });
  await page.getByRole('button', { name: `Upload ${label.toLowerCase()}` }).click();
}

/**
 * A fresh £10 voucher (step 1) of the demo company's Coffee & Cake for Two, bought as a guest
 * through the API with the sandbox's test card; answers its code once issued.
 */
export async function buyVoucherAsGuest(page: Page, email: string): Promise<string> {
  const campaignId = await seededCampaignId(page, {
    company: 'The Copper Kettle Café',
    campaign: 'Coffee & Cake for Two',
  });
  const created = await page.request.post(`${urls.web}/api/purchases`, {
    data: {
      campaignId,
      slot: 1,
      buyFor: 'self',
      guest: { email, ukConfirmed: true },
      botCheck: await solvedBotCheck(page.request),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const purchase = (await created.json()) as {
    paymentId: string;
    paymentIntentId: string;
    clientSecret: string;
  };
  const paid = await page.request.post(
    `${urls.web}/api/payments/sandbox/intents/${purchase.paymentIntentId}/confirm`,
    {
      data: {
        clientSecret: purchase.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    },
  );
  expect(paid.ok(), await paid.text()).toBeTruthy();
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const status = await page.request.get(
          `${urls.web}/api/purchases/${purchase.paymentId}/status`,
          { headers: { 'x-payment-client-secret': purchase.clientSecret } },
        );
        code = ((await status.json()) as { voucherCode: string | null }).voucherCode;
        return code;
      },
      { message: 'the voucher is issued', timeout: 20_000 },
    )
    .toBeTruthy();
  return code!;
}
