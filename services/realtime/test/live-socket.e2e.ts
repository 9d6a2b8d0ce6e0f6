import { LiveMessage } from '@arena/protocol';
process.env.LIVE_HEARTBEAT_MS = '300';

import { Socket } from 'socket.io-client';
import { registerUser } from '../../../test/support/accounts';
import { useStack } from '../../../test/support/use-stack';
import { ack, connect, next, nextLive, recordLive, sleep, socketStack, useSecondRealtime } from './socket-clients';

/** The spec's live socket, on two realtime processes sharing Redis, one of them behind the edge. */
describe('live socket (/live)', () => {
  const { stack } = useStack(socketStack);
  const processes = useSecondRealtime();

  const live = async (url: string, transports: ('websocket' | 'polling')[] = ['websocket']): Promise<Socket> => {
    const socket = await connect(url, '/live', { transports });
    const registered = await ack<{ heartbeatMs: number }>(socket, 'register', { client: 'web' });
    expect(registered).toMatchObject({ code: 0, data: { heartbeatMs: 300 } });
    // Keep it alive as the site does.
    const beat = setInterval(() => socket.connected && socket.emit('heartbeat', {}), 100);
    socket.on('disconnect', () => clearInterval(beat));
    return socket;
  };

  it('delivers room events and index data emitted through Redis to the clients of both processes', async () => {
    const [a, b, other] = await Promise.all([
      live(stack.url('realtime')),
      live(processes.second.url),
      live(processes.second.url),
    ]);
    expect((await ack(a, 'enterRoom', { roomId: 7 })).code).toBe(0);
    expect((await ack(b, 'enterRoom', { roomId: 7 })).code).toBe(0);
    expect(await ack(b, 'classify', { type: 'basketball' })).toMatchObject({ code: 0, data: { type: 'basketball' } });
    const otherSaw = recordLive(other);

    const atA = nextLive(a);
    const atB = nextLive(b, (m) => m.type === 'setTaboo');
    processes.emitter.roomEvent(7, 'setTaboo', { userId: 42, seconds: 600 });
    const expected = { code: 200, type: 'setTaboo', roomId: 7, data: { userId: 42, seconds: 600 } };
    expect(await atA).toEqual(expected);
    expect(await atB).toEqual(expected);

    const index = nextLive(b, (m) => m.code === 100);
    processes.emitter.indexData('football', { matchId: 1 });
    processes.emitter.indexData('basketball', { matchId: 2 });
    expect(await index).toEqual({ code: 100, type: 'basketball', data: { matchId: 2 } });
    await sleep(100);
    expect(otherSaw).toEqual([]);
  });

  it('sends a goal pop-up to every live socket, classified for a sport or not, on both processes', async () => {
    const [plain, football, basketball] = await Promise.all([
      live(stack.url('realtime')),
      live(processes.second.url),
      live(processes.second.url),
    ]);
    expect((await ack(football, 'classify', { type: 'football' })).code).toBe(0);
    expect((await ack(basketball, 'classify', { type: 'basketball' })).code).toBe(0);
    const goal = {
      iszhu: 0,
      match_str: 'Premier League',
      home_team_name_zh: 'Arsenal',
      away_team_name_zh: 'Chelsea',
      home_score: 1,
      away_score: 2,
      minute: '67',
    };
    // This goal: other suites sharing the Redis may push theirs meanwhile.
    const seen = [plain, football, basketball].map((socket) =>
      next<LiveMessage>(
        socket,
        'message',
        (m) => m.code === 100 && m.type === 'goal' && m.data.match_str === goal.match_str,
      ),
    );
    processes.emitter.goal(goal);
    for (const message of await Promise.all(seen)) expect(message).toEqual({ code: 100, type: 'goal', data: goal });
  });

  it('refuses a register with a forged signature, in the socket language', async () => {
    const user = await registerUser(stack);
    const socket = await connect(stack.url('realtime'), '/live', { auth: { lang: 'en' } });
    expect(await ack(socket, 'register', { client: 'web', userId: user.id, userSig: '9999999999.forged' })).toEqual({
      code: 1,
      msg: 'The chat signature is invalid or has expired, please log in again',
      data: null,
    });
    expect((await ack(socket, 'register', { client: 'app' })).code).toBe(1);
  });

  it('sends a streamer kick-out to every live socket of that user', async () => {
    const user = await registerUser(stack);
    const socket = await connect(processes.second.url, '/live');
    expect(await ack(socket, 'register', { client: 'web', userId: user.id, userSig: user.userSig })).toMatchObject({
      code: 0,
      data: { userId: user.id },
    });
    const kicked = nextLive(socket);
    processes.emitter.liveKickout(user.id, 12, 'rule');
    expect(await kicked).toEqual({ code: 200, type: 'liveKickout', data: { roomId: 12, reason: 'rule' } });
  });

  it('drops a client silent for longer than two heartbeat intervals and keeps a beating one', async () => {
    const beating = await live(stack.url('realtime'));
    const silent = await connect(stack.url('realtime'), '/live', { reconnection: false });
    await ack(silent, 'register', { client: 'web' });
    const dropped = new Promise<string>((resolve) => silent.once('disconnect', resolve));
    expect(await dropped).toBe('io server disconnect');
    await sleep(700);
    expect(beating.connected).toBe(true);
  });

  it('reports scan login over the socket, through the edge, on polling and on WebSocket, to the page holding the secret only', async () => {
    const user = await registerUser(stack);
    for (const transport of ['polling', 'websocket'] as const) {
      const qr = await stack.api.post('/api/user/getLoginQrcode');
      const { code, secret } = qr.body.data as { code: string; secret: string };
      const page = await live(stack.url('edge'), [transport]);
      expect((await ack(page, 'qrLogin', { code, secret })).code).toBe(0);
      // A second socket that learned the code (over the shoulder, from a log) cannot wait on it.
      const onlooker = await live(processes.second.url, [transport]);
      expect((await ack(onlooker, 'qrLogin', { code })).code).toBe(1);
      expect((await ack(onlooker, 'qrLogin', { code, secret: 'a'.repeat(32) })).code).toBe(1);
      const onlookerSaw = recordLive(onlooker);

      const scanned = nextLive(page);
      expect((await stack.api.post('/api/qr-logins/scan').set('token', user.token).send({ code })).body.code).toBe(0);
      expect(await scanned).toEqual({ code: 200, type: 'login', data: { status: 'scanned' } });

      const confirmed = nextLive(page);
      expect((await stack.api.post('/api/qr-logins/confirm').set('token', user.token).send({ code })).body.code).toBe(
        0,
      );
      const message = await confirmed;
      expect(message).toMatchObject({ code: 200, type: 'login', data: { status: 'loggedIn', userId: user.id } });
      const token = (message.data as { token: string }).token;
      // The token is a working session of that user.
      const follows = await stack.api.get('/api/User/attentionList').set('token', token);
      expect(follows.body.code).toBe(0);
      expect(token).not.toBe(user.token);
      // Delivered once: the page's poll no longer gets it, and the onlooker never saw anything.
      expect((await stack.api.get('/api/qr-logins/status').query({ code, secret })).body.data).toEqual({
        status: 'confirmed',
      });
      expect(onlookerSaw).toEqual([]);
      page.close();
      onlooker.close();
    }
  });

  it('reconnects by itself after the connection drops and keeps receiving after registering again', async () => {
    const socket = await live(processes.second.url);
    await ack(socket, 'enterRoom', { roomId: 31 });
    const reconnected = new Promise((resolve) => socket.io.once('reconnect', resolve));
    socket.io.engine.close();
    await reconnected;
    // A new connection: the page registers and enters its room again, as on first connect.
    await ack(socket, 'register', { client: 'web' });
    await ack(socket, 'enterRoom', { roomId: 31 });
    const event = nextLive(socket);
    processes.emitter.roomEvent(31, 'endRoom', {});
    expect(await event).toEqual({ code: 200, type: 'endRoom', roomId: 31, data: {} });
  });
});
