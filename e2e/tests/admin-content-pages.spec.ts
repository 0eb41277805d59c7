import type { Page } from '@playwright/test';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { signInAdmin } from './admin-session';
import { urls } from '../playwright.config';

// Content management (docs/product.md#content-management): an admin edits the customer terms in
// the rich-text editor and the customer site shows the new text; a script pasted into the editor,
// or sent past it straight to the API, never runs on either site; the seeded text is restored from
// the version history. A story scheduled a few seconds ahead is not on the customer's Our Stories
// until its time comes.

/** Markup that would set a flag if any of it ever ran. */
const HOSTILE =
  '<p>Pasted <strong>bold words</strong></p>' +
  '<script>window.__pwned = "script"</script>' +
  '<img src="x" onerror="window.__pwned = &quot;onerror&quot;">' +
  '<p><a href="javascript:window.__pwned = &quot;link&quot;">a bad link</a></p>';

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: string }).__pwned);

/** Pastes HTML into the editor the way the clipboard hands it over. */
async function pasteHtml(page: Page, html: string) {
  await page.getByRole('textbox', { name: 'Text' }).evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', 'Pasted bold words');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** A UK wall-clock date and time, as a datetime-local field takes it ('YYYY-MM-DDTHH:mm:ss'). */
function ukInputValue(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

test(
  'an admin edits the customer terms: the customer site shows them, no pasted script ever runs',
  { tag: '@one-width' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    const marker = `Updated terms ${project} ${Date.now() % 100_000}`;
    await signInAdmin(page);

    await page.goto(`${urls.business}/admin/content-management?tab=pages&page=appTC`);
    await expect(page.getByRole('tab', { name: 'Pages' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Page to edit')).toHaveValue('appTC');
    const editor = page.getByRole('textbox', { name: 'Text' });
    await expect(editor).toContainText('Using your voucher');
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'admin-content-pages-editor', project);

    // Replace the text, make a heading with the toolbar, then paste hostile HTML at the end.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(marker);
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await pasteHtml(page, HOSTILE);
    await expect(editor).toContainText('Pasted bold words');
    expect(await pwned(page)).toBeUndefined();

    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('Pasted bold words');
    await expect(preview.getByRole('heading', { name: marker })).toBeVisible();
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText('Update successful')).toBeVisible();
    const history = page.getByRole('region', { name: 'Version history' });
    await expect(history.getByRole('listitem').first()).toContainText('Saved by');
    await expect(history.getByRole('listitem').last()).toContainText('Original text');
    await expect(
      page.locator('main script, .ui-rich-text script, .ProseMirror script'),
    ).toHaveCount(0);
    expect(await pwned(page)).toBeUndefined();
    await expectAccessible(page);

    // The customer site shows the saved text, and nothing of the script.
    const customer = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
    await customer.goto(`${urls.web}/app-t-and-c`);
    await expect(customer.getByRole('heading', { level: 2, name: marker })).toBeVisible();
    const article = customer.getByRole('article');
    await expect(article).toContainText('Pasted bold words');
    await expect(article.locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0);
    expect(await pwned(customer)).toBeUndefined();
    await expectAccessible(customer);
    await screenshot(customer, 'admin-content-pages-customer-terms', project);

    // Past the editor, straight to the API: the server's sanitiser still keeps the script out.
    const raw = await page.request.put(`${urls.business}/api/admin/pages/appTC`, {
      data: { title: 'Customer Terms & Conditions', html: `<h2>${marker} raw</h2>${HOSTILE}` },
    });
    expect(raw.ok(), await raw.text()).toBe(true);
    await customer.reload();
    await expect(customer.getByRole('heading', { level: 2, name: `${marker} raw` })).toBeVisible();
    await expect(
      customer.getByRole('article').locator('script, [onerror], a[href^="javascript"]'),
    ).toHaveCount(0);
    expect(await pwned(customer)).toBeUndefined();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Text' })).toContainText(`${marker} raw`);
    await expect(page.locator('.ProseMirror script, .ui-rich-text script')).toHaveCount(0);
    expect(await pwned(page)).toBeUndefined();

    // Back to the seeded terms from the version history (other tests read them).
    await history
      .getByRole('listitem')
      .filter({ hasText: 'Original text' })
      .getByRole('button', { name: /^Restore/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Restore version' }).click();
    await expect(page.getByText('Update successful')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Text' })).toContainText('Using your voucher');
    await customer.reload();
    await expect(
      customer.getByRole('heading', { level: 1, name: 'Customer Terms & Conditions' }),
    ).toBeVisible();
    await expect(customer.getByRole('article')).not.toContainText(marker);

    // The stories tab.
    await page.getByRole('tab', { name: 'Our Stories' }).click();
    await expect(page).toHaveURL(/tab=stories/);
    await expect(page.getByRole('table', { name: 'Our Stories, newest first' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'admin-content-stories', project);
    await customer.context().close();
  },
);

test(
  'a story scheduled a few seconds ahead reaches Our Stories only when its time comes',
  { tag: '@one-width' },
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const header = `Scheduled story ${Date.now() % 100_000}`;
    await signInAdmin(page);
    await page.goto(`${urls.business}/admin/content-management?tab=stories`);
    await page.getByRole('button', { name: 'Add a story' }).click();
    const dialog = page.getByRole('dialog', { name: 'New story' });
    await dialog.getByLabel('Header').fill(header);
    await dialog.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('Written today, shown in a moment.');
    // A whole second: the field keeps seconds, not milliseconds, so the story shows at exactly this.
    // 45 s ahead: saving it and a second visitor's first look must come before, on a busy machine.
    const showAt = new Date(Math.ceil((Date.now() + 45_000) / 1000) * 1000);
    await dialog.getByLabel('Publish on (UK time)').fill(ukInputValue(showAt));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create story' }).click();
    await expect(page.getByText('Update successful')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: header });
    await expect(row).toContainText('Scheduled');

    const customer = await (await browser.newContext()).newPage();
    await customer.goto(`${urls.web}/our-stories`);
    await expect(customer.getByRole('link', { name: /Meet the makers/ })).toBeVisible();
    await expect(customer.getByRole('link', { name: header })).toHaveCount(0);
    await expectAccessible(customer);
    expect(Date.now()).toBeLessThan(showAt.getTime());

    await expect(async () => {
      await customer.reload();
      await expect(customer.getByRole('link', { name: header })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 120_000, intervals: [2_000] });
    expect(Date.now()).toBeGreaterThanOrEqual(showAt.getTime());
    await customer.getByRole('link', { name: header }).click();
    await expect(customer.getByRole('heading', { level: 1, name: header })).toBeVisible();
    await expectAccessible(customer);

    // The admin list now says Published; deleting asks first and takes it off the site.
    await page.reload();
    await expect(row).toContainText('Published');
    await row.getByRole('button', { name: `Delete: ${header}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this story?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete story' }).click();
    await expect(page.getByText('Update successful')).toBeVisible();
    await customer.goto(`${urls.web}/our-stories`);
    await expect(customer.getByRole('link', { name: /Meet the makers/ })).toBeVisible();
    await expect(customer.getByRole('link', { name: header })).toHaveCount(0);
    await customer.context().close();
  },
);
