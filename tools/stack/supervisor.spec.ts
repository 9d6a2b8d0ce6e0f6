import { ChildProcess } from 'node:child_process';
import { Supervisor } from './supervisor';

/** A tiny process: `die` exits with code 3 soon after it starts; `stay` runs (with a child of its own) until killed. */
const SCRIPT = `
const mode = process.argv[1];
if (mode === 'die') setTimeout(() => process.exit(3), 20);
else {
  const grandchild = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  console.log('grandchild ' + grandchild.pid);
  setInterval(() => {}, 1000);
}`;

/** Waits until `holds` is true (the following expectation says what did not happen). */
async function until(holds: () => boolean, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !holds() && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function supervise(mode: 'die' | 'stay', backoff = { firstMs: 40, maxMs: 160, stableMs: 60_000 }) {
  const starts: number[] = [];
  const children: ChildProcess[] = [];
  const log: string[] = [];
  const supervisor = new Supervisor({
    command: process.execPath,
    args: ['-e', SCRIPT, mode],
    spawn: { stdio: ['ignore', 'pipe', 'ignore'] },
    backoff,
    onSpawn: (child) => {
      starts.push(Date.now());
      children.push(child);
    },
    ready: async () => true,
    log: (line) => log.push(line),
  });
  return { supervisor, starts, children, log };
}

describe('Supervisor', () => {
  it('starts a process that dies again, waiting twice as long each time up to the ceiling', async () => {
    const { supervisor, starts, log } = supervise('die');
    supervisor.start();
    await until(() => starts.length >= 5, 10_000);
    expect(starts.length).toBeGreaterThanOrEqual(5);
    await supervisor.stop();
    const gaps = starts.slice(1, 5).map((at, i) => at - starts[i]);
    // Each gap is the process's short life plus the wait: 40, 80, 160, then the 160 ms ceiling.
    [40, 80, 160, 160].forEach((wait, i) => expect(gaps[i]).toBeGreaterThanOrEqual(wait));
    expect(gaps[3]).toBeLessThan(gaps[2] * 2);
    expect(log[0]).toMatch(
      /^exited with code 3 at \d\d:\d\d:\d\d after [\d.]+ m?s up; starting it again in 40 ms \(at \d\d:\d\d:\d\d\)$/,
    );
    expect(log).toContain('started again (pid ' + /pid (\d+)/.exec(log[1])?.[1] + ', restart 1)');
    expect(log.some((line) => /^is back at \d\d:\d\d:\d\d, [\d.]+ m?s after it went down$/.test(line))).toBe(true);
  });

  it('waits the first step again after a process stayed up long enough', async () => {
    const { supervisor, starts, log } = supervise('die', { firstMs: 40, maxMs: 1000, stableMs: 0 });
    supervisor.start();
    await until(() => starts.length >= 4, 10_000);
    expect(starts.length).toBeGreaterThanOrEqual(4);
    await supervisor.stop();
    const waits = log
      .filter((line) => line.startsWith('exited'))
      .map((line) => /again in ([\d.]+ m?s)/.exec(line)?.[1]);
    expect(new Set(waits)).toEqual(new Set(['40 ms']));
  });

  it('restarts a killed process, and a stop ends it and what it spawned', async () => {
    const { supervisor, children, log } = supervise('stay');
    supervisor.start();
    const grandchildOf = (child: ChildProcess) =>
      new Promise<number>((resolve) =>
        child.stdout?.once('data', (chunk: Buffer) => resolve(Number(/grandchild (\d+)/.exec(chunk.toString())?.[1]))),
      );
    const firstGrandchild = await grandchildOf(children[0]);
    children[0].kill('SIGKILL');
    await until(() => children.length === 2, 5000);
    expect(children).toHaveLength(2);
    expect(log[0]).toMatch(/^killed by SIGKILL at /);
    // The crashed process's own child did not outlive it.
    await until(() => !alive(firstGrandchild), 5000);
    expect(alive(firstGrandchild)).toBe(false);
    const secondGrandchild = await grandchildOf(children[1]);
    await supervisor.stop();
    expect(alive(children[1].pid as number)).toBe(false);
    await until(() => !alive(secondGrandchild), 5000);
    expect(alive(secondGrandchild)).toBe(false);
    expect(supervisor.process).toBeUndefined();
  });

  it('kill() ends the process group at once and starts nothing more', async () => {
    const { supervisor, children } = supervise('stay');
    supervisor.start();
    const grandchild = await new Promise<number>((resolve) =>
      children[0].stdout?.once('data', (chunk: Buffer) =>
        resolve(Number(/grandchild (\d+)/.exec(chunk.toString())?.[1])),
      ),
    );
    supervisor.kill();
    await until(() => !alive(grandchild) && !alive(children[0].pid as number), 5000);
    expect([alive(children[0].pid as number), alive(grandchild)]).toEqual([false, false]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(children).toHaveLength(1);
  });

  it('a stop while a restart is pending starts nothing more', async () => {
    const { supervisor, starts } = supervise('die', { firstMs: 300, maxMs: 300, stableMs: 60_000 });
    supervisor.start();
    await until(() => supervisor.process === undefined, 5000);
    await supervisor.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(starts).toHaveLength(1);
  });
});
