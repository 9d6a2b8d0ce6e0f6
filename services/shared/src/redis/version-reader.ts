import type Redis from 'ioredis';
import { GroupCommit } from '../batching/group-commit';

/**
 * Reads version numbers kept in Redis (a value moved after every change it stands for commits). One
 * MGET is out at a time for every key a process reads; readers arriving meanwhile share the next one,
 * sent once it is back. So each reader still gets a value read after it asked (a change that
 * committed before is never missed), while a process under load sends one read at a time, not one
 * per request. A key never written reads '0'.
 */
export class VersionReader {
  private readonly reads = new GroupCommit<string, string>(
    async (keys) => {
      const unique = [...new Set(keys)];
      const values = await this.redis.mget(...unique);
      const byKey = new Map(unique.map((key, i) => [key, values[i] ?? '0']));
      return keys.map((key) => ({ ok: true, value: byKey.get(key) as string }));
    },
    { maxItems: Number.POSITIVE_INFINITY, maxInFlight: 1 },
  );

  constructor(private readonly redis: Pick<Redis, 'mget'>) {}

  read(key: string): Promise<string> {
    return this.reads.submit(key);
  }
}
