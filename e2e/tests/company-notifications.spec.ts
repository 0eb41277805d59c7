import type { Page } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { signInAdmin } from './admin-session';
import { signIn, signUpVerifiedBusiness } from './helpers';
import { urls } from '../playwright.config';

// Company notifications (docs/product.md#company-notifications): an admin sends a notification
// with a link to one chosen company, the demo café. Its owner sees the unread count beside the
// menu's Dashboard, then the notification on the dashboard (which reads it); another company's
// dashboard never shows it. The owner dismisses it; the admin's list counts it read and
// dismissed, and the admin deletes it.

const COMPANY = 'The Copper Kettle Café';
const owner = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };

/** The company menu (behind the Menu button at 992 px or narrower). */
async function companyMenu(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) <= 992) {
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
  }
  return page.getByRole('navigation', { name: 'Company' });
}

test(
  'a notification sent to one company shows on its dashboard only, with the unread count, until dismissed',
  { tag: '@one-width' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    const stamp = Date.now();
    const title = `Please check your opening hours before the bank holiday (${project} ${stamp})`;
    const viewport = page.viewportSize();
    const newPage = async () => (await browser.newContext({ viewport })).newPage();

    // Another company's owner, signed in on their own dashboard.
    const other = await newPage();
    await signUpVerifiedBusiness(other, {
      email: `other-${project}-${stamp}@example.test`,
      company: `Other Shop ${project} ${stamp % 100_000}`,
      signIn: true,
    });
    // The café's owner, signed in (landing on the dashboard reads what is there), then on /team.
    const cafe = await newPage();
    await signIn(cafe, owner.email, owner.password, urls.business);
    await expect(cafe).toHaveURL(`${urls.business}/dashboard`);
    await cafe.goto(`${urls.business}/team`);

    // The admin sends it to the café only.
    await signInAdmin(page);
    await page.goto(`${urls.business}/admin/notifications?tab=company-notifications`);
    const form = page.getByRole('form', { name: 'Company notification' });
    await form.getByLabel(/^Notification/).fill(title);
    await form.getByLabel(/^Link/).fill('https://stepup.example/opening-hours');
    await form.getByLabel('Find companies by name').fill('Copper Kettle');
    await form.getByRole('button', { name: `Add ${COMPANY}` }).click();
    await expect(form.getByRole('list', { name: 'Chosen companies' })).toContainText(COMPANY);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Send notification' }).click();
    await expect(form.getByText('Notification sent to 1 company')).toBeVisible();
    const sentRow = page
      .getByRole('table', { name: 'Sent notifications, newest first' })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(sentRow).toContainText('Chosen companies');
    await expectAccessible(page);
    await screenshot(page, 'company-notifications-admin', project);

    // The café's menu counts it beside Dashboard; the dashboard shows it and reads it.
    await cafe.reload();
    const menu = await companyMenu(cafe);
    await expect(menu.getByRole('link', { name: /^Dashboard\s*: \d+ unread$/ })).toBeVisible();
    await expectAccessible(cafe);
    await menu.getByRole('link', { name: /^Dashboard/ }).click();
    await expect(cafe).toHaveURL(`${urls.business}/dashboard`);
    const notifications = cafe.getByRole('region', { name: 'Notifications' });
    const item = notifications.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('New');
    await expect(item.getByRole('link', { name: /Open link \(stepup\.example\)/ })).toHaveAttribute(
      'href',
      'https://stepup.example/opening-hours',
    );
    await expect(cafe.getByRole('link', { name: /^Dashboard\s*: \d+ unread$/ })).toHaveCount(0);
    await expectAccessible(cafe);
    await screenshot(cafe, 'company-notification-dashboard', project);

    // The other company never sees it.
    const otherList = other.waitForResponse(`${urls.business}/api/company/notifications`);
    await other.goto(`${urls.business}/dashboard`);
    await otherList;
    await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(other.getByText(title)).toHaveCount(0);

    // The owner dismisses it: gone from the dashboard, also after a reload.
    await item.getByRole('button', { name: `Dismiss: ${title}` }).click();
    await expect(cafe.getByText(title)).toHaveCount(0);
    await cafe.reload();
    await expect(cafe.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(cafe.getByText(title)).toHaveCount(0);

    // The admin's list counts it read and dismissed by its one company; the admin deletes it.
    await page.reload();
    await expect(sentRow.getByRole('cell').nth(1)).toHaveText(/1$/);
    await expect(sentRow.getByRole('cell').nth(2)).toHaveText(/1$/);
    await expect(sentRow.getByRole('cell').nth(3)).toHaveText(/1$/);
    await sentRow.getByRole('button', { name: `Delete: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this notification?' });
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete notification' }).click();
    await expect(page.getByText('Update successful')).toBeVisible();
    await expect(sentRow).toHaveCount(0);
  },
);
