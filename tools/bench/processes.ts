import { ChildProcess, spawn } from 'node:child_process';

/** A process the bench started; `stop` ends it (TERM, then KILL after a grace period). */
export interface BenchProcess {
  name: string;
  child: ChildProcess;
  /** The last lines it wrote, shown when it fails to start. */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<BenchProcess>();

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): BenchProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started: BenchProcess = {
    name,
    child,
    output: () => lines.join('\n'),
    async stop() {
      running.delete(started);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    },
  };
  running.add(started);
  return started;
}

/** Stops every process still running, newest first (the edge before the services behind it). */
export async function stopAll(): Promise<void> {
  for (const started of [...running].reverse()) await started.stop();
}

/** Last resort on an abrupt exit: signals cannot be awaited there, so everything gets KILL. */
export function killAllNow(): void {
  for (const { child } of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Waits until `url` answers 200, failing early with the process's output if it exits. */
// Every service starts at once: on two cores busy with other work the last of them took over 30 s.
export async function waitUntilReady(started: BenchProcess, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null)
      throw new Error(`${started.name} exited during start-up:\n${started.output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${started.name} was not ready at ${url} after ${timeoutMs} ms:\n${started.output()}`);
}
