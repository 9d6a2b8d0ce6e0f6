// Envelopes of this suite outlive it (the expiry has its own suite).
process.env.RED_ENVELOPE_TTL_SECONDS = '86400';
import { LiveMessage } from '@arena/protocol';
import { INTERNAL_AUTH_HEADER, loadConfig, PUBLIC_CALLER, roomPresenceKey, signClaims } from '@arena/shared';
import { Agent, request as httpRequest } from 'node:http';
import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { ack, closeAllClients, connect, next } from '../../realtime/test/socket-clients';
import { credit, gold } from './ledger';

/**
 * Red envelopes through the edge on the real ledger: N diamonds into K shares that sum exactly to
 * N, one grab per user, exact under 1,000 concurrent grabs, the remainder refunded by the expiry job.
 */
describe('red envelopes', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'live', 'gifts'));
  const { stack } = harness;
  let sender: TestUser;
  let roomId: number;
  afterAll(() => closeAllClients());

  beforeAll(async () => {
    sender = await registerUser(stack);
    // On the air, with a cover: it shows in the live lists other suites read, as a real room would.
    const room = await harness.stores.prisma.room.create({
      data: {
        streamerId: sender.id,
        streamerNickname: 'anchor',
        title: 'red envelopes',
        type: 1,
        liveSince: new Date(),
        cover: '/uploads/covers/1-1.svg',
      },
    });
    roomId = room.id;
  });

  const post = (path: string, user: TestUser, body: object, lang = 'en') =>
    stack.api.post(path).set('x-lang', lang).set('token', user.token).send(body);
  const insert = async (diamonds: number, count: number) => {
    const response = await post('/api/Redenvelope/insert', sender, {
      room_id: roomId,
      diamonds,
      count,
      greeting: 'good luck',
    });
    expect(response.body.code).toBe(0);
    return response.body.data as { id: number; status: string; remaining_count: number };
  };
  /**
   * A grab straight at the gifts service, as the edge relays it for a logged-in user (no session to
   * create per grabber); all are sent at once over a pool of keep-alive connections.
   */
  /** A user's page in the room: its chat socket has joined the room's group, which makes him present there. */
  const enter = async (user: TestUser) => {
    const socket = await connect(stack.url('realtime'), '/im', {
      auth: { userId: String(user.id), userSig: user.userSig, lang: 'en' },
    });
    expect((await ack(socket, 'joinGroup', { groupId: `room_${roomId}` })).code).toBe(0);
    return socket;
  };
  const present = async (count: number) => {
    const users = await Promise.all(Array.from({ length: count }, () => registerUser(stack)));
    await Promise.all(users.map(enter));
    return users;
  };
  const pool = new Agent({ keepAlive: true, maxSockets: 100 });
  afterAll(() => pool.destroy());
  const grabAs = (userId: number, id: number) =>
    new Promise<{ body: { code: number; data: { diamonds: number } } }>((resolve, reject) => {
      const target = new URL('/red-envelopes/receive', stack.url('gifts'));
      const claims = signClaims(
        { svc: PUBLIC_CALLER, uid: userId, sid: `s${userId}`, role: 'user' },
        loadConfig().internalSecret,
      );
      const call = httpRequest(
        target,
        {
          method: 'POST',
          agent: pool,
          headers: { 'content-type': 'application/json', [INTERNAL_AUTH_HEADER]: claims },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ body: JSON.parse(text) }));
        },
      );
      call.on('error', reject);
      call.end(JSON.stringify({ id }));
    });

  it('moves N diamonds to the holding account, tells the room, and the grabs sum exactly to N with one grab per user', async () => {
    await credit(stack, sender.id, 100);
    const socket = await connect(stack.url('realtime'), '/live');
    await ack(socket, 'register', { client: 'web' });
    await ack(socket, 'enterRoom', { roomId });
    const announced = next<LiveMessage>(socket, 'message', (m) => m.code === 200 && m.type === 'redEnvelope');
    const envelope = await insert(100, 3);
    expect(envelope).toMatchObject({ status: 'open', remaining_count: 3 });
    expect((await announced) as { data: unknown }).toMatchObject({
      roomId,
      data: { id: envelope.id, diamonds: 100, count: 3, greeting: 'good luck' },
    });
    expect(await gold(stack, sender.id)).toBe(0);
    expect(
      Number(
        (
          await harness.stores.prisma.ledgerTransfer.findUniqueOrThrow({
            where: { idempotencyKey: `red-envelope:${envelope.id}` },
          })
        ).amount,
      ),
    ).toBe(100);

    const grabbers = await present(4);
    const first = await post('/api/Redenvelope/receiveRed', grabbers[0], { id: envelope.id });
    expect(first.body.code).toBe(0);
    expect(await gold(stack, grabbers[0].id)).toBe(first.body.data.diamonds);
    const again = await post('/api/Redenvelope/receiveRed', grabbers[0], { id: envelope.id }, 'zh');
    expect(again.body).toMatchObject({ code: 1, msg: '你已经抢过这个红包了' });
    await post('/api/Redenvelope/receiveRed', grabbers[1], { id: envelope.id });
    await post('/api/Redenvelope/receiveRed', grabbers[2], { id: envelope.id });
    const late = await post('/api/Redenvelope/receiveRed', grabbers[3], { id: envelope.id }, 'vi');
    expect(late.body).toMatchObject({ code: 1, msg: 'Chậm mất rồi: lì xì đã được giành hết' });
    const info = await post('/api/Redenvelope/getRedInfo', grabbers[1], { id: envelope.id });
    expect(info.body.data).toMatchObject({ status: 'emptied', remaining_count: 0, remaining_diamonds: 0 });
    const grabs = info.body.data.grabs as { user_id: number; diamonds: number }[];
    expect(grabs.reduce((sum, g) => sum + g.diamonds, 0)).toBe(100);
    expect(new Set(grabs.map((g) => g.user_id)).size).toBe(3);
    expect(info.body.data.my_diamonds).toBe(grabs.find((g) => g.user_id === grabbers[1].id)?.diamonds);
  });

  it('refuses an envelope the sender cannot pay or cannot split, in the caller language, and keeps nothing', async () => {
    const poor = await registerUser(stack);
    const count = await harness.stores.prisma.redEnvelope.count();
    const short = await post('/api/Redenvelope/insert', poor, { room_id: roomId, diamonds: 10, count: 2 }, 'zh');
    expect(short.body).toMatchObject({ code: 1, msg: '钻石余额不足' });
    const tooMany = await post('/api/Redenvelope/insert', poor, { room_id: roomId, diamonds: 3, count: 5 }, 'en');
    expect(tooMany.body.code).toBe(1);
    expect(tooMany.body.msg).toContain('at least 5 diamonds');
    const missing = await post('/api/Redenvelope/receiveRed', poor, { id: 2_000_000_000 }, 'en');
    expect(missing.body).toMatchObject({ code: 1, msg: 'This red envelope does not exist' });
    expect(await harness.stores.prisma.redEnvelope.count()).toBe(count);
  });

  it('takes envelopes only in live rooms that exist, grabbed only by someone in the room who did not send it, and stops both in a sealed room', async () => {
    await credit(stack, sender.id, 30);
    const before = await gold(stack, sender.id);
    for (const room_id of [999_999, 2_147_483_647]) {
      const nowhere = await post('/api/Redenvelope/insert', sender, { room_id, diamonds: 10, count: 2 });
      expect(nowhere.body).toEqual({ code: 1, msg: 'The live room does not exist', data: null });
    }
    const offAir = await harness.stores.prisma.room.create({
      data: { streamerId: (await registerUser(stack)).id, streamerNickname: 'off', title: 'off the air', type: 1 },
    });
    expect(
      (await post('/api/Redenvelope/insert', sender, { room_id: offAir.id, diamonds: 10, count: 2 })).body,
    ).toEqual({
      code: 1,
      msg: 'This room is not live: red envelopes can only be sent in live rooms',
      data: null,
    });
    expect(await gold(stack, sender.id)).toBe(before);
    const envelope = await insert(10, 3);
    // Someone who knows the id but is not in the room; then in it; then gone again.
    const stranger = await registerUser(stack);
    const notThere = { code: 1, msg: 'Enter the live room to grab its red envelope', data: null };
    expect((await post('/api/Redenvelope/receiveRed', stranger, { id: envelope.id })).body).toEqual(notThere);
    const page = await enter(stranger);
    await ack(page, 'quitGroup', { groupId: `room_${roomId}` });
    expect((await post('/api/Redenvelope/receiveRed', stranger, { id: envelope.id })).body).toEqual(notThere);
    await ack(page, 'joinGroup', { groupId: `room_${roomId}` });
    expect((await post('/api/Redenvelope/receiveRed', stranger, { id: envelope.id })).body.code).toBe(0);
    expect((await post('/api/Redenvelope/receiveRed', sender, { id: envelope.id })).body).toEqual({
      code: 1,
      msg: 'You cannot grab your own red envelope',
      data: null,
    });

    const [during, after] = await present(2);
    const admin = await asAdmin(stack);
    const seal = (action: 'seal' | 'unseal') =>
      stack.api
        .post(`/api/admin/moderation/${action}`)
        .set('token', admin)
        .send({ room_id: roomId, reason: 'envelope test' });
    expect((await seal('seal')).body.code).toBe(0);
    try {
      const sealed = { code: 1, msg: 'This live room has been sealed by the platform', data: null };
      expect((await post('/api/Redenvelope/insert', sender, { room_id: roomId, diamonds: 10, count: 2 })).body).toEqual(
        sealed,
      );
      expect((await post('/api/Redenvelope/receiveRed', during, { id: envelope.id })).body).toEqual(sealed);
    } finally {
      expect((await seal('unseal')).body.code).toBe(0);
    }
    expect((await post('/api/Redenvelope/receiveRed', after, { id: envelope.id })).body.code).toBe(0);
  });

  it('stays exact under 1,000 concurrent grabs: every share once, one per user, sum N; the same user at once gets one', async () => {
    await credit(stack, sender.id, 5000);
    // The seal above took the room off the air.
    await harness.stores.prisma.room.update({ where: { id: roomId }, data: { liveSince: new Date() } });
    const envelope = await insert(5000, 1000);
    const base = 1_500_000_000 + Math.floor(Math.random() * 100_000_000);
    const grabbers = Array.from({ length: 1000 }, (_, i) => base + i);
    const extra = base + 5000;
    // A thousand chat sockets are not the point here: their presence is written as the gateway writes it.
    await harness.stores.redis.zadd(
      roomPresenceKey(roomId),
      ...[...grabbers, extra].flatMap((uid) => [Date.now() + 120_000, String(uid)]),
    );
    const answers = await Promise.all([
      ...grabbers.map((uid) => grabAs(uid, envelope.id)),
      ...Array.from({ length: 5 }, () => grabAs(extra, envelope.id)),
    ]);
    const won = answers.filter((a) => a.body.code === 0);
    const refused = answers.filter((a) => a.body.code !== 0);
    expect(refused.every((a) => a.body.code === 1)).toBe(true);
    expect(won).toHaveLength(1000);
    expect(won.reduce((sum, a) => sum + a.body.data.diamonds, 0)).toBe(5000);
    const shares = await harness.stores.prisma.redEnvelopeShare.findMany({ where: { envelopeId: envelope.id } });
    expect(shares.every((s) => s.userId !== null && s.paidAt !== null)).toBe(true);
    expect(new Set(shares.map((s) => s.userId)).size).toBe(1000);
    expect(shares.filter((s) => s.userId === extra).length).toBeLessThanOrEqual(1);
    const paid = await harness.stores.prisma.ledgerTransfer.aggregate({
      where: { idempotencyKey: { in: shares.map((s) => `red-envelope-share:${s.id}`) } },
      _sum: { amount: true },
    });
    expect(Number(paid._sum.amount)).toBe(5000);
  }, 180_000);
});
