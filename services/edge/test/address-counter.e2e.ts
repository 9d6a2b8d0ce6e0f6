import { randomUUID } from 'node:crypto';
import { RedisService } from '@arena/shared';
import { AddressCounter } from '../src/auth/address-counter';

const keyOf = (address: string, window: number) => `test:ratelimit:ip:${address}:${window}`;
const NOW = Date.UTC(2026, 10, 25, 12, 0, 10);
const window = Math.floor(NOW / 60_000);

describe('AddressCounter (anonymous callers, counted in process and shared through Redis)', () => {
  const redis = new RedisService();
  afterAll(() => redis.quit());

  it('admits exactly the limit in one process, refused requests counting too', async () => {
    const counter = new AddressCounter(redis, keyOf, 60);
    const address = randomUUID();
    const verdicts = Array.from({ length: 7 }, () => counter.admit(address, 5, NOW));
    expect(verdicts).toEqual([true, true, true, true, true, false, false]);
    await counter.flush();
    expect(await redis.get(keyOf(address, window))).toBe('7');
    expect(await redis.ttl(keyOf(address, window))).toBeGreaterThan(55);
  });

  it('still counts what it is sharing while the totals are on their way back', async () => {
    const counter = new AddressCounter(redis, keyOf, 60);
    const address = randomUUID();
    for (let i = 0; i < 3; i++) counter.admit(address, 5, NOW);
    const flushed = counter.flush();
    expect([counter.admit(address, 5, NOW), counter.admit(address, 5, NOW), counter.admit(address, 5, NOW)]).toEqual([
      true,
      true,
      false,
    ]);
    await flushed;
    expect(counter.admit(address, 5, NOW)).toBe(false);
  });

  it('shares the count between replicas from their next flush on', async () => {
    const [a, b] = [new AddressCounter(redis, keyOf, 60), new AddressCounter(redis, keyOf, 60)];
    const address = randomUUID();
    for (let i = 0; i < 4; i++) expect(a.admit(address, 5, NOW)).toBe(true);
    await a.flush();
    expect(b.admit(address, 5, NOW)).toBe(true); // b has not heard yet: its own first request
    await b.flush(); // the shared total (5) comes back with b's own count
    expect(b.admit(address, 5, NOW)).toBe(false);
    // a learns the total when it next shares a count of its own: one request past the limit, then no more.
    expect(a.admit(address, 5, NOW)).toBe(true);
    await a.flush();
    expect(a.admit(address, 5, NOW)).toBe(false);
  });

  it('starts every address afresh in a new minute, and the last minute keeps what was counted in it', async () => {
    const counter = new AddressCounter(redis, keyOf, 60);
    const address = randomUUID();
    for (let i = 0; i < 3; i++) counter.admit(address, 2, NOW);
    expect(counter.admit(address, 2, NOW + 60_000)).toBe(true);
    await counter.flush();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the last minute's write is not awaited by admit
    expect(await redis.get(keyOf(address, window))).toBe('3');
    expect(await redis.get(keyOf(address, window + 1))).toBe('1');
  });

  it('keeps the counts for the next flush while Redis cannot take them', async () => {
    const broken = new RedisService();
    await broken.quit();
    const counter = new AddressCounter(broken, keyOf, 60);
    const address = randomUUID();
    expect(counter.admit(address, 1, NOW)).toBe(true);
    await counter.flush();
    expect(counter.admit(address, 1, NOW)).toBe(false); // still counted locally
  });
});
