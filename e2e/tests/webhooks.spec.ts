import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expectAccessible, expect, screenshot, test } from './fixtures';
import { buyVoucherAsGuest } from './helpers';
import { urls } from '../playwright.config';

// Outgoing webhooks (docs/product.md#webhooks, ADR 037): an owner points the company's webhook at
// a receiver (a local stand-in started here), uses a voucher at /redeem, sees the signed delivery
// answered 200 in the log, and resends it.

const company = { email: 'company@demo.stepup.test', password: 'Demo-Company-1' };

interface Post {
  headers: Record<string, string>;
  body: string;
}

test(
  'an owner sets a webhook, sees a redemption delivered to it and resends it',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const posts: Post[] = [];
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        posts.push({
          headers: request.headers as Record<string, string>,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

    try {
      const code = await buyVoucherAsGuest(page, `hooks-${project}-${Date.now()}@example.test`);

      await page.goto(`${urls.business}/login`);
      await page.getByLabel('Email').fill(company.email);
      await page.getByLabel('Password', { exact: true }).fill(company.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(`${urls.business}/dashboard`);

      await page.goto(`${urls.business}/api?tab=webhooks`);
      await expect(page.getByRole('tab', { name: 'Webhooks', selected: true })).toBeVisible();
      const address = page.getByLabel('Address to send events to');
      await expect(address).toBeVisible();
      await expectAccessible(page);

      // A typo is refused with its message; then the receiver's address, voucher uses only.
      await address.fill('not a web address');
      await page.getByRole('button', { name: 'Save webhook' }).click();
      await expect(
        page.getByText('Enter a full web address, starting with https://'),
      ).toBeVisible();
      await address.fill(receiverUrl);
      const events = page.getByRole('group', { name: 'Events to send' });
      for (const box of await events.getByRole('checkbox').all()) await box.uncheck();
      await events.getByRole('checkbox', { name: 'Voucher used' }).check();
      await page.getByRole('checkbox', { name: 'Send events to this address' }).check();
      await page.getByRole('button', { name: 'Save webhook' }).click();
      await expect(page.getByText('Your webhook is saved.')).toBeVisible();

      await page.getByRole('button', { name: 'Show signing secret' }).click();
      const secretBox = page.locator('.webhooks__secret code');
      await expect(secretBox).toHaveText(/^whsec_/);
      const secret = (await secretBox.textContent())!;
      await expectAccessible(page);
      await screenshot(page, 'webhooks-settings', project);

      // Use the voucher at the till.
      await page.goto(`${urls.business}/redeem`);
      await page.getByLabel('Voucher code').fill(code);
      await page.getByRole('button', { name: 'Find voucher' }).click();
      const voucher = page.locator('.till__result');
      await voucher.getByRole('button', { name: 'Mark as used' }).click();
      await expect(voucher.getByText('Voucher marked as used')).toBeVisible();

      // The receiver got one signed voucher.redeemed for it (counted by its code: the endpoint is
      // the demo company's, which may be sent other vouchers' events too).
      const ours = () => posts.filter((post) => post.body.includes(code));
      await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(1);
      const message = new Webhook(secret).verify(ours()[0]!.body, ours()[0]!.headers) as {
        type: string;
        data: { voucher: { code: string; status: string } };
      };
      expect(message.type).toBe('voucher.redeemed');
      expect(message.data.voucher).toMatchObject({ code, status: 'used' });

      // The log shows it delivered with response 200.
      await page.goto(`${urls.business}/api?tab=webhooks`);
      const rows = page.getByRole('row').filter({ hasText: code });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Delivered');
      await expect(rows.first()).toContainText('200');
      await expect(rows.first()).toContainText('voucher.redeemed');
      await expectAccessible(page);

      // Resend: posted again and logged as a new delivery.
      await rows
        .first()
        .getByRole('button', { name: `Resend Voucher used for voucher ${code}` })
        .click();
      await expect(page.getByText('The event is being sent again.')).toBeVisible();
      await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(2);
      expect(new Webhook(secret).verify(ours()[1]!.body, ours()[1]!.headers)).toMatchObject({
        data: { voucher: { code } },
      });
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'Delivered' })).toHaveCount(2);
      await expectAccessible(page);
      await screenshot(page, 'webhooks-log', project);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  },
);
