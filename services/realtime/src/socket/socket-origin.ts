import type { IncomingMessage } from 'node:http';

/**
 * Which pages may open a socket: the site's own origin (the page's host is the host the request was
 * made to: the edge passes it as `x-forwarded-host`) and the origins listed in
 * `REALTIME_ALLOWED_ORIGINS`. A client that sends no Origin (an app, a test, a server) is not a page
 * another site could turn against a signed-in user, so it may connect; its login still decides.
 */
export function originAllowed(request: Pick<IncomingMessage, 'headers'>, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  const forwarded = request.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** What every socket.io HTTP answer carries, as the rest of the site's answers do. */
export const SOCKET_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;
