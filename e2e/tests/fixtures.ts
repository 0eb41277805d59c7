import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA checks on the page as it is now; any violation fails the test with its details. */
export async function expectAccessible(page: Page) {
  const results = await analyse(page);
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} (${n.failureSummary})`).join(', ')}`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

async function analyse(page: Page) {
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
  // From the top of the page: scrolled, the sticky header covers part of whatever passes under
  // it, and axe would count a button half under it as too small to tap (target-size).
  const scrolled = await page.evaluate(() => {
    const at = { x: window.scrollX, y: window.scrollY };
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    return at;
  });
  try {
    return await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
  } finally {
    await page.evaluate(
      ({ x, y }) => window.scrollTo({ left: x, top: y, behavior: 'instant' }),
      scrolled,
    );
  }
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

/**
 * Whether React has taken over a server-rendered page (ADR 043): its root container is marked
 * once hydrateRoot has been called, and from then on a click or a key on the page reaches the app
 * (React replays one made while it is still hydrating). A page the browser renders is ready then.
 */
function appStarted(): boolean {
  const root = document.getElementById('root');
  return (
    document.getElementById('server-queries') === null ||
    (root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$')))
  );
}

/**
 * A server-rendered page starts its scripts only after its first paint (ADR 047), so its load
 * event, which `goto` and `reload` wait for, can come before the app has started: a click then
 * would meet the plain HTML and be lost (a radio pressed, then put back by React). Every page of
 * the walks waits for the app as a visitor would: the test's own `page`, and the pages of the
 * contexts a walk opens for a second person (`browser.newContext()`).
 */
function waitsForTheApp(page: Page): Page {
  const marked = page as Page & { waitsForTheApp?: true };
  if (marked.waitsForTheApp) return page;
  marked.waitsForTheApp = true;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await page.waitForFunction(appStarted);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await page.waitForFunction(appStarted);
    return response;
  };
  return page;
}

export const test = base.extend<{ appStartsInNewContexts: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitsForTheApp(page));
  },
  // Set up after the test's own page (which it asks for), so only the contexts the walk opens
  // itself are changed; put back after the test.
  appStartsInNewContexts: [
    async ({ browser, page: _page }, use) => {
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const context = await newContext.call(browser, options);
        if (options?.javaScriptEnabled !== false) {
          const newPage = context.newPage.bind(context);
          context.newPage = async () => waitsForTheApp(await newPage());
        }
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
});
export { expect };
