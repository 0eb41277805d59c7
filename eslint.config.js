// One lint config for the whole workspace. The `no-restricted-imports` blocks below are the
// import boundaries of docs/decisions/002: dependencies point one way
// (apps → contracts → domain; server routes → services → repositories → db).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverOnly = [
  '@stepup/db',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/pglite',
  'fastify',
];
const browserOnly = ['react', 'react-dom', 'react-router', '@stepup/ui', '@tanstack/react-query'];

// Type-only imports are allowed: a service may name the `Database` type it hands to a repository.
const restrict = (patterns, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: [...new Set(patterns)], message, allowTypeImports: true }] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'packages/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/business/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    // The sites' build configs run in Node (vite.config.ts), not in the browser.
    ignores: ['apps/*/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(
        [...serverOnly, '@stepup/server', 'node:*'],
        'Browser code never reaches the database or server internals; go through @stepup/contracts.',
      ),
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: restrict(
      ['@stepup/*', ...serverOnly, ...browserOnly, 'node:*'],
      'packages/domain holds pure rules: no I/O, no framework, no other workspace package.',
    ),
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: restrict(
      ['@stepup/db', '@stepup/ui', '@stepup/email', ...serverOnly, ...browserOnly],
      'packages/contracts may depend on @stepup/domain and zod only.',
    ),
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: restrict(
      ['@stepup/contracts', ...browserOnly, 'fastify'],
      'packages/db is below the server: it knows the domain only.',
    ),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict([...browserOnly], 'The server renders no React.'),
  },
  {
    // Only repositories (and the db plugin that opens the connection) touch the ORM.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/*repository.ts',
      'apps/server/src/modules/**/*.test.ts',
      // better-auth's Drizzle adapter is the repository of users, sessions and tokens.
      'apps/server/src/modules/accounts/auth.ts',
    ],
    rules: restrict(
      [...browserOnly, 'drizzle-orm', 'drizzle-orm/*', '@stepup/db'],
      'Routes and services reach the database through a repository.',
    ),
  },
);
