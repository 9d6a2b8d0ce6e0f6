import Redis from 'ioredis';
import { dropDatabase } from '../tools/db/database';
import { migrate } from '../tools/db/migrate';
import { seed } from '../prisma/seed';
import './env';

/** Once per `jest` run: a freshly migrated and seeded database and an empty Redis index. */
export default async function globalSetup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL as string;
  await dropDatabase(databaseUrl);
  await migrate(databaseUrl);
  await seed(databaseUrl);
  const redis = new Redis(process.env.REDIS_URL as string);
  await redis.flushdb();
  await redis.quit();
}
