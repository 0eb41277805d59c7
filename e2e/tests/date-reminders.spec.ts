import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { mailLink, mailTo, seededCampaignId, signUpVerifiedCustomer } from './helpers';
import { urls } from '../playwright.config';

// Date reminders (issue 21, ADR 057): a customer saves a date on /for-me?tab=7; on the test clock
// (TEST_CLOCK), the day before the reminder day brings no email and the reminder day brings one,
// whose gift link opens the campaign's gift form with the name filled in.

const DAY = 24 * 60 * 60 * 1000;
/** A UTC noon's calendar day: the same day in the UK, summer or winter. */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

const setClock = async (request: APIRequestContext, at: string | null) => {
  const response = await request.put(`${urls.web}/api/dev/clock`, { data: { at } });
  expect(response.status()).toBe(200);
};
const runSweep = async (request: APIRequestContext) => {
  const response = await request.post(`${urls.web}/api/dev/date-reminders/run`);
  expect(response.status()).toBe(200);
};

test('a saved date brings its reminder on the UK day a week before, not the day before, with a gift link that opens the gift form', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `dates-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpVerifiedCustomer(page, { name: 'Dana Dates', email, password: 'Dates-Pass-123' });
  // A business the customer likes: its live campaigns are the gift ideas.
  const campaignId = await seededCampaignId(page, {
    company: 'The Copper Kettle Café',
    campaign: 'Coffee & Cake for Two',
  });
  const liked = await page.request.put(`${urls.web}/api/favourites/${campaignId}`, {
    headers: { origin: urls.web },
  });
  expect(liked.ok()).toBe(true);

  // Twenty days ahead, every year; its reminder is on the 13th day from now.
  const noon = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
    12,
  );
  const occurrence = dayOf(noon + 20 * DAY);
  const reminderDay = noon + 13 * DAY;

  await page.goto('/for-me?tab=7');
  const tab = page.getByRole('region', { name: 'Dates to Remember' });
  await expect(tab.getByText('No dates saved yet.')).toBeVisible();
  const form = tab.getByRole('region', { name: 'Add a date' });
  await form.getByLabel('Whose date').fill('Grace Hopper');
  await form.getByLabel('Occasion').fill('Birthday');
  await form.getByLabel('Date', { exact: true }).fill(occurrence);
  await form.getByRole('radio', { name: 'Every year' }).check();
  await form.getByRole('button', { name: 'Save date' }).click();
  await expect(tab.getByRole('status')).toHaveText('Date saved.');
  const saved = tab.getByRole('list', { name: 'Your saved dates' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Grace Hopper');
  await expect(saved).toContainText('Reminder email on');
  await expectAccessible(page);
  await screenshot(page, 'date-reminders', testInfo.project.name);

  try {
    // The day before the reminder day: nothing.
    await setClock(page.request, new Date(reminderDay - DAY).toISOString());
    await runSweep(page.request);
    expect((await mailTo(page.request, email)).map((m) => m.template)).not.toContain(
      'date-reminder',
    );
    // The reminder day: the email, once, with the gift link.
    await setClock(page.request, new Date(reminderDay).toISOString());
    await runSweep(page.request);
    await runSweep(page.request);
  } finally {
    await setClock(page.request, null);
  }
  const link = await mailLink(page.request, email, '?gift=1');
  // The button's link: the liked business's best live campaign, its gift form for Grace Hopper.
  expect(link).toMatch(new RegExp(`^${urls.web}/campaign/[\\w-]+\\?gift=1&to=Grace%20Hopper$`));
  const reminders = (await mailTo(page.request, email)).filter(
    (m) => m.template === 'date-reminder',
  );
  expect(reminders).toHaveLength(1);
  expect(reminders[0]!.subject).toMatch(/^Birthday for Grace Hopper on /);
  expect(reminders[0]!.text).toContain('Coffee & Cake for Two at The Copper Kettle Café');
  expect(reminders[0]!.links).toContain(
    `${urls.web}/campaign/${encodeURIComponent(campaignId)}?gift=1&to=Grace%20Hopper`,
  );

  await page.goto(link);
  await expect(page.getByRole('radio', { name: 'Gift', exact: true })).toBeChecked();
  await expect(page.getByLabel('Recipient name')).toHaveValue('Grace Hopper');
  await expectAccessible(page);

  // Editing and deleting the date on the screen.
  await page.goto('/for-me?tab=7');
  await tab.getByRole('button', { name: 'Edit Grace Hopper’s Birthday' }).click();
  const editing = tab.getByRole('list', { name: 'Your saved dates' });
  await editing.getByLabel('Occasion').fill('Retirement');
  await editing.getByRole('button', { name: 'Save date' }).click();
  await expect(saved).toContainText('Retirement');
  await tab.getByRole('button', { name: 'Delete Grace Hopper’s Retirement' }).click();
  await expect(tab.getByText('No dates saved yet.')).toBeVisible();
});
