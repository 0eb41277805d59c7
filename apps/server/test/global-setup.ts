import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrate } from '@stepup/db';
import { databaseUrlOn, onDatabaseServer } from './database-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database (`dumpDataDir`), for `openTestDatabase`. */
    migratedDatabaseFile: string;
    /** With TEST_DATABASE_URL: a migrated, empty database on that server, to copy. */
    migratedTemplateName: string | undefined;
  }
}

/**
 * Migrates one database for the whole run, and each test database starts as a copy of it: PGlite
 * from its file in well under a second, instead of initdb and every migration (about three
 * seconds, hundreds of times per run); PostgreSQL by `create database … template`, instead of
 * migrating each scratch database (about a second).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'stepup-test-template-'));
  const file = path.join(folder, 'migrated.tar');
  const embedded = await createDatabase({ dataDir: 'memory://' });
  try {
    await migrate(embedded);
    const copy = await embedded.dumpDataDir!();
    writeFileSync(file, Buffer.from(await copy.arrayBuffer()));
  } finally {
    await embedded.close();
  }
  project.provide('migratedDatabaseFile', file);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? `stepup_template_${randomBytes(6).toString('hex')}` : undefined;
  if (serverUrl && template) {
    await onDatabaseServer(serverUrl, `create database ${template}`);
    // Closed before any copy: PostgreSQL copies a template no one is connected to.
    const server = await createDatabase({ databaseUrl: databaseUrlOn(serverUrl, template) });
    try {
      await migrate(server);
    } finally {
      await server.close();
    }
  }
  project.provide('migratedTemplateName', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && template)
      await onDatabaseServer(serverUrl, `drop database if exists ${template}`);
  };
}
