import { ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ServiceName } from '@arena/shared';
import { seed } from '../../prisma/seed';
import { dropDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { ensurePostgres } from '../db/postgres';
import { freePort } from '../bench/ports';
import { SERVICE_NODE_FLAGS } from '../service-node-flags';
import { answers } from '../stack/answers';
import { freshSecrets, productionServiceEnv } from '../stack/production-env';
import { Supervisor } from '../stack/supervisor';

const repoRoot = path.resolve(__dirname, '../..');
const workDir = path.join(repoRoot, 'var/faults');

/** What a service said last, shown when the suite fails. */
const KEPT_LINES = 30;

/**
 * The fault suite's own product: a fresh database (`arena_faults`), its own `redis-server` on a free
 * port (with an append-only file, as a production Redis keeps its data across a restart), and the
 * services as `npm start` runs them, each under a Supervisor that starts it again when it dies. So a
 * kill -9 here is what a crash is on a real machine, and nothing else on the machine is touched.
 */
export class FaultStack {
  readonly secrets = freshSecrets();
  private readonly urls = new Map<ServiceName, string>();
  private readonly supervisors = new Map<ServiceName, Supervisor>();
  private readonly output = new Map<ServiceName, string[]>();
  private redis?: ChildProcess;
  /** Supervisor lines (exits, restarts), newest last. */
  readonly events: string[] = [];

  private constructor(
    readonly databaseUrl: string,
    private readonly redisPort: number,
  ) {}

  /** Where encoders push (the media service's RTMP port). */
  get rtmpPort(): number {
    return Number(process.env.MEDIA_RTMP_PORT);
  }

  /** The services this stack runs. */
  get services(): ServiceName[] {
    return [...this.urls.keys()];
  }

  get redisUrl(): string {
    return `redis://127.0.0.1:${this.redisPort}/0`;
  }

  url(name: ServiceName): string {
    const url = this.urls.get(name);
    if (!url) throw new Error(`${name} is not part of the fault stack`);
    return url;
  }

  static async start(services: readonly ServiceName[]): Promise<FaultStack> {
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(path.join(workDir, 'redis'), { recursive: true });
    // Files the services write (uploads, media, videos) stay in the suite's folder.
    Object.assign(process.env, {
      UPLOADS_DIR: path.join(workDir, 'uploads'),
      MEDIA_DIR: path.join(workDir, 'media'),
      VIDEO_DIR: path.join(workDir, 'videos'),
      MEDIA_RTMP_PORT: String(await freePort()),
      // The sandbox provider stands in for a real one: the suite replays its signed callbacks.
      PAY_SANDBOX_ENABLED: 'true',
    });
    const requested = process.env.FAULTS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/arena_faults';
    await dropDatabase(requested);
    const { url } = await ensurePostgres(requested);
    await migrate(url);
    await seed(url);
    const stack = new FaultStack(url, await freePort());
    await stack.startRedis();
    for (const name of services) stack.urls.set(name, `http://127.0.0.1:${await freePort()}`);
    // The edge last: its readiness is every service's.
    const ordered = [...services].sort((a, b) => Number(a === 'edge') - Number(b === 'edge'));
    for (const name of ordered) {
      stack.supervise(name);
      await stack.waitServing(name, 60_000);
    }
    return stack;
  }

  /** The Redis server, started with the data it kept (its append-only file) when it was stopped. */
  async startRedis(): Promise<void> {
    const args = [
      '--port',
      String(this.redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--dir',
      path.join(workDir, 'redis'),
    ];
    this.redis = spawn('redis-server', args, { stdio: 'ignore' });
    for (let i = 0; i < 100 && !(await answers('127.0.0.1', this.redisPort)); i++) await sleep(50);
    if (!(await answers('127.0.0.1', this.redisPort)))
      throw new Error('redis-server did not start (apt-get install redis-server)');
  }

  /** Stops Redis as an operator's restart does (SIGTERM: it writes its file and exits). */
  async stopRedis(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.exitCode !== null) return;
    const exited = new Promise((resolve) => redis.once('exit', resolve));
    redis.kill('SIGTERM');
    await exited;
  }

  /** kill -9 of a service's process (and what it spawned); its supervisor starts it again. */
  kill(name: ServiceName): void {
    const pid = this.supervisors.get(name)?.process?.pid;
    if (!pid) throw new Error(`${name} is not running`);
    process.kill(-pid, 'SIGKILL');
  }

  /** How many times a service was started again by its supervisor. */
  restarts(name: ServiceName): number {
    return this.supervisors.get(name)?.restarts ?? 0;
  }

  /** Waits until a service answers its readiness (the edge: every service behind it too). */
  async waitServing(name: ServiceName, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await ready(this.url(name))) return;
      await sleep(100);
    }
    throw new Error(`${name} was not ready after ${timeoutMs} ms:\n${this.lastLines(name)}`);
  }

  /**
   * Every process of the stack answers its readiness (its stores reachable). Asked of each: the
   * edge's own stays ready while a service behind it is down (degraded, decision 033), and it also
   * probes services this stack does not run.
   */
  async allReady(): Promise<boolean> {
    return (await Promise.all(this.services.map((name) => ready(this.url(name))))).every(Boolean);
  }

  lastLines(name: ServiceName): string {
    return (this.output.get(name) ?? []).join('\n');
  }

  async close(): Promise<void> {
    await Promise.all([...this.supervisors.values()].map((supervisor) => supervisor.stop(5000)));
    await this.stopRedis();
  }

  private supervise(name: ServiceName): void {
    const lines: string[] = [];
    this.output.set(name, lines);
    const keep = (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
    };
    const supervisor = new Supervisor({
      command: process.execPath,
      args: [...SERVICE_NODE_FLAGS, path.join(repoRoot, 'services', name, 'dist/main.js')],
      // The IPC channel ties the service to this process: it stops if the suite dies.
      spawn: {
        cwd: repoRoot,
        env: productionServiceEnv(name, {
          urls: this.urls,
          secrets: this.secrets,
          databaseUrl: this.databaseUrl,
          redisUrl: this.redisUrl,
        }),
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
      // Quicker than npm start's 1 s, so a run stays short; the doubling is the same.
      backoff: { firstMs: 250, maxMs: 4000, stableMs: 10_000 },
      onSpawn: (child) => {
        child.stdout?.on('data', keep);
        child.stderr?.on('data', keep);
      },
      log: (message) => this.events.push(`${name} ${message}`),
    });
    supervisor.start();
    this.supervisors.set(name, supervisor);
  }
}

async function ready(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
