import { execFile } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { EventBus, PrismaService, RedisService, resetConfig } from '@arena/shared';
import { LedgerRepository, LedgerService } from '@arena/wallet';
import { dropDatabase, ensureDatabase, splitDatabaseUrl } from '../db/database';
import { Bench } from './bench';
import { percentile } from './child';
import { BenchEnvironment } from './environment';
import { LoadResult } from './load';

const run = promisify(execFile);
const ACCOUNTS = 1000;
const OPENING_BALANCE_CENTS = 1_000_000_00;

/**
 * Ledger transfers per second (the wallet's transfer path: LedgerService -> one call of
 * wallet.post_transfer through Prisma's pg pool, as in the service) beside PostgreSQL's own
 * pgbench TPC-B on a scratch database of scale 1, with the same client count and duration.
 * Goal: the ledger reaches at least 60% of pgbench.
 */
export const ledgerBench: Bench = {
  name: 'ledger',
  description: 'wallet ledger transfers/s (random pairs of 1,000 accounts) vs pgbench TPC-B (scale 1)',
  async run(environment) {
    const pgbench = await pgbenchTpcB(environment);
    const ledger = await ledgerTransfers(environment);
    const ratio = ledger.requestsPerSecond / pgbench.requestsPerSecond;
    return {
      results: [pgbench, ledger],
      notes: [
        `ledger / pgbench TPC-B: ${ratio.toFixed(2)} (goal >= 0.60: ${ratio >= 0.6 ? 'met' : 'NOT met'})`,
        'the ledger uses the service pool (10 connections) for all clients',
      ],
    };
  },
};

/** pgbench on a scratch database next to the bench database: init at scale 1, then TPC-B. */
export async function pgbenchTpcB(environment: BenchEnvironment): Promise<LoadResult> {
  const scratchUrl = new URL(environment.databaseUrl);
  scratchUrl.pathname = '/arena_bench_pgbench';
  const { name } = splitDatabaseUrl(scratchUrl.toString());
  await dropDatabase(scratchUrl.toString());
  await ensureDatabase(scratchUrl.toString());
  const connection = [
    '-h',
    scratchUrl.hostname,
    '-p',
    scratchUrl.port || '5432',
    '-U',
    decodeURIComponent(scratchUrl.username || 'postgres'),
  ];
  // Each transaction's latency (`-l`: one line per transaction, the third field in µs), for pgbench's own percentiles.
  const logs = await mkdtemp(path.join(tmpdir(), 'pgbench-'));
  try {
    await run('pgbench', [...connection, '-i', '-s', '1', '-q', name]);
    const { connections, durationSeconds } = environment.options;
    const { stdout } = await run(
      'pgbench',
      [
        ...connection,
        '-c',
        String(connections),
        '-j',
        '2',
        '-T',
        String(durationSeconds),
        '-l',
        `--log-prefix=${path.join(logs, 'tx')}`,
        name,
      ],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's result:\n${stdout}`);
    const latencies = (await Promise.all((await readdir(logs)).map((file) => readFile(path.join(logs, file), 'utf8'))))
      .flatMap((text) => text.split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    return {
      label: `pgbench TPC-B, scale 1 (${connections} clients)`,
      requestsPerSecond: tps,
      p50Ms: percentile(latencies, 50) ?? Number.NaN,
      p99Ms: percentile(latencies, 99) ?? Number.NaN,
      requests: transactions,
      failures: failed,
    };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT')
      throw new Error('pgbench is not installed (Debian: apt-get install postgresql-client or postgresql-contrib)', {
        cause: error,
      });
    throw error;
  } finally {
    await dropDatabase(scratchUrl.toString());
    await rm(logs, { recursive: true, force: true });
  }
}

/** The same number of concurrent callers moving random amounts between random user accounts. */
async function ledgerTransfers(environment: BenchEnvironment): Promise<LoadResult> {
  // The shared kit reads its stores from the environment: point it at the bench's for this run.
  const saved = { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL };
  process.env.DATABASE_URL = environment.databaseUrl;
  process.env.REDIS_URL = environment.redisUrl;
  resetConfig();
  const prisma = new PrismaService();
  const redis = new RedisService();
  const ledger = new LedgerService(new LedgerRepository(prisma), new EventBus(redis));
  try {
    // Bench users live far above the seeded ids so they never meet a real account.
    const run = randomUUID().slice(0, 8);
    const base = 900_000_000 + randomInt(0, 50_000_000);
    const users = Array.from({ length: ACCOUNTS }, (_, i) => base + i);
    for (let i = 0; i < users.length; i += 50) {
      await Promise.all(
        users.slice(i, i + 50).map((userId) =>
          ledger.transfer({
            key: `bench:${run}:open:${userId}`,
            from: { system: 'diamond.adjustments' },
            to: { userId, kind: 'diamond' },
            amountCents: OPENING_BALANCE_CENTS,
            reason: 'adjustment',
          }),
        ),
      );
    }
    const { connections, durationSeconds } = environment.options;
    const deadline = Date.now() + durationSeconds * 1000;
    const latencies: number[] = [];
    let failures = 0;
    let sequence = 0;
    const client = async () => {
      while (Date.now() < deadline) {
        const index = randomInt(users.length);
        const from = users[index];
        const to = users[(index + 1 + randomInt(users.length - 1)) % users.length];
        const started = performance.now();
        try {
          await ledger.transfer({
            key: `bench:${run}:${sequence++}`,
            from: { userId: from, kind: 'diamond' },
            to: { userId: to, kind: 'diamond' },
            amountCents: randomInt(1, 10_000),
            reason: 'transfer',
          });
          latencies.push(performance.now() - started);
        } catch {
          failures++;
        }
      }
    };
    const startedAt = performance.now();
    await Promise.all(Array.from({ length: connections }, client));
    const seconds = (performance.now() - startedAt) / 1000;
    latencies.sort((a, b) => a - b);
    if (failures > 0) throw new Error(`ledger: ${failures} transfers failed`);
    return {
      label: `ledger transfers (${connections} callers)`,
      requestsPerSecond: latencies.length / seconds,
      p50Ms: percentile(latencies, 50) ?? Number.NaN,
      p99Ms: percentile(latencies, 99) ?? Number.NaN,
      requests: latencies.length,
      failures,
    };
  } finally {
    await prisma.$disconnect();
    await redis.quit();
    Object.assign(process.env, saved);
    for (const [name, value] of Object.entries(saved)) if (value === undefined) delete process.env[name];
    resetConfig();
  }
}
