import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA checks on the page as it is now; any violation fails the test with its details. */
export async function expectAccessible(page: Page) {
  // Let finite transitions end first (a dialog's fade-in, a hover colour): mid-way, axe measures
  // a half-transparent text's contrast. Endless ones (spinners, the moving strip) are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

/** Saves a screenshot per viewport for people to look at (e2e/artifacts/screenshots). */
export async function screenshot(page: Page, name: string, projectName: string) {
  // A page wider than the screen makes a phone lay it out zoomed out (and taps miss): whatever
  // is pictured must fit the viewport it was opened in.
  const viewport = page.viewportSize();
  if (viewport) {
    const laidOut = await page.evaluate(() => window.innerWidth);
    expect(laidOut, `${name} is laid out wider than the ${viewport.width} px screen`).toBe(
      viewport.width,
    );
  }
  await page.screenshot({
    path: `artifacts/screenshots/${name}-${projectName}.png`,
    fullPage: true,
  });
}

export const test = base;
export { expect };
