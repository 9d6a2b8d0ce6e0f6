import { writeFileSync } from 'node:fs';
import { build } from '../build';
import { migrate } from '../db/migrate';
import { defaultDatabaseUrl } from '../db/paths';
import { ensurePostgres } from '../db/postgres';

/**
 * Writes `web/src/api/schema.d.ts` from the services' OpenAPI documents, merged as the edge serves
 * them. Builds first: the services run from `dist` (Nest needs swc's decorator metadata), booted in
 * this process against the configured Postgres and Redis. Some read their database as they boot (the
 * sealed rooms, the site settings), so the database is created and migrated first, as `npm start`
 * does: the command works on a fresh machine too.
 * Usage: `npm run api:types -w @arena/web` (or `npx tsx tools/web/generate-api-types.ts`).
 */
async function main(): Promise<void> {
  await build();
  process.env.LOG_LEVEL ??= 'warn';
  const postgres = await ensurePostgres(process.env.DATABASE_URL ?? defaultDatabaseUrl);
  process.env.DATABASE_URL = postgres.url;
  try {
    await migrate(postgres.url);
    // Imported after the build: the services' packages resolve to their fresh `dist`.
    const { API_TYPES_FILE, currentApiDocument, renderApiTypes } = await import('./api-types');
    writeFileSync(API_TYPES_FILE, renderApiTypes(await currentApiDocument()));
    console.log(`wrote ${API_TYPES_FILE}`);
  } finally {
    // An embedded server started for the run stops with it, whatever happened.
    await postgres.stop?.();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
