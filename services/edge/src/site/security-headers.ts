import { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * What the site needs and nothing more: its own scripts (no inline ones), its styles (React and the
 * sandbox pay page set inline styles), images from its own uploads and data/blob URLs (the scan-login
 * QR), the API and sockets on its own origin; no plugins, no framing by anyone (the pay page must
 * not be framed for clickjacking), forms posting only to itself.
 */
export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer of the edge (the site, /api/docs, the sandbox pay page, the API):
 * fixed strings set in one hook, no lookup per request. A page that needs its own policy (the API
 * reference's inline script, uploaded files) sets it and keeps it; HSTS only when the request came
 * over TLS (directly, or as a trusted proxy says), as browsers ignore it on plain HTTP anyway.
 */
export function registerSecurityHeaders(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('content-security-policy')) void reply.header('content-security-policy', SITE_CSP);
      void reply.header('x-content-type-options', 'nosniff');
      void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
      done(null, payload);
    });
}
