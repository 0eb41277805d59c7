import { mkdirSync } from 'node:fs';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openMenu } from './helpers';
import { urls } from '../playwright.config';

// ADR 043: the home, category, campaign and story pages arrive as HTML the server rendered, so
// they paint before (and without) any script; the browser then hydrates the same HTML.

interface Campaign {
  id: string;
  name: string;
  company: { name: string };
  faceValuesPence: [number, number, number];
  discounts: [number, number, number];
}

async function popularCampaigns(page: Page): Promise<Campaign[]> {
  const response = await page.request.get(`${urls.web}/api/campaigns?sort=popular`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { campaigns: Campaign[] }).campaigns;
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** React's words when the browser's first render does not match the server's HTML. */
const hydrationTrouble =
  /hydrat|did not match|server rendered|switched to client rendering|Minified React error #(418|419|422|423|425)/i;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type()) && hydrationTrouble.test(message.text())) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page lists the campaigns and a campaign page has its name, prices and steps', async ({
    page,
  }) => {
    const campaigns = await popularCampaigns(page);
    const campaign = campaigns[0]!;
    mkdirSync('artifacts/screenshots', { recursive: true });

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Each card: its business's name, linking to the campaign; the strip's pictures name both.
      for (const { id, name, company } of campaigns.slice(0, 3)) {
        await expect(page.locator(`a[href="/campaign/${id}"]`).first()).toBeAttached();
        await expect(page.getByText(company.name, { exact: true }).first()).toBeAttached();
        await expect(page.getByAltText(`${name} at ${company.name}`).first()).toBeAttached();
      }
      await page.screenshot({ path: `artifacts/screenshots/no-js-home-${width}.png` });

      // A category page carries its first page of 12 (asked of the server, ADR 044), in order.
      const { categories } = (await (
        await page.request.get(`${urls.web}/api/categories`)
      ).json()) as { categories: { id: string; widget: string | null }[] };
      const shelf = categories.find((c) => c.widget !== 'unlocked')!;
      const firstPage = (await (
        await page.request.get(
          `${urls.web}/api/campaigns?category=${shelf.id}&sort=popular&page=1&limit=12`,
        )
      ).json()) as { campaigns: Campaign[]; total: number };
      await page.goto(`/categories/${shelf.id}`);
      await expect(page.locator('ul.ui-card-grid a.campaign-card')).toHaveCount(
        firstPage.campaigns.length,
      );
      await expect(
        page.getByText(`Showing ${firstPage.campaigns.length} of ${firstPage.total} vouchers`),
      ).toBeAttached();
      await page.screenshot({ path: `artifacts/screenshots/no-js-category-${width}.png` });

      await page.goto(`/campaign/${campaign.id}`);
      await expect(page.getByRole('heading', { name: campaign.name })).toBeVisible();
      await expect(page.getByText('Step 1', { exact: true })).toBeVisible();
      await expect(page.getByText(`Save ${campaign.discounts[0]}%`).first()).toBeVisible();
      const [value] = campaign.faceValuesPence;
      await expect(page.getByText(pounds(value), { exact: true }).first()).toBeVisible();
      await page.screenshot({
        path: `artifacts/screenshots/no-js-campaign-${width}.png`,
        fullPage: true,
      });
    }
  });
});

test('the server-rendered pages hydrate without a mismatch and stay interactive', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const [campaign] = await popularCampaigns(page);

  await page.goto('/');
  // The server's HTML is there before the script: the page carries its data.
  await expect(page.locator('#server-queries')).toBeAttached();
  await expect(page.getByText(campaign!.company.name, { exact: true }).first()).toBeVisible();
  await (await openMenu(page)).getByRole('link', { name: 'Our Stories' }).click();
  await expect(page).toHaveURL(/\/our-stories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Stories' })).toBeVisible();

  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto(`/campaign/${campaign!.id}`);
  await expect(page.getByRole('button', { name: 'Buy + Unlock Bigger Discounts' })).toBeEnabled();
  // Its stylesheets came inside the HTML (ADR 047): neither the page nor its code, arriving
  // after, asks for one.
  expect(stylesheets).toEqual([]);
  await page.locator('.purchase-for__option--gift').click();
  await expect(page.getByRole('radio', { name: 'Gift', exact: true })).toBeChecked();

  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.goto('/our-stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Stories' })).toBeVisible();
  // Give React a moment to report anything about the last page.
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
