import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { loadConfig, socketStream, streamKey } from '@arena/shared';
import { Queue } from 'bullmq';
import { PaymentsSettling } from '../src/settling/payments-settling';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { internal } from '../../../test/support/internal';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { credit, gold } from './ledger';

/**
 * A paid send whose payment had an unknown outcome (the wallet committed and the answer was lost, or
 * the gifts process stopped in between) stays unpaid; the sweep asks the wallet and records it if
 * its price was posted, or releases it if not, never charging. The sweep is called here directly
 * (its repeated job is shared by every gifts instance on the test Redis); its schedule is checked apart.
 */
describe('unpaid gift sends are settled', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'gifts', 'live'));
  const { stack } = harness;
  let streamer: TestUser;
  let roomId: number;
  let scarf: { id: number; code: string; diamonds: number };
  beforeAll(async () => {
    streamer = await registerUser(stack);
    roomId = (
      await harness.stores.prisma.room.create({
        data: { streamerId: streamer.id, streamerNickname: 'settle anchor', title: 'settling', type: 1 },
      })
    ).id;
    scarf = await harness.stores.prisma.gift.findUniqueOrThrow({ where: { code: 'scarf' } });
  });

  const sweep = () => stack.app('gifts').get(PaymentsSettling).settle('gift');

  /** A send of 2 scarves claimed 10 minutes ago and never recorded as paid, as a lost answer leaves it. */
  const unpaidSend = (userId: number, createdAt = new Date(Date.now() - 600_000)) =>
    harness.stores.prisma.giftSend.create({
      data: {
        requestKey: `${userId}:${randomUUID()}`,
        userId,
        roomId,
        streamerId: streamer.id,
        giftId: scarf.id,
        count: 2,
        diamonds: scarf.diamonds * 2,
        streamerIncome: 1,
        createdAt,
      },
    });

  /** Posts the send's price as its first request did before its answer was lost. */
  const postPrice = (send: { requestKey: string; userId: number; diamonds: unknown }) =>
    internal(stack, 'wallet', 'post', '/internal/transfers').send({
      idempotency_key: `gift:${send.requestKey}`,
      from: { user_id: send.userId, kind: 'diamond' },
      to: { system: 'diamond.spending' },
      amount: String(send.diamonds),
      reason: 'gift',
      memo: `gift scarf x2 room ${roomId}`,
    });

  const giftSentEvents = async () =>
    (await harness.stores.redis.xrange(streamKey('gift.sent'), '-', '+')).map(
      ([, fields]) => JSON.parse(fields[1]) as { transferId: string; userId: number; roomId: number; diamonds: string },
    );

  it('is a repeated job of the gifts service', async () => {
    const queue = new Queue('gifts.payments-settle-sweep', {
      connection: { url: loadConfig().redisUrl, maxRetriesPerRequest: null },
      prefix: loadConfig().jobsPrefix,
    });
    try {
      expect(await queue.getJobScheduler('sweep')).toMatchObject({ every: 60_000 });
    } finally {
      await queue.close();
    }
  });

  it('records a send whose price the wallet had posted, without charging again, and announces it', async () => {
    const sender = await registerUser(stack);
    await credit(stack, sender.id, 100);
    const send = await unpaidSend(sender.id);
    const posted = await postPrice(send);
    expect(posted.body.code).toBe(0);
    expect(await sweep()).toBeGreaterThanOrEqual(1);

    const settled = await harness.stores.prisma.giftSend.findUniqueOrThrow({ where: { id: send.id } });
    expect(settled.transferId).toBe(posted.body.data.transfer_id);
    expect(await gold(stack, sender.id)).toBe(100 - scarf.diamonds * 2);
    // The streams outlive the test database: an event is this send's by its transfer and sender.
    expect(
      (await giftSentEvents()).filter((event) => event.transferId === settled.transferId && event.userId === sender.id),
    ).toEqual([expect.objectContaining({ userId: sender.id, roomId, diamonds: String(scarf.diamonds * 2) })]);
    const received = await stack.api
      .post('/api/member/webgetAnchorgiftlist')
      .set('token', streamer.token)
      .set('lang', 'en')
      .send({});
    expect(received.body.data.list).toContainEqual(
      expect.objectContaining({ id: send.id, user_id: sender.id, count: 2 }),
    );
  });

  it('releases a send the wallet never posted, charging nothing, so its key can be sent again', async () => {
    const sender = await registerUser(stack);
    await credit(stack, sender.id, 100);
    const send = await unpaidSend(sender.id);
    await sweep();
    expect(await harness.stores.prisma.giftSend.findUnique({ where: { id: send.id } })).toBeNull();
    expect(await gold(stack, sender.id)).toBe(100);

    const again = await stack.api
      .post('/api/member/handselGift')
      .set('token', sender.token)
      .set('lang', 'en')
      .send({
        room_id: roomId,
        gift_id: scarf.id,
        count: 2,
        request_key: send.requestKey.slice(send.requestKey.indexOf(':') + 1),
      });
    expect(again.body).toMatchObject({ code: 0, data: { replayed: false, gold: String(100 - scarf.diamonds * 2) } });
  });

  it('keeps a send unpaid when the wallet committed and its answer was lost, then records it', async () => {
    const sender = await registerUser(stack);
    await credit(stack, sender.id, 100);
    const wallet = process.env.WALLET_URL as string;
    // Between the gifts service and the wallet: the payment goes through, its answer never comes back.
    const lossy = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const answer = await fetch(`${wallet}${request.url}`, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        });
        const body = Buffer.from(await answer.arrayBuffer());
        if (request.url === '/internal/transfers/groups') return void request.socket.destroy();
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
      });
    });
    await new Promise<void>((resolve) => lossy.listen(0, '127.0.0.1', resolve));
    process.env.WALLET_URL = `http://127.0.0.1:${(lossy.address() as AddressInfo).port}`;
    const key = `lost-${randomUUID()}`;
    let failed;
    try {
      failed = await stack.api
        .post('/api/member/handselGift')
        .set('token', sender.token)
        .set('lang', 'en')
        .send({ room_id: roomId, gift_id: scarf.id, count: 2, request_key: key });
    } finally {
      process.env.WALLET_URL = wallet;
      await new Promise((resolve) => lossy.close(resolve));
    }
    // A server error: the site keeps the send's key, so pressing again completes this same send.
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe(1);
    expect(await gold(stack, sender.id)).toBe(100 - scarf.diamonds * 2);
    const unpaid = await harness.stores.prisma.giftSend.findUniqueOrThrow({
      where: { requestKey: `${sender.id}:${key}` },
    });
    expect(unpaid.transferId).toBeNull();

    await harness.stores.prisma.giftSend.update({
      where: { id: unpaid.id },
      data: { createdAt: new Date(Date.now() - 600_000) },
    });
    await sweep();
    expect(
      (await harness.stores.prisma.giftSend.findUniqueOrThrow({ where: { id: unpaid.id } })).transferId,
    ).not.toBeNull();
    expect(await gold(stack, sender.id)).toBe(100 - scarf.diamonds * 2);
  });

  it('shows the room a send whose request stopped after the wallet posted its price, when the retry comes', async () => {
    const sender = await registerUser(stack);
    await credit(stack, sender.id, 100);
    // The first request claimed the send and the wallet posted its price; the process died before it
    // recorded the payment and announced the send (the fault suite's kill -9 of the gifts service).
    const send = await unpaidSend(sender.id, new Date());
    expect((await postPrice(send)).body.code).toBe(0);
    const retry = await stack.api
      .post('/api/member/handselGift')
      .set('token', sender.token)
      .set('lang', 'en')
      .send({
        room_id: roomId,
        gift_id: scarf.id,
        count: 2,
        request_key: send.requestKey.slice(send.requestKey.indexOf(':') + 1),
      });
    expect(retry.body).toMatchObject({ code: 0, data: { send_id: send.id, replayed: true } });
    expect(await gold(stack, sender.id)).toBe(100 - scarf.diamonds * 2);
    const shown = async () =>
      (await harness.stores.redis.xrange(socketStream().name, '-', '+')).filter(([, fields]) =>
        fields.join(' ').includes(`"send_id":${send.id},`),
      );
    expect(await shown()).toHaveLength(1);

    // A second retry finds the payment recorded: no second animation.
    await stack.api
      .post('/api/member/handselGift')
      .set('token', sender.token)
      .send({
        room_id: roomId,
        gift_id: scarf.id,
        count: 2,
        request_key: send.requestKey.slice(send.requestKey.indexOf(':') + 1),
      });
    expect(await shown()).toHaveLength(1);
  });

  it('leaves a send just claimed alone: its payment may still be on its way', async () => {
    const sender = await registerUser(stack);
    const send = await unpaidSend(sender.id, new Date());
    await sweep();
    expect(await harness.stores.prisma.giftSend.findUnique({ where: { id: send.id } })).not.toBeNull();
    await harness.stores.prisma.giftSend.delete({ where: { id: send.id } });
  });

  it('is completed by a retry of the same request before the sweep: paid once, shown in the room as new', async () => {
    const sender = await registerUser(stack);
    await credit(stack, sender.id, 100);
    const send = await unpaidSend(sender.id, new Date());
    const retry = await stack.api
      .post('/api/member/handselGift')
      .set('token', sender.token)
      .set('lang', 'en')
      .send({
        room_id: roomId,
        gift_id: scarf.id,
        count: 2,
        request_key: send.requestKey.slice(send.requestKey.indexOf(':') + 1),
      });
    expect(retry.body).toMatchObject({
      code: 0,
      data: { send_id: send.id, replayed: false, gold: String(100 - scarf.diamonds * 2) },
    });
    expect(
      (await harness.stores.prisma.giftSend.findUniqueOrThrow({ where: { id: send.id } })).transferId,
    ).not.toBeNull();
    await sweep();
    expect(await gold(stack, sender.id)).toBe(100 - scarf.diamonds * 2);
  });
});

