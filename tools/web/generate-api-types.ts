import { writeFileSync } from 'node:fs';
import { build } from '../build';

/**
 * Writes `web/src/api/schema.d.ts` from the services' OpenAPI documents, merged as the edge serves
 * them. Builds first: the services run from `dist` (Nest needs swc's decorator metadata), booted in
 * this process against the configured Postgres and Redis, which they only connect to.
 * Usage: `npm run api:types -w @arena/web` (or `npx tsx tools/web/generate-api-types.ts`).
 */
async function main(): Promise<void> {
  await build();
  process.env.LOG_LEVEL ??= 'warn';
  // Imported after the build: the services' packages resolve to their fresh `dist`.
  const { API_TYPES_FILE, currentApiDocument, renderApiTypes } = await import('./api-types');
  writeFileSync(API_TYPES_FILE, renderApiTypes(await currentApiDocument()));
  console.log(`wrote ${API_TYPES_FILE}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
