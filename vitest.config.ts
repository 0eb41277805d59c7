import { defineConfig } from 'vitest/config';

// One runner for every workspace. Integration tests (`*.integration.test.ts`) build the server
// against a fresh database each: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db',
          root: 'packages/db',
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'email',
          root: 'packages/email',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          // A suite's set-up (a fresh database, migrations, seed) can pass a minute when the
          // machine runs many workers at once.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'ui',
          root: 'packages/ui',
          environment: 'jsdom',
          setupFiles: ['../../vitest.setup.dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          setupFiles: ['../../vitest.setup.dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'business',
          root: 'apps/business',
          environment: 'jsdom',
          setupFiles: ['../../vitest.setup.dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
