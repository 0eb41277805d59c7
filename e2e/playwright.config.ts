import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against the marketplace started the way `npm start` starts it, on ports of
 * their own and a fresh data folder (so a developer's running instance and ./data are untouched).
 * Run through `npm run test:e2e` (run.mjs), which sets CHROME_PATH.
 */
const webPort = Number(process.env.E2E_WEB_PORT ?? 4300);
const businessPort = Number(process.env.E2E_BUSINESS_PORT ?? 4301);
const dataDir = path.join(os.tmpdir(), `stepup-e2e-${process.pid}`);

export const urls = {
  web: `http://127.0.0.1:${webPort}`,
  business: `http://127.0.0.1:${businessPort}`,
};

const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // Runs on other ports (several engineers at once) keep their traces apart: Playwright empties
  // its output folder when it starts.
  outputDir: process.env.E2E_WEB_PORT ? `./test-results/port-${webPort}` : './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: urls.web,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH, args: chromeArgs },
  },
  // Every test runs at both widths where layout matters, at one width otherwise (the CI budget:
  // one worker, one server). Long flows whose proof is behaviour, not the 375 px layout, are
  // tagged @one-width and run at desktop only; their pages' phone layout is checked by the lean
  // @phone-only walk (tests/phone-layouts.spec.ts).
  projects: [
    // A phone at the narrowest common width (375 px, the issues' phone width), touch and all.
    {
      name: 'phone',
      grepInvert: /@one-width/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 812 },
        browserName: 'chromium',
      },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${urls.web}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(webPort),
      BUSINESS_PORT: String(businessPort),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every test's accounts sign up and in from 127.0.0.1: more than one person's limits.
      RATE_LIMIT_FACTOR: '20',
      PUBLIC_WEB_URL: urls.web,
      PUBLIC_BUSINESS_URL: urls.business,
      // The clock tests may move (ADR 057; tests/date-reminders.spec.ts puts it back).
      TEST_CLOCK: 'true',
    },
  },
});
