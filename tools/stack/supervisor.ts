import { ChildProcess, spawn, SpawnOptions } from 'node:child_process';

/** How long a supervised process waits before it is started again. */
export interface Backoff {
  /** The wait after a first exit; it doubles with each exit in a row. */
  firstMs: number;
  maxMs: number;
  /** A process that stayed up this long is healthy again: its next exit waits `firstMs`. */
  stableMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { firstMs: 1000, maxMs: 30_000, stableMs: 30_000 };

export interface SupervisorOptions {
  command: string;
  args: string[];
  spawn?: Omit<SpawnOptions, 'detached'>;
  backoff?: Partial<Backoff>;
  /** Called with every process started (the first and each restart), e.g. to prefix its output. */
  onSpawn?: (child: ChildProcess) => void;
  /** Resolves true once a restarted process serves again (its health answers), to say it is back. */
  ready?: () => Promise<boolean>;
  /** Where the supervisor says what happened (exits, restarts, back), one line at a time. */
  log?: (message: string) => void;
}

const clock = (at: number) => new Date(at).toISOString().slice(11, 19);
const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`);

/**
 * Keeps one process running: when it exits it is started again after a backoff (doubling up to a
 * ceiling, reset once it has stayed up a while), until `stop()`. Each process runs in its own process
 * group, so a stop or a crash also ends whatever it spawned (ffmpeg) and the terminal's Ctrl-C reaches
 * the supervisor alone, which stops everything in order.
 */
export class Supervisor {
  private readonly backoff: Backoff;
  private child?: ChildProcess;
  private timer?: NodeJS.Timeout;
  private exitsInARow = 0;
  private stopped = false;
  /** How many times the process was started again. */
  restarts = 0;

  constructor(private readonly options: SupervisorOptions) {
    this.backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  }

  /** The process running now; undefined while it waits to be started again. */
  get process(): ChildProcess | undefined {
    return this.child;
  }

  start(): void {
    this.stopped = false;
    this.spawn();
  }

  /** Ends the process (SIGTERM, then SIGKILL after `graceMs`) and any pending restart. */
  async stop(graceMs = 5000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const child = this.child;
    if (!child || !running(child)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, 'SIGTERM');
    const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(kill);
    // What the process left behind in its group (a child it did not stop) goes with it.
    signalGroup(child, 'SIGKILL');
  }

  /** Ends the process group at once and starts nothing more (for a supervisor that is exiting itself). */
  kill(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.child) signalGroup(this.child, 'SIGKILL');
  }

  private spawn(): void {
    const child = spawn(this.options.command, this.options.args, { ...this.options.spawn, detached: true });
    const startedAt = Date.now();
    this.child = child;
    // A spawn that fails (missing binary) emits 'error' and then 'exit' without a pid: both land in exited.
    child.once('error', (error) => this.say(`could not start: ${error.message}`));
    child.once('exit', (code, signal) => this.exited(child, startedAt, code, signal));
    this.options.onSpawn?.(child);
  }

  private exited(child: ChildProcess, startedAt: number, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.child === child) this.child = undefined;
    signalGroup(child, 'SIGKILL');
    if (this.stopped) return;
    const now = Date.now();
    if (now - startedAt >= this.backoff.stableMs) this.exitsInARow = 0;
    const delay = Math.min(this.backoff.firstMs * 2 ** this.exitsInARow, this.backoff.maxMs);
    this.exitsInARow++;
    const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
    this.say(
      `${how} at ${clock(now)} after ${seconds(now - startedAt)} up; starting it again in ${seconds(delay)} (at ${clock(now + delay)})`,
    );
    this.timer = setTimeout(() => this.restart(now), delay);
  }

  private restart(downSince: number): void {
    this.timer = undefined;
    if (this.stopped) return;
    this.restarts++;
    this.spawn();
    const child = this.child;
    this.say(`started again (pid ${child?.pid ?? '-'}, restart ${this.restarts})`);
    void this.options.ready?.().then(
      (up) => {
        if (up && this.child === child && !this.stopped)
          this.say(`is back at ${clock(Date.now())}, ${seconds(Date.now() - downSince)} after it went down`);
      },
      () => undefined,
    );
  }

  private say(message: string): void {
    (this.options.log ?? console.error)(message);
  }
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Signals the child's whole process group (it leads one: spawned detached). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}
