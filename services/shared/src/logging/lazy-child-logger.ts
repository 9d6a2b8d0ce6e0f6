import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Fastify's `childLoggerFactory`: Fastify makes a child logger for every request, and pino's `child`
 * copies and redacts its bindings each time, though at the production level most requests write
 * nothing. This child is made on the first line that would be written, with the same bindings.
 */
export function lazyChildLogger(
  parent: Logger,
  bindings: Bindings,
  options: ChildLoggerOptions = {},
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= parent.child(bindings, options));
  const level = options.level ?? parent.level;
  const threshold = parent.levels.values[level] ?? Infinity;
  const method = (name: Level) =>
    parent.levels.values[name] >= threshold
      ? (...args: unknown[]) => (made()[name] as (...a: unknown[]) => void)(...args)
      : () => undefined;
  return {
    level,
    fatal: method('fatal'),
    error: method('error'),
    warn: method('warn'),
    info: method('info'),
    debug: method('debug'),
    trace: method('trace'),
    silent: () => undefined,
    child: (childBindings, childOptions) => made().child(childBindings, childOptions),
  };
}
