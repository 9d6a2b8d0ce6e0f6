import { DEMO_VIEWERS, SEEDED_STREAMERS } from '@arena/account';
import { liveRoomGroupId } from '@arena/protocol';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, Socket } from 'socket.io-client';
import { Bench } from './bench';
import { child, now } from './child';
import { LoadResult } from './load';
import { freePort } from './ports';

const RECEIVERS = Number(process.env.DANMAKU_RECEIVERS ?? 5000);
const SENDERS = 100;
/**
 * Danmaku a second from all senders together. At the room's cap (LIVE_DANMAKU_ROOM_RATE, 40) a room
 * of 5,000 is 200,000 deliveries a second, more than one client process on a two-core machine can
 * read (both sides then top out near 95,000/s with delays of seconds): 10 a second keeps the
 * receiving side out of the way, so the figures are the servers'.
 */
const RATE = Number(process.env.DANMAKU_RATE ?? 10);
const SECONDS = Number(process.env.DANMAKU_SECONDS ?? 10);
/** After the last send, how long the receivers may still take. */
const GRACE_MS = 3000;
/** Goal of the live-rooms issue. */
const GOAL_P99_MS = 250;

interface Sender {
  userId: number;
  userSig: string;
}

type Mode = 'gateway' | 'bare';

async function openSender(url: string, mode: Mode, groupId: string, sender: Sender): Promise<Socket> {
  const socket =
    mode === 'gateway'
      ? io(`${url}/im`, {
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          auth: { userId: String(sender.userId), userSig: sender.userSig, lang: 'en' },
        })
      : io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  if (mode === 'gateway') {
    const joined = (await socket.timeout(10_000).emitWithAck('joinGroup', { groupId })) as {
      code: number;
      msg: string;
    };
    if (joined.code !== 0) throw new Error(`sender joinGroup: ${joined.msg}`);
  }
  return socket;
}

/** One danmaku; true when the server took it (the gateway may still leave it out of the broadcast past the cap). */
async function send(socket: Socket, mode: Mode, groupId: string, text: string): Promise<boolean> {
  try {
    if (mode === 'bare') {
      await socket.timeout(10_000).emitWithAck('chat', { text });
      return true;
    }
    const answer = (await socket.timeout(10_000).emitWithAck('sendGroupMessage', { groupId, type: 'text', text })) as {
      code: number;
    };
    return answer.code === 0;
  } catch {
    return false;
  }
}

/**
 * RECEIVERS sockets in one room (a child process) and SENDERS sockets sending RATE danmaku a second
 * between them for SECONDS; every delivery's delay is measured from the send time in its text.
 */
async function measure(
  label: string,
  url: string,
  mode: Mode,
  groupId: string,
  senders: Sender[],
  imSecret: string,
): Promise<LoadResult & { taken: number }> {
  const receivers = child('danmaku-clients.ts', {
    DANMAKU_URL: url,
    DANMAKU_MODE: mode,
    DANMAKU_COUNT: String(RECEIVERS),
    DANMAKU_GROUP: groupId,
    DANMAKU_IM_SECRET: imSecret,
  });
  const sockets: Socket[] = [];
  try {
    await receivers.next();
    sockets.push(...(await Promise.all(senders.map((sender) => openSender(url, mode, groupId, sender)))));
    const total = RATE * SECONDS;
    const started = now();
    let taken = 0;
    let refused = 0;
    const pending: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const wait = started + (i * 1000) / RATE - now();
      if (wait > 0) await sleep(wait);
      pending.push(
        send(sockets[i % sockets.length], mode, groupId, `d:${now()}`).then((ok) => void (ok ? taken++ : refused++)),
      );
    }
    await Promise.all(pending);
    const sendingMs = now() - started;
    await sleep(GRACE_MS);
    receivers.process.send({ stop: true });
    const result = await receivers.next<{ received: number; p50Ms: number; p99Ms: number }>();
    return {
      label,
      requestsPerSecond: (result.received / sendingMs) * 1000,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      requests: result.received,
      failures: refused,
      taken,
    };
  } finally {
    for (const socket of sockets) socket.close();
    receivers.stop();
  }
}

/**
 * Danmaku in one crowded room: SENDERS signed-in sockets (the seeded accounts, several sessions
 * each) send RATE danmaku a second to a room of RECEIVERS visitor sockets through the realtime
 * gateway's whole send path (rules, banned words, the stored message, the room's rate cap, the Redis
 * adapter), beside a bare socket.io chat room fed the same way. Deliveries per second and the delay
 * of each delivery; goal: p99 under 250 ms.
 */
export const danmakuBench: Bench = {
  name: 'danmaku',
  description: `danmaku in one room: ${SENDERS} senders, ${RATE}/s for ${SECONDS} s, to ${RECEIVERS} sockets: realtime gateway (/im group) vs bare socket.io`,
  async run(environment) {
    const { edge, realtime } = await environment.startServices(['account', 'live', 'realtime', 'edge']);
    const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${edge}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      });
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
      return envelope.data;
    };
    // A room whose chat is open to everyone (no slow, followers, fans or emote-only mode).
    const rooms = (await call<{ list: { id: number }[] }>('GET', '/api/Live/getRoomList?type=0&limit=50')).list;
    let roomId: number | undefined;
    for (const room of rooms) {
      const modes = await call<{
        slow_seconds: number;
        followers_only: boolean;
        fans_only: boolean;
        emote_only: boolean;
      }>('GET', `/api/chat-modes?room_id=${room.id}`);
      if (!modes.slow_seconds && !modes.followers_only && !modes.fans_only && !modes.emote_only) {
        roomId = room.id;
        break;
      }
    }
    if (!roomId) throw new Error('no seeded room with an open chat');
    const groupId = liveRoomGroupId(roomId);

    const accounts = [...DEMO_VIEWERS, ...SEEDED_STREAMERS].filter((account) => !account.countryCode);
    const senders: Sender[] = [];
    for (let i = 0; i < SENDERS; i++) {
      const account = accounts[i % accounts.length];
      const user = await call<{ id: number; userSig: string }>('POST', '/api/user/login', {
        mobile: account.mobile,
        password: account.password,
      });
      senders.push({ userId: user.id, userSig: user.userSig });
    }

    const port = await freePort();
    const bare = child('fanout-baseline-server.ts', { PORT: String(port) });
    try {
      await bare.next();
      const baseline = await measure(
        `bare socket.io chat room, ${RECEIVERS} sockets`,
        `http://127.0.0.1:${port}`,
        'bare',
        groupId,
        senders,
        environment.imSecret,
      );
      const gateway = await measure(
        `realtime gateway /im group, ${RECEIVERS} sockets`,
        realtime,
        'gateway',
        groupId,
        senders,
        environment.imSecret,
      );
      const expected = RATE * SECONDS * RECEIVERS;
      return {
        results: [baseline, gateway],
        notes: [
          `deliveries/s, gateway / bare socket.io = ${(gateway.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
          `gateway: ${gateway.taken} of ${RATE * SECONDS} danmaku acknowledged, ${gateway.requests} of ${expected} deliveries (${((gateway.requests / expected) * 100).toFixed(1)} %; past the room's cap the rest are sampled out)`,
          `goal: p99 delivery < ${GOAL_P99_MS} ms (${gateway.p99Ms < GOAL_P99_MS ? 'met' : 'NOT met'}: ${gateway.p99Ms.toFixed(0)} ms)`,
        ],
        load: `${SENDERS} senders x ${RATE} danmaku/s in all for ${SECONDS} s, ${RECEIVERS} receiving sockets in a child process`,
      };
    } finally {
      bare.stop();
    }
  },
};
