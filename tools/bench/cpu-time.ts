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
        return readFileSync(`/proc/${id}/task/${task}/children`, 'utf8')
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number);
      } catch {
        return [];
      }
    });
  const walk = (id: number): number => own(id) + children(id).reduce((sum, child) => sum + walk(child), 0);
  return walk(pid);
}

/** The process of this command name whose parent has another one (the postmaster among `postgres` processes), if any. */
export function rootPidNamed(name: string): number | undefined {
  const stat = (pid: number | string) => {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "<pid> (<comm>) <state> <ppid> ...": the name may hold spaces, so it is read between the brackets.
      return {
        comm: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
        ppid: Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]),
      };
    } catch {
      return undefined;
    }
  };
  // Not the lowest pid: pids wrap around, so a backend forked later may have a lower one.
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .find((pid) => {
      const found = stat(pid);
      return found?.comm === name && stat(found.ppid)?.comm !== name;
    });
}
