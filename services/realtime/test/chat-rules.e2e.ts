import { randomUUID } from 'node:crypto';
import { BalancePush, ImMessage, LiveMessage, RoomChatModes } from '@arena/protocol';
process.env.IM_SEND_LIMIT = '50';

import { EventBus, SealedRooms } from '@arena/shared';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { internal } from '../../../test/support/internal';
import { stackOf } from '../../../test/support/stacks';
import { openStores, Stores } from '../../../test/support/stores';
import { useStack } from '../../../test/support/use-stack';
import { ack, closeAllClients, connect, next } from './socket-clients';

/**
 * A live room's chat rules, enforced by the gateway from its copy of the owners' events (chat modes,
 * staff and fan badges from the live service, follows from the account service): each refusal says
 * why in the sender's language; banned words are masked.
 */
describe('room chat rules', () => {
  // The live service too: the gateway asks it which streamer a room belongs to.
  const { stack } = useStack(() => stackOf('account', 'wallet', 'realtime', 'live'));
  let stores: Stores;
  let events: EventBus;

  beforeAll(() => {
    stores = openStores();
    events = new EventBus(stores.redis);
  });
  afterAll(async () => {
    closeAllClients();
    await stores.close();
  });

  const OPEN = {
    slow_seconds: 0,
    followers_only: false,
    followers_min_minutes: 0,
    fans_only: false,
    emote_only: false,
  };
  /** A room of the live service (its chat only opens for rooms that exist), with a made-up streamer. */
  const newRoom = async () =>
    (
      await stores.prisma.room.create({
        data: {
          streamerId: 300_000_000 + Math.floor(Math.random() * 1e9),
          streamerNickname: 'rules',
          title: 'chat rules',
          type: 1,
        },
      })
    ).id;
  const member = async (user: TestUser, roomId: number, lang: string) => {
    const socket = await connect(stack.url('realtime'), '/im', {
      auth: { userId: String(user.id), userSig: user.userSig, lang },
    });
    expect((await ack(socket, 'joinGroup', { groupId: `room_${roomId}` })).code).toBe(0);
    return (text: string) =>
      ack<ImMessage>(socket, 'sendGroupMessage', { groupId: `room_${roomId}`, type: 'text', text });
  };
  /** Announces modes as the live service does, and waits until the gateway's copy has them. */
  const setModes = async (modes: RoomChatModes) => {
    await events.publish('live.modes.changed', modes);
    await eventually(
      () => stores.prisma.imRoomChatModes.findUnique({ where: { roomId: modes.room_id } }),
      (row) =>
        row?.slowSeconds === modes.slow_seconds &&
        row.emoteOnly === modes.emote_only &&
        row.fansOnly === modes.fans_only &&
        row.followersOnly === modes.followers_only &&
        row.followersMinMinutes === modes.followers_min_minutes,
    );
  };

  it('emote-only lets only emoticon codes through, slow mode spaces a user out, and the room staff are not held back', async () => {
    const roomId = await newRoom();
    const [viewer, manager] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const [send, staffSend] = await Promise.all([member(viewer, roomId, 'en'), member(manager, roomId, 'zh')]);
    await events.publish('live.staff.changed', { roomId, userId: manager.id, role: 'manager' });
    await eventually(
      () => stores.prisma.imRoomStaff.count({ where: { roomId } }),
      (count) => count === 1,
    );

    await setModes({ room_id: roomId, ...OPEN, emote_only: true });
    expect(await send('hello')).toMatchObject({ code: 1, msg: 'Emote-only mode is on: only emoticons can be sent' });
    expect(await send('[smile] [laugh]')).toMatchObject({ code: 0, data: { text: '[smile] [laugh]' } });
    expect((await staffSend('大家好')).code).toBe(0);

    await setModes({ room_id: roomId, ...OPEN, slow_seconds: 3 });
    expect((await send('first')).code).toBe(0);
    expect(await send('second')).toMatchObject({ code: 1, msg: 'Slow mode is on: wait 3 s before your next message' });
    expect((await staffSend('一')).code).toBe(0);
    expect((await staffSend('二')).code).toBe(0);

    // Dismissed staff are held back like everyone; modes switched off free the room again.
    await events.publish('live.staff.changed', { roomId, userId: manager.id, role: null });
    await eventually(
      () => stores.prisma.imRoomStaff.count({ where: { roomId } }),
      (count) => count === 0,
    );
    expect((await staffSend('三')).code).toBe(0);
    expect(await staffSend('四')).toMatchObject({ code: 1, msg: '慢速模式：请等待3秒后再发言' });
    await setModes({ room_id: roomId, ...OPEN });
    expect((await send('free again')).code).toBe(0);
  });

  it('fan-badge-only admits wearers of the badge; followers-only refuses non-followers, in their language', async () => {
    const roomId = await newRoom();
    const [fan, other] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const [fanSend, otherSend] = await Promise.all([member(fan, roomId, 'vi'), member(other, roomId, 'en')]);
    await setModes({ room_id: roomId, ...OPEN, fans_only: true });
    expect(await fanSend('xin chào')).toMatchObject({
      code: 1,
      msg: 'Chỉ người đeo huy hiệu fan của chủ phòng mới có thể trò chuyện trong phòng này',
    });
    await events.publish('live.fans.changed', {
      streamerId: 1,
      roomId,
      userId: fan.id,
      member: true,
      wearing: true,
      badgeName: 'Fans',
    });
    await eventually(
      () => stores.prisma.imRoomFan.count({ where: { roomId } }),
      (count) => count === 1,
    );
    expect((await fanSend('xin chào')).code).toBe(0);
    expect(await otherSend('hi')).toMatchObject({
      code: 1,
      msg: "Only viewers wearing the streamer's fan badge can chat in this room",
    });
    // Taking the badge off ends it.
    await events.publish('live.fans.changed', {
      streamerId: 1,
      roomId,
      userId: fan.id,
      member: true,
      wearing: false,
      badgeName: 'Fans',
    });
    await eventually(
      () => stores.prisma.imRoomFan.count({ where: { roomId } }),
      (count) => count === 0,
    );
    expect((await fanSend('lại')).code).toBe(1);

    await setModes({ room_id: roomId, ...OPEN, followers_only: true, followers_min_minutes: 10 });
    expect(await otherSend('hi')).toMatchObject({
      code: 1,
      msg: 'Only viewers who have followed the streamer for at least 10 minutes can chat in this room',
    });
    await setModes({ room_id: roomId, ...OPEN, followers_only: true });
    expect(await otherSend('hi')).toMatchObject({
      code: 1,
      msg: 'Only followers of the streamer can chat in this room',
    });
  });

  it("shows beside each danmaku its sender's wealth level, worn fan badge and noble tier, in the push, the answer and the history", async () => {
    const roomId = await newRoom();
    const [fan, other] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const [fanSend, otherSend] = await Promise.all([member(fan, roomId, 'en'), member(other, roomId, 'en')]);
    expect((await otherSend('new here')).data).toMatchObject({ marks: { level: 1 } });
    expect((await otherSend('new here')).data?.marks?.fan).toBeUndefined();

    await events.publish('live.fans.changed', {
      streamerId: 1,
      roomId,
      userId: fan.id,
      member: true,
      wearing: true,
      badgeName: '球迷团',
    });
    await events.publish('user.wealth.changed', { userId: fan.id, level: 7 });
    // A late, older level changes nothing: levels only rise.
    await events.publish('user.wealth.changed', { userId: fan.id, level: 3 });
    await eventually(
      () => stores.prisma.imRoomFan.findFirst({ where: { roomId, userId: fan.id } }),
      (row) => row?.badgeName === '球迷团',
    );
    await eventually(
      () => stores.prisma.imProfile.findUnique({ where: { imId: String(fan.id) } }),
      (row) => row?.wealthLevel === 7,
    );
    const sent = await fanSend('goal!');
    expect(sent.data).toMatchObject({ marks: { level: 7, fan: '球迷团' } });

    const socket = await connect(stack.url('realtime'), '/im', {
      auth: { userId: String(other.id), userSig: other.userSig, lang: 'en' },
    });
    const history = await ack<{ list: ImMessage[] }>(socket, 'groupHistory', { groupId: `room_${roomId}` });
    expect(history.data?.list.find((m) => m.text === 'goal!')?.marks).toEqual({ level: 7, fan: '球迷团' });

    // The streamer renames the badge: every wearer's next danmaku shows the new name.
    await events.publish('live.fans.renamed', { streamerId: 1, roomId, badgeName: 'Ultras' });
    await eventually(
      () => stores.prisma.imRoomFan.findFirst({ where: { roomId, userId: fan.id } }),
      (row) => row?.badgeName === 'Ultras',
    );
    expect((await fanSend('again')).data?.marks).toEqual({ level: 7, fan: 'Ultras' });

    // A noble tier shows while it lasts; the newest version wins over a late older one.
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await events.publish('guard.changed', { userId: fan.id, level: 3, tierId: 3, expiresAt: inAMonth, version: 2 });
    await events.publish('guard.changed', { userId: fan.id, level: 1, tierId: 1, expiresAt: inAMonth, version: 1 });
    await eventually(
      () => stores.prisma.imProfile.findUnique({ where: { imId: String(fan.id) } }),
      (row) => row?.nobleVersion === 2,
    );
    expect((await fanSend('noble')).data?.marks).toEqual({ level: 7, fan: 'Ultras', noble: 3 });
    await events.publish('guard.changed', {
      userId: fan.id,
      level: 0,
      tierId: null,
      expiresAt: new Date().toISOString(),
      version: 3,
    });
    await eventually(
      () => stores.prisma.imProfile.findUnique({ where: { imId: String(fan.id) } }),
      (row) => row?.nobleVersion === 3,
    );
    expect((await fanSend('plain again')).data?.marks).toEqual({ level: 7, fan: 'Ultras' });
  });

  it("announces a noble's entry to the room once a minute, whatever their tabs; a plain viewer's entry is not announced", async () => {
    const roomId = await newRoom();
    const [noble, plain] = await Promise.all([registerUser(stack), registerUser(stack)]);
    await events.publish('guard.changed', {
      userId: noble.id,
      level: 2,
      tierId: 2,
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      version: 1,
    });
    await eventually(
      () => stores.prisma.imProfile.findUnique({ where: { imId: String(noble.id) } }),
      (row) => row?.nobleLevel === 2,
    );
    const watcher = await connect(stack.url('realtime'), '/live');
    await ack(watcher, 'register', { client: 'web' });
    await ack(watcher, 'enterRoom', { roomId });
    const entries: LiveMessage[] = [];
    watcher.on('message', (m: LiveMessage) => m.code === 200 && m.type === 'enterRoom' && entries.push(m));

    await member(plain, roomId, 'en');
    await member(noble, roomId, 'en');
    await member(noble, roomId, 'zh'); // a second tab
    await eventually(
      async () => entries.length,
      (count) => count >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(entries).toEqual([
      {
        code: 200,
        type: 'enterRoom',
        roomId,
        data: { uid: noble.id, nick: expect.stringMatching(/\*{4}/), noble: 2, level: 1 },
      },
    ]);
  });

  it("tells a spender's own pages their wealth level once the account service has counted the spend", async () => {
    const spender = await registerUser(stack);
    const page = await connect(stack.url('realtime'), '/live');
    await ack(page, 'register', { client: 'web', userId: spender.id, userSig: spender.userSig });
    const told = next<LiveMessage>(page, 'message', (m) => m.code === 200 && m.type === 'wealthLevel', 15_000);
    const transfer = (body: Record<string, unknown>) =>
      internal(stack, 'wallet', 'post', '/internal/transfers').send({
        idempotency_key: randomUUID(),
        reason: 'gift',
        ...body,
      });
    expect(
      (
        await transfer({
          from: { system: 'diamond.adjustments' },
          to: { user_id: spender.id, kind: 'diamond' },
          amount: '188',
          reason: 'adjustment',
        })
      ).body.code,
    ).toBe(0);
    // 188 diamonds spent (a golden ball) is 188 wealth experience: Lv.2.
    expect(
      (
        await transfer({
          from: { user_id: spender.id, kind: 'diamond' },
          to: { system: 'diamond.spending' },
          amount: '188',
        })
      ).body.code,
    ).toBe(0);
    expect(await told).toEqual({
      code: 200,
      type: 'wealthLevel',
      data: { userlevel: 2, exp_percent: expect.any(Number) },
    });
  });

  it("tells a user's own pages each new balance, newest transfer last, and nothing for a late older announcement", async () => {
    const user = await registerUser(stack);
    const page = await connect(stack.url('realtime'), '/live');
    await ack(page, 'register', { client: 'web', userId: user.id, userSig: user.userSig });
    const pushes: BalancePush[] = [];
    page.on('message', (m: LiveMessage) => {
      if (m.code === 200 && m.type === 'balance') pushes.push(m.data);
    });
    const pushed = (version: string) =>
      eventually(
        async () => pushes,
        (list) => list.some((p) => p.version === version),
      );
    const transfer = async (body: Record<string, unknown>) => {
      const posted = await internal(stack, 'wallet', 'post', '/internal/transfers').send({
        idempotency_key: randomUUID(),
        ...body,
      });
      return posted.body.data.transfer_id as string;
    };
    const credit = await transfer({
      from: { system: 'diamond.adjustments' },
      to: { user_id: user.id, kind: 'diamond' },
      amount: '50',
      reason: 'adjustment',
    });
    // Debits by adjustment, not gifts: a gift completes the daily gift task, and another suite's
    // activity service (same Redis, same streams) would then reward this user meanwhile.
    const spend = await transfer({
      from: { user_id: user.id, kind: 'diamond' },
      to: { system: 'diamond.adjustments' },
      amount: '12.5',
      reason: 'adjustment',
    });
    const cash = await transfer({
      from: { system: 'consumption.adjustments' },
      to: { user_id: user.id, kind: 'consumption' },
      amount: '3',
      reason: 'adjustment',
    });
    await pushed(spend);
    await pushed(cash);
    // Changes read together keep only the newest of each balance, so the credit may have gone unannounced.
    // The two balances are announced independently (a relay may carry one before the other), so only
    // each balance's own order is promised.
    const byField = (field: string) => pushes.filter((p) => p.field === field && p.version !== credit);
    expect(byField('gold')).toEqual([{ field: 'gold', value: '37.5', version: spend }]);
    expect(byField('consumption')).toEqual([{ field: 'consumption', value: '3.00', version: cash }]);
    expect(pushes.filter((p) => p.version !== credit)).toHaveLength(2);

    // A redelivered announcement of the credit: the balance shown is newer, so no push for it.
    const seen = pushes.length;
    await events.publish('wallet.balance.changed', {
      userId: user.id,
      kind: 'diamond',
      balance: '50.00',
      transferId: credit,
    });
    const last = await transfer({
      from: { user_id: user.id, kind: 'diamond' },
      to: { system: 'diamond.adjustments' },
      amount: '1',
      reason: 'adjustment',
    });
    await pushed(last);
    expect(pushes.slice(seen)).toEqual([{ field: 'gold', value: '36.5', version: last }]);
  });

  it("followers-only lets a viewer post once they follow the room's streamer (for N minutes when set); the streamer is never held back", async () => {
    // A seeded room and its streamer (README's demo accounts).
    const streamerLogin = (
      await stack.api.post('/api/user/login').send({ mobile: '13900000002', password: 'anchor123' })
    ).body.data as { token: string; userSig: string; id: number };
    const room = (await stack.api.post('/api/live/getLiveByUid').send({ uid: streamerLogin.id })).body;
    expect(room).toMatchObject({ code: 0, data: { anchor_id: streamerLogin.id } });
    const roomId = (room.data as { id: number }).id;
    const streamer = { id: streamerLogin.id, userSig: streamerLogin.userSig } as TestUser;
    const viewer = await registerUser(stack);
    const [viewerSend, streamerSend] = await Promise.all([
      member(viewer, roomId, 'en'),
      member(streamer, roomId, 'zh'),
    ]);
    try {
      await setModes({ room_id: roomId, ...OPEN, followers_only: true });
      expect(await viewerSend('hi')).toMatchObject({
        code: 1,
        msg: 'Only followers of the streamer can chat in this room',
      });
      expect((await streamerSend('欢迎')).code).toBe(0);

      expect(
        (await stack.api.post('/api/Member/attention').set('token', viewer.token).send({ anchor_id: streamer.id })).body
          .data,
      ).toMatchObject({ is_attention: 1 });
      await eventually(
        () =>
          stores.prisma.imFollow.findFirst({
            where: { followerId: viewer.id, streamerId: streamer.id, following: true },
          }),
        Boolean,
      );
      expect((await viewerSend('hi, following now')).code).toBe(0);

      await setModes({ room_id: roomId, ...OPEN, followers_only: true, followers_min_minutes: 10 });
      expect(await viewerSend('again')).toMatchObject({
        code: 1,
        msg: 'Only viewers who have followed the streamer for at least 10 minutes can chat in this room',
      });
      expect((await streamerSend('还是我')).code).toBe(0);
    } finally {
      // A seeded room: leave it open for the other suites.
      await setModes({ room_id: roomId, ...OPEN });
    }
  });

  it("reloads a room's modes from the live service when the gateway's copy is missing, instead of letting the room chat unrestricted", async () => {
    const streamerLogin = (
      await stack.api.post('/api/user/login').send({ mobile: '13900000133', password: 'anchor123' })
    ).body.data as { token: string; id: number };
    const room = (await stack.api.post('/api/live/getLiveByUid').send({ uid: streamerLogin.id })).body.data as {
      id: number;
    };
    const setByStreamer = (modes: Partial<RoomChatModes>) =>
      stack.api
        .post('/api/chat-modes')
        .set('token', streamerLogin.token)
        .send({ room_id: room.id, ...OPEN, ...modes });
    const viewer = await registerUser(stack);
    const send = await member(viewer, room.id, 'en');
    try {
      expect((await setByStreamer({ emote_only: true })).body.code).toBe(0);
      await eventually(
        () => stores.prisma.imRoomChatModes.findUnique({ where: { roomId: room.id } }),
        (row) => row?.emoteOnly === true,
      );
      // The copy is lost (a reset store, a consumer that started after the event was trimmed).
      await stores.prisma.imRoomChatModes.delete({ where: { roomId: room.id } });

      expect(await send('hello')).toMatchObject({ code: 1, msg: 'Emote-only mode is on: only emoticons can be sent' });
      expect(await stores.prisma.imRoomChatModes.findUnique({ where: { roomId: room.id } })).toMatchObject({
        emoteOnly: true,
        slowSeconds: 0,
      });
      expect((await send('[smile]')).code).toBe(0);
    } finally {
      expect((await setByStreamer({})).body.code).toBe(0);
    }
    await eventually(
      () => stores.prisma.imRoomChatModes.findUnique({ where: { roomId: room.id } }),
      (row) => row?.emoteOnly === false,
    );
    expect((await send('free again')).code).toBe(0);
  });

  it("keeps the newest follow change of a pair, whatever order the account service's events arrive in", async () => {
    const followerId = 900_000 + Math.floor(Math.random() * 1e5);
    const streamerId = followerId + 1;
    const read = () =>
      stores.prisma.imFollow.findUnique({ where: { followerId_streamerId: { followerId, streamerId } } });
    await events.publish('follow.changed', { followerId, streamerId, following: true, at: '2026-11-23T10:00:00.000Z' });
    await events.publish('follow.changed', {
      followerId,
      streamerId,
      following: false,
      at: '2026-11-23T09:00:00.000Z',
    });
    await events.publish('follow.changed', { followerId, streamerId, following: true, at: '2026-11-23T10:00:00.000Z' });
    await events.publish('follow.changed', {
      followerId: streamerId,
      streamerId: followerId,
      following: true,
      at: '2026-11-23T11:00:00.000Z',
    });
    await eventually(
      () => stores.prisma.imFollow.count({ where: { followerId: streamerId } }),
      (count) => count === 1,
    );
    expect(await read()).toMatchObject({ following: true, changedAt: new Date('2026-11-23T10:00:00.000Z') });
  });

  it("opens a live room's chat only for a room that exists and is not sealed; nobody else makes a room's group", async () => {
    const roomId = await newRoom();
    const user = await registerUser(stack);
    const socket = await connect(stack.url('realtime'), '/im', {
      auth: { userId: String(user.id), userSig: user.userSig, lang: 'en' },
    });
    expect(await ack(socket, 'joinGroup', { groupId: 'room_2147483000' })).toEqual({
      code: 1,
      msg: 'The live room does not exist',
      data: null,
    });
    for (const groupId of [`room_${roomId}`, 'room_27', 'room_lobby'])
      expect(await ack(socket, 'createGroup', { groupId, name: 'mine now' })).toEqual({
        code: 1,
        msg: "A live room's chat group is made by the room itself",
        data: null,
      });

    const send = await member(user, roomId, 'en');
    expect((await send('before')).code).toBe(0);
    const sealed = { code: 1, msg: 'This live room has been sealed by the platform', data: null };
    await new SealedRooms(stores.redis).mark(roomId, true);
    try {
      expect(await send('during')).toEqual(sealed);
      const late = await connect(stack.url('realtime'), '/im', {
        auth: { userId: String(user.id), userSig: user.userSig, lang: 'en' },
      });
      expect(await ack(late, 'joinGroup', { groupId: `room_${roomId}` })).toEqual(sealed);
    } finally {
      await new SealedRooms(stores.redis).mark(roomId, false);
    }
    expect((await send('after')).code).toBe(0);
  });

  it('masks banned words for the room and the sender alike, whatever their case', async () => {
    const roomId = await newRoom();
    const [talker, watcher] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const send = await member(talker, roomId, 'en');
    const watcherSocket = await connect(stack.url('realtime'), '/im', {
      auth: { userId: String(watcher.id), userSig: watcher.userSig },
    });
    expect((await ack(watcherSocket, 'joinGroup', { groupId: `room_${roomId}` })).code).toBe(0);
    const seen = next<ImMessage>(watcherSocket, 'groupMessage');
    const sent = await send('what the FUCK, 傻逼 referee');
    expect(sent).toMatchObject({ code: 0, data: { text: 'what the ****, ** referee' } });
    expect((await seen).text).toBe('what the ****, ** referee');
  });
});
