import { sql } from '@stepup/db';
import type { Database } from '@stepup/db';

/** Round-trips to the database so health reflects whether requests can be served. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
