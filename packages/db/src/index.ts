// @stepup/db: the Drizzle schema, migrations, client factory and demo seed. Only server
// repositories (and the server's db plugin) import it.
export {
  createDatabase,
  migrate,
  migrationsFolder,
  pendingMigrations,
  type CreateDatabaseOptions,
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  type Schema,
  type Transaction,
} from './client';
export * as schema from './schema';
export * from './schema';
export { seedDemo, type SeedDemoOptions, type SeedDemoResult } from './seed/seed-demo';
export { demoAccounts, type DemoAccountKey } from './seed/demo-accounts';
export { demoPerks } from './seed/data';
// better-auth's own password hash, so seeded and test accounts sign in through better-auth.
export { hashPassword } from 'better-auth/crypto';
export * from './orm';
export { isUniqueViolation } from './unique-violation';
export { ukBucket } from './uk-bucket';
export { within } from './within';
export { executeSqlIn } from './sql-in-transaction';
export { committedWrites } from './committed-writes';
export { countUpToLimit, estimatedRowCount } from './count-up-to';
export {
  CompiledStatement,
  driverValue,
  insertedKeys,
  insertLists,
  insertValues,
  readRow,
  selectRow,
} from './compiled-statement';
