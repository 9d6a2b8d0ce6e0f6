import { finished } from 'node:stream';
import { Type } from '@nestjs/common';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { InternalAuthGuard } from '../auth/internal-auth.guard';
import { loadConfig } from '../config/config';
import { identifyService, servicePort, ServiceName } from '../config/service-registry';
import { ERROR_KEY_HEADER, EnvelopeExceptionFilter, toErrorResponse } from '../errors/exception.filter';
import { resolveLang } from '../i18n/lang';
import { EnvelopeInterceptor } from '../http/envelope.interceptor';
import { REQUEST_ID_HEADER, requestIdOf } from '../http/request-id';
import { COMMON_MESSAGES } from '../i18n/common.messages';
import { registerMessages } from '../i18n/messages';
import { lazyChildLogger } from '../logging/lazy-child-logger';
import { createLogger, NestLogger } from '../logging/logger';

export interface ServiceAppOptions {
  /** Largest request body in bytes (uploads raise it). */
  bodyLimit?: number;
  /** Called with the Fastify instance before Nest initialises (plugins, raw routes). */
  configure?: (app: NestFastifyApplication) => void | Promise<void>;
}

export const OPENAPI_PATH = '/openapi.json';
/** Largest JSON or form body a service reads unless it raises `bodyLimit` (multipart uploads stream past it). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Builds a service the same way for `main.ts` and for tests: Fastify adapter, structured logs with
 * request ids, the envelope, the error filter, the internal auth guard and the OpenAPI document.
 */
export async function createServiceApp(
  rootModule: Type<unknown>,
  name: ServiceName,
  options: ServiceAppOptions = {},
): Promise<NestFastifyApplication> {
  identifyService(name);
  registerMessages(COMMON_MESSAGES);
  const logger = createLogger(name);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // `parent` is pino: `logger`, or a child Fastify made of it for a plugin's own log level.
    childLoggerFactory: (parent: unknown, bindings: Bindings, options: ChildLoggerOptions) =>
      lazyChildLogger(parent as Logger, bindings, options),
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // Only the configured proxies may say who the client is; by default X-Forwarded-For is ignored
    // (otherwise any client could pick its own address and walk past the per-IP limits).
    trustProxy: loadConfig().trustProxy || false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Keep-alive connections from the edge would otherwise hold a stopping service open until they idle out.
    forceCloseConnections: true,
    // What Fastify answers before any hook or filter (a URL it cannot decode, a path parameter over its
    // length) gets the envelope too, never Fastify's own body echoing the URL.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      const response = toErrorResponse(error, resolveLang(request.headers));
      void reply.status(response.status).header(ERROR_KEY_HEADER, response.key).send(response.body);
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new NestLogger(logger),
  });
  app.useGlobalFilters(new EnvelopeExceptionFilter());
  app.useGlobalInterceptors(new EnvelopeInterceptor());
  app.useGlobalGuards(new InternalAuthGuard(app.get(Reflector)));
  app.enableShutdownHooks();
  // Every answer names its request, so a client can quote it and the logs of each hop can be joined.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
      done();
    })
    // An answer sent before the request's body was read to its end (an upload refused on its fields):
    // the unread rest would be taken for the next request on the connection, which then never gets an
    // answer. The rest is read and dropped before the answer goes (the edge's pooled connection stays
    // usable: hanging up would fail the edge's write of the body); a body too large for that ends
    // the connection instead.
    .addHook('onSend', (request, reply, payload, done) => {
      if (!hasBody(request) || request.raw.complete) return done(null, payload);
      if (Number(request.headers['content-length'] ?? Infinity) > MAX_DRAINED_BODY) {
        void reply.header('connection', 'close');
        return done(null, payload);
      }
      request.raw.unpipe();
      request.raw.resume();
      finished(request.raw, () => done(null, payload));
    });
  await options.configure?.(app);
  const document = buildOpenApi(app, name);
  app
    .getHttpAdapter()
    .get(OPENAPI_PATH, (_req: unknown, reply: { send: (body: unknown) => void }) => reply.send(document));
  await app.init();
  return app;
}

/** The most of a refused body read to keep its connection (the largest upload a kind takes is 50 MB). */
const MAX_DRAINED_BODY = 64 * 1024 * 1024;

/** A request that carries a body (a bodiless one is only marked complete once its parse returns). */
const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

function buildOpenApi(app: NestFastifyApplication, name: ServiceName): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${name} service`)
    .setVersion('1')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'token' }, 'token')
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** `main.ts` of every service: listen on its port (PORT-style env overrides) on HOST, default loopback. */
export async function listen(app: NestFastifyApplication, name: ServiceName): Promise<void> {
  // Started by `npm start`'s supervisor, which keeps an IPC channel to each service: when the
  // supervisor is gone however it went (a test runner kills its process group with SIGKILL), the
  // channel closes and the service stops too instead of holding its port as an orphan.
  if (process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  await app.listen({ port: servicePort(name), host: loadConfig().host });
}
