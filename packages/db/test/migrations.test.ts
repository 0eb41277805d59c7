import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrate, type DatabaseHandle } from '../src/client';
import { openScratchPostgres, testDatabaseUrl } from './helpers';

async function tableNames(database: DatabaseHandle): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return result.rows.map((r) => r.table_name);
}

const expectedTables = [
  'user',
  'session',
  'account',
  'verification',
  'two_factor',
  'customers',
  'companies',
  'company_members',
  'permission_levels',
  'admins',
  'categories',
  'campaigns',
  'campaign_categories',
  'vouchers',
  'campaign_step_sales',
  'payments',
  'budget_reservations',
  'processed_webhook_events',
  'custom_offers',
  'favourites',
  'pages',
  'stories',
  'site_settings',
  'press_items',
  'faqs',
  'email_templates',
  'company_notifications',
  'company_notification_recipients',
  'audit_log',
  'integrations',
  'api_keys',
  'perks',
  'perk_companies',
  'page_versions',
  'voucher_expiry_reminders',
  'mail_outbox',
];

describe('migrations on PGlite (memory)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('apply on a fresh database, then again as a no-op', async () => {
    expect(database.kind).toBe('pglite');
    await migrate(database);
    await migrate(database);
    expect(await tableNames(database)).toEqual(expect.arrayContaining(expectedTables));
    // The trigram search index is usable (extension loaded in PGlite and created by the migration).
    const result = await database.db.execute(sql`select similarity('coffee', 'cofee') as s`);
    expect(Number(result.rows[0]?.s)).toBeGreaterThan(0);
  });
});

describe('PGlite persisted in a folder', () => {
  it('creates the folder, migrates, and keeps data across a reopen', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'stepup-pglite-'));
    const dataDir = join(parent, 'nested', 'db');
    try {
      const first = await createDatabase({ dataDir });
      await migrate(first);
      await first.db.execute(sql`insert into pages (id, slug, title) values ('x', 'x', 'X')`);
      await first.close();
      const second = await createDatabase({ dataDir });
      await migrate(second);
      const result = await second.db.execute<{ id: string }>(sql`select id from pages`);
      expect(result.rows.map((r) => r.id)).toEqual(['x']);
      await second.close();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

describe.runIf(testDatabaseUrl)('migrations on PostgreSQL (scratch database)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openScratchPostgres({ migrate: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('apply on a fresh database, concurrently, and again as a no-op', async () => {
    expect(database.kind).toBe('postgres');
    await Promise.all([migrate(database), migrate(database)]);
    await migrate(database);
    expect(await tableNames(database)).toEqual(expect.arrayContaining(expectedTables));
  });
});
