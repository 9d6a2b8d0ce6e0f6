import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyInstance } from 'fastify';
import { Proxy } from './proxy';

/**
 * Mounts the proxy on `/api/*`, `/uploads/*` and `/media/*` (streams) in its own Fastify scope whose content-type parser
 * leaves the body unread, so uploads and forms stream through to the service untouched.
 */
export function registerProxyRoutes(app: NestFastifyApplication): void {
  const proxy = app.get(Proxy);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  void fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = proxy.handle.bind(proxy);
    for (const url of ['/api/*', '/uploads/*', '/media/*']) scope.all(url, handler);
  });
}
