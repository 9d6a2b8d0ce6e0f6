import { spawn, spawnSync } from 'node:child_process';
import { answers } from './answers';

/**
 * Redis has no embeddable npm package: when none answers locally, start Debian's redis-server if
 * it is installed (in memory only, stopped with the stack); otherwise say exactly what is missing.
 */
export async function ensureRedis(redisUrl: string): Promise<{ stop?: () => void }> {
  const url = new URL(redisUrl);
  const host = url.hostname || '127.0.0.1';
  const port = Number(url.port || 6379);
  if (await answers(host, port)) return {};
  if (spawnSync('which', ['redis-server']).status !== 0) {
    throw new Error(
      `No Redis answers at ${host}:${port} and redis-server is not installed (apt-get install redis-server)`,
    );
  }
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 50 && !(await answers(host, port)); i++) await new Promise((r) => setTimeout(r, 100));
  console.log(`No Redis was running: started redis-server on ${host}:${port} (in memory, stopped with the stack)`);
  return { stop: () => child.kill('SIGTERM') };
}
