import { expectAccessible, expect, screenshot, test } from './fixtures';
import { urls } from '../playwright.config';

const NOT_FOUND = "Sorry but we couldnt find this page. It doesn't exist!";

test('stored content pages show the seeded legal text, the footer pages a Home breadcrumb', async ({
  page,
}) => {
  const pages: Array<[string, string, string]> = [
    ['/cookies', 'Cookie Policy', 'How we use cookies'],
    ['/business-t-and-c', 'Business Terms of Service', 'Terms for businesses'],
    ['/business-privacy-policy', 'Business Privacy Notice', 'Privacy for business users'],
    ['/app-t-and-c', 'Customer Terms & Conditions', 'Terms for customers'],
    ['/app-privacy-policy', 'Customer Privacy Policy', 'How our apps use your data'],
    ['/terms', 'Terms & Conditions', 'Terms and conditions of use'],
    ['/privacy', 'Privacy Policy', 'Your privacy'],
  ];
  for (const [path, title, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText(/^Last updated \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    if (path === '/terms' || path === '/privacy') {
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    } else {
      await expect(breadcrumb).toHaveCount(0);
    }
    await expectAccessible(page);
  }
});

test('About Us shows the product, how it works, its counters and the FAQs', async ({
  page,
}, testInfo) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const counters = page.getByRole('list', { name: 'In numbers' });
  // The figure the business page states too (one source, the domain), not a count of companies.
  const businesses = counters.getByRole('listitem').filter({ hasText: 'businesses' });
  await expect(businesses).toHaveText(/^230\+\s*businesses$/);
  await expect(counters).toContainText('native apps');
  await expect(counters).toContainText('UK');
  await expect(counters).toContainText('2022');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await page.getByText('How do loyalty steps work?').click();
  await expect(page.getByText(/Each campaign has three steps/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'about-us', testInfo.project.name);
});

test('Our Stories lists the seeded posts with long dates and opens one', async ({
  page,
}, testInfo) => {
  await page.goto('/our-stories');
  const story = page.getByRole('link', {
    name: 'How a Bath café turned regulars into a loyalty ladder',
  });
  await expect(story).toBeVisible();
  await expect(page.getByRole('link', { name: /Meet the makers/ })).toBeVisible();
  await expect(page.locator('.story-card time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expectAccessible(page);
  await screenshot(page, 'our-stories', testInfo.project.name);

  await story.click();
  await expect(page).toHaveURL(/\/our-stories\/[\w-]+$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'How a Bath café turned regulars into a loyalty ladder',
    }),
  ).toBeVisible();
  await expect(page.locator('blockquote')).toContainText('The second and third steps');
  await expect(page.locator('img.story__image')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'our-story', testInfo.project.name);

  await page.goto('/our-stories/no-such-story');
  await expect(page.getByRole('heading', { name: 'Story not found' })).toBeVisible();
});

test('the business page calculates what a business keeps as the user types', async ({
  page,
}, testInfo) => {
  await page.goto('/business');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sell vouchers, build loyalty, keep every penny' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toContainText('30% to 50%');
  await expect(page.getByText('growth of the UK gift card market in 2024')).toBeVisible();
  const signUp = page.getByRole('link', { name: 'Create Business Account' });
  await expect(signUp.first()).toHaveAttribute('href', `${urls.business}/signup`);
  await expectAccessible(page);
  await screenshot(page, 'business', testInfo.project.name);

  const sales = page.getByRole('textbox', { name: /Your voucher sales/ });
  await expect(sales).toHaveValue('15000');
  await expect(page.getByTestId('savings-others')).toHaveText('£11,750.00');
  await sales.fill('');
  await sales.pressSequentially('24x000');
  await expect(sales).toHaveValue('24000');
  await page.getByRole('slider', { name: 'Commission charged by others' }).fill('30');
  const fees = page.getByRole('textbox', { name: /Other fees/ });
  await fees.fill('600');
  await expect(page.getByTestId('savings-commission')).toHaveText('£7,200.00');
  await expect(page.getByTestId('savings-others')).toHaveText('£16,200.00');
  await expect(page.getByTestId('savings-us')).toHaveText('£24,000.00');
  await expect(page.getByTestId('savings-keep')).toHaveText('£7,800.00 more');
});

test('the home page shows the press logos linking to their articles', async ({ page }) => {
  await page.goto('/');
  const press = page.getByRole('region', { name: 'As featured in' });
  const link = press.getByRole('link', { name: /^The Indie Retailer: / });
  await expect(link).toHaveAttribute('href', /^https:\/\/indie-retailer\.example\//);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('the not-found page and the footer links', async ({ page }) => {
  await page.goto('/pages/404');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);

  const footer = page.getByRole('contentinfo');
  const customers = footer.getByRole('navigation', { name: 'Customers' });
  await customers.getByRole('link', { name: 'T&Cs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await customers.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const businesses = footer.getByRole('navigation', { name: 'Businesses' });
  await businesses.getByRole('link', { name: 'T&Cs' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Business Terms of Service' }),
  ).toBeVisible();
  await expect(businesses.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    `${urls.business}/signup`,
  );
  await footer.getByRole('link', { name: 'Cookies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  await customers.getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { name: 'FAQs' })).toBeInViewport();
  await expect(footer.getByRole('link', { name: /App Store/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: /Review us on/ })).toBeVisible();
  await expect(footer).toContainText(/© \d{4} StepUp Vouchers\. All rights reserved\./);
});
