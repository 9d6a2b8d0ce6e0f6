import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { loadConfig } from '../config/config';
import { REDACTED_PATHS, redactUrl } from './redaction';

/**
 * Structured JSON logs (one line per event) tagged with the service name. Secrets never reach them:
 * request URLs are logged with secret query values blanked, and secret fields of logged objects too.
 */
export function createLogger(service: string): Logger {
  return pino({
    name: service,
    level: loadConfig().logLevel,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
    },
  });
}

/** Lets Nest's own messages (bootstrap, exceptions) go through the same structured logger. */
export class NestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    // An Error's message and stack are not enumerable: spread, it would log only its extra fields (a
    // failed start-up, Nest's unknown-dependency error, would say just "error").
    if (message instanceof Error) this.logger.error({ context, err: message }, message.message);
    else if (message && typeof message === 'object') this.logger.error({ context, ...message }, trace ?? 'error');
    else this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
