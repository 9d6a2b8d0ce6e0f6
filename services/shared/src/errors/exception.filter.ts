import { Envelope, ErrorCode } from '@arena/protocol';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Lang, resolveLang } from '../i18n/lang';
import { translate } from '../i18n/messages';
import { isDatabaseOverloaded } from '../database/prisma-errors';
import { redactUrl } from '../logging/redaction';
import { AppError } from './app-error';

export interface ErrorResponse {
  status: number;
  body: Envelope<unknown>;
  /** Not a failure we anticipated: log it with its stack. */
  unexpected: boolean;
  /** The message key, which a calling service reads from the `x-error-key` header (`failedWith`). */
  key: string;
}

export const ERROR_KEY_HEADER = 'x-error-key';

/**
 * The one mapping from a failure to the envelope: AppError with its code and translated message,
 * framework HTTP errors (404, bad body, too large) with a clear message, anything else as HTTP 500
 * `code 1` without a stack trace.
 */
export function toErrorResponse(error: unknown, lang: Lang): ErrorResponse {
  const respond = (
    status: number,
    code: number,
    key: string,
    params: Record<string, unknown> = {},
    unexpected = false,
    data: unknown = null,
  ) => ({
    status,
    body: { code, msg: translate(key, lang, params), data },
    unexpected,
    key,
  });
  if (error instanceof AppError)
    return respond(error.httpStatus, error.code, error.messageKey, error.params, false, error.data);
  const status =
    error instanceof HttpException ? error.getStatus() : (error as { statusCode?: number } | undefined)?.statusCode;
  const fastifyCode = (error as { code?: unknown } | undefined)?.code;
  if (fastifyCode === 'FST_ERR_BAD_URL' || fastifyCode === 'FST_ERR_MAX_PARAM_LENGTH')
    return respond(status ?? 400, ErrorCode.FAIL, 'common.bad_url');
  if (status === HttpStatus.NOT_FOUND) return respond(404, ErrorCode.NOT_FOUND, 'common.not_found');
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) return respond(413, ErrorCode.FAIL, 'common.payload_too_large');
  if (status === HttpStatus.TOO_MANY_REQUESTS) return respond(429, ErrorCode.FAIL, 'common.rate_limited');
  if (status && status >= 400 && status < 500) return respond(status, ErrorCode.FAIL, 'common.bad_body');
  // A burst that queued more transactions than the pool serves, or more connections than the
  // server takes: "try again", still logged.
  if (isDatabaseOverloaded(error)) return respond(503, ErrorCode.FAIL, 'common.service_unavailable', {}, true);
  return respond(500, ErrorCode.FAIL, 'common.server_error', {}, true);
}

@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(error: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const response = toErrorResponse(error, resolveLang(request.headers));
    if (response.unexpected) {
      this.logger.error(
        { requestId: request.id, url: redactUrl(request.url), err: error instanceof Error ? error.stack : error },
        'unhandled error',
      );
    }
    // A failure after the answer began (a streamed file's read failing) can only end it.
    if (reply.sent) return;
    void reply
      .status(response.status)
      .header(ERROR_KEY_HEADER, headerKey(error, response.key))
      // The envelope replaces whatever the failed answer had announced (a picture, a playlist).
      .header('content-type', 'application/json; charset=utf-8')
      .send(response.body);
  }
}

/**
 * The key a calling service reads: a failure passed through from another service (a
 * ServiceCallError, whose message is already translated text) carries that service's own key as
 * `reason`. A header takes ASCII only, so anything else is sent as the generic `common.error`.
 */
export function headerKey(error: unknown, key: string): string {
  const reason = (error as { reason?: unknown } | undefined)?.reason;
  const chosen = typeof reason === 'string' ? reason : key;
  return /^[\w.-]+$/.test(chosen) ? chosen : 'common.error';
}
