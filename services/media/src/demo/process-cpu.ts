import { readFileSync } from 'node:fs';

/** Seconds of CPU a process has used so far (Linux /proc, user + system), 0 once it is gone. */
export function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
