import type { LiveMessage } from '@arena/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeConnect, type FakeSocket } from '../test/fake-socket';
import { DEFAULT_HEARTBEAT_MS, LiveSocket, type LiveIdentity } from './live-socket';
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS, RECONNECT_STABLE_MS } from './reconnect-backoff';

async function started(identity: LiveIdentity = {}, heartbeatMs = DEFAULT_HEARTBEAT_MS) {
  const fake = fakeConnect();
  const live = new LiveSocket({ load: async () => fake.connect, identity: () => identity, lang: () => 'vi' });
  await live.start();
  const socket = fake.sockets[0];
  socket.answers.set('register', () => ({ code: 0, msg: '', data: { sid: 's1', heartbeatMs } }));
  return { live, socket, fake };
}

/** Connects the fake and lets the register acknowledgement arrive. */
async function connect(socket: FakeSocket) {
  socket.serverSays('connect');
  await vi.advanceTimersByTimeAsync(0);
}

describe('the live socket client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens /live once in the page language and registers as web with the user id and signature', async () => {
    const { live, socket, fake } = await started({ userId: 7, userSig: 'sig' });
    await live.start();
    expect(fake.sockets).toHaveLength(1);
    expect(socket.namespace).toBe('/live');
    expect(socket.auth).toEqual({ lang: 'vi' });
    await connect(socket);
    expect(socket.sent('register')).toEqual([{ client: 'web', userId: 7, userSig: 'sig' }]);
    expect(live.connected).toBe(true);
  });

  it('a visitor registers as web without an id', async () => {
    const { socket } = await started();
    await connect(socket);
    expect(socket.sent('register')).toEqual([{ client: 'web' }]);
  });

  it('sends a heartbeat every interval the server announced, and stops while disconnected', async () => {
    const { socket } = await started({}, 30_000);
    await connect(socket);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(socket.sent('heartbeat')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent('heartbeat')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.sent('heartbeat')).toHaveLength(3);
    socket.serverSays('disconnect', 'transport close');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(socket.sent('heartbeat')).toHaveLength(3);
  });

  it('uses a different announced period', async () => {
    const { socket } = await started({}, 5_000);
    await connect(socket);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(socket.sent('heartbeat')).toHaveLength(4);
  });

  it('after a reconnect registers again and replays classify, rooms, videos and the waiting scan code, with one heartbeat timer', async () => {
    const { live, socket } = await started();
    await connect(socket);
    live.classify('basketball');
    const leave = live.enterRoom(12);
    live.enterRoom(13);
    leave();
    const leaveVideo = live.enterVideo(40);
    live.enterVideo(41);
    leaveVideo();
    live.watchQrLogin('qr-1', 'secret-1');
    socket.serverSays('disconnect', 'transport close');
    live.classify('football'); // chosen while offline: sent on reconnect
    await connect(socket);
    expect(socket.sent('register')).toHaveLength(2);
    expect(socket.sent('classify')).toEqual([{ type: 'basketball' }, { type: 'football' }]);
    expect(socket.sent('enterRoom')).toEqual([{ roomId: 12 }, { roomId: 13 }, { roomId: 13 }]);
    expect(socket.sent('leaveRoom')).toEqual([{ roomId: 12 }]);
    expect(socket.sent('enterVideo')).toEqual([{ videoId: 40 }, { videoId: 41 }, { videoId: 41 }]);
    expect(socket.sent('leaveVideo')).toEqual([{ videoId: 40 }]);
    expect(socket.sent('qrLogin')).toEqual([
      { code: 'qr-1', secret: 'secret-1' },
      { code: 'qr-1', secret: 'secret-1' },
    ]);
    await vi.advanceTimersByTimeAsync(DEFAULT_HEARTBEAT_MS);
    expect(socket.sent('heartbeat')).toHaveLength(1);
  });

  it('tells its listeners each time the server confirms a subscription, at first and after a reconnect', async () => {
    const { live, socket } = await started();
    socket.answers.set('classify', (payload) => ({ code: 0, msg: '', data: payload }));
    socket.answers.set('enterRoom', (payload) => ({ code: 0, msg: '', data: payload }));
    socket.answers.set('enterVideo', (payload) => ({ code: 0, msg: '', data: payload }));
    const confirmed: string[] = [];
    live.onSubscribed((topic) => confirmed.push(topic));
    await connect(socket);
    live.classify('football');
    live.enterRoom(7);
    live.enterVideo(9);
    await vi.advanceTimersByTimeAsync(0);
    expect(confirmed).toEqual(['index:football', 'room:7', 'video:9']);
    socket.serverSays('disconnect', 'transport close');
    await connect(socket);
    expect(confirmed.slice(3).sort()).toEqual(['index:football', 'room:7', 'video:9']);
    live.classify('basketball');
    live.classify('none'); // left before the answer came: nobody is told about basketball
    const leave = live.enterRoom(8);
    leave();
    const leaveVideo = live.enterVideo(10);
    leaveVideo();
    await vi.advanceTimersByTimeAsync(0);
    expect(confirmed).toHaveLength(6);
  });

  it('reconnects by itself after the server closed the socket (socket.io does not retry that case)', async () => {
    const { socket } = await started();
    await connect(socket);
    socket.serverSays('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS - 1);
    expect(socket.connectCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connectCalls).toBe(1);
  });

  it('waits twice as long after each server close in a row, up to 30 s, and the first step again after a lasting connection', async () => {
    const { socket } = await started();
    const waits: number[] = [];
    for (let close = 0; close < 7; close++) {
      await connect(socket);
      socket.serverSays('disconnect', 'io server disconnect');
      const before = socket.connectCalls;
      let waited = 0;
      while (socket.connectCalls === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, RECONNECT_MAX_MS, RECONNECT_MAX_MS]);
    await connect(socket);
    await vi.advanceTimersByTimeAsync(RECONNECT_STABLE_MS);
    socket.serverSays('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS);
    expect(socket.connectCalls).toBe(8);
  });

  it('registers, classifies and enters its rooms again once the server let it back in', async () => {
    const { live, socket } = await started({ userId: 7, userSig: 'sig' });
    socket.answers.set('enterRoom', (payload) => ({ code: 0, msg: '', data: payload }));
    live.enterRoom(12);
    live.classify('football');
    await connect(socket);
    socket.serverSays('disconnect', 'io server disconnect');
    expect(live.connected).toBe(false);
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS);
    await connect(socket);
    expect(socket.sent('register')).toHaveLength(2);
    expect(socket.sent('enterRoom')).toEqual([{ roomId: 12 }, { roomId: 12 }]);
    expect(socket.sent('classify')).toEqual([{ type: 'football' }, { type: 'football' }]);
  });

  it('does not reconnect after stop(), even with a retry pending', async () => {
    const { live, socket } = await started();
    await connect(socket);
    socket.serverSays('disconnect', 'io server disconnect');
    live.stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(socket.connectCalls).toBe(0);
  });

  it('leaves transport failures to socket.io and does not retry after stop()', async () => {
    const { live, socket } = await started();
    await connect(socket);
    socket.serverSays('disconnect', 'ping timeout');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.connectCalls).toBe(0);
    live.stop();
    expect(live.connected).toBe(false);
  });

  it('keeps the default period when register is not answered', async () => {
    const { socket } = await started();
    socket.answers.delete('register');
    socket.serverSays('connect');
    await vi.advanceTimersByTimeAsync(10_000); // the ack timeout
    await vi.advanceTimersByTimeAsync(DEFAULT_HEARTBEAT_MS);
    expect(socket.sent('heartbeat')).toHaveLength(1);
  });

  it('dispatches code 100 index data and code 200 events to every subscriber until it unsubscribes', async () => {
    const { live, socket } = await started();
    await connect(socket);
    const first: LiveMessage[] = [];
    const second: LiveMessage[] = [];
    const off = live.subscribe((m) => first.push(m));
    live.subscribe((m) => second.push(m));
    const index: LiveMessage = { code: 100, type: 'football', data: { matches: 3 } };
    const kick: LiveMessage = { code: 200, type: 'liveKickout', data: { roomId: 5 } };
    socket.serverSays('message', index);
    off();
    socket.serverSays('message', kick);
    expect(first).toEqual([index]);
    expect(second).toEqual([index, kick]);
  });
});
