import { RealtimeEmitter, RedisService, resetConfig } from '@arena/shared';
import { Bench, BenchReport } from './bench';
import { child, now, percentile } from './child';
import { BenchEnvironment } from './environment';
import { LoadResult, loadOptionsFromEnv } from './load';
import { freePort } from './ports';
import { printReport } from './report';

const SIZES = [1000, 5000];
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 50);
/** Rounds sent first and not counted, so neither side is measured cold (JIT, buffers). */
const WARMUP = 3;

/** Opens `count` clients, broadcasts ROUNDS messages one after another and measures every delivery. */
async function measure(
  label: string,
  url: string,
  mode: 'gateway' | 'index' | 'bare',
  count: number,
  broadcast: (payload: { round: number; sentAt: number }) => void,
): Promise<LoadResult> {
  const clients = child('fanout-clients.ts', { FANOUT_URL: url, FANOUT_MODE: mode, FANOUT_COUNT: String(count) });
  try {
    await clients.next();
    const latencies: number[] = [];
    let busyMs = 0;
    for (let round = -WARMUP; round < ROUNDS; round += 1) {
      const sentAt = now();
      broadcast({ round, sentAt });
      const result = await clients.next<{ latencies: number[] }>();
      if (round < 0) continue;
      // The round lasts until its last delivery.
      busyMs += Math.max(...result.latencies);
      latencies.push(...result.latencies);
    }
    latencies.sort((a, b) => a - b);
    return {
      label,
      requestsPerSecond: (latencies.length / busyMs) * 1000,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      requests: latencies.length,
      failures: count * ROUNDS - latencies.length,
    };
  } finally {
    clients.stop();
  }
}

/** A match change as the scores service pushes it (MatchPublisher): the payload of the index-data rounds. */
const delta = {
  match_id: 1,
  seq: 1,
  status: 'live',
  minute: 63,
  period: 2,
  home_score: 1,
  away_score: 1,
  home_half_score: 1,
  away_half_score: 0,
  home_red: 0,
  away_red: 0,
  home_yellow: 2,
  away_yellow: 1,
  home_corner: 4,
  away_corner: 6,
};

/**
 * One message fanned out to 1,000 and 5,000 WebSocket clients: the realtime gateway (published
 * through Redis by the shared emitter, relayed by the Redis adapter) to one live room (code 200)
 * and to the sockets subscribed to football's index data (code 100, a match change as the scores
 * service sends it), beside a bare socket.io server broadcasting the same payload. Clients live in
 * a child process.
 */
export const fanoutBench: Bench = {
  name: 'fanout',
  description: `one message to 1,000 / 5,000 sockets (${ROUNDS} rounds): realtime gateway via Redis, room events and code 100 index data, vs bare socket.io`,
  async run(environment) {
    const { realtime } = await environment.startServices(['realtime']);
    const port = await freePort();
    const bare = child('fanout-baseline-server.ts', { PORT: String(port) });
    process.env.REDIS_URL = environment.redisUrl;
    resetConfig();
    const redis = new RedisService();
    const emitter = new RealtimeEmitter(redis);
    try {
      await bare.next();
      const results: LoadResult[] = [];
      const notes: string[] = [];
      for (const size of SIZES) {
        const baseline = await measure(
          `bare socket.io, ${size} sockets`,
          `http://127.0.0.1:${port}`,
          'bare',
          size,
          (payload) => bare.process.send(payload),
        );
        const gateway = await measure(`realtime gateway, ${size} sockets`, realtime, 'gateway', size, (payload) =>
          emitter.roomEvent(1, 'chat', payload),
        );
        const index = await measure(`code 100 index data, ${size} sockets`, realtime, 'index', size, (payload) =>
          emitter.indexData('football', { list: [{ ...delta, seq: payload.round + WARMUP + 1 }], ...payload }),
        );
        results.push(baseline, gateway, index);
        notes.push(
          `${size} sockets: deliveries/s, gateway / bare socket.io = ${(gateway.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} (goal >= 0.80)`,
        );
        notes.push(
          `${size} sockets: index data p99 delivery ${index.p99Ms.toFixed(0)} ms (goal: a goal on every open page within 1 s)`,
        );
      }
      return {
        results,
        notes,
        load: `${ROUNDS} broadcasts per room size, the sockets in a child process`,
      } satisfies BenchReport;
    } finally {
      bare.stop();
      await redis.quit();
    }
  },
};

/** Runs the fan-out bench alone (after `npm run build`): prints deliveries/s and p50/p99 latency. */
export async function benchFanout(): Promise<void> {
  const options = loadOptionsFromEnv();
  const environment = await BenchEnvironment.prepare(options);
  try {
    printReport(fanoutBench, await fanoutBench.run(environment), options);
  } finally {
    await environment.close();
  }
}
