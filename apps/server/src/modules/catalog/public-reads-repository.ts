import { CompiledStatement, publicReadVersions, sql } from '@stepup/db';
import type { Database } from '@stepup/db';

/**
 * Read for every round of public requests on PostgreSQL, so built once (ADR 062); its one row
 * has id 1.
 */
const versionRead = new CompiledStatement<never>(
  () => sql`select ${publicReadVersions.version} as version from ${publicReadVersions}
    where ${publicReadVersions.id} = 1`,
);

/**
 * The public answers' version (ADR 041): bumped by triggers whenever a table they read changes
 * (migration 0022). 0 before the first change.
 */
export async function findPublicReadVersion(db: Database): Promise<number> {
  const { rows } = await versionRead.run(db, {});
  return rows[0] ? Number(rows[0].version) : 0;
}

/**
 * How many writes this process's PostgreSQL connections have committed: after one, the version is
 * read again rather than awaited from its notification (ADR 041, amendment of session 27).
 */
export { committedWrites } from '@stepup/db';
