import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServiceName } from '@arena/shared';
import { SERVICE_NODE_FLAGS } from './service-node-flags';
import { build } from './build';
import { migrate } from './db/migrate';
import { ensurePostgres } from './db/postgres';
import { answers } from './stack/answers';
import { freshStores } from './stack/fresh-stores';
import { ensureRedis } from './stack/redis';
import { logFormat, serviceLogFormatter, servicePrefix, supervisorLine, useColors } from './stack/service-logs';
import { readiness, ServiceStatus, statusTable } from './stack/status-table';
import { Supervisor } from './stack/supervisor';

/**
 * `npm start`: the whole product on one machine. Finds (or starts) Postgres and Redis, builds the
 * services and the site, migrates, seeds, then runs every built service as a supervised process
 * (started again with backoff when it exits: tools/stack/supervisor.ts) and stops them all on
 * Ctrl-C. STACK_PORT_OFFSET shifts every port, so a test stack can run beside this one. The
 * services write JSON logs; in a terminal (or with LOG_FORMAT=pretty) they are shown readable
 * (tools/stack/service-logs.ts), and once every service is up a table says where each one is.
 */
const root = path.resolve(__dirname, '..');
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/arena';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const stops: (() => unknown)[] = [];
const children = new Map<ServiceName, Supervisor>();
const format = logFormat();
const colors = format === 'pretty' && useColors();
let stopping = false;
/** The development stack's demo audience, once the stack is up (decision 029). */
let audience: { stop(): Promise<void> } | undefined;
/** The service registry, from the compiled shared package: loaded once the build has made it. */
let registry: Pick<typeof import('@arena/shared'), 'SERVICES' | 'BUILT_SERVICES' | 'serviceEnvName'>;

/** `PORT` moves the public address (the edge); the internal services keep their registry ports. */
const portOf = (name: ServiceName) =>
  name === 'edge' && process.env.PORT ? Number(process.env.PORT) : registry.SERVICES[name].port + offset;

function serviceEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
  for (const name of Object.keys(registry.SERVICES) as ServiceName[]) {
    env[registry.serviceEnvName(name, 'PORT')] = String(portOf(name));
    env[registry.serviceEnvName(name, 'URL')] = `http://127.0.0.1:${portOf(name)}`;
  }
  // Encoders push to the media service's RTMP port, shifted like every other port.
  const rtmpPort = Number(process.env.MEDIA_RTMP_PORT ?? 1935 + offset);
  env.MEDIA_RTMP_PORT = String(rtmpPort);
  env.LIVE_PUSH_URL ??= `rtmp://127.0.0.1:${rtmpPort}/live`;
  delete env.PORT;
  return env;
}

/** Live video needs Debian's ffmpeg; without it everything else runs, and this says what to install. */
function checkFfmpeg(): void {
  const found = spawnSync(process.env.FFMPEG_PATH ?? 'ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
  if (!found)
    console.warn(
      '\nffmpeg is not installed: rooms take pushes but play no HLS video, make no recordings and no demo streams.\nInstall it with `apt-get install ffmpeg` (Debian/Ubuntu) and start again.\n',
    );
}

function run(name: ServiceName, env: NodeJS.ProcessEnv): void {
  const prefix = servicePrefix(name, registry.BUILT_SERVICES.indexOf(name), colors);
  // One formatter per service: it pairs each request's two lines (restarts included).
  const show = serviceLogFormatter(format, colors);
  const supervisor = new Supervisor({
    command: process.execPath,
    args: [...SERVICE_NODE_FLAGS, path.join(root, 'services', name, 'dist/main.js')],
    // The IPC channel is the service's tie to this process: it stops when the channel closes (listen()).
    spawn: { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
    // A service's stderr stays stderr (a crash's stack reaches whoever only keeps the stack's errors).
    onSpawn: (child) => {
      for (const [stream, write] of [
        [child.stdout, console.log],
        [child.stderr, console.error],
      ] as const) {
        let rest = '';
        stream?.on('data', (chunk: Buffer) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) {
            const text = show(line);
            if (text !== undefined) for (const part of text.split('\n')) write(prefix, part);
          }
        });
      }
    },
    ready: () =>
      waitHealthy(name).then(
        () => !stopping,
        () => false,
      ),
    log: (message) => console.error(prefix, supervisorLine(message, format, colors)),
  });
  supervisor.start();
  children.set(name, supervisor);
}

