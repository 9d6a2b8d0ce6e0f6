import { Client } from 'pg';

/** The database named in a PostgreSQL URL, and the URL of the `postgres` database on the same server. */
export function splitDatabaseUrl(databaseUrl: string): { name: string; serverUrl: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`No database name in ${databaseUrl}`);
  url.pathname = '/postgres';
  return { name, serverUrl: url.toString() };
}

// CREATE/DROP DATABASE take no bind parameters, so the name is quoted as an identifier.
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function withServer<T>(databaseUrl: string, run: (client: Client, name: string) => Promise<T>): Promise<T> {
  const { name, serverUrl } = splitDatabaseUrl(databaseUrl);
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client, name);
  } finally {
    await client.end();
  }
}

/** Creates the database named in the URL unless it exists; returns whether it was created. */
export function ensureDatabase(databaseUrl: string): Promise<boolean> {
  return withServer(databaseUrl, async (client, name) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    } catch (error) {
      // Another process created it between the check and CREATE: that is what we wanted.
      if ((error as { code?: string }).code !== '42P04') throw error;
      return false;
    }
    return true;
  });
}

/** Drops the database named in the URL (for tests); WITH (FORCE) ends sessions left open. */
export function dropDatabase(databaseUrl: string): Promise<void> {
  return withServer(databaseUrl, async (client, name) => {
    if (name === 'postgres') throw new Error('Refusing to drop the postgres database');
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  });
}

/** Replaces the database of `targetUrl` by a copy of the one of `sourceUrl` (nobody may be connected to the source). */
export async function copyDatabase(sourceUrl: string, targetUrl: string): Promise<void> {
  await dropDatabase(targetUrl);
  const source = splitDatabaseUrl(sourceUrl).name;
  await withServer(targetUrl, (client, name) =>
    client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(source)}`),
  );
}
