import autocannon from 'autocannon';
import { cpuSeconds } from './cpu-time';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

/** Same load for every target in one run: `BENCH_CONNECTIONS` x `BENCH_DURATION` seconds. */
export function loadOptionsFromEnv(): LoadOptions {
  const read = (name: string, fallback: number, max: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1 || value > max)
      throw new Error(`${name} must be an integer from 1 to ${max}`);
    return value;
  };
  return { connections: read('BENCH_CONNECTIONS', 64, 1024), durationSeconds: read('BENCH_DURATION', 10, 300) };
}

export interface LoadTarget {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Requests that differ (autocannon's `requests`): e.g. a fresh idempotency key and sender each. */
  requests?: autocannon.Request[];
  /** The server processes whose CPU time per answer is reported (`cpuMicrosPerRequest`). */
  serverPids?: number[];
}

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Transport errors, timeouts, non-2xx answers and bodies that were not a `code 0` envelope. */
  failures: number;
  /**
   * CPU the server processes spent per answer, in microseconds: unlike throughput it hardly moves
   * with what else the machine is doing, so it compares runs on a shared machine.
   */
  cpuMicrosPerRequest?: number;
}

/** Success in this product is a `code 0` envelope; checking the prefix keeps the load client cheap. */
const isSuccess = (body: unknown) => typeof body === 'string' && body.startsWith('{"code":0,');

/** Loads one target on the loopback; any failed answer makes the figure meaningless, so it throws. */
export async function load(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const url = new URL(target.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(`Refusing to load ${url.host}: loopback only`);
  const serverCpu = () => (target.serverPids ?? []).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const cpuBefore = serverCpu();
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    requests: target.requests,
    connections: options.connections,
    duration: options.durationSeconds,
    // Bounded: a stuck server ends the run instead of hanging it.
    timeout: 10,
    verifyBody: isSuccess,
  });
  const failures = result.errors + result.timeouts + result.non2xx + result.mismatches;
  const summary: LoadResult = {
    label: target.label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures,
    ...(target.serverPids?.length
      ? { cpuMicrosPerRequest: ((serverCpu() - cpuBefore) * 1e6) / Math.max(result.requests.total, 1) }
      : {}),
  };
  if (failures > 0)
    throw new Error(
      `${target.label}: ${failures} of ${result.requests.total} requests failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, not code 0 ${result.mismatches})`,
    );
  return summary;
}
