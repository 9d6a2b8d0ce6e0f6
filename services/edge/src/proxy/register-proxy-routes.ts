import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyInstance } from 'fastify';
import { Proxy } from './proxy';

const PROXIED = ['/api/*', '/uploads/*', '/media/*'];

/**
 * Mounts the proxy on `/api/*`, `/uploads/*` and `/media/*` (streams) in its own Fastify scope. It
 * answers from the scope's `onRequest` hook, before Fastify's body parsing: bodies stream to the
 * service untouched (or are read by the proxy itself, a small JSON list filter), and skipping the
 * parser saves its async resource per request, which cost more than half of the edge's time on a
 * kept POST answer (tools/bench/README.md).
 */
export function registerProxyRoutes(app: NestFastifyApplication): void {
  const proxy = app.get(Proxy);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  void fastify.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      await proxy.handle(request, reply);
      // The proxy has answered, or the client left mid-answer: either way this request's lifecycle
      // ends here, and Fastify must not go on to read its body.
      if (!reply.sent) reply.hijack();
    });
    // The routes only make the scope's hook run for these paths; the hook always ends the request first.
    for (const url of PROXIED) scope.all(url, (_request, reply) => reply.hijack());
  });
}
