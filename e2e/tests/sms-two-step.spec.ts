import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { signIn, signUpVerifiedCustomer } from './helpers';
import { urls } from '../playwright.config';

/** The local phone of `to` (texts are written by a job, so callers poll): newest first. */
async function textsTo(request: APIRequestContext, to: string): Promise<{ text: string }[]> {
  const response = await request.get(`${urls.web}/api/dev/sms?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { sms: { text: string }[] }).sms;
}

/** The code of the `count`-th text to `to`, waiting for it. */
async function textedCode(request: APIRequestContext, to: string, count: number) {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const texts = await textsTo(request, to);
        code = texts.length >= count ? /code: (\d{6})\./.exec(texts[0]!.text)?.[1] : undefined;
        return code;
      },
      { message: `text number ${count} to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

test(
  'a customer turns on two-step sign-in by text message and signs in with a texted code',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const stamp = Date.now();
    const email = `sms-${project}-${stamp}@example.test`;
    const password = 'Str0ng!pass';
    // An Ofcom drama number (never a real phone).
    const phone = `07700 900${String(stamp % 1000).padStart(3, '0')}`;
    const e164 = `+44${phone.replace(/\s/g, '').slice(1)}`;

    // A verified, signed-in customer.
    await signUpVerifiedCustomer(page, { name: 'Mary Somerville', email, password });

    // Two-step sign-in by text message, from the keyboard where it matters.
    await page.goto('/for-me?tab=3');
    const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
    await twoStep.getByRole('radio', { name: /Text message/ }).check();
    const mobile = twoStep.getByLabel('Mobile number');
    await expect(mobile).toHaveAttribute('autocomplete', 'tel');
    await mobile.fill('020 7946 0958');
    await twoStep.getByLabel('Password', { exact: true }).fill(password);
    await twoStep.getByRole('button', { name: 'Text me a code' }).click();
    await expect(twoStep.getByText(/Please enter a UK mobile number/)).toBeVisible();
    await expect(mobile).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await screenshot(page, 'for-me-two-step-text-number', project);
    await mobile.fill(phone);
    await twoStep.getByRole('button', { name: 'Text me a code' }).click();
    await expect(
      twoStep
        .getByRole('status')
        .filter({ hasText: `We sent a code to •••• ••• ${phone.slice(-3)}` }),
    ).toBeVisible();
    const enrolCode = twoStep.getByLabel('Code from the text message');
    await expect(enrolCode).toBeFocused();
    await expect(enrolCode).toHaveAttribute('autocomplete', 'one-time-code');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await screenshot(page, 'for-me-two-step-text-code', project);
    await enrolCode.fill(await textedCode(page.request, e164, 1));
    await page.keyboard.press('Enter');
    await expect(
      twoStep.getByRole('status').filter({ hasText: 'Two-step sign-in is on.' }),
    ).toBeVisible();
    await expect(twoStep.getByText(`texted to •••• ••• ${phone.slice(-3)}`)).toBeVisible();
    await expect(twoStep.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();
    await screenshot(page, 'for-me-two-step-text-on', project);

    // Sign out; the password alone no longer signs in.
    await page
      .getByRole('complementary', { name: 'Your account' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(`${urls.web}/`);
    await signIn(page, email, password);
    const textMe = page.getByRole('button', { name: 'Text me a code' });
    await expect(textMe).toBeVisible();
    await expect(page.getByText(`ending in ${phone.slice(-3)}`)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'login-two-step-text', project);
    await textMe.click();
    await expect(
      page.getByRole('status').filter({ hasText: `We sent a code to •••• ••• ${phone.slice(-3)}` }),
    ).toBeVisible();
    const code = page.getByLabel('Code from the text message');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expectAccessible(page);
    await screenshot(page, 'login-two-step-text-sent', project);
    await code.fill(await textedCode(page.request, e164, 2));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(`${urls.web}/`);
    await page.goto('/for-me?tab=3');
    await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toBeVisible();
  },
);
