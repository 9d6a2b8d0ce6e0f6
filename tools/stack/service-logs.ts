import { prettyFactory } from 'pino-pretty';

/**
 * How `npm start` shows the services' logs. The services always write JSON lines (pino: cheap, and
 * what production collects); their output is piped to the supervisor, which shows each line behind
 * the service's `[name]` prefix, either as it came (`json`) or made readable (`pretty`).
 */
export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT=json or LOG_FORMAT=pretty decides; otherwise `pretty` when this process writes to a
 * terminal, outside production (CI, the browser tests' stack and any log file get the JSON unchanged).
 */
export function logFormat(env: NodeJS.ProcessEnv = process.env, terminal = Boolean(process.stdout.isTTY)): LogFormat {
  const chosen = env.LOG_FORMAT?.trim().toLowerCase();
  if (chosen === 'json' || chosen === 'pretty') return chosen;
  return terminal && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/** Whether the terminal takes colours: not with NO_COLOR, nor when the output is not a terminal (unless FORCE_COLOR). */
export function useColors(env: NodeJS.ProcessEnv = process.env, terminal = Boolean(process.stdout.isTTY)): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return terminal && env.TERM !== 'dumb';
}

/** Nest's start-up inventory (a line per module, controller and route: hundreds per stack), kept in JSON only. */
const START_UP_INVENTORY = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);
/** Requests seen but not completed yet, per formatter: beyond this many the oldest is forgotten. */
const OPEN_REQUESTS = 2000;

type LogLine = Record<string, unknown> & { level: number; time?: number; msg?: string };

const isLogLine = (value: unknown): value is LogLine =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { level?: unknown }).level === 'number';

/**
 * Turns one line a service wrote into what the terminal shows: `undefined` to show nothing, else
 * the text (several lines for an error's stack). In `json` format every line is shown unchanged.
 * In `pretty` format a pino line becomes `12:01:02.345 INFO  context: message {other fields}`;
 * Fastify's "incoming request" and "request completed" pair becomes one line when the request
 * completes (`GET /api/x 200 12 ms`), health probes that succeed and Nest's start-up inventory are
 * left out, and anything that is not a pino line (a crash's stack on stderr) is shown as it came.
 */
export function serviceLogFormatter(format: LogFormat, colors = false): (line: string) => string | undefined {
  if (format === 'json') return (line) => line;
  const pretty = prettyFactory({
    colorize: colors,
    translateTime: 'SYS:HH:MM:ss.l',
    // `service` and `name` are the prefix already; `context` goes into the message.
    ignore: 'pid,hostname,service,name,context',
    singleLine: true,
    messageFormat: (log, messageKey) => {
      const context = typeof log.context === 'string' ? `${log.context}: ` : '';
      return `${context}${String(log[messageKey] ?? '')}`;
    },
  });
  /** "GET /path" of the requests seen coming in, by request id, until they complete. */
  const open = new Map<string, string>();

  return (line) => {
    const trimmed = line.trim();
    if (!trimmed.startsWith('{')) return line;
    let log: unknown;
    try {
      log = JSON.parse(trimmed);
    } catch {
      return line;
    }
    if (!isLogLine(log)) return line;
    if (log.level <= 30 && typeof log.context === 'string' && START_UP_INVENTORY.has(log.context)) return undefined;
    const request = requestLine(log, open);
    if (request === null) return undefined;
    return pretty(request ?? log).replace(/\s+$/, '');
  };
}

/**
 * Fastify's two lines per request, as one: `null` to show nothing now (the request came in, or a
 * health probe answered), a rewritten line when one completes, `undefined` for any other line.
 */
function requestLine(log: LogLine, open: Map<string, string>): LogLine | null | undefined {
  const id = typeof log.reqId === 'string' ? log.reqId : undefined;
  if (!id) return undefined;
  const req = log.req as { method?: unknown; url?: unknown } | undefined;
  if (log.msg === 'incoming request' && req && typeof req === 'object') {
    if (open.size >= OPEN_REQUESTS) open.delete(open.keys().next().value as string);
    open.set(id, `${String(req.method)} ${String(req.url)}`);
    return null;
  }
  if (log.msg !== 'request completed') return undefined;
  const seen = open.get(id);
  open.delete(id);
  const status = (log.res as { statusCode?: unknown } | undefined)?.statusCode;
  if (seen?.startsWith('GET /health/') && typeof status === 'number' && status < 400) return null;
  const took =
    typeof log.responseTime === 'number'
      ? ` ${log.responseTime < 10 ? log.responseTime.toFixed(1) : Math.round(log.responseTime)} ms`
      : '';
  const { res: _res, responseTime: _responseTime, reqId: _reqId, msg: _msg, ...rest } = log;
  const level = typeof status === 'number' && status >= 500 ? Math.max(log.level, 40) : log.level;
  return { ...rest, level, msg: `${seen ?? 'request'} ${String(status ?? '')}${took}` };
}

const COLORS = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94, 91];

/** `[gifts]     ` (padded to line the logs up), in a colour of its own per service when colours are on. */
export function servicePrefix(name: string, index: number, colors = false): string {
  const text = `[${name}]`.padEnd(12);
  return colors ? `\x1b[${COLORS[index % COLORS.length]}m${text}\x1b[39m` : text;
}

/** A supervisor's own line (exits, restarts, back) in pretty format: marked, and in colour. */
export function supervisorLine(message: string, format: LogFormat, colors = false): string {
  if (format === 'json') return message;
  // The same clock as the services' lines (pino-pretty's SYS:HH:MM:ss.l), so the columns line up.
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `[${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}.${String(now.getMilliseconds()).padStart(3, '0')}]`;
  const tone = message.startsWith('is back') ? 32 : message.startsWith('started again') ? 36 : 33;
  const text = `${clock} SUPERVISOR: ${message}`;
  return colors ? `\x1b[${tone}m${text}\x1b[39m` : text;
}
