import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { seedDemo } from '@stepup/db';
import type { AppDeps, Site } from '../src/app';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import type { StripeApiAddress } from '../src/providers/payments/stripe/stripe-provider';
import { startSharedServices } from '../src/services';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** The scratch PostgreSQL database (TEST_DATABASE_URL), for a second connection; else undefined. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * A server on a fresh, migrated database: PGlite in memory, or a new scratch database on the
 * PostgreSQL server of TEST_DATABASE_URL when that is set. `seed: true` loads the demo marketplace.
 */
export async function buildTestApp({
  seed = false,
  site = 'web',
  distDir,
  env = {},
  stripeApi,
  logger = false,
}: {
  seed?: boolean;
  site?: Site;
  distDir?: string;
  /** More settings (e.g. STRIPE_*), on top of the test defaults. */
  env?: NodeJS.ProcessEnv;
  /** Where the Stripe provider (when STRIPE_* are set) sends its requests: a local stand-in. */
  stripeApi?: StripeApiAddress;
  /** Silent by default; a stream (and level) to read what the app logs. */
  logger?: AppDeps['logger'];
} = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-test-'));
  const config = readConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_WEB_URL: 'https://www.stepup.test',
    PUBLIC_BUSINESS_URL: 'https://business.stepup.test',
    ...env,
  });
  const { database, url, drop } = await openTestDatabase();
  if (seed) {
    await seedDemo(database.db, { filesDir: config.filesDir });
  }
  const services = await startSharedServices(config, database, {
    onError: () => {},
    pollingIntervalSeconds: 0.5,
    stripeApi,
  });
  const deps: AppDeps = { config, database, services, site, distDir, logger };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    databaseUrl: url,
    async close() {
      await app.close();
      await services.stop().catch(() => {});
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
