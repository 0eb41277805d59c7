import { eq, publicReadVersions } from '@stepup/db';
import type { Database } from '@stepup/db';

/**
 * The public answers' version (ADR 041): bumped by triggers whenever a table they read changes
 * (migration 0022). 0 before the first change.
 */
export async function findPublicReadVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: publicReadVersions.version })
    .from(publicReadVersions)
    .where(eq(publicReadVersions.id, 1));
  return row?.version ?? 0;
}
