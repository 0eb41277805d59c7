import { defineConfig } from 'drizzle-kit';

// `npm run generate -- --name <name>` writes the next SQL migration into ./migrations from the
// schema (the script goes through scripts/drizzle-kit.mjs, see why there). Migrations are applied by
// `migrate()` in src/client.ts on both PGlite and PostgreSQL.
// 0000_initial.sql starts with a hand-added `CREATE EXTENSION IF NOT EXISTS pg_trgm` (drizzle-kit
// does not emit extensions); keep it there, and add any future extension the same way.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  strict: true,
  verbose: true,
});
