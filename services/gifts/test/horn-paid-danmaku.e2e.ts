process.env.HORN_PRICE_DIAMONDS = '100';
process.env.NOBILITY_MONTH_SECONDS = String(30 * 86_400);
import { randomUUID } from 'node:crypto';
import { LiveMessage } from '@arena/protocol';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { internal } from '../../../test/support/internal';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { ack, closeAllClients, connect, next } from '../../realtime/test/socket-clients';
import { PaymentsSettling } from '../src/settling/payments-settling';
import { credit, gold } from './ledger';

/** The horn (Member/sneHorn) and paid danmaku (Barrage/*) through the edge, on the real ledger and sockets. */
describe('horn and paid danmaku', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'live', 'realtime', 'gifts'));
  const { stack } = harness;
  afterAll(() => closeAllClients());
  const post = (path: string, user: TestUser | null, body: object, lang = 'en') => {
    const call = stack.api.post(path).set('x-lang', lang);
    return (user ? call.set('token', user.token) : call).send(body);
  };
  const horn = (user: TestUser, body: object, lang = 'en') => post('/api/Member/sneHorn', user, body, lang);
  const liveSocket = async () => {
    const socket = await connect(stack.url('realtime'), '/live');
    await ack(socket, 'register', { client: 'web' });
    return socket;
  };

  describe('the horn', () => {
    it("is free for a noble's first 30 messages of the month, then costs HORN_PRICE_DIAMONDS", async () => {
      const noble = await registerUser(stack);
      await credit(stack, noble.id, 350);
      const knight = await harness.stores.prisma.nobilityTier.findUniqueOrThrow({ where: { code: 'knight' } });
      expect((await post('/api/guard_user/buy', noble, { tier_id: knight.id, months: 1 })).body.code).toBe(0);
      for (let i = 1; i <= 30; i++) {
        const free = await horn(noble, { content: `free horn ${i}` });
        expect(free.body).toMatchObject({
          code: 0,
          data: { from_quota: true, diamonds: 0, horn_left: 30 - i, gold: null },
        });
      }
      expect(await gold(stack, noble.id)).toBe(250);
      const paid = await horn(noble, { content: 'paid horn', request_key: 'horn-paid-0001' });
      expect(paid.body).toMatchObject({
        code: 0,
        msg: 'Horn message sent',
        data: { from_quota: false, diamonds: 100, horn_left: 0, gold: '150', replayed: false },
      });
      const again = await horn(noble, { content: 'paid horn', request_key: 'horn-paid-0001' });
      expect(again.body.data).toMatchObject({ id: paid.body.data.id, replayed: true });
      expect(await gold(stack, noble.id)).toBe(150);
      const other = await horn(noble, { content: 'another text', request_key: 'horn-paid-0001' });
      expect(other.body).toEqual({
        code: 1,
        msg: 'This request key was already used for a different message',
        data: null,
      });
      const rows = await harness.stores.prisma.paidMessage.findMany({ where: { userId: noble.id, kind: 'horn' } });
      expect(rows.filter((r) => r.fromQuota)).toHaveLength(30);
      expect(rows.filter((r) => !r.fromQuota).map((r) => Number(r.diamonds))).toEqual([100]);
      const list = await post('/api/Guard/getList', noble, {});
      expect(list.body.data.membership.horn_left).toBe(0);
    });

    it('never gives more than the quota when a noble sends 40 at once', async () => {
      const noble = await registerUser(stack);
      await credit(stack, noble.id, 100);
      const knight = await harness.stores.prisma.nobilityTier.findUniqueOrThrow({ where: { code: 'knight' } });
      await post('/api/guard_user/buy', noble, { tier_id: knight.id, months: 1 });
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => horn(noble, { content: `burst ${i}` })));
      expect(results.filter((r) => r.body.code === 0 && r.body.data.from_quota)).toHaveLength(30);
      expect(results.filter((r) => r.body.code === 1).every((r) => r.body.msg === 'Not enough diamonds')).toBe(true);
      expect(
        await harness.stores.prisma.paidMessage.count({ where: { userId: noble.id, kind: 'horn', fromQuota: true } }),
      ).toBe(30);
    });

    it.each([
      ['zh', '钻石余额不足'],
      ['en', 'Not enough diamonds'],
      ['vi', 'Không đủ vàng'],
    ])(
      'costs a user without nobility HORN_PRICE_DIAMONDS and refuses a short balance, recording nothing (%s)',
      async (lang, msg) => {
        const user = await registerUser(stack);
        await credit(stack, user.id, 99);
        const short = await horn(user, { content: 'too poor' }, lang);
        expect(short.body).toEqual({ code: 1, msg, data: null });
        expect(await harness.stores.prisma.paidMessage.count({ where: { userId: user.id } })).toBe(0);
        await credit(stack, user.id, 1);
        const paid = await horn(user, { content: 'now I can' }, lang);
        expect(paid.body.data).toMatchObject({ from_quota: false, diamonds: 100, horn_left: 0, gold: '0' });
      },
    );

    it('reaches every live socket, in a room or not, as a code 100 horn message', async () => {
      const user = await registerUser(stack);
      await credit(stack, user.id, 100);
      const [lobby, inRoom] = [await liveSocket(), await liveSocket()];
      await ack(inRoom, 'enterRoom', { roomId: 1 });
      const heard = [lobby, inRoom].map((socket) =>
        next<LiveMessage>(
          socket,
          'message',
          (m) => m.code === 100 && m.type === 'horn' && (m.data as { user_id: number }).user_id === user.id,
        ),
      );
      const sent = await horn(user, { content: 'hello everyone' });
      expect(sent.body.code).toBe(0);
      for (const message of await Promise.all(heard)) {
        expect(message).toMatchObject({
          code: 100,
          type: 'horn',
          data: { id: sent.body.data.id, user_id: user.id, content: 'hello everyone', toplevel: 0 },
        });
      }
    });

    it('shows late a horn whose price the wallet posted but whose answer was lost, and releases one never posted (the settling sweep)', async () => {
      const user = await registerUser(stack);
      await credit(stack, user.id, 250);
      const old = new Date(Date.now() - 600_000);
      const [paid, unpaid] = await Promise.all(
        ['paid late', 'never paid'].map((content) =>
          harness.stores.prisma.paidMessage.create({
            data: {
              kind: 'horn',
              requestKey: `${user.id}:${randomUUID()}`,
              userId: user.id,
              content,
              diamonds: 100,
              createdAt: old,
            },
          }),
        ),
      );
      const posted = await internal(stack, 'wallet', 'post', '/internal/transfers').send({
        idempotency_key: `horn:${paid.requestKey}`,
        from: { user_id: user.id, kind: 'diamond' },
        to: { system: 'diamond.spending' },
        amount: '100',
        reason: 'horn',
      });
      expect(posted.body.code).toBe(0);
      const lobby = await liveSocket();
      const heard = next<LiveMessage>(
        lobby,
        'message',
        (m) => m.code === 100 && m.type === 'horn' && (m.data as { user_id: number }).user_id === user.id,
      );
      await stack.app('gifts').get(PaymentsSettling).settle('horn');
      expect(await heard).toMatchObject({ data: { id: paid.id, content: 'paid late' } });
      expect((await harness.stores.prisma.paidMessage.findUniqueOrThrow({ where: { id: paid.id } })).transferId).toBe(
        posted.body.data.transfer_id,
      );
      expect(await harness.stores.prisma.paidMessage.findUnique({ where: { id: unpaid.id } })).toBeNull();
      expect(await gold(stack, user.id)).toBe(150);
    });

    it('refuses empty or over-long content', async () => {
      const user = await registerUser(stack);
      expect((await horn(user, { content: '   ' })).body.code).toBe(1);
      expect((await horn(user, { content: 'x'.repeat(101) })).body.code).toBe(1);
    });
  });

  describe('paid danmaku', () => {
    let roomId: number;
    let streamer: TestUser;
    beforeAll(async () => {
      streamer = await registerUser(stack);
      roomId = (
        await harness.stores.prisma.room.create({
          data: { streamerId: streamer.id, streamerNickname: 'barrage anchor', title: 'barrage', type: 1 },
        })
      ).id;
    });
    const styles = async () =>
      (await post('/api/Barrage/getList', null, {})).body.data as {
        id: number;
        code: string;
        diamonds: number;
        color: string;
        effect: string;
        name: string;
      }[];

    it("lists the seeded styles with their price, colour and effect in the visitor's language", async () => {
      const list = (await post('/api/Barrage/getList', null, {}, 'vi')).body.data;
      expect(list.map((s: { code: string }) => s.code)).toEqual(['gold', 'neon', 'headline']);
      expect(list[0]).toMatchObject({ name: 'Bình luận vàng', diamonds: 10, color: '#f5b300', effect: 'float' });
    });

    it('charges the style price once per request key and shows the message in the room as a code 200 barrage event', async () => {
      const user = await registerUser(stack);
      await credit(stack, user.id, 100);
      const neon = (await styles()).find((s) => s.code === 'neon')!;
      const socket = await liveSocket();
      await ack(socket, 'enterRoom', { roomId });
      const shown: LiveMessage[] = [];
      socket.on('message', (m: LiveMessage) => {
        if (m.code === 200 && m.type === 'barrage') shown.push(m);
      });
      const announced = next<LiveMessage>(socket, 'message', (m) => m.code === 200 && m.type === 'barrage');
      const sent = await post('/api/Barrage/send', user, {
        room_id: roomId,
        style_id: neon.id,
        content: 'goal!!!',
        request_key: 'barrage-key-01',
      });
      expect(sent.body).toMatchObject({
        code: 0,
        data: { room_id: roomId, style_id: neon.id, content: 'goal!!!', diamonds: 30, gold: '70', replayed: false },
      });
      expect(await announced).toMatchObject({
        code: 200,
        type: 'barrage',
        roomId,
        data: {
          id: sent.body.data.id,
          user_id: user.id,
          content: 'goal!!!',
          color: '#20e3ff',
          effect: 'glow',
          style_code: 'neon',
        },
      });
      const again = await post('/api/Barrage/send', user, {
        room_id: roomId,
        style_id: neon.id,
        content: 'goal!!!',
        request_key: 'barrage-key-01',
      });
      expect(again.body.data).toMatchObject({ id: sent.body.data.id, replayed: true, gold: null });
      expect(await gold(stack, user.id)).toBe(70);
      const row = await harness.stores.prisma.paidMessage.findUniqueOrThrow({ where: { id: sent.body.data.id } });
      expect(row).toMatchObject({ kind: 'barrage', roomId, styleId: neon.id, fromQuota: false });
      expect(row.transferId).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(shown).toHaveLength(1);
      const conflict = await post('/api/Barrage/send', user, {
        room_id: roomId,
        style_id: neon.id,
        content: 'other',
        request_key: 'barrage-key-01',
      });
      expect(conflict.body).toEqual({
        code: 1,
        msg: 'This request key was already used for a different message',
        data: null,
      });
    });

    it('shows late a paid danmaku whose price the wallet posted but whose answer was lost (the settling sweep)', async () => {
      const user = await registerUser(stack);
      await credit(stack, user.id, 50);
      const gold10 = (await styles()).find((s) => s.code === 'gold')!;
      const message = await harness.stores.prisma.paidMessage.create({
        data: {
          kind: 'barrage',
          requestKey: `${user.id}:${randomUUID()}`,
          userId: user.id,
          roomId,
          styleId: gold10.id,
          content: 'late but paid',
          diamonds: 10,
          createdAt: new Date(Date.now() - 600_000),
        },
      });
      const posted = await internal(stack, 'wallet', 'post', '/internal/transfers').send({
        idempotency_key: `barrage:${message.requestKey}`,
        from: { user_id: user.id, kind: 'diamond' },
        to: { system: 'diamond.spending' },
        amount: '10',
        reason: 'barrage',
      });
      expect(posted.body.code).toBe(0);
      const socket = await liveSocket();
      await ack(socket, 'enterRoom', { roomId });
      const shown = next<LiveMessage>(
        socket,
        'message',
        (m) => m.code === 200 && m.type === 'barrage' && (m.data as { id: number }).id === message.id,
      );
      await stack.app('gifts').get(PaymentsSettling).settle('barrage');
      expect(await shown).toMatchObject({
        roomId,
        data: { user_id: user.id, content: 'late but paid', style_code: 'gold' },
      });
      expect(await gold(stack, user.id)).toBe(40);
    });

    it('refuses a short balance (nothing recorded, nothing shown), an unknown style and an unknown room', async () => {
      const user = await registerUser(stack);
      await credit(stack, user.id, 5);
      const gold10 = (await styles()).find((s) => s.code === 'gold')!;
      expect(
        (await post('/api/Barrage/send', user, { room_id: roomId, style_id: gold10.id, content: 'poor' }, 'zh')).body,
      ).toEqual({ code: 1, msg: '钻石余额不足', data: null });
      expect(await harness.stores.prisma.paidMessage.count({ where: { userId: user.id } })).toBe(0);
      expect(
        (await post('/api/Barrage/send', user, { room_id: roomId, style_id: 999_999, content: 'x' })).body,
      ).toEqual({
        code: 1,
        msg: 'This danmaku style does not exist or is no longer offered',
        data: null,
      });
      expect(
        (await post('/api/Barrage/send', user, { room_id: 999_999, style_id: gold10.id, content: 'x' })).body,
      ).toEqual({ code: 1, msg: 'The live room does not exist', data: null });
    });

    it('refuses a muted viewer, who pays nothing, until the mute is lifted', async () => {
      const user = await registerUser(stack);
      await credit(stack, user.id, 50);
      const gold10 = (await styles()).find((s) => s.code === 'gold')!;
      const target = { groupId: `room_${roomId}`, userId: user.id, kind: 'mute' };
      expect(
        (await internal(stack, 'realtime', 'post', '/internal/im-restrictions').send({ ...target, seconds: 600 })).body
          .code,
      ).toBe(0);
      expect(
        (await post('/api/Barrage/send', user, { room_id: roomId, style_id: gold10.id, content: 'let me in' }, 'vi'))
          .body,
      ).toEqual({
        code: 1,
        msg: 'Bạn đang bị cấm chat trong phòng này và chưa thể gửi bình luận',
        data: null,
      });
      expect(await gold(stack, user.id)).toBe(50);
      expect((await internal(stack, 'realtime', 'post', '/internal/im-restrictions/lift').send(target)).body.code).toBe(
        0,
      );
      expect(
        (await post('/api/Barrage/send', user, { room_id: roomId, style_id: gold10.id, content: 'back again' })).body,
      ).toMatchObject({ code: 0, data: { gold: '40' } });
    });
  });
});
