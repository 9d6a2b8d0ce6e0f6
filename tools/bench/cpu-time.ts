import { readdirSync, readFileSync } from 'node:fs';

/** Seconds of CPU a process and its children have used (Linux /proc, clock ticks of 10 ms). */
export function cpuSeconds(pid: number): number {
  const own = (id: number) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return 0;
    }
  };
  const children = (id: number): number[] =>
    readdirSync(`/proc/${id}/task`).flatMap((task) => {
      try {
        return readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      } catch {
        return [];
      }
    });
  const walk = (id: number): number => own(id) + children(id).reduce((sum, child) => sum + walk(child), 0);
  return walk(pid);
}

/** The oldest running process with this command name (the postmaster among `postgres` processes), if any. */
export function oldestPidNamed(name: string): number | undefined {
  const pids = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    });
  return pids.length > 0 ? Math.min(...pids) : undefined;
}
