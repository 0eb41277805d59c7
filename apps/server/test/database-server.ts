import pg from 'pg';

/** Runs one statement (create or drop a database) on the PostgreSQL server of `serverUrl`. */
export async function onDatabaseServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The address of database `name` on the server of `serverUrl`. */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
