import { expectAccessible, expect, screenshot, test } from './fixtures';
import { signInAdmin } from './admin-session';
import { signIn } from './helpers';
import { urls } from '../playwright.config';

// Ratings after redemption (ADR 052): the demo customer rates the voucher they used, from the
// wallet, and the campaign page — server-rendered for a visitor, from the kept answer — shows the
// new average at once; a visitor cannot rate.

test('a customer rates a used voucher and the campaign page shows the new average; a visitor cannot rate; the company replies and an admin hides the comment @one-width', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'customer@demo.stepup.test', 'Demo-Customer-1');
  await expect(page).toHaveURL(`${urls.web}/`);

  await page.goto('/for-me');
  const wallet = page.getByRole('region', { name: 'Voucher Wallet' });
  const used = wallet.locator('tbody tr.wallet__row--used');
  await expect(used).toHaveCount(1);
  const rateLink = used.getByRole('link', { name: /^Rate this voucher/ });
  const ratePath = (await rateLink.getAttribute('href'))!;
  expect(ratePath).toMatch(/^\/rate\//);
  await rateLink.click();

  await expect(page).toHaveURL(`${urls.web}${ratePath}`);
  const heading = page.getByRole('heading', { name: /^How was .+\?$/ });
  await expect(heading).toBeVisible();
  const company = (await heading.textContent())!.replace(/^How was /, '').replace(/\?$/, '');
  await expectAccessible(page);

  // Sending without stars: the domain's message.
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Comment (optional)').fill('Friendly staff and a lovely cake.');
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Thank you for your rating.')).toBeVisible();
  await expect(page.getByText('You rated it 4 out of 5.')).toBeVisible();
  await expectAccessible(page);

  // The campaign page, as a visitor sees it: the server-rendered HTML already has the average.
  const campaignLink = page.getByRole('link', { name: /^See / });
  const campaignPath = (await campaignLink.getAttribute('href'))!;
  const visitor = await browser.newContext({ baseURL: urls.web });
  try {
    const html = await (await visitor.request.get(`${urls.web}${campaignPath}`)).text();
    expect(html).toContain('4.0 out of 5 (1 rating)');
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(campaignPath);
    await expect(visitorPage.getByRole('heading', { name: company, level: 2 })).toBeVisible();
    const ratings = visitorPage.getByRole('region', { name: 'Ratings' });
    await expect(ratings.getByText('4.0 out of 5 (1 rating)')).toBeVisible();
    await expect(ratings.getByText('Friendly staff and a lovely cake.')).toBeVisible();
    await expectAccessible(visitorPage);

    // A visitor opening the rating link is asked to sign in, and the API refuses them.
    await visitorPage.goto(ratePath);
    await expect(visitorPage.getByText(/Please sign in to rate your voucher/)).toBeVisible();
    await expect(visitorPage.getByRole('button', { name: 'Send rating' })).toHaveCount(0);
    await expectAccessible(visitorPage);
    const refused = await visitor.request.post(
      `${urls.web}/api/wallet${ratePath.replace('/rate', '/vouchers')}/rating`,
      {
        data: { stars: 5 },
        headers: { origin: urls.web },
      },
    );
    expect(refused.status()).toBe(401);

    // The company (the first demo company's owner) replies once, on the business site.
    const business = await browser.newContext({ baseURL: urls.business });
    try {
      const owner = await business.newPage();
      await signIn(owner, 'company@demo.stepup.test', 'Demo-Company-1', urls.business);
      await expect(owner).not.toHaveURL(/\/login/);
      await owner.goto(`${urls.business}/ratings`);
      const item = owner.locator('.ratings__item').filter({
        hasText: 'Friendly staff and a lovely cake.',
      });
      await expect(item).toBeVisible();
      await expectAccessible(owner);
      await item.getByLabel('Reply').fill('Thank you, see you soon!');
      await item.getByRole('button', { name: 'Send reply' }).click();
      await expect(item.getByText('Thank you, see you soon!')).toBeVisible();
      await expect(item.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
    } finally {
      await business.close();
    }

    // An admin hides the comment; its stars still count.
    const adminContext = await browser.newContext({ baseURL: urls.business });
    try {
      const admin = await adminContext.newPage();
      await signInAdmin(admin);
      await admin.goto(`${urls.business}/admin/ratings`);
      const item = admin.locator('.ratings__item').filter({
        hasText: 'Friendly staff and a lovely cake.',
      });
      await expect(item).toBeVisible();
      await expectAccessible(admin);
      await item.getByRole('button', { name: /^Hide comment/ }).click();
      await expect(item.getByText('Comment hidden')).toBeVisible();
    } finally {
      await adminContext.close();
    }

    await visitorPage.goto(campaignPath);
    const after = visitorPage.getByRole('region', { name: 'Ratings' });
    await expect(after.getByText('This comment was hidden by the marketplace.')).toBeVisible();
    await expect(after.getByText('Friendly staff and a lovely cake.')).toHaveCount(0);
    await expect(after.getByText('Thank you, see you soon!')).toBeVisible();
    await expect(after.getByText('4.0 out of 5 (1 rating)')).toBeVisible();
    await expectAccessible(visitorPage);
  } finally {
    await visitor.close();
  }
});

// The same pages at 375 px, looked at and not saved (the flow above runs at desktop only).
test('the ratings pages at phone width', { tag: '@phone-only' }, async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'customer@demo.stepup.test', 'Demo-Customer-1');
  await expect(page).toHaveURL(`${urls.web}/`);
  await page.goto('/for-me');
  const used = page
    .getByRole('region', { name: 'Voucher Wallet' })
    .locator('tbody tr.wallet__row--used');
  await used.getByRole('link', { name: /^Rate this voucher/ }).click();
  await expect(page.getByRole('heading', { name: /^How was .+\?$/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'rate-voucher', 'phone');

  const business = await browser.newContext({
    baseURL: urls.business,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const owner = await business.newPage();
    await signIn(owner, 'company@demo.stepup.test', 'Demo-Company-1', urls.business);
    await expect(owner).not.toHaveURL(/\/login/);
    await owner.goto(`${urls.business}/ratings`);
    await expect(owner.getByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
    await expectAccessible(owner);
    await screenshot(owner, 'company-ratings', 'phone');
  } finally {
    await business.close();
  }
});
