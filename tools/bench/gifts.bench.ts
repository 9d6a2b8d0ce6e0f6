import { randomUUID } from 'node:crypto';
import { DEMO_VIEWERS, SEEDED_STREAMERS } from '@arena/account';
import { loadConfig } from '@arena/shared';
import { Bench } from './bench';
import { pgbenchTpcB } from './ledger.bench';
import { load, LoadTarget } from './load';
import { cpuSeconds, rootPidNamed } from './cpu-time';

/**
 * Callers of the lighter loads, which find the most gifts a second sent with a p99 under the goal's
 * 50 ms: at 64 callers the p99 is set by the queue (Little's law: 64 callers wait 64 / throughput
 * on average, pgbench's TPC-B clients too), so the latency goal is read where the product is not
 * saturated. Raised until the p99 passes the goal.
 */
const LIGHTER_CONNECTIONS = [8, 16, 24, 32, 48];
const P99_GOAL_MS = 50;

/**
 * Seconds of the same load before the measured one, not counted: each process compiles its hot
 * paths and fills its caches (rooms, sender cards, connection pools), and the consumers catch up.
 */
const WARMUP_SECONDS = 3;

/** Diamonds credited to every sender before the run: far more than a run can spend. */
const SENDER_DIAMONDS = '10000000';

interface Sender {
  token: string;
  /** A room whose streamer is someone else (a streamer may not gift themselves). */
  roomId: number;
}

/**
 * Gifts sent per second end to end: `member/handselGift` through the edge to the gifts service
 * (room looked up in live, the send claimed, the ledger transfer from the sender and the streamer's
 * share, the sender's card, the room event and gift.sent), each request with its own idempotency key,
 * from every seeded account spread over the live rooms; against pgbench TPC-B on the same machine
 * in the same run, at 64 callers and at fewer. Goal: at least 0.5 of pgbench with p99 under 50 ms,
 * read as the most gifts a second any of the loads sent with a p99 under 50 ms.
 */
export const giftsBench: Bench = {
  name: 'gifts',
  description:
    'gifts sent/s through the edge (member/handselGift: ledger transfer + share + room event) vs pgbench TPC-B (scale 1)',
  async run(environment) {
    const pgbench = await pgbenchTpcB(environment);
    const { edge } = await environment.startServices(['account', 'wallet', 'live', 'gifts', 'edge']);
    const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> => {
      const response = await fetch(`${edge}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      });
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
      return envelope.data;
    };

    const { mobile, password } = loadConfig().admin;
    const admin = await call<{ token: string }>('POST', '/api/user/login', { mobile, password });
    const rooms = (
      await call<{ list: { id: number; anchor_id: number }[] }>('GET', '/api/Live/getRoomList?type=0&limit=50')
    ).list;
    const gifts = await call<{ id: number; diamonds: number }[]>('POST', '/api/Gift/getList');
    const cheapest = gifts.reduce((a, b) => (b.diamonds < a.diamonds ? b : a));
    const logins = [...DEMO_VIEWERS, ...SEEDED_STREAMERS].filter((account) => !account.countryCode);
    const senders: Sender[] = [];
    for (const [i, account] of logins.entries()) {
      const user = await call<{ id: number; token: string }>('POST', '/api/user/login', {
        mobile: account.mobile,
        password: account.password,
      });
      const adjustment = {
        user_id: user.id,
        kind: 'diamond',
        direction: 'credit',
        amount: SENDER_DIAMONDS,
        reason: 'gifts bench',
      };
      await call('POST', '/api/admin/wallet/adjustments', adjustment, admin.token);
      const others = rooms.filter((room) => room.anchor_id !== user.id);
      senders.push({ token: user.token, roomId: others[i % others.length].id });
    }

    const services: [string, number][] = (['edge', 'gifts', 'wallet', 'account', 'live'] as const).map((name) => [
      name,
      environment.pid(name),
    ]);
    const run = randomUUID().slice(0, 8);
    let sequence = 0;
    const target = (connections: number): LoadTarget => ({
      label: `edge -> gifts POST /api/member/handselGift (${senders.length} senders, ${connections} connections)`,
      serverPids: services.map(([, pid]) => pid),
      url: `${edge}/api/member/handselGift`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const n = sequence++;
            const sender = senders[n % senders.length];
            return {
              ...request,
              headers: { ...request.headers, token: sender.token },
              body: JSON.stringify({
                room_id: sender.roomId,
                gift_id: cheapest.id,
                count: 1,
                request_key: `bench-${run}-${n}`,
              }),
            };
          },
        },
      ],
    });
    await load(target(environment.options.connections), { ...environment.options, durationSeconds: WARMUP_SECONDS });

    // Where a gift's CPU goes: each service, the database server and its backends, Redis, and this process (the load client).
    const stores: [string, number | undefined][] = [
      ['postgres', rootPidNamed('postgres')],
      ['redis', rootPidNamed('redis-server')],
    ];
    const processes = [...services, ...stores].filter((entry): entry is [string, number] => entry[1] !== undefined);
    const cpuBefore = processes.map(([, pid]) => cpuSeconds(pid));
    const clientBefore = process.cpuUsage();

    const product = await load(target(environment.options.connections), environment.options);
    const microsPerGift = (seconds: number) => ((seconds * 1e6) / product.requests).toFixed(0);
    const client = process.cpuUsage(clientBefore);
    const breakdown = [
      ...processes.map(([name, pid], i) => `${name} ${microsPerGift(cpuSeconds(pid) - cpuBefore[i])}`),
      `load client ${microsPerGift((client.user + client.system) / 1e6)}`,
    ];
    const lighter = [];
    for (const connections of LIGHTER_CONNECTIONS) {
      const result = await load(target(connections), { ...environment.options, connections });
      lighter.push(result);
      // Past the knee (a p99 well over the goal): more callers only queue longer.
      if (result.p99Ms >= 2 * P99_GOAL_MS) break;
    }
    const withinGoal = lighter.filter((result) => result.p99Ms < P99_GOAL_MS && result.failures === 0);
    const best = withinGoal.reduce<(typeof lighter)[number] | undefined>(
      (a, b) => (!a || b.requestsPerSecond > a.requestsPerSecond ? b : a),
      undefined,
    );
    const ratio = product.requestsPerSecond / pgbench.requestsPerSecond;
    const bestRatio = best ? best.requestsPerSecond / pgbench.requestsPerSecond : 0;
    return {
      results: [pgbench, product, ...lighter],
      notes: [
        `at ${environment.options.connections} connections: gifts / pgbench TPC-B ${ratio.toFixed(2)}, p99 ${product.p99Ms} ms`,
        best
          ? `most gifts/s with p99 under ${P99_GOAL_MS} ms: ${best.requestsPerSecond.toFixed(0)} (${best.label.match(/\d+ connections/)?.[0]}, p99 ${best.p99Ms} ms), ${bestRatio.toFixed(2)} of pgbench TPC-B (goal >= 0.50 with p99 < ${P99_GOAL_MS} ms: ${bestRatio >= 0.5 ? 'met' : 'NOT met'})`
          : `no load tried kept the p99 under ${P99_GOAL_MS} ms (goal >= 0.50 of pgbench with p99 < ${P99_GOAL_MS} ms: NOT met)`,
        `CPU per gift, µs: the five services ${product.cpuMicrosPerRequest?.toFixed(0)} (${breakdown.join(', ')})`,
        "one gift = the send claimed, two ledger transfers (price, streamer share) and the room event; the edge, account, wallet, live and gifts share the 2 cores with pgbench's server",
      ],
    };
  },
};
