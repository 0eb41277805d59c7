import { expect, expectAccessible, screenshot, test } from './fixtures';
import { mailLink, passBotCheck, signIn, THANK_YOU } from './helpers';
import { urls } from '../playwright.config';

const owner = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };

test(
  'the demo company owner invites a colleague, who signs up from the emailed link, verifies, signs in and sees the company dashboard; /perks shows cards',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const project = testInfo.project.name;
    const colleague = {
      name: 'Robin Colleague',
      email: `robin-${project}-${Date.now()}@example.test`,
      password: 'Str0ng!pass',
    };

    // The owner invites a colleague as staff from /team (in the company menu).
    await signIn(page, owner.email, owner.password, urls.business);
    await expect(page).toHaveURL(`${urls.business}/dashboard`);
    await page.goto(`${urls.business}/team`);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const membersHeading = page.getByRole('heading', { name: /^Members of / });
    const companyName = ((await membersHeading.textContent()) ?? '').replace('Members of ', '');
    expect(companyName).not.toBe('');
    await page.getByLabel('Email').fill(colleague.email);
    await page.getByRole('radio', { name: /Staff/ }).check();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent to' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Revoke the invitation to ${colleague.email}` }),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'business-team', project);

    // Perks: cards with a picture, title and description.
    await page.goto(`${urls.business}/perks`);
    const perks = page.getByRole('list', { name: 'Perks' });
    await expect(perks.getByRole('listitem').first()).toBeVisible();
    await expect(perks.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'business-perks', project);

    // The owner signs out; the colleague follows the emailed link.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${urls.business}/login`);
    const link = await mailLink(page.request, colleague.email, '/team-invite?token=');
    expect(link.startsWith(`${urls.business}/team-invite?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: `Join ${companyName}` })).toBeVisible();
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(colleague.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Company (trading) name')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'business-team-invite', project);

    await page.getByLabel('Name', { exact: true }).fill(colleague.name);
    await page.getByLabel('Password', { exact: true }).fill(colleague.password);
    await passBotCheck(page);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();

    // Verify, sign in: the company's dashboard, and the colleague on its team as staff.
    await page.goto(await mailLink(page.request, colleague.email, 'isCompanyUser=true'));
    await expect(page.getByText('Email verified successfully.')).toBeVisible();
    await signIn(page, colleague.email, colleague.password, urls.business);
    await expect(page).toHaveURL(`${urls.business}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`${urls.business}/team`);
    await expect(page.getByRole('heading', { name: `Members of ${companyName}` })).toBeVisible();
    const me = page.locator('.team-list__item').filter({ hasText: colleague.email });
    await expect(me).toContainText('Staff');
    await expect(me).toContainText('(you)');
    await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  },
);
