import { LiveMessage, liveRoomGroupId } from '@arena/protocol';
import { streamKey } from '@arena/shared';
import { Socket } from 'socket.io-client';
import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { stackOf } from '../../../test/support/stacks';
import { videoArrives } from '../../../test/support/pushes';
import { useStack } from '../../../test/support/use-stack';
import { ack, closeAllClients, connect, next } from '../../realtime/test/socket-clients';

/**
 * Moderation through the edge, enforced by the live service: who may mute, shield, appoint, change
 * chat modes, seal and kick out; each action reaches the room as a code 200 event and the audit log.
 */
describe('live moderation', () => {
  const harness = useStack(() => stackOf('account', 'realtime', 'live'));
  let streamer: TestUser;
  let manager: TestUser;
  let viewer: TestUser;
  let roomId: number;
  let admin: string;
  const { stack } = harness;

  beforeAll(async () => {
    [streamer, manager, viewer] = await Promise.all([registerUser(stack), registerUser(stack), registerUser(stack)]);
    admin = await asAdmin(stack);
    const room = await harness.stores.prisma.room.create({
      data: { streamerId: streamer.id, streamerNickname: 'anchor', title: 'moderation test', type: 1 },
    });
    roomId = room.id;
  });
  afterAll(() => closeAllClients());

  const post = (path: string, token: string | undefined, body: object, lang = 'en') => {
    const request = stack.api.post(path).set('x-lang', lang).send(body);
    return token ? request.set('token', token) : request;
  };
  /** A page that entered the room on the live socket (a logged-in one registers as its user). */
  const roomSocket = async (user?: TestUser): Promise<Socket> => {
    const socket = await connect(stack.url('realtime'), '/live');
    await ack(socket, 'register', user ? { client: 'web', userId: user.id, userSig: user.userSig } : { client: 'web' });
    await ack(socket, 'enterRoom', { roomId });
    return socket;
  };
  const roomEvent = (socket: Socket, type: string) =>
    next<LiveMessage>(socket, 'message', (m) => m.code === 200 && m.type === type);
  const chatSocket = async (user: TestUser): Promise<Socket> => {
    const socket = await connect(stack.url('realtime'), '/im', {
      auth: { userId: String(user.id), userSig: user.userSig, lang: 'en' },
    });
    expect((await ack(socket, 'joinGroup', { groupId: liveRoomGroupId(roomId) })).code).toBe(0);
    return socket;
  };
  const say = (socket: Socket, text: string) =>
    ack(socket, 'sendGroupMessage', { groupId: liveRoomGroupId(roomId), type: 'text', text });

  it('lets the streamer appoint a room administrator, and nobody else', async () => {
    const watcher = await roomSocket();
    const refused = await post(
      '/api/RoomManage/setAdministrations',
      viewer.token,
      { room_id: roomId, uid: manager.id },
      'zh',
    );
    expect(refused.body).toEqual({ code: 1, msg: '只有主播或管理员可以设置房管', data: null });

    const event = roomEvent(watcher, 'setAdministrations');
    const appointed = await post('/api/RoomManage/setAdministrations', streamer.token, {
      room_id: roomId,
      uid: manager.id,
    });
    expect(appointed.body).toMatchObject({
      code: 0,
      msg: 'Appointed',
      data: { room_id: roomId, uid: manager.id, role: 'manager' },
    });
    expect(await event).toMatchObject({
      roomId,
      data: { uid: manager.id, by: streamer.id, status: 1, role: 'manager' },
    });

    const list = await post('/api/RoomManage/getLiveRoomManageList', manager.token, { room_id: roomId });
    expect(list.body.data).toMatchObject({ total: 1, list: [{ uid: manager.id, role: 'manager' }] });
    expect((await post('/api/RoomManage/getLiveRoomManageList', viewer.token, { room_id: roomId })).body.code).toBe(1);
    // A room administrator does not appoint others.
    expect(
      (await post('/api/RoomManage/setAdministrations', manager.token, { room_id: roomId, uid: viewer.id })).body.code,
    ).toBe(1);
  });

  it('keeps a room to 200 administrators and assistants', async () => {
    const owner = await registerUser(stack);
    const full = await harness.stores.prisma.room.create({
      data: { streamerId: owner.id, streamerNickname: 'full', title: 'full', type: 2 },
    });
    await harness.stores.prisma.roomStaff.createMany({
      data: Array.from({ length: 200 }, (_, i) => ({
        roomId: full.id,
        userId: 2_000_000_000 + i,
        role: i % 2 ? ('assistant' as const) : ('manager' as const),
      })),
    });
    const refused = await post(
      '/api/RoomManage/setAdministrations',
      owner.token,
      { room_id: full.id, uid: viewer.id },
      'en',
    );
    expect(refused.body).toEqual({ code: 1, msg: 'A room has at most 200 administrators and assistants', data: null });
    // One who is staff already may change role when the room is full.
    await harness.stores.prisma.roomStaff.update({
      where: { roomId_userId: { roomId: full.id, userId: 2_000_000_000 } },
      data: { userId: manager.id },
    });
    expect(
      (
        await post('/api/RoomManage/setAdministrations', owner.token, {
          room_id: full.id,
          uid: manager.id,
          role: 'assistant',
        })
      ).body.data.role,
    ).toBe('assistant');
    expect(await harness.stores.prisma.roomStaff.count({ where: { roomId: full.id } })).toBe(200);
  });

  it('lets a room administrator mute a viewer, who then cannot post until the mute is lifted', async () => {
    const watcher = await roomSocket();
    const chat = await chatSocket(viewer);
    expect((await say(chat, 'hello')).code).toBe(0);

    const muted = roomEvent(watcher, 'setTaboo');
    const taboo = await post('/api/Live/setTaboo', manager.token, { room_id: roomId, uid: viewer.id, seconds: 600 });
    expect(taboo.body).toMatchObject({ code: 0, msg: 'The user is muted', data: { room_id: roomId, uid: viewer.id } });
    expect(taboo.body.data.until).toBeGreaterThan(Date.now() + 590_000);
    expect(await muted).toMatchObject({
      roomId,
      data: { uid: viewer.id, by: manager.id, until: taboo.body.data.until },
    });
    expect(await say(chat, 'still here?')).toMatchObject({ code: 1, msg: 'You have been muted in this room' });

    const status = await post('/api/Live/getUserStatus', viewer.token, { room_id: roomId });
    expect(status.body.data).toMatchObject({
      uid: viewer.id,
      role: 'viewer',
      muted: true,
      can_moderate: false,
      shielded: false,
    });
    const seenByManager = await post('/api/Live/getUserStatus', manager.token, { room_id: roomId, uid: viewer.id });
    expect(seenByManager.body.data).toMatchObject({ uid: viewer.id, muted: true });
    expect((await post('/api/Live/getUserStatus', viewer.token, { room_id: roomId, uid: manager.id })).body.code).toBe(
      1,
    );
    const visitor = await post('/api/Live/getUserStatus', undefined, { room_id: roomId });
    expect(visitor.body.data).toMatchObject({ uid: 0, role: 'viewer', can_moderate: false, muted: false });
    expect((await post('/api/Live/getUserStatus', undefined, { room_id: roomId, uid: viewer.id })).body.code).toBe(1);

    const lifted = roomEvent(watcher, 'relieveTaboo');
    expect(
      (await post('/api/RoomManage/relieveTaboo', manager.token, { room_id: roomId, uid: viewer.id })).body.code,
    ).toBe(0);
    expect(await lifted).toMatchObject({ data: { uid: viewer.id, by: manager.id } });
    expect((await say(chat, 'back')).code).toBe(0);
  });

  it('refuses moderation by viewers, of the streamer, and of staff by staff, in the caller language', async () => {
    const byViewer = await post('/api/Live/setTaboo', viewer.token, { room_id: roomId, uid: manager.id }, 'vi');
    expect(byViewer.body).toEqual({
      code: 1,
      msg: 'Chỉ người phát sóng, quản lý phòng hoặc quản trị viên mới được quản lý phòng này',
      data: null,
    });
    expect((await post('/api/Live/setTaboo', manager.token, { room_id: roomId, uid: streamer.id })).body).toMatchObject(
      {
        code: 1,
        msg: 'You cannot do this to the streamer',
      },
    );
    const other = await registerUser(stack);
    await post('/api/RoomManage/setAdministrations', streamer.token, {
      room_id: roomId,
      uid: other.id,
      role: 'assistant',
    });
    expect((await post('/api/Live/setTaboo', manager.token, { room_id: roomId, uid: other.id })).body.code).toBe(1);
    expect(
      (await post('/api/Live/setTaboo', streamer.token, { room_id: roomId, uid: other.id, seconds: 60 })).body.code,
    ).toBe(0);
    const assistants = await post('/api/live/assistantList', streamer.token, { room_id: roomId });
    expect(assistants.body.data.list).toEqual([expect.objectContaining({ uid: other.id, role: 'assistant' })]);
    expect(
      (await post('/api/RoomManage/delLiveRoomManage', streamer.token, { room_id: roomId, uid: other.id })).body.code,
    ).toBe(0);
    expect(
      (await post('/api/RoomManage/delLiveRoomManage', streamer.token, { room_id: roomId, uid: other.id })).body.code,
    ).toBe(1);
  });

  it('answers bad input with a code 1 naming the field, never a 500', async () => {
    const bad = await post('/api/Live/setTaboo', streamer.token, { room_id: roomId, uid: 'abc' }, 'zh');
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ code: 1, msg: '用户格式不正确' });
    expect((await post('/api/Live/setTaboo', streamer.token, { room_id: 999_999_999, uid: viewer.id })).body.code).toBe(
      1,
    );
    expect((await post('/api/Live/setTaboo', undefined, { room_id: roomId, uid: viewer.id })).body.code).toBe(1);
    expect(
      (await post('/api/Live/setTaboo', streamer.token, { room_id: roomId, uid: viewer.id, seconds: -5 })).body.code,
    ).toBe(1);
  });

  it('shields a user from posting and lifts it', async () => {
    const watcher = await roomSocket();
    const target = await registerUser(stack);
    const chat = await chatSocket(target);
    const shielded = roomEvent(watcher, 'setusershield');
    expect((await post('/api/moderation/shield', streamer.token, { room_id: roomId, uid: target.id })).body.code).toBe(
      0,
    );
    expect(await shielded).toMatchObject({ data: { uid: target.id, status: 1 } });
    expect(await say(chat, 'hi')).toMatchObject({ code: 1, msg: 'You have been blocked in this room' });
    expect(
      (await post('/api/moderation/shield/lift', streamer.token, { room_id: roomId, uid: target.id })).body.code,
    ).toBe(0);
    expect((await say(chat, 'hi')).code).toBe(0);
  });

  it('stores chat modes set by the staff, serves them to anyone and announces them to the chat', async () => {
    const initial = await stack.api.get('/api/chat-modes').query({ room_id: roomId });
    expect(initial.body.data).toEqual({
      room_id: roomId,
      slow_seconds: 0,
      followers_only: false,
      followers_min_minutes: 0,
      fans_only: false,
      emote_only: false,
    });
    const before = await harness.stores.redis.xrevrange(streamKey('live.modes.changed'), '+', '-', 'COUNT', 1);

    const set = await post('/api/chat-modes', manager.token, {
      room_id: roomId,
      slow_seconds: 5,
      followers_only: true,
      followers_min_minutes: 10,
    });
    expect(set.body).toMatchObject({
      code: 0,
      msg: 'Chat modes saved',
      data: { slow_seconds: 5, followers_only: true, followers_min_minutes: 10, fans_only: false },
    });
    const emote = await post('/api/chat-modes', streamer.token, { room_id: roomId, emote_only: '1' });
    expect(emote.body.data).toMatchObject({ slow_seconds: 5, followers_only: true, emote_only: true });
    expect((await stack.api.get('/api/chat-modes').query({ room_id: roomId })).body.data).toEqual(emote.body.data);

    const [latest] = await harness.stores.redis.xrevrange(streamKey('live.modes.changed'), '+', '-', 'COUNT', 1);
    expect(latest[0]).not.toEqual(before[0]?.[0]);
    expect(JSON.parse(latest[1][1])).toEqual(emote.body.data);

    expect((await post('/api/chat-modes', viewer.token, { room_id: roomId, slow_seconds: 1 })).body.code).toBe(1);
    expect(
      (await post('/api/chat-modes', streamer.token, { room_id: roomId, slow_seconds: 99999 }, 'zh')).body,
    ).toMatchObject({ code: 1 });
  });

  it('lets an administrator seal a room, which cannot go on the air until unsealed', async () => {
    const watcher = await roomSocket();
    const started = roomEvent(watcher, 'startRoom');
    // The start button opens the broadcast; the room is on the air (startRoom) once video arrives.
    expect((await stack.api.get('/api/Live/startRoom').set('token', streamer.token)).body).toMatchObject({
      code: 0,
      data: { room_id: roomId },
    });
    await videoArrives(stack, streamer.token);
    expect(await started).toMatchObject({ data: { room_id: roomId, device: 'push' } });

    expect(
      (await post('/api/admin/moderation/seal', streamer.token, { room_id: roomId, reason: 'no' })).body.code,
    ).toBe(1);
    const ended = roomEvent(watcher, 'endRoom');
    const sealed = roomEvent(watcher, 'sealingStatu');
    expect(
      (await post('/api/admin/moderation/seal', admin, { room_id: roomId, reason: 'copyright' })).body,
    ).toMatchObject({ code: 0, data: { sealed: true } });
    expect(await ended).toMatchObject({ data: { by: 'seal' } });
    expect(await sealed).toMatchObject({ data: { status: 1 } });
    expect((await harness.stores.prisma.room.findUniqueOrThrow({ where: { id: roomId } })).liveSince).toBeNull();
    expect(
      (await stack.api.get('/api/Live/startRoom').set('token', streamer.token).set('x-lang', 'en')).body,
    ).toMatchObject({
      code: 1,
      msg: 'This live room has been sealed',
    });

    expect((await post('/api/admin/moderation/unseal', admin, { room_id: roomId })).body.data).toEqual({
      room_id: roomId,
      sealed: false,
    });
    expect((await post('/api/Live/mobileStartRoom', streamer.token, { title: 'back on' })).body).toMatchObject({
      code: 0,
      data: { title: 'back on' },
    });
    expect((await stack.api.get('/api/Live/endRoom').set('token', streamer.token)).body.data.broadcast_id).toEqual(
      expect.any(Number),
    );
    expect((await stack.api.get('/api/Live/endRoom').set('token', streamer.token)).body.data.broadcast_id).toBeNull();
    expect((await stack.api.get('/api/Live/startRoom').set('token', viewer.token)).body.code).toBe(1);
  });

  it('kicks a streamer off the air: their pages get liveKickout and the kick-out is listed', async () => {
    const streamerPage = await roomSocket(streamer);
    await stack.api.get('/api/Live/startRoom').set('token', streamer.token);
    expect((await post('/api/live/liveKickout', manager.token, { room_id: roomId, reason: 'x' })).body.code).toBe(1);

    const kicked = next<LiveMessage>(streamerPage, 'message', (m) => m.type === 'liveKickout');
    const kick = await post('/api/live/liveKickout', admin, { room_id: roomId, reason: 'rebroadcast of a paid match' });
    expect(kick.body).toMatchObject({
      code: 0,
      data: { room_id: roomId, anchor_id: streamer.id, reason: 'rebroadcast of a paid match' },
    });
    expect(await kicked).toEqual({
      code: 200,
      type: 'liveKickout',
      data: { roomId, reason: 'rebroadcast of a paid match' },
    });
    expect((await harness.stores.prisma.room.findUniqueOrThrow({ where: { id: roomId } })).liveSince).toBeNull();

    const own = await post('/api/live/liveKickoutList', streamer.token, {});
    expect(own.body.data).toMatchObject({
      total: 1,
      list: [{ id: kick.body.data.id, reason: 'rebroadcast of a paid match' }],
    });
    expect((await post('/api/live/liveKickoutList', viewer.token, {})).body.data.total).toBe(0);
    const all = await post('/api/live/liveKickoutList', admin, { room_id: roomId });
    expect(all.body.data.list.map((k: { id: number }) => k.id)).toContain(kick.body.data.id);
  });

  it('keeps every action in an audit log that only administrators read', async () => {
    expect(
      (await stack.api.get('/api/admin/moderation/log').query({ room_id: roomId }).set('token', streamer.token)).body
        .code,
    ).toBe(1);
    const log = await stack.api
      .get('/api/admin/moderation/log')
      .query({ room_id: roomId, limit: 100 })
      .set('token', admin);
    const actions = (log.body.data.list as { action: string }[]).map((e) => e.action);
    for (const action of [
      'appoint',
      'taboo',
      'relieve_taboo',
      'shield',
      'relieve_shield',
      'dismiss',
      'chat_modes',
      'seal',
      'unseal',
      'kickout',
    ])
      expect(actions).toContain(action);
    const taboo = (
      log.body.data.list as { action: string; actor_id: number; actor_role: string; target_user_id: number }[]
    ).find((e) => e.action === 'taboo' && e.target_user_id === viewer.id);
    expect(taboo).toMatchObject({ actor_id: manager.id, actor_role: 'manager' });
  });
});
