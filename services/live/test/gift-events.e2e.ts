import { randomUUID } from 'node:crypto';
import { DomainEvents, PrismaClient, streamKey } from '@arena/shared';
import { PrismaPg } from '@prisma/adapter-pg';
import { deliver } from '../../../test/support/deliver';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { LiveEventsConsumer } from '../src/events/live-events.consumer';

type Gift = DomainEvents['gift.sent'];

describe('gift events in the live service (contribution rank and heat, a read of events at a time)', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'live'));
  let prisma: PrismaClient;
  let consumer: LiveEventsConsumer;
  beforeAll(() => {
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL as string }) });
    consumer = harness.stack.app('live').get(LiveEventsConsumer);
  });
  afterAll(async () => {
    await prisma.$disconnect();
  });

  /** A room on the air (its contributions count for this broadcast). */
  const onAir = async () => {
    const streamerId = 800_000 + Math.floor(Math.random() * 100_000);
    const room = await prisma.room.create({
      data: { streamerId, streamerNickname: 'batch anchor', title: 'batch', type: 1 },
    });
    const broadcast = await prisma.broadcast.create({ data: { roomId: room.id, title: 'on air' } });
    return { roomId: room.id, streamerId, broadcastId: broadcast.id };
  };
  const giftsOf = (room: { roomId: number; streamerId: number }): Gift[] => {
    const repeated = `t-${randomUUID()}`;
    const gift = (userId: number, diamonds: string, transferId = `t-${randomUUID()}`): Gift => ({
      userId,
      nickname: `fan${userId}`,
      avatar: '',
      roomId: room.roomId,
      streamerId: room.streamerId,
      giftId: 1,
      diamonds,
      transferId,
    });
    // The same transfer twice (the wallet published it twice), and two givers.
    return [
      gift(900001, '10.00', repeated),
      gift(900001, '10.00', repeated),
      gift(900002, '25.50'),
      gift(900001, '5.00'),
    ];
  };
  const contributions = async (roomId: number) =>
    (await prisma.roomContribution.findMany({ where: { roomId }, orderBy: { id: 'asc' } })).map((row) => ({
      broadcast: row.broadcastId !== null,
      userId: row.userId,
      nickname: row.nickname,
      diamonds: row.diamonds.toFixed(2),
    }));
  const heat = async (roomId: number) => {
    const keys = await harness.stores.redis.keys(`live:activity:gifts:${roomId}:*`);
    const values = keys.length > 0 ? await harness.stores.redis.mget(keys) : [];
    return values.reduce((sum, value) => sum + Number(value ?? 0), 0);
  };

  it('records a batch holding one transfer twice once, and a redelivered batch not again', async () => {
    const room = await onAir();
    const gifts = giftsOf(room);
    await deliver(consumer, 'gift.sent', gifts);
    const recorded = await contributions(room.roomId);
    expect(recorded).toEqual([
      { broadcast: true, userId: 900001, nickname: 'fan900001', diamonds: '10.00' },
      { broadcast: true, userId: 900002, nickname: 'fan900002', diamonds: '25.50' },
      { broadcast: true, userId: 900001, nickname: 'fan900001', diamonds: '5.00' },
    ]);
    expect(await heat(room.roomId)).toBe(40.5);
    // The instance crashed after its commit, before acknowledging: the same read comes again.
    await deliver(consumer, 'gift.sent', gifts);
    expect(await contributions(room.roomId)).toEqual(recorded);
    expect(await heat(room.roomId)).toBe(40.5);
  });

  it('gives the same rank and heat as the events one at a time', async () => {
    const [together, apart] = [await onAir(), await onAir()];
    await deliver(consumer, 'gift.sent', giftsOf(together));
    for (const gift of giftsOf(apart)) await deliver(consumer, 'gift.sent', [gift]);
    expect(await contributions(together.roomId)).toEqual(await contributions(apart.roomId));
    expect(await heat(together.roomId)).toBe(await heat(apart.roomId));
  });

  it('still records the other gifts of a read through the stream when one of them cannot be recorded', async () => {
    const room = await onAir();
    const [good, , other] = giftsOf(room);
    // Not a gift the service can record (no name): its read falls back to one event at a time.
    const broken = { ...good, transferId: `t-${randomUUID()}`, nickname: null } as unknown as Gift;
    const added = await harness.stores.redis
      .multi()
      .xadd(streamKey('gift.sent'), '*', 'data', JSON.stringify(good))
      .xadd(streamKey('gift.sent'), '*', 'data', JSON.stringify(broken))
      .xadd(streamKey('gift.sent'), '*', 'data', JSON.stringify(other))
      .exec();
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await contributions(room.roomId)).length < 2)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await contributions(room.roomId)).map((row) => row.diamonds)).toEqual(['10.00', '25.50']);
    // The unrecordable event stays pending for every group: taken out, so no later consumer retries it.
    const brokenId = String(added?.[1][1]);
    const groups = (await harness.stores.redis.xinfo('GROUPS', streamKey('gift.sent'))) as unknown[][];
    for (const group of groups) await harness.stores.redis.xack(streamKey('gift.sent'), String(group[1]), brokenId);
    await harness.stores.redis.xdel(streamKey('gift.sent'), brokenId);
  });
});
