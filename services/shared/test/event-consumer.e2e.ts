import { randomInt } from 'node:crypto';
import {
  Db,
  EventBus,
  EventConsumer,
  EventHandlers,
  PrismaService,
  ProcessedEventsRepository,
  RedisService,
  Transactions,
} from '@arena/shared';

/** A consumer of the account service whose effect is a row a test can count: an SMS outbox entry for a mobile. */
class OutboxConsumer extends EventConsumer {
  constructor(redis: RedisService, prisma: PrismaService) {
    super('account', redis, new Transactions(prisma), new ProcessedEventsRepository(prisma));
  }

  protected handlers(): EventHandlers {
    return { 'user.banned': (event) => this.write(`test.banned:${event.userId}`, `b${event.userId}`) };
  }

  write(key: string, mobile: string, fail = false): Promise<boolean> {
    return this.once(key, async (tx: Db) => {
      await tx.smsOutbox.create({ data: { countryCode: '86', mobile, purpose: 'login', code: '000000' } });
      if (fail) throw new Error('the effect failed after writing');
    });
  }
}

describe('EventConsumer', () => {
  const prisma = new PrismaService();
  const redis = new RedisService();
  const consumer = new OutboxConsumer(redis, prisma);
  const rows = (mobile: string) => prisma.smsOutbox.count({ where: { mobile } });
  const processed = (key: string) => prisma.accountProcessedEvent.count({ where: { id: key } });

  afterAll(async () => {
    await consumer.onModuleDestroy();
    await prisma.onApplicationShutdown();
    await redis.onApplicationShutdown();
  });

  it('runs an effect once per key, the key recorded with it, however many deliveries race', async () => {
    const n = randomInt(1e8);
    const answers = await Promise.all(Array.from({ length: 5 }, () => consumer.write(`test:${n}`, `o${n}`)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await rows(`o${n}`)).toBe(1);
    expect(await processed(`test:${n}`)).toBe(1);
  });

  it('records nothing when the effect fails, so the redelivery applies it', async () => {
    const n = randomInt(1e8);
    await expect(consumer.write(`test:${n}`, `f${n}`, true)).rejects.toThrow('the effect failed');
    expect(await rows(`f${n}`)).toBe(0);
    expect(await processed(`test:${n}`)).toBe(0);
    expect(await consumer.write(`test:${n}`, `f${n}`)).toBe(true);
    expect(await rows(`f${n}`)).toBe(1);
  });

  it('consumes the stream and applies a fact published twice once', async () => {
    await consumer.onApplicationBootstrap();
    const userId = 1e9 + randomInt(1e8);
    const events = new EventBus(redis);
    await events.publish('user.banned', { userId });
    await events.publish('user.banned', { userId });
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await processed(`test.banned:${userId}`)) === 0)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // The second delivery follows the first in the same read: give it the time of one more read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rows(`b${userId}`)).toBe(1);
  });
});
