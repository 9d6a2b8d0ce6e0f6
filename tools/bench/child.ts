import { ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

/** How long a child may take to answer before the bench fails. */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * A tsx child of a bench (clients or a bare baseline server) with an IPC channel: `next` waits for
 * its next message (a message with `error` rejects), `stop` ends it, and it is ended in every case
 * when the bench exits.
 */
export function child(
  script: string,
  env: NodeJS.ProcessEnv,
): { process: ChildProcess; next: <T>() => Promise<T>; stop: () => void } {
  const proc = fork(path.join(__dirname, script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const queue: unknown[] = [];
  const waiters: ((message: unknown) => void)[] = [];
  proc.on('message', (message) => (waiters.length ? waiters.shift()?.(message) : queue.push(message)));
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      if (queue.length) return resolve(queue.shift() as T);
      const timer = setTimeout(
        () => reject(new Error(`${script}: no answer within ${ANSWER_TIMEOUT_MS} ms`)),
        ANSWER_TIMEOUT_MS,
      );
      waiters.push((message) => {
        clearTimeout(timer);
        const error = (message as { error?: string }).error;
        if (error) reject(new Error(`${script}: ${error}`));
        else resolve(message as T);
      });
    });
  const stop = () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  };
  process.once('exit', stop);
  return { process: proc, next, stop };
}

export const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes. */
export const now = () => performance.timeOrigin + performance.now();

/**
 * The child's side: opens `count` clients 250 at a time, tells the parent it is ready, and closes
 * them and exits when the parent goes; a failure to open is reported as `error`.
 */
export function runClients(count: number, open: (n: number) => Promise<{ close(): unknown }>): void {
  const clients: { close(): unknown }[] = [];
  process.on('disconnect', () => {
    for (const client of clients) client.close();
    process.exit(0);
  });
  (async () => {
    for (let i = 0; i < count; i += 250)
      clients.push(...(await Promise.all(Array.from({ length: Math.min(250, count - i) }, (_, k) => open(i + k)))));
    process.send?.({ ready: true });
  })().catch((error: unknown) => {
    process.send?.({ error: String(error) });
    process.exit(1);
  });
}
