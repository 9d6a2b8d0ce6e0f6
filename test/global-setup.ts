import Redis from 'ioredis';
import { copyDatabase, dropDatabase } from '../tools/db/database';
import { migrate } from '../tools/db/migrate';
import { ensurePostgres } from '../tools/db/postgres';
import { seed } from '../prisma/seed';
import { QUIET_COPIES, QuietCopy, quietDatabaseUrl, quietRedisUrl } from './support/quiet-stores';
import './env';

/**
 * Once per `jest` run: a freshly migrated and seeded database and an empty Redis index, and quiet
 * copies of both for the suites that fingerprint the whole database (`support/quiet-stores.ts`).
 */
export default async function globalSetup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL as string;
  // A machine without PostgreSQL gets the embedded one for the run (stopped in global-teardown).
  const postgres = await ensurePostgres(databaseUrl);
  (globalThis as { stopTestPostgres?: () => Promise<void> }).stopTestPostgres = postgres.stop;
  await dropDatabase(databaseUrl);
  await migrate(databaseUrl);
  await seed(databaseUrl);
  const redisUrl = process.env.REDIS_URL as string;
  const copies = Object.keys(QUIET_COPIES) as QuietCopy[];
  for (const name of copies) await copyDatabase(databaseUrl, quietDatabaseUrl(databaseUrl, name));
  for (const url of [redisUrl, ...copies.map((name) => quietRedisUrl(redisUrl, name))]) {
    const redis = new Redis(url);
    await redis.flushdb();
    await redis.quit();
  }
}
