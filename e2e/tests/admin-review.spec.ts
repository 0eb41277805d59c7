import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from './fixtures';
import { mailTo, signUpVerifiedBusiness } from './helpers';
import { confirmAdminIdentity, signInAdmin } from './admin-session';
import { urls } from '../playwright.config';

/** The templates of the mail sent to `to`, once one of `template` arrived. */
async function expectMail(page: Page, to: string, template: string) {
  await expect
    .poll(async () => (await mailTo(page.request, to)).map((m) => m.template), {
      message: `${template} mail to ${to}`,
      timeout: 15_000,
    })
    .toContain(template);
  return (await mailTo(page.request, to)).find((m) => m.template === template)!;
}

// The seed has two pending campaign requests: the phone run approves one, the desktop run
// rejects the other with a reason.
const seededRequest = { phone: 'Puncture-Proof Package', desktop: 'Midsummer Supper Club' };

test('an admin approves and denies new companies, and reviews a pending campaign request', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name as 'phone' | 'desktop';
  const stamp = Date.now();
  const approved = {
    name: `Fern Florists ${project} ${stamp}`,
    email: `fern-${project}-${stamp}@example.test`,
  };
  const denied = {
    name: `Gorse Garage ${project} ${stamp}`,
    email: `gorse-${project}-${stamp}@example.test`,
  };
  for (const business of [approved, denied]) {
    await signUpVerifiedBusiness(page, { company: business.name, email: business.email });
  }

  // The admin signs in with the password and an authenticator code.
  await signInAdmin(page);
  await page.goto(`${urls.business}/admin/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Awaiting review' });
  await expect(waiting).toContainText('New companies');
  await expect(page.getByRole('link', { name: approved.name })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-dashboard', project);

  // Approve a company from its review page.
  await page.getByRole('link', { name: approved.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: approved.name })).toBeVisible();
  await expect(page.getByText('Payments not connected yet')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-company-review', project);
  // Approving is one of the actions that first asks the admin to confirm it is them.
  await page.getByRole('button', { name: 'Approve company' }).click();
  await confirmAdminIdentity(page, { name: 'admin-confirm-identity', project });
  await expect(page.getByText(`Update successful: ${approved.name} is approved.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve company' })).toHaveCount(0);
  const approvedMail = await expectMail(page, approved.email, 'company-approved');
  expect(approvedMail.subject).toContain('is approved');

  // Deny another from the list, with a reason (required).
  await page.goto(`${urls.business}/admin/companies`);
  await page.getByLabel('Status').selectOption('pending');
  await page.getByLabel('Company name').fill(`Gorse Garage ${project} ${stamp}`);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expectAccessible(page);
  await screenshot(page, 'admin-companies', project);
  await page.getByRole('link', { name: `Review ${denied.name}` }).click();
  await page.getByRole('button', { name: 'Deny company' }).click();
  const dialog = page.getByRole('dialog', { name: `Deny ${denied.name}?` });
  await dialog.getByRole('button', { name: 'Deny company' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('We could not find your company number.');
  await expect(dialog.getByText('Please give a reason')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'admin-company-deny', project);
  // Confirmed a moment ago: denying does not ask again.
  await dialog.getByRole('button', { name: 'Deny company' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Update successful: ${denied.name} is denied.`)).toBeVisible();
  const deniedMail = await expectMail(page, denied.email, 'company-denied');
  expect(deniedMail.text).toContain('Reason: We could not find your company number.');

  // View as company: read-only figures of a seeded company.
  await page.goto(`${urls.business}/admin/companies?status=approved&q=Salt%20House`);
  await page.getByRole('link', { name: 'Review The Salt House Kitchen' }).click();
  await page.getByRole('link', { name: 'View as company' }).click();
  await expect(page.getByText(/Read-only/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sales summary' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Tasting Menu for Two' })).toBeVisible();
  // Read-only: no action in the page itself.
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'admin-view-as-company', project);

  // Campaign requests, pending first.
  await page.goto(`${urls.business}/admin/campaigns`);
  const request = seededRequest[project];
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(request) }) });
  await expect(row).toContainText('Pending');
  await expectAccessible(page);
  await screenshot(page, 'admin-campaigns', project);
  if (project === 'phone') {
    await row.getByRole('button', { name: `Approve ${request}` }).click();
    await expect(page.getByText(`Update successful: ${request} is live.`)).toBeVisible();
    await expect(row).toContainText('Live');
    await expect(row.getByRole('button', { name: `Freeze ${request}` })).toBeVisible();
    // The rarer actions wait behind "More", so a row stays one line high.
    await row.getByText('More', { exact: true }).click();
    await expect(row.getByRole('button', { name: `Feature ${request}` })).toBeVisible();
  } else {
    await row.getByRole('button', { name: `Reject ${request}` }).click();
    const reject = page.getByRole('dialog', { name: `Reject ${request}?` });
    await reject.getByLabel(/Reason/).fill('Please lower the step 3 discount.');
    await expectAccessible(page);
    await screenshot(page, 'admin-campaign-reject', project);
    await reject.getByRole('button', { name: 'Reject campaign' }).click();
    await expect(page.getByText(`Update successful: ${request} is rejected.`)).toBeVisible();
    await expect(row).toContainText('Reason: Please lower the step 3 discount.');
  }
  await screenshot(page, 'admin-campaigns-after', project);
});
