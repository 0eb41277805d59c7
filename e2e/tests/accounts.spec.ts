import { expectAccessible, expect, screenshot, test } from './fixtures';
import { mailLink, openMenu, passBotCheck, signIn, THANK_YOU } from './helpers';
import { urls } from '../playwright.config';

const FORGOT_SUCCESS =
  'If your email address has been recognised then a password reset email has been sent. Please check your junk folder just in case.';

test('a customer signs up, verifies the email, signs in and out, and resets the password', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const email = `e2e-${project}-${Date.now()}@example.test`;
  const name = `Ada ${project}`;
  const password = 'Str0ng!pass';
  const newPassword = 'Newer-pass-2';

  // Sign up, with the real bot check.
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Sign Up' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // The bot check works from the keyboard: tab to its box and press Space.
  await passBotCheck(page);
  await expectAccessible(page);
  await screenshot(page, 'signup', project);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');

  // The verification mail, in the local mailbox of the business site too.
  const verifyLink = await mailLink(page.request, email, 'mode=verifyEmail');
  await page.goto(`${urls.business}/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('link', { name: verifyLink })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'business-mailbox', project);

  // Follow it.
  await page.goto(verifyLink);
  await expect(page.getByText('Email verified successfully.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
  await screenshot(page, 'email-verified', project);

  // Sign in: the header changes.
  await signIn(page, email, password);
  await expect(page).toHaveURL(`${urls.web}/`);
  const nav = await openMenu(page);
  await expect(nav.getByRole('link', { name: 'My Vouchers & Account' })).toHaveAttribute(
    'href',
    '/for-me',
  );
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'My Vouchers & Account' }).click();

  // My Vouchers & Account.
  await expect(page).toHaveURL(`${urls.web}/for-me`);
  const sidebar = page.getByRole('complementary', { name: 'Your account' });
  await expect(sidebar.getByText(name)).toBeVisible();
  await expect(sidebar.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'for-me', project);

  // Sign out.
  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${urls.web}/`);
  await expect((await openMenu(page)).getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Forgot password.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Lost your password?' }).click();
  await expect(page).toHaveURL(`${urls.web}/reset-password`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('status').filter({ hasText: FORGOT_SUCCESS })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'forgot-password', project);

  // The reset link leads to the reset form.
  const resetLink = await mailLink(page.request, email, 'mode=resetPassword');
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/reset-password-confirm\?/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await expectAccessible(page);
  await screenshot(page, 'reset-password-confirm', project);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(page).toHaveURL(`${urls.web}/login`);

  // The old password no longer works; the new one does.
  await signIn(page, email, password);
  await expect(page.getByRole('alert')).toHaveText('Login credentials are incorrect');
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(`${urls.web}/`);
  await expect((await openMenu(page)).getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a company user is refused on the customer site and signs in on the business site', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await signIn(page, 'company@demo.stepup.test', 'Demo-Company-1');
  await expect(page.getByRole('alert')).toHaveText('Wrong user data');
  await expectAccessible(page);
  await screenshot(page, 'login-wrong-user', project);

  await page.goto(`${urls.business}/login`);
  await page.getByLabel('Email').fill('company@demo.stepup.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Company-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${urls.business}/dashboard`);
  const account = page.getByRole('navigation', { name: 'Account' });
  // On a phone the name is read out but not shown, to leave room for the brand.
  await expect(account).toContainText('Jo Bennett');
  await expect(account.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'business-signed-in', project);
});