/** The same for nobility purchases: a paid one is applied (or refunded), an unpaid one released. */
describe('unfinished nobility purchases are settled', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'gifts'));
  const { stack } = harness;
  const sweep = () => stack.app('gifts').get(PaymentsSettling).settle('guard');

  /** A purchase of a month of the cheapest tier made 10 minutes ago, never applied, as a lost answer leaves it. */
  async function unfinishedPurchase(userId: number) {
    const tier = await harness.stores.prisma.nobilityTier.findFirstOrThrow({
      where: { enabled: true },
      orderBy: { level: 'asc' },
    });
    const purchase = await harness.stores.prisma.nobilityPurchase.create({
      data: {
        requestKey: `${userId}:${randomUUID()}`,
        userId,
        tierId: tier.id,
        months: 1,
        diamonds: tier.diamondsPerMonth,
        createdAt: new Date(Date.now() - 600_000),
      },
    });
    return { tier, purchase };
  }

  it('applies a purchase whose price the wallet had posted, without charging again, and announces it', async () => {
    const buyer = await registerUser(stack);
    const { tier, purchase } = await unfinishedPurchase(buyer.id);
    await credit(stack, buyer.id, tier.diamondsPerMonth + 5);
    const posted = await internal(stack, 'wallet', 'post', '/internal/transfers').send({
      idempotency_key: `guard:${purchase.requestKey}`,
      from: { user_id: buyer.id, kind: 'diamond' },
      to: { system: 'diamond.spending' },
      amount: String(tier.diamondsPerMonth),
      reason: 'guard',
    });
    expect(posted.body.code).toBe(0);
    expect(await sweep()).toBeGreaterThanOrEqual(1);

    const settled = await harness.stores.prisma.nobilityPurchase.findUniqueOrThrow({ where: { id: purchase.id } });
    expect(settled).toMatchObject({ transferId: posted.body.data.transfer_id, refundedAt: null });
    expect(settled.appliedAt).not.toBeNull();
    expect(
      await harness.stores.prisma.nobilityMembership.findUniqueOrThrow({ where: { userId: buyer.id } }),
    ).toMatchObject({ tierId: tier.id, endedAt: null });
    expect(await gold(stack, buyer.id)).toBe(5);
    const announced = (await harness.stores.redis.xrange(streamKey('guard.changed'), '-', '+')).map(
      ([, fields]) => JSON.parse(fields[1]) as { userId: number; level: number },
    );
    expect(announced).toContainEqual(expect.objectContaining({ userId: buyer.id, level: tier.level }));
  });

  it('releases a purchase the wallet never posted, charging nothing', async () => {
    const buyer = await registerUser(stack);
    const { purchase } = await unfinishedPurchase(buyer.id);
    await credit(stack, buyer.id, 10);
    await sweep();
    expect(await harness.stores.prisma.nobilityPurchase.findUnique({ where: { id: purchase.id } })).toBeNull();
    expect(await harness.stores.prisma.nobilityMembership.findUnique({ where: { userId: buyer.id } })).toBeNull();
    expect(await gold(stack, buyer.id)).toBe(10);
  });
});
