import { randomUUID } from 'node:crypto';
import { RedisService, VersionedCache } from '@arena/shared';

describe('VersionedCache (one version in Redis retires every process copy)', () => {
  const redis = new RedisService();
  afterAll(() => redis.quit());

  it('serves a kept value while the version stays, and computes again after a change', async () => {
    const cache = new VersionedCache(redis, `test:version:${randomUUID()}`);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('list', compute)).toBe(1);
    expect(await cache.get('list', compute)).toBe(1);
    await cache.invalidate();
    expect(await cache.get('list', compute)).toBe(2);
  });

  it('answers readers arriving together with one read of the version, and never a value older than a change before the ask', async () => {
    const versionKey = `test:version:${randomUUID()}`;
    const cache = new VersionedCache(redis, versionKey);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('list', compute)).toBe(1);

    const reads = { count: 0 };
    const get = redis.get.bind(redis);
    // Counting the reads of the version (the real command still runs).
    redis.get = ((key: string) => {
      if (key === versionKey) reads.count++;
      return get(key);
    }) as typeof redis.get;
    try {
      const crowd = await Promise.all(Array.from({ length: 20 }, () => cache.get('list', compute)));
      expect(crowd).toEqual(Array.from({ length: 20 }, () => 1));
      expect(reads.count).toBeLessThanOrEqual(2);

      // A reader that asks while an earlier read is out, after a change committed, sees the change.
      const early = cache.get('list', compute);
      await cache.invalidate();
      const late = cache.get('list', compute);
      await early;
      expect(await late).toBe(2);
    } finally {
      redis.get = get;
    }
  });
});
