import path from 'node:path';
import { BUILT_SERVICES, ServiceName } from '@arena/shared';
import { SERVICE_NODE_FLAGS } from '../service-node-flags';
import { seed } from '../../prisma/seed';
import { migrate } from '../db/migrate';
import { freshSecrets, productionServiceEnv } from '../stack/production-env';
import { ensurePostgres } from '../db/postgres';
import { LoadOptions } from './load';
import { freePort } from './ports';
import { BenchProcess, startProcess, stopAll, waitUntilReady } from './processes';

const repoRoot = path.resolve(__dirname, '../..');

/**
 * `BENCH_CPU_PROFILE=<dir>`: each service runs under V8's sampling profiler and writes
 * `<dir>/<service>.cpuprofile` when it stops (open it in Chrome DevTools, or summarise it with
 * `npx tsx tools/bench/profile-summary.ts <file>`).
 */
function profileArgs(): string[] {
  return process.env.BENCH_CPU_PROFILE ? ['--import', path.join(__dirname, 'cpu-profile.preload.mjs')] : [];
}

/**
 * What the benches share in one `npm run bench`: a migrated and seeded bench database (never the
 * development one), a Redis index of its own, and the product's processes, started from the
 * compiled `dist/` on free loopback ports only when a bench asks for them.
 */
export class BenchEnvironment {
  private readonly serviceUrls = new Map<ServiceName, string>();
  private readonly started = new Map<ServiceName, BenchProcess>();
  /** Production mode refuses to start without these; a fresh set per run. */
  private readonly secrets = freshSecrets();

  /** The messaging secret the services of this run sign and verify chat logins with. */
  get imSecret(): string {
    return this.secrets.IM_SECRET;
  }

  private constructor(
    readonly options: LoadOptions,
    readonly databaseUrl: string,
    readonly redisUrl: string,
    private stopPostgres?: () => Promise<void>,
  ) {}

  static async prepare(options: LoadOptions): Promise<BenchEnvironment> {
    const requestedUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/arena_bench';
    const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
    // The seed writes demo avatars; keep them away from the development uploads.
    process.env.UPLOADS_DIR = path.join(repoRoot, 'var/bench-uploads');
    // Video: its own folder and an RTMP port nothing else uses (the media bench pushes to it).
    process.env.MEDIA_DIR = path.join(repoRoot, 'var/bench-media');
    process.env.MEDIA_RTMP_PORT ??= String(await freePort());
    const { url, stop } = await ensurePostgres(requestedUrl);
    const environment = new BenchEnvironment(options, url, redisUrl, stop);
    try {
      await migrate(url);
      await seed(url);
    } catch (error) {
      await environment.close();
      throw error;
    }
    return environment;
  }

  /**
   * Starts the named services (dependencies first, the edge last) unless already running and
   * returns their base URLs. Ports are chosen for all of them first so each knows the others.
   */
  async startServices(names: ServiceName[]): Promise<Record<string, string>> {
    const pending = names.filter((name) => !this.started.has(name));
    // Every built service gets its address up front: a service started by one bench (the edge)
    // then knows where the ones a later bench starts will be.
    for (const name of BUILT_SERVICES)
      if (!this.serviceUrls.has(name)) this.serviceUrls.set(name, `http://127.0.0.1:${await freePort()}`);
    for (const name of pending) {
      const url = this.serviceUrls.get(name) as string;
      const started = startProcess(
        name,
        process.execPath,
        [...SERVICE_NODE_FLAGS, ...profileArgs(), `services/${name}/dist/main.js`],
        {
          cwd: repoRoot,
          env: this.serviceEnv(name),
        },
      );
      // The edge's readiness is the whole stack's (every service up, decision 033); a bench runs only
      // the services it measures, so the edge counts as started once it answers itself.
      await waitUntilReady(started, `${url}/health/${name === 'edge' ? 'live' : 'ready'}`);
      this.started.set(name, started);
    }
    return Object.fromEntries(names.map((name) => [name, this.serviceUrls.get(name) as string]));
  }

  /** The process id of a started service (to read its CPU time). */
  pid(name: ServiceName): number {
    const pid = this.started.get(name)?.child.pid;
    if (!pid) throw new Error(`${name} is not running`);
    return pid;
  }

  /** The process id of the baseline server started last (to read its CPU time). */
  baselinePid?: number;

  /** The bare node:http server every figure is compared with. */
  async startBaseline(): Promise<string> {
    const port = await freePort();
    const started: BenchProcess = startProcess(
      'baseline',
      process.execPath,
      ['--import', 'tsx', 'tools/bench/baseline-server.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, PORT: String(port) },
      },
    );
    const url = `http://127.0.0.1:${port}`;
    await waitUntilReady(started, url);
    this.baselinePid = started.child.pid;
    return url;
  }

  /** Production mode with fresh secrets and the bench's own stores (tools/stack/production-env.ts). */
  private serviceEnv(name: ServiceName): NodeJS.ProcessEnv {
    return {
      ...productionServiceEnv(name, {
        urls: this.serviceUrls,
        secrets: this.secrets,
        databaseUrl: this.databaseUrl,
        redisUrl: this.redisUrl,
      }),
      ...(process.env.BENCH_CPU_PROFILE ? { BENCH_CPU_PROFILE: path.resolve(process.env.BENCH_CPU_PROFILE) } : {}),
      UPLOADS_DIR: process.env.UPLOADS_DIR,
    };
  }

  /** Stops everything this run started: processes first, then an embedded PostgreSQL if any. Idempotent. */
  async close(): Promise<void> {
    await stopAll();
    const stopPostgres = this.stopPostgres;
    this.stopPostgres = undefined;
    await stopPostgres?.();
  }
}
