import { expect, expectAccessible, screenshot, test } from './fixtures';
import { signInAdmin } from './admin-session';
import { buyVoucherAsGuest, mailTo } from './helpers';
import { urls } from '../playwright.config';

// Email templates (docs/product.md#messages-and-emails): the admin changes the purchase
// confirmation's subject in /admin/notifications (a placeholder inserted from its list, the draft
// previewed with sample data), saves it, and the next purchase's email carries it. Then the email
// goes back to its default wording, so every other test sees the default subject.

const KEY = 'voucher-confirmation';
let customised = false;

// Whatever happened above, the email goes back to its default (the admin's session is the page's).
test.afterEach(async ({ page }) => {
  if (!customised) return;
  await page.request.delete(`${urls.business}/api/admin/email-templates/${KEY}`);
  customised = false;
});

test(
  'an edited purchase-confirmation subject is what the next buyer receives',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const tag = `${project} ${Date.now() % 100_000}`;

    await signInAdmin(page);
    await page.goto(`${urls.business}/admin/notifications`);
    await expect(page.getByRole('tab', { name: 'Email templates', selected: true })).toBeVisible();
    const customers = page.getByRole('region', { name: 'Customers' });
    await expect(customers.getByRole('link', { name: /Purchase confirmation/ })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'admin-email-templates', project);

    await customers.getByRole('link', { name: /Purchase confirmation/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit: Purchase confirmation' })).toBeFocused();
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await subject.fill(`Your treat (${tag}) from `);
    // The placeholder goes in at the cursor of the field last used.
    await page.getByRole('button', { name: 'Insert {{companyName}}' }).click();
    await expect(subject).toHaveValue(`Your treat (${tag}) from {{companyName}}`);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview with sample data' });
    await expect(preview).toContainText(`Your treat (${tag}) from Brew & Bake`);
    const frame = page.frameLocator('iframe[title="Preview of the email: Purchase confirmation"]');
    await expect(frame.getByText('Your voucher code')).toBeVisible();
    await preview.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await screenshot(page, 'admin-email-template-editor', project);

    await page.getByRole('button', { name: 'Save' }).click();
    customised = true;
    await expect(page.getByText('Update successful')).toBeVisible();

    const buyer = `template-${project}-${Date.now()}@example.test`;
    await buyVoucherAsGuest(page, buyer);
    await expect
      .poll(async () => (await mailTo(page.request, buyer)).map((m) => m.subject), {
        message: 'the purchase confirmation',
        timeout: 20_000,
      })
      .toContain(`Your treat (${tag}) from The Copper Kettle Café`);

    // Later, the saved wording is what the editor shows; back to the default, confirmed first.
    await page.reload();
    await expect(subject).toHaveValue(`Your treat (${tag}) from {{companyName}}`);
    await page.getByRole('button', { name: 'Reset to default' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset this email to its default wording?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Reset to default' }).click();
    await expect(page.getByText('Update successful')).toBeVisible();
    await expect(subject).toHaveValue(
      'Your {{companyName}} voucher: {{faceValue}} for {{pricePaid}}',
    );
    customised = false;
    await page.getByRole('link', { name: 'Back to all emails' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Customers' })
        .getByRole('link', { name: /Purchase confirmation/ }),
    ).not.toContainText('Customised');
  },
);
