import { expectAccessible, expect, screenshot, test } from './fixtures';
import {
  mailLink,
  mailTo,
  passBotCheck,
  signIn,
  signUpVerifiedCustomer,
  THANK_YOU,
} from './helpers';
import { totp } from './totp';
import { urls } from '../playwright.config';

const UPDATED = 'Update successful';

test(
  'a customer edits the profile, changes email and password, adds two-step sign-in and closes the account',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const stamp = Date.now();
    const email = `profile-${project}-${stamp}@example.test`;
    const newEmail = `profile-new-${project}-${stamp}@example.test`;
    const password = 'Str0ng!pass';
    const newPassword = 'Newer-pass-2';

    // A verified customer.
    await signUpVerifiedCustomer(page, { name: 'Grace Hopper', email, password });

    // Edit Profile: the name.
    await page.goto('/for-me?tab=3');
    const sidebar = page.getByRole('complementary', { name: 'Your account' });
    await expect(sidebar.getByRole('button', { name: 'Edit Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const profile = page.getByRole('region', { name: 'Profile Settings' });
    await expect(profile.getByLabel('Name*')).toHaveValue('Grace Hopper');
    await expectAccessible(page);
    await screenshot(page, 'for-me-edit-profile', project);
    await profile.getByLabel('Name*').fill('Grace Brewster Hopper');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
    await expect(sidebar.getByText('Grace Brewster Hopper')).toBeVisible();

    // The email: pending until the new address's link is followed.
    await profile.getByLabel('Email Address*').fill(newEmail);
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
    await expect(profile.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'for-me-email-pending', project);
    await expect
      .poll(async () => (await mailTo(page.request, email)).map((m) => m.template), {
        message: 'the old address is told about the change',
        timeout: 15_000,
      })
      .toContain('email-change-notice');
    await expect
      .poll(async () => (await mailTo(page.request, newEmail)).map((m) => m.template), {
        timeout: 15_000,
      })
      .toContain('confirm-new-email');
    await page.goto(await mailLink(page.request, newEmail, 'type=updatedEmail'));
    await expect(page).toHaveURL(/\/email-verify-success/);
    await expect(page.getByText('Email verified successfully.')).toBeVisible();
    // The link signed the customer in with the new address (the second verify page): the password
    // change below needs that session.
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);

    // The password.
    await page.goto('/for-me?tab=3');
    const passwords = page.getByRole('region', { name: 'Change Password' });
    await passwords.getByLabel('Current Password*').fill(password);
    await passwords.getByLabel('New Password*').fill(newPassword);
    await passwords.getByLabel('Retype Password*').fill(newPassword);
    await passwords.getByRole('button', { name: 'Change password' }).click();
    await expect(passwords.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
    // The change ended every other session, not this one: a reload is still signed in.
    await page.reload();
    await expect(profile.getByLabel('Name*')).toHaveValue('Grace Brewster Hopper');
    await page
      .getByRole('complementary', { name: 'Your account' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(`${urls.web}/`);
    await signIn(page, newEmail, newPassword);
    await expect(page).toHaveURL(`${urls.web}/`);

    // Two-step sign-in with an authenticator app.
    await page.goto('/for-me?tab=3');
    const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
    await twoStep.getByLabel('Password', { exact: true }).fill(newPassword);
    await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(twoStep.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(
      twoStep.getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    const secret = ((await twoStep.locator('.ui-two-factor__secret').textContent()) ?? '').replace(
      /\s+/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    // Scrolled down here, the sticky header covers a button higher up, which axe counts as a
    // too-small touch target; the check runs from the top of the page like the others.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await screenshot(page, 'for-me-two-step-setup', project);
    await twoStep.getByLabel('Authenticator app code').fill(totp(secret));
    await twoStep.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(
      twoStep.getByRole('status').filter({ hasText: 'Two-step sign-in is on.' }),
    ).toBeVisible();
    await expect(twoStep.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();

    // Sign out, then in with the password and the code.
    await page
      .getByRole('complementary', { name: 'Your account' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(`${urls.web}/`);
    await signIn(page, newEmail, newPassword);
    const code = page.getByLabel('Authenticator app code');
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expectAccessible(page);
    await screenshot(page, 'login-two-step', project);
    await code.fill(totp(secret));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(`${urls.web}/`);

    // The mailed "this was not me" link explains what it will do and acts only on the click.
    await page.goto(await mailLink(page.request, newEmail, 'mode=revertSecondFactorAddition'));
    const remove = page.getByRole('button', { name: 'Remove two-step sign-in' });
    await expect(remove).toBeVisible();
    await expect(page.getByText(/Someone turned on two-step sign-in/)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'email-action-revert-two-step', project);
    await remove.click();
    await expect(page.getByText('Two factor authentication reverted.')).toBeVisible();
    // Signed out everywhere; the password alone signs in again.
    await signIn(page, newEmail, newPassword);
    await expect(page).toHaveURL(`${urls.web}/`);

    // Close the account.
    await page.goto('/for-me');
    await page
      .getByRole('complementary', { name: 'Your account' })
      .getByRole('button', { name: 'Close Account' })
      .click();
    await expect(page).toHaveURL(`${urls.web}/for-me?tab=4`);
    await expect(page.getByText('Are you sure, you want to delete your account?')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'for-me-close-account', project);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page).toHaveURL(`${urls.web}/`);

    // The account is gone.
    await signIn(page, newEmail, newPassword);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(`${urls.web}/login`);
    await expect(page.getByLabel('Authenticator app code')).toHaveCount(0);
  },
);

test(
  'a business user signs up, edits the account, resets the password, adds two-step sign-in and closes the account',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const stamp = Date.now();
    const email = `business-${project}-${stamp}@example.test`;
    const newEmail = `business-new-${project}-${stamp}@example.test`;
    const password = 'Str0ng!pass';
    const newPassword = 'Newer-pass-2';
    const resetPassword = 'Reset-pass-3';
    const account = page.getByRole('navigation', { name: 'Account' });

    // Sign up with the trading name and the real bot check.
    await page.goto(`${urls.business}/signup`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Invalid trading name')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Mo Baker');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Company (trading) name').fill(`Mo's Bakery ${project} ${stamp}`);
    await passBotCheck(page);
    await expectAccessible(page);
    await screenshot(page, 'business-signup', project);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();

    // The link lands on the business site's email action page.
    const link = await mailLink(page.request, email, 'isCompanyUser=true');
    expect(link.startsWith(urls.business)).toBe(true);
    await page.goto(link);
    await expect(page.getByText('Email verified successfully.')).toBeVisible();
    await expectAccessible(page);

    await signIn(page, email, password, urls.business);
    await expect(page).toHaveURL(`${urls.business}/dashboard`);
    await expect(account).toContainText('Mo Baker');
    // A company user has no admin area.
    await page.goto(`${urls.business}/admin/dashboard`);
    await expect(
      page.getByRole('heading', { name: "Sorry but we couldnt find this page. It doesn't exist!" }),
    ).toBeVisible();

    // The name.
    await page.goto(`${urls.business}/account`);
    const profile = page.getByRole('region', { name: 'Profile Settings' });
    await expect(profile.getByLabel('Name*')).toHaveValue('Mo Baker');
    await expectAccessible(page);
    await screenshot(page, 'business-account', project);
    await profile.getByLabel('Name*').fill('Mo Baker-Lee');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
    await expect(account).toContainText('Mo Baker-Lee');

    // The email: pending until the new address's link is followed; the old one is told.
    await profile.getByLabel('Email Address*').fill(newEmail);
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
    await expect(profile.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();
    await expect
      .poll(async () => (await mailTo(page.request, email)).map((m) => m.template), {
        message: 'the old address is told about the change',
        timeout: 15_000,
      })
      .toContain('email-change-notice');
    const confirmLink = await mailLink(page.request, newEmail, 'type=updatedEmail');
    expect(confirmLink.startsWith(`${urls.business}/email-verify-update?`)).toBe(true);
    await page.goto(confirmLink);
    await expect(page).toHaveURL(`${urls.business}/email-verify-success`);
    await expect(page.getByText('Email verified successfully.')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'business-email-verified', project);
    await signIn(page, newEmail, password, urls.business);
    await expect(page).toHaveURL(`${urls.business}/dashboard`);

    // The password, then sign out.
    await page.goto(`${urls.business}/account`);
    const passwords = page.getByRole('region', { name: 'Change Password' });
    await passwords.getByLabel('Current Password*').fill(password);
    await passwords.getByLabel('New Password*').fill(newPassword);
    await passwords.getByLabel('Retype Password*').fill(newPassword);
    await passwords.getByRole('button', { name: 'Change password' }).click();
    await expect(passwords.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
    await account.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${urls.business}/login`);

    // Forgot password, reset, and sign in with the new one.
    await page.getByRole('link', { name: 'Lost your password?' }).click();
    await expect(page).toHaveURL(`${urls.business}/reset-password`);
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email').fill(newEmail);
    await expect(page.getByLabel('Email')).toHaveValue(newEmail);
    await page.getByRole('button', { name: 'Reset' }).click();
    // Status or alert in the page (not the site's update notice): should the request be refused,
    // the failure names the alert's text.
    const main = page.getByRole('main');
    await expect(main.getByRole('status').or(main.getByRole('alert'))).toContainText(
      'If your email address has been recognised',
      { timeout: 20_000 },
    );
    await page.goto(await mailLink(page.request, newEmail, 'mode=resetPassword'));
    await expect(page).toHaveURL(/\/reset-password-confirm\?/);
    await page.getByLabel('New password', { exact: true }).fill(resetPassword);
    await page.getByLabel('Confirm new password').fill(resetPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(`${urls.business}/login`);
    await signIn(page, newEmail, newPassword, urls.business);
    await expect(page.getByRole('alert')).toHaveText('Login credentials are incorrect');
    await signIn(page, newEmail, resetPassword, urls.business);
    await expect(page).toHaveURL(`${urls.business}/dashboard`);

    // Two-step sign-in with an authenticator app.
    await page.goto(`${urls.business}/account`);
    const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
    await twoStep.getByLabel('Password', { exact: true }).fill(resetPassword);
    await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(twoStep.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = ((await twoStep.locator('.ui-two-factor__secret').textContent()) ?? '').replace(
      /\s+/g,
      '',
    );
    await twoStep.getByLabel('Authenticator app code').fill(totp(secret));
    await twoStep.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(
      twoStep.getByRole('status').filter({ hasText: 'Two-step sign-in is on.' }),
    ).toBeVisible();
    await account.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${urls.business}/login`);
    await signIn(page, newEmail, resetPassword, urls.business);
    const code = page.getByLabel('Authenticator app code');
    await expect(code).toBeVisible();
    await code.fill(totp(secret));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(`${urls.business}/dashboard`);

    // Close the account: asked first; the company, never approved, goes with it.
    await page.goto(`${urls.business}/account`);
    const closing = page.getByRole('region', { name: 'Close Account' });
    await closing.getByRole('button', { name: 'Close Account' }).click();
    await expect(closing.getByText('Are you sure, you want to delete your account?')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'business-close-account', project);
    await closing.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page).toHaveURL(`${urls.business}/login`);
    await signIn(page, newEmail, resetPassword, urls.business);
    await expect(page.getByRole('alert')).toHaveText('Login credentials are incorrect');
    await expect(page.getByLabel('Authenticator app code')).toHaveCount(0);
  },
);
