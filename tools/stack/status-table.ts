/** One service as `npm start` reports it once the stack is up (or failed to come up). */
export interface ServiceStatus {
  name: string;
  port: number;
  url: string;
  /** ok: its readiness answered (Postgres and Redis reachable); degraded: it serves, a service behind it is down (the edge); failed: no answer. */
  health: 'ok' | 'degraded' | 'failed';
  pid?: number;
  restarts: number;
}

/**
 * What `GET /health/ready` answered, as a health word. A service just started may take seconds over
 * its first queries (its database pool is still opening), and the edge's own probes of the services
 * behind it time out meanwhile, so anything but `ok` is asked again until `patienceMs` has passed;
 * the last answer then stands.
 */
export async function readiness(url: string, patienceMs = 20_000): Promise<ServiceStatus['health']> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const health = await readinessOnce(url, Math.max(1000, Math.min(5000, deadline - Date.now())));
    if (health === 'ok' || Date.now() >= deadline) return health;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function readinessOnce(url: string, timeoutMs: number): Promise<ServiceStatus['health']> {
  try {
    const response = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => undefined)) as { data?: { status?: unknown } } | undefined;
    if (!response.ok) return 'failed';
    return body?.data?.status === 'degraded' ? 'degraded' : 'ok';
  } catch {
    return 'failed';
  }
}

const GREEN = 32;
const YELLOW = 33;
const RED = 31;
const paint = (text: string, color: number, colors: boolean) => (colors ? `\x1b[${color}m${text}\x1b[39m` : text);

/**
 * The stack at a glance: a row per service (port, address, health, pid, restarts so far), columns
 * padded to their widest cell, the health coloured when the terminal takes colours.
 */
export function statusTable(rows: ServiceStatus[], colors = false): string {
  const header = ['service', 'port', 'url', 'health', 'pid', 'restarts'];
  const cells = rows.map((row) => [
    row.name,
    String(row.port),
    row.url,
    row.health,
    row.pid ? String(row.pid) : '-',
    String(row.restarts),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column].length)));
  const line = (cell: string[], health?: ServiceStatus['health']) =>
    cell
      .map((text, column) => {
        const padded = text.padEnd(widths[column]);
        if (column !== 3 || !health) return padded;
        return paint(padded, health === 'ok' ? GREEN : health === 'degraded' ? YELLOW : RED, colors);
      })
      .join('  ')
      .trimEnd();
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map((cell, i) => line(cell, rows[i].health)),
  ].join('\n');
}
