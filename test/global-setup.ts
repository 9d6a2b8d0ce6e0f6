import Redis from 'ioredis';
import { dropDatabase } from '../tools/db/database';
import { migrate } from '../tools/db/migrate';
import { ensurePostgres } from '../tools/db/postgres';
import { seed } from '../prisma/seed';
import './env';

/** Once per `jest` run: a freshly migrated and seeded database and an empty Redis index. */
export default async function globalSetup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL as string;
  // A machine without PostgreSQL gets the embedded one for the run (stopped in global-teardown).
  const postgres = await ensurePostgres(databaseUrl);
  (globalThis as { stopTestPostgres?: () => Promise<void> }).stopTestPostgres = postgres.stop;
  await dropDatabase(databaseUrl);
  await migrate(databaseUrl);
  await seed(databaseUrl);
  const redis = new Redis(process.env.REDIS_URL as string);
  await redis.flushdb();
  await redis.quit();
}
