import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot } from './fixtures';
import { signIn } from './helpers';
import { totp } from './totp';
import { urls } from '../playwright.config';

/** The seeded platform admin (packages/db demo accounts). */
export const demoAdmin = { email: 'admin@demo.stepup.test', password: 'Demo-Admin-1' };

// The admin area needs two-step sign-in. The first test of a run to sign the admin in turns it on
// (through the API, as the account page would) and keeps the authenticator secret here, so later
// tests — and the other viewport's run of the same test — can make codes for the same server.
const secretFile = path.join(os.tmpdir(), `stepup-e2e-admin-totp-${new URL(urls.business).port}`);
let usedStep = -1;

/** A code of a 30-second step no earlier sign-in has used (a code works once). */
async function freshCode(secret: string) {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= usedStep) {
    await new Promise((resolve) => setTimeout(resolve, (usedStep + 1) * 30_000 - Date.now() + 250));
    step = Math.floor(Date.now() / 30_000);
  }
  usedStep = step;
  return totp(secret);
}

async function adminSecret(page: Page): Promise<string> {
  const api = page.request;
  const signedIn = await api.post(`${urls.business}/api/account/sign-in`, { data: demoAdmin });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  if ((await signedIn.json()).twoFactorRequired) return fs.readFileSync(secretFile, 'utf8').trim();
  const started = await api.post(`${urls.business}/api/account/two-factor/start`, {
    data: { password: demoAdmin.password },
  });
  const { totpURI } = (await started.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const confirmed = await api.post(`${urls.business}/api/account/two-factor/confirm`, {
    data: { code: await freshCode(secret) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  fs.writeFileSync(secretFile, secret);
  await api.post(`${urls.business}/api/account/sign-out`, { data: {} });
  return secret;
}

/** Signs the seeded admin in on the business site with the password and an authenticator code. */
export async function signInAdmin(page: Page) {
  const secret = await adminSecret(page);
  await signIn(page, demoAdmin.email, demoAdmin.password, urls.business);
  const code = page.getByLabel('Authenticator app code');
  await expect(code).toBeVisible();
  await code.fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Answers the admin area's "Confirm it is you" dialog, which approving, denying, freezing and
 * ending ask for at most every 10 minutes: the password and the authenticator's current code.
 * `screenshotAs` also checks the dialog with axe and keeps a picture of it.
 */
export async function confirmAdminIdentity(
  page: Page,
  screenshotAs?: { name: string; project: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill(demoAdmin.password);
  await dialog
    .getByLabel('Authenticator app code')
    .fill(totp(fs.readFileSync(secretFile, 'utf8').trim()));
  if (screenshotAs) {
    await expectAccessible(page);
    await screenshot(page, screenshotAs.name, screenshotAs.project);
  }
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(dialog).toHaveCount(0);
}
