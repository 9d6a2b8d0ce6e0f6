import { ImMessage } from '@arena/protocol';
import { Socket } from 'socket.io-client';
import { socketStream } from '@arena/shared';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { useStack } from '../../../test/support/use-stack';
import { SocketServer } from '../src/socket/socket-server';
import {
  ack,
  connect,
  next,
  nextLive,
  record,
  recordLive,
  sleep,
  socketStack,
  useSecondRealtime,
} from './socket-clients';

/**
 * Connection-state recovery: a client whose connection drops and comes back within the recovery
 * window keeps its rooms and is given the pushes it missed since the last one it received (room
 * events emitted by any service, danmaku sent through another realtime process), instead of a gap.
 */
describe('reconnect recovery', () => {
  const { stack } = useStack(socketStack);
  const processes = useSecondRealtime();

  const chat = (url: string, user: TestUser) =>
    connect(url, '/im', {
      auth: { userId: String(user.id), userSig: user.userSig, lang: 'en' },
      reconnectionDelay: 600,
      reconnectionDelayMax: 600,
    });

  /**
   * Drops the transport as a network failure would (the server sees "transport close") and holds
   * the reconnection until `resume`, so the test decides what happens in the gap.
   */
  const dropConnection = async (socket: Socket): Promise<void> => {
    socket.io.reconnection(false);
    const down = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.io.engine.close();
    await down;
  };
  const resume = (socket: Socket) => {
    socket.io.reconnection(true);
    const back = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.connect();
    return back;
  };
  /** A broadcast's ack can come before its entry is in the stream: wait for the entry (recovery reads the stream). */
  const inStream = (text: string) =>
    eventually(
      () => processes.redis.xrevrange(socketStream().name, '+', '-', 'COUNT', 50),
      (entries) => entries.some(([, fields]) => fields.join(' ').includes(text)),
    );

  it('replays the room events and danmaku a viewer missed while disconnected, from any process, and keeps its rooms', async () => {
    const [viewer, talker] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const roomId = 100_000 + Math.floor(Math.random() * 1e6);
    const groupId = `room_${roomId}`;

    const live = await connect(stack.url('realtime'), '/live', { reconnectionDelay: 600, reconnectionDelayMax: 600 });
    expect((await ack(live, 'register', { client: 'web' })).code).toBe(0);
    expect((await ack(live, 'enterRoom', { roomId })).code).toBe(0);
    const im = await chat(stack.url('realtime'), viewer);
    expect((await ack(im, 'joinGroup', { groupId })).code).toBe(0);
    const other = await chat(processes.second.url, talker);
    expect((await ack(other, 'joinGroup', { groupId })).code).toBe(0);

    // Recovery resumes after the last push a client received: these are the first ones.
    const firstEvent = nextLive(live, (m) => m.type === 'enterRoom');
    const firstDanmaku = next<ImMessage>(im, 'groupMessage', (m) => m.text === 'welcome');
    await processes.emitter.roomEvent(roomId, 'enterRoom', { uid: viewer.id, nick: 'viewer', noble: 1, level: 1 });
    expect((await ack(other, 'sendGroupMessage', { groupId, type: 'text', text: 'welcome' })).code).toBe(0);
    await Promise.all([firstEvent, firstDanmaku]);

    const liveSeen = recordLive(live);
    const imSeen = record<ImMessage>(im, 'groupMessage');
    await Promise.all([dropConnection(live), dropConnection(im)]);

    // In the gap: a gift and a moderation event through the shared emitter, danmaku through the other process.
    await processes.emitter.roomEvent(roomId, 'gift', {
      send_id: 3,
      user_id: 7,
      user_nickname: 'fan',
      avatar: '',
      gift_id: 3,
      gift_code: 'scarf',
      gift_name: 'Fan scarf',
      image: '/gifts/scarf.svg',
      animation: '/gifts/scarf-anim.svg',
      tier: 2,
      count: 1,
      diamonds: '20',
    });
    await processes.emitter.roomEvent(roomId, 'setTaboo', { userId: 42, seconds: 60 });
    const sent = await ack<ImMessage>(other, 'sendGroupMessage', { groupId, type: 'text', text: 'you missed this' });
    expect(sent.code).toBe(0);
    await inStream('you missed this');

    await Promise.all([resume(live), resume(im)]);
    expect(live.recovered).toBe(true);
    expect(im.recovered).toBe(true);
    await sleep(200);
    expect(liveSeen.map((m) => m.type)).toEqual(['gift', 'setTaboo']);
    expect(imSeen.map((m) => m.text)).toEqual(['you missed this']);

    // Still in the room and the group without entering again: new pushes arrive as before.
    const after = nextLive(live, (m) => m.type === 'endRoom');
    await processes.emitter.roomEvent(roomId, 'endRoom', {});
    await after;
    const danmaku = next<ImMessage>(im, 'groupMessage', (m) => m.text === 'still here');
    expect((await ack(other, 'sendGroupMessage', { groupId, type: 'text', text: 'still here' })).code).toBe(0);
    await danmaku;
    // And it may still send: its login came back with it.
    expect((await ack(im, 'sendGroupMessage', { groupId, type: 'text', text: 'back' })).code).toBe(0);
  });

  it('gives a recovered socket a push made while socket.io was putting it back in its rooms', async () => {
    const roomId = 700_000 + Math.floor(Math.random() * 1e6);
    const live = await connect(stack.url('realtime'), '/live', { reconnectionDelay: 600, reconnectionDelayMax: 600 });
    expect((await ack(live, 'register', { client: 'web' })).code).toBe(0);
    expect((await ack(live, 'enterRoom', { roomId })).code).toBe(0);
    const first = nextLive(live, (m) => m.type === 'startRoom');
    await processes.emitter.roomEvent(roomId, 'startRoom', {});
    await first;
    await dropConnection(live);

    // The gap socket.io leaves: its recovery has read the stream, the socket is not in its rooms yet,
    // and a push arrives and is broadcast to the room (this process reads it from the stream).
    const adapter = stack.app('realtime').get(SocketServer).live.adapter;
    const restore = adapter.restoreSession.bind(adapter);
    adapter.restoreSession = async (pid, offset) => {
      const session = await restore(pid, offset);
      adapter.restoreSession = restore;
      await processes.emitter.roomEvent(roomId, 'setTaboo', { userId: 42, seconds: 60 });
      await sleep(300);
      return session;
    };
    const seen = recordLive(live);
    await resume(live);
    expect(live.recovered).toBe(true);
    await eventually(
      async () => seen.map((m) => m.type),
      (types) => types.includes('setTaboo'),
    );
    await sleep(500);
    expect(seen.map((m) => m.type)).toEqual(['setTaboo']);
  });

  it("a live socket recovered after its session ended keeps its rooms but no longer gets its user's pushes", async () => {
    const user = await registerUser(stack);
    const roomId = 400_000 + Math.floor(Math.random() * 1e6);
    const live = await connect(stack.url('realtime'), '/live');
    expect((await ack(live, 'register', { client: 'web', userId: user.id, userSig: user.userSig })).data).toMatchObject(
      { userId: user.id },
    );
    expect((await ack(live, 'enterRoom', { roomId })).code).toBe(0);
    const first = nextLive(live, (m) => m.type === 'startRoom');
    await processes.emitter.roomEvent(roomId, 'startRoom', {});
    await first;

    await dropConnection(live);
    expect((await stack.api.post('/api/Member/SignOut').set('token', user.token)).body.code).toBe(0);
    await resume(live);
    expect(live.recovered).toBe(true);
    const seen = recordLive(live);
    await processes.emitter.liveKickout(user.id, roomId, 'rule');
    const roomEvent = nextLive(live, (m) => m.type === 'endRoom');
    await processes.emitter.roomEvent(roomId, 'endRoom', {});
    await roomEvent;
    expect(seen.map((m) => m.type)).toEqual(['endRoom']);
  });

  it('does not recover a chat login whose session ended while the socket was away', async () => {
    const user = await registerUser(stack);
    const im = await chat(stack.url('realtime'), user);
    await dropConnection(im);
    expect((await stack.api.post('/api/Member/SignOut').set('token', user.token)).body.code).toBe(0);
    const refused = new Promise<Error>((resolve) => im.once('connect_error', resolve));
    im.connect();
    expect((await refused).message).toBe('The chat signature is invalid or has expired, please log in again');
    im.close();
  });
});