async function waitHealthy(name: ServiceName, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(`http://127.0.0.1:${portOf(name)}/health/live`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not become healthy within ${timeoutMs / 1000} s`);
}

/** Where each service is and whether it answers its readiness probe, as a table. */
async function printStatus(names: ServiceName[]): Promise<void> {
  const rows: ServiceStatus[] = await Promise.all(
    names.map(async (name) => {
      const url = `http://127.0.0.1:${portOf(name)}`;
      const supervisor = children.get(name);
      return {
        name,
        port: portOf(name),
        url,
        health: await readiness(url),
        pid: supervisor?.process?.pid,
        restarts: supervisor?.restarts ?? 0,
      };
    }),
  );
  console.log(`\n${statusTable(rows, colors)}`);
}

/**
 * Another stack on these ports would answer every health check in this one's place (its services
 * failing with EADDRINUSE unseen): refuse to start, naming the ports and the way out.
 */
async function checkPortsFree(): Promise<void> {
  const ports = [
    ...(Object.keys(registry.SERVICES) as ServiceName[]).map(portOf),
    Number(serviceEnv().MEDIA_RTMP_PORT),
  ];
  const busy = (
    await Promise.all(ports.map(async (port) => ((await answers('127.0.0.1', port)) ? [port] : [])))
  ).flat();
  if (busy.length > 0)
    throw new Error(
      `Ports ${busy.join(', ')} are already in use (another stack?). Stop it, or start this one beside it with STACK_PORT_OFFSET.`,
    );
}

async function stop(exitCode = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Ctrl-C reaches the services too: the viewers' last requests may fail, nobody waits for them.
  void audience?.stop();
  await Promise.all([...children.values()].map((supervisor) => supervisor.stop(5000)));
  for (const stopOne of stops.reverse()) await stopOne();
  process.exit(exitCode);
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // Services run in their own process groups: a closed terminal no longer reaches them, and an
  // unexpected exit of this process must not leave them running.
  process.on('SIGHUP', () => void stop(0));
  process.on('exit', () => children.forEach((supervisor) => supervisor.kill()));
  const postgres = await ensurePostgres(databaseUrl);
  if (postgres.stop) stops.push(postgres.stop);
  const redis = await ensureRedis(redisUrl);
  if (redis.stop) stops.push(redis.stop);

  console.log('Building services…');
  await build();
  if (existsSync(path.join(root, 'web/package.json')) && process.env.SKIP_WEB_BUILD !== '1') {
    console.log('Building the site…');
    const result = spawnSync('npm', ['run', 'build', '-w', '@arena/web', '--if-present'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('the site did not build');
  }
  // The registry and the seed import the compiled packages, which exist only after the build.
  registry = await import('@arena/shared');
  await checkPortsFree();
  // Only once no other stack answers on these ports: emptying the stores under it would break it.
  if (process.env.FRESH_STORES === '1') await freshStores(postgres.url, redisUrl);
  await migrate(postgres.url);
  const { seed } = await import('../prisma/seed');
  await seed(postgres.url);
  // Development only: demo viewers watch, chat and send gifts in the live rooms once the stack is up (DEMO_AUDIENCE, 0 turns it off).
  const demo = await import('./demo/audience');
  const audienceSize = demo.demoAudienceSize();

  checkFfmpeg();
  const env = serviceEnv();
  const backends = registry.BUILT_SERVICES.filter((name) => name !== 'edge');
  for (const name of backends) run(name, env);
  const started = await Promise.allSettled(backends.map((name) => waitHealthy(name)));
  const failed = started.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
  if (failed.length > 0) {
    // Which ones, at a glance, before the stack stops.
    if (!stopping) await printStatus(backends);
    throw new Error(failed.map((error) => error.message).join('\n'));
  }
  run('edge', env);
  await waitHealthy('edge');
  if (stopping) return;
  await printStatus(['edge', ...backends]);
  console.log(`\nArena Live is up on http://127.0.0.1:${portOf('edge')}  (Ctrl-C stops everything)`);
  console.log(`Encoders push to ${env.LIVE_PUSH_URL}/<stream key>\n`);
  if (audienceSize > 0 && !stopping)
    audience = demo.startDemoAudience(`http://127.0.0.1:${portOf('edge')}`, audienceSize, (line) =>
      console.log('[audience]'.padEnd(12), line),
    );
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
});
