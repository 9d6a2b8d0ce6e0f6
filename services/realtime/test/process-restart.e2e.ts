import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { RealtimeEmitter, RedisService } from '@arena/shared';
import { useStack } from '../../../test/support/use-stack';
import { freePort } from '../../../tools/bench/ports';
import { SERVICE_NODE_FLAGS } from '../../../tools/service-node-flags';
import { ack, closeAllClients, connect, nextLive, recordLive, sleep, socketStack } from './socket-clients';

const MAIN = path.resolve(__dirname, '../dist/main.js');

/**
 * A realtime process killed without notice (kill -9: no disconnection runs, nothing is stored then)
 * and started again on its port: its clients come back recovered, in their rooms, with the pushes
 * sent meanwhile, because the process stored its sockets' sessions as it ran (checkpoints).
 */
describe('recovery across a realtime process killed and started again', () => {
  useStack(socketStack);
  let port: number;
  let process_: ChildProcess | undefined;
  let redis: RedisService;
  let emitter: RealtimeEmitter;

  /** The service as `npm start` runs it (built `dist`), on a port of its own. */
  const start = async () => {
    process_ = spawn(process.execPath, [...SERVICE_NODE_FLAGS, MAIN], {
      env: { ...process.env, REALTIME_PORT: String(port), REALTIME_SESSION_CHECKPOINT_MS: '200', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    for (let waited = 0; waited < 30_000; waited += 100) {
      const live = await fetch(`http://127.0.0.1:${port}/health/live`).then(
        (response) => response.ok,
        () => false,
      );
      if (live) return;
      await sleep(100);
    }
    throw new Error('the realtime process did not start');
  };
  const kill = async () => {
    const exited = new Promise((resolve) => process_?.once('exit', resolve));
    process_?.kill('SIGKILL');
    await exited;
  };

  beforeAll(async () => {
    port = await freePort();
    redis = new RedisService();
    emitter = new RealtimeEmitter(redis);
    await start();
  });
  afterAll(async () => {
    closeAllClients();
    process_?.kill('SIGKILL');
    await redis.quit();
  });

  it('gives a client of a killed process its rooms and the room events it missed, recovered', async () => {
    const roomId = 700_000 + Math.floor(Math.random() * 1e6);
    const live = await connect(`http://127.0.0.1:${port}`, '/live', {
      reconnectionDelay: 300,
      reconnectionDelayMax: 300,
    });
    expect((await ack(live, 'register', { client: 'web' })).code).toBe(0);
    expect((await ack(live, 'enterRoom', { roomId })).code).toBe(0);
    // Recovery resumes after the last push the client received.
    const first = nextLive(live, (message) => message.type === 'startRoom');
    await emitter.roomEvent(roomId, 'startRoom', {});
    await first;
    // A checkpoint has stored the session (every 200 ms here).
    await sleep(500);

    await kill();
    const seen = recordLive(live);
    await emitter.roomEvent(roomId, 'setTaboo', { userId: 42, seconds: 60 });
    const back = new Promise<void>((resolve) => live.once('connect', () => resolve()));
    await start();
    await back;
    expect(live.recovered).toBe(true);
    await sleep(200);
    expect(seen.map((message) => message.type)).toEqual(['setTaboo']);

    // Still in the room without entering it again.
    const after = nextLive(live, (message) => message.type === 'endRoom');
    await emitter.roomEvent(roomId, 'endRoom', {});
    await after;
  });
});
