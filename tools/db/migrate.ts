import { ensureDatabase, splitDatabaseUrl } from './database';
import { defaultDatabaseUrl } from './paths';
import { ensurePostgres } from './postgres';
import { applyMigrations } from './schema-engine';

/** Creates the database if needed and applies the pending migrations (as `prisma migrate deploy`). */
export async function migrate(databaseUrl: string): Promise<string[]> {
  const { name } = splitDatabaseUrl(databaseUrl);
  if (await ensureDatabase(databaseUrl)) console.log(`Created database ${name}`);
  const applied = await applyMigrations(databaseUrl);
  if (applied.length === 0) console.log(`Database ${name} is up to date: no migration to apply`);
  for (const migration of applied) console.log(`Applied migration ${migration} to ${name}`);
  return applied;
}

// As a script, an embedded PostgreSQL is started (and stopped) only if no server answers.
if (require.main === module) {
  (async () => {
    const { url, stop } = await ensurePostgres(process.env.DATABASE_URL ?? defaultDatabaseUrl);
    try {
      await migrate(url);
    } finally {
      await stop?.();
    }
  })().catch((error: unknown) => {
    // The engine's errors carry the whole story in the message; their stacks are Wasm frames.
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
