import path from 'node:path';

// Paths every db tool shares, resolved from this file so the tools work from any working directory.
export const repoRoot = path.resolve(__dirname, '../..');
/** Prisma's multi-file schema: base.prisma (generator, datasource) and one `<service>.prisma` per service. */
export const schemaDir = path.join(repoRoot, 'prisma/schema');
export const migrationsDir = path.join(repoRoot, 'prisma/migrations');
export const lockfileName = 'migration_lock.toml';
/** The schema as of the newest migration (every file of schemaDir, concatenated): what the next migration is diffed from. */
export const snapshotPath = path.join(migrationsDir, 'schema.snapshot.prisma');
export const defaultDatabaseUrl = 'postgresql://postgres@127.0.0.1:5432/arena';
