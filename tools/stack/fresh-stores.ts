import Redis from 'ioredis';
import { dropDatabase } from '../db/database';

/**
 * Empties a stack's database and Redis index before it starts (`FRESH_STORES=1`, the browser tests'
 * stack): its uploaded and generated files live in the checkout (`var/`), so a database kept from an
 * earlier checkout would list pictures and videos that are not there, and a Redis index kept with a
 * new database would hold caches of users whose ids now belong to others.
 */
export async function freshStores(databaseUrl: string, redisUrl: string): Promise<void> {
  await dropDatabase(databaseUrl);
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
