import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * The id one request carries across the edge and every service it reaches: the caller's own id when
 * it looks like one (so a client or the edge can follow it in the logs), a fresh UUID otherwise, so a
 * hostile header never ends up verbatim in logs or responses.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
