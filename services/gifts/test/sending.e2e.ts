import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@arena/shared';
import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { internal } from '../../../test/support/internal';
import { Stack } from '../../../test/support/stack';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { GiftPayments } from '../src/sending/gift-payments';

const grant = (stack: Stack, userId: number, amount: string) =>
  internal(stack, 'wallet', 'post', '/internal/transfers').send({
    idempotency_key: `grant-${randomUUID()}`,
    from: { system: 'diamond.adjustments' },
    to: { user_id: userId, kind: 'diamond' },
    amount,
    reason: 'adjustment',
  });
const balances = async (stack: Stack, userId: number) =>
  (await internal(stack, 'wallet', 'get', `/internal/balances/${userId}`)).body.data as {
    gold: string;
    balances: string;
  };

describe('sending gifts (member/handselGift, member/webgetAnchorgiftlist, Gift/getUserGiftList)', () => {
  const { stack } = useStack(() => stackOf('gifts', 'account', 'wallet', 'live'));
  let prisma: PrismaClient;
  let viewer: TestUser;
  let streamer: TestUser;
  let roomId: number;
  let scarf: { id: number; diamonds: number };
  beforeAll(async () => {
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL as string }) });
    [viewer, streamer] = [await registerUser(stack), await registerUser(stack)];
    roomId = (
      await prisma.room.create({
        data: { streamerId: streamer.id, streamerNickname: 'gift anchor', title: 'gifts', type: 1 },
      })
    ).id;
    scarf = await prisma.gift.findUniqueOrThrow({ where: { code: 'scarf' } });
  });
  afterAll(async () => {
    await prisma.$disconnect();
  });
  const send = (user: TestUser, body: Record<string, unknown>, lang = 'en') =>
    stack.api.post('/api/member/handselGift').set('token', user.token).set('lang', lang).send(body);

  it('charges the sender exactly, credits the streamer its share, charges a retried request once and lists it for the streamer', async () => {
    expect((await grant(stack, viewer.id, '1000')).body.code).toBe(0);
    const key = `combo-${randomUUID()}`;
    const first = await send(viewer, { room_id: roomId, gift_id: scarf.id, count: 3, request_key: key });
    expect(first.body).toMatchObject({
      code: 0,
      data: {
        count: 3,
        diamonds: String(3 * scarf.diamonds),
        gold: String(1000 - 3 * scarf.diamonds),
        replayed: false,
      },
    });
    const again = await send(viewer, { room_id: roomId, gift_id: scarf.id, count: 3, request_key: key });
    expect(again.body.data).toMatchObject({ send_id: first.body.data.send_id, replayed: true });
    expect((await balances(stack, viewer.id)).gold).toBe(String(1000 - 3 * scarf.diamonds));
    // 60 diamonds = 6 yuan, half of it (GIFT_ANCHOR_SHARE 0.5) to the streamer.
    expect((await balances(stack, streamer.id)).balances).toBe(((3 * scarf.diamonds) / 10 / 2).toFixed(2));
    const other = await send(viewer, { room_id: roomId, gift_id: scarf.id, count: 4, request_key: key });
    expect(other.body).toEqual({ code: 1, msg: 'This request key was already used for a different gift', data: null });
    const received = await stack.api
      .post('/api/member/webgetAnchorgiftlist')
      .set('token', streamer.token)
      .set('lang', 'en')
      .send({});
    expect(received.body.data).toMatchObject({
      total: 1,
      list: [{ user_id: viewer.id, gift_id: scarf.id, gift_name: 'Fan scarf', count: 3, diamonds: '60.00' }],
    });
  });

  it.each([
    ['zh', '主播不能给自己送礼物'],
    ['en', 'A streamer may not gift themselves'],
    ['vi', 'Chủ phòng không thể tự tặng quà cho mình'],
  ])('refuses a streamer gifting themselves (%s)', async (lang, msg) => {
    const response = await send(streamer, { room_id: roomId, gift_id: scarf.id }, lang);
    expect(response.body).toEqual({ code: 1, msg, data: null });
  });

  it('refuses gifts to a room an administrator sealed, until it is unsealed, and charges nothing', async () => {
    expect((await grant(stack, viewer.id, '100')).body.code).toBe(0);
    const before = (await balances(stack, viewer.id)).gold;
    const admin = await asAdmin(stack);
    const seal = (action: 'seal' | 'unseal') =>
      stack.api
        .post(`/api/admin/moderation/${action}`)
        .set('token', admin)
        .send({ room_id: roomId, reason: 'gift test' });
    expect((await seal('seal')).body.code).toBe(0);
    try {
      // Remembered before the seal: the streamer is known, the seal is still read.
      expect((await send(viewer, { room_id: roomId, gift_id: scarf.id })).body).toEqual({
        code: 1,
        msg: 'This live room has been sealed by the platform',
        data: null,
      });
      expect((await balances(stack, viewer.id)).gold).toBe(before);
    } finally {
      expect((await seal('unseal')).body.code).toBe(0);
    }
    expect((await send(viewer, { room_id: roomId, gift_id: scarf.id })).body.code).toBe(0);
  });

  it('refuses a room that does not exist, every time (only rooms that exist are remembered)', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await send(viewer, { room_id: 999_999_999, gift_id: scarf.id }, 'en');
      expect(response.body).toEqual({ code: 1, msg: 'The live room does not exist', data: null });
    }
  });

  it('never overdraws: 20 parallel gifts from a user who can pay for 5', async () => {
    const poor = await registerUser(stack);
    expect((await grant(stack, poor.id, String(5 * scarf.diamonds))).body.code).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(poor, { room_id: roomId, gift_id: scarf.id })),
    );
    const ok = results.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 1).every((r) => r.body.msg === 'Not enough diamonds')).toBe(true);
    expect((await balances(stack, poor.id)).gold).toBe('0');
    expect(await prisma.giftSend.count({ where: { userId: poor.id } })).toBe(5);
  });

  it('pays sends arriving together each on its own: a retry racing its first request charges once, a short sender is refused alone', async () => {
    const [rich, retrier, short, streamer] = [
      await registerUser(stack),
      await registerUser(stack),
      await registerUser(stack),
      await registerUser(stack),
    ];
    const room = await prisma.room.create({
      data: { streamerId: streamer.id, streamerNickname: 'batch anchor', title: 'batch', type: 1 },
    });
    for (const user of [rich, retrier]) expect((await grant(stack, user.id, '1000')).body.code).toBe(0);
    const key = `retry-${randomUUID()}`;
    const gift = { room_id: room.id, gift_id: scarf.id };
    const [riches, retries, shorts] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => send(rich, gift))),
      Promise.all(Array.from({ length: 4 }, () => send(retrier, { ...gift, request_key: key }))),
      Promise.all(Array.from({ length: 3 }, () => send(short, gift, 'vi'))),
    ]);
    expect(riches.map((r) => r.body.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(new Set(riches.map((r) => r.body.data.send_id)).size).toBe(6);
    expect(new Set(retries.map((r) => r.body.data.send_id)).size).toBe(1);
    expect(retries.filter((r) => !r.body.data.replayed)).toHaveLength(1);
    expect(shorts.map((r) => r.body)).toEqual(
      Array.from({ length: 3 }, () => ({ code: 1, msg: 'Không đủ vàng', data: null })),
    );
    expect((await balances(stack, rich.id)).gold).toBe(String(1000 - 6 * scarf.diamonds));
    expect((await balances(stack, retrier.id)).gold).toBe(String(1000 - scarf.diamonds));
    expect((await balances(stack, streamer.id)).balances).toBe(((7 * scarf.diamonds) / 10 / 2).toFixed(2));
    // A refused send leaves no claim behind; the streamer's list holds the seven paid ones, each with its payment.
    expect(await prisma.giftSend.count({ where: { userId: short.id } })).toBe(0);
    const sends = await prisma.giftSend.findMany({ where: { roomId: room.id } });
    expect(sends).toHaveLength(7);
    expect(sends.every((row) => row.transferId !== null)).toBe(true);
  });

  it('records a send paid under a claim that its first request released meanwhile (refused, then this retry paid): the row comes back under its id', async () => {
    const payer = await registerUser(stack);
    expect((await grant(stack, payer.id, '100')).body.code).toBe(0);
    const payments = stack.app('gifts').get(GiftPayments);
    // The id a first request claimed, and whose row it deleted when the wallet refused it.
    const [{ id }] = await prisma.$queryRaw<
      { id: number }[]
    >`SELECT nextval(pg_get_serial_sequence('"gifts"."gift_sends"', 'id'))::int AS id`;
    const fields = {
      userId: payer.id,
      roomId,
      streamerId: streamer.id,
      giftId: scarf.id,
      count: 1,
      fromBackpack: false,
    };
    const send = {
      requestKey: `${payer.id}:released-${randomUUID()}`,
      fields,
      diamonds: scarf.diamonds,
      streamerIncome: '1',
      memo: 'gift scarf x1',
      announcement: {
        sent: {
          userId: payer.id,
          nickname: 'payer',
          avatar: '',
          roomId,
          streamerId: streamer.id,
          giftId: scarf.id,
          diamonds: String(scarf.diamonds),
        },
        roomEvent: {
          user_id: payer.id,
          user_nickname: 'payer',
          avatar: '',
          gift_id: scarf.id,
          gift_code: 'scarf',
          gift_name: 'Fan scarf',
          image: '',
          animation: '',
          tier: 1,
          count: 1,
          diamonds: String(scarf.diamonds),
        },
      },
    };
    const paying = payments as unknown as {
      payAll(
        sends: { send: typeof send; claim: { id: number; claimed: boolean; transferId: string | null } }[],
      ): Promise<{ ok: boolean }[]>;
    };
    expect(await paying.payAll([{ send, claim: { id, claimed: false, transferId: null } }])).toEqual([
      { ok: true, value: { sendId: id, gold: String(100 - scarf.diamonds), replayed: false } },
    ]);
    const row = await prisma.giftSend.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ requestKey: send.requestKey, ...fields });
    expect(row.transferId).not.toBeNull();
  });

  it('sends from the backpack without diamonds and refuses more than it holds', async () => {
    const owner = await registerUser(stack);
    await prisma.backpackGift.create({ data: { userId: owner.id, giftId: scarf.id, quantity: 2 } });
    const list = await stack.api.post('/api/Gift/getUserGiftList').set('token', owner.token).set('lang', 'en');
    expect(list.body.data).toEqual([
      expect.objectContaining({ quantity: 2, gift: expect.objectContaining({ code: 'scarf', name: 'Fan scarf' }) }),
    ]);
    const sent = await send(owner, { room_id: roomId, gift_id: scarf.id, count: 2, from_backpack: true });
    expect(sent.body).toMatchObject({ code: 0, data: { diamonds: '0', gold: null } });
    // Worth 2 scarves in the room's contribution rank, though nothing was paid.
    const contribution = await eventually(
      () => prisma.roomContribution.findFirst({ where: { roomId, userId: owner.id } }),
      (row) => row !== null,
    );
    expect(contribution?.diamonds.toFixed(0)).toBe(String(2 * scarf.diamonds));
    const short = await send(owner, { room_id: roomId, gift_id: scarf.id, count: 1, from_backpack: true });
    expect(short.body).toEqual({ code: 1, msg: 'Not enough of this gift in your backpack', data: null });
  });
});
