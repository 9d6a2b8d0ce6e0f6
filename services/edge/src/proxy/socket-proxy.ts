import { IncomingMessage, request as httpRequest, ServerResponse } from 'node:http';
import { connect, Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppError, resolveLang, serviceUrl, toErrorResponse } from '@arena/shared';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** socket.io's default path: long-polling requests and WebSocket upgrades both start with it. */
export const SOCKET_IO_PATH = '/socket.io/';

/**
 * Passes socket.io through to the realtime gateway so the site needs one origin for HTTP and
 * sockets. Polling is plain HTTP streamed both ways; an upgrade becomes a byte tunnel. Several
 * realtime processes behind one address need sticky sessions for polling (or WebSocket only).
 */
export function registerSocketProxy(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  void fastify.register(async (scope) => {
    // The body stays unread: it streams to the gateway as it came.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      void reply.hijack();
      forwardPolling(request.raw, reply.raw, request.ip);
    };
    // The router ignores trailing slashes, so `/socket.io/?EIO=4...` is matched by the bare path.
    for (const url of ['/socket.io', `${SOCKET_IO_PATH}*`]) scope.all(url, handler);
  });
  // Upgraded connections are no longer the HTTP server's to close: end them before it closes.
  const tunnels = new Set<Duplex>();
  fastify.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!request.url?.startsWith(SOCKET_IO_PATH)) return void socket.destroy();
    tunnels.add(socket);
    socket.once('close', () => tunnels.delete(socket));
    tunnelUpgrade(request, socket, head);
  });
  fastify.addHook('preClose', (done) => {
    for (const socket of tunnels) socket.destroy();
    done();
  });
}

function realtimeTarget(): URL {
  return new URL(serviceUrl('realtime'));
}

function forwardPolling(request: IncomingMessage, response: ServerResponse, ip: string): void {
  const target = realtimeTarget();
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: {
        ...request.headers,
        host: target.host,
        'x-forwarded-for': ip,
        'x-forwarded-host': request.headers.host ?? '',
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (response.headersSent) return void response.destroy();
    const { status, body } = toErrorResponse(
      new AppError('common.service_unavailable', {}, 1, 503),
      resolveLang(request.headers),
    );
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  request.pipe(upstream);
}

function tunnelUpgrade(request: IncomingMessage, client: Duplex, head: Buffer): void {
  const target = realtimeTarget();
  const upstream: Socket = connect(Number(target.port), target.hostname, () => {
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      const name = request.rawHeaders[i];
      if (!/^(host|x-forwarded-for|x-forwarded-host)$/i.test(name)) lines.push(`${name}: ${request.rawHeaders[i + 1]}`);
    }
    // The page's host, which the gateway compares with the page's origin.
    lines.push(
      `Host: ${target.host}`,
      `X-Forwarded-For: ${request.socket.remoteAddress ?? ''}`,
      `X-Forwarded-Host: ${request.headers.host ?? ''}`,
    );
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(client).pipe(upstream);
  });
  upstream.on('error', () => client.destroy());
  client.on('error', () => upstream.destroy());
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
}
