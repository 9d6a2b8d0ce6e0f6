import { Injectable, OnModuleDestroy } from '@nestjs/common';
import {
  AppError,
  INTERNAL_AUTH_HEADER,
  loadConfig,
  resolveLang,
  serviceUrl,
  signClaims,
  PUBLIC_CALLER,
  toErrorResponse,
  BackendService,
  DEFAULT_BODY_LIMIT,
  USER_CACHE_HEADER,
  PUBLIC_VERSION_HEADER,
  parsePublicVersion,
  RedisService,
  VersionReader,
} from '@arena/shared';
import { FastifyReply, FastifyRequest } from 'fastify';
import { errors, Pool } from 'undici';
import { Caller, CallerGate } from '../auth/caller-gate';
import { RouteTable } from '../routing/route-table';
import { AnswerKey, ResponseCache } from './response-cache';

/** The resumable upload protocol's headers (tus 1.0), both ways. */
const TUS_HEADERS = ['tus-resumable', 'upload-length', 'upload-offset', 'upload-metadata', 'upload-defer-length'];
/** Request headers passed on to services; everything else (cookies, hop-by-hop) stays at the edge. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'content-length', 'accept', 'user-agent', 'token', ...TUS_HEADERS];
const RETURNED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'content-disposition',
  'etag',
  'last-modified',
  // Uploaded files must not be run as pages (an SVG or HTML-looking upload).
  'x-content-type-options',
  'content-security-policy',
  // A new upload's address, and what the tus server says of itself and of an upload.
  'location',
  'tus-version',
  'tus-extension',
  'tus-max-size',
  'upload-expires',
  ...TUS_HEADERS,
];

/** The `token` header; a logged-out page that stored nothing may send '', 'null' or 'undefined'. */
function tokenOf(request: FastifyRequest): string | undefined {
  const token = typeof request.headers.token === 'string' ? request.headers.token.trim() : '';
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/**
 * The edge's one job: find the owner service of a public path, check the caller (rate limit, token),
 * and stream the request there with a signed internal header, within the upstream timeout.
 */
@Injectable()
export class Proxy implements OnModuleDestroy {
  private readonly pools = new Map<BackendService, Pool>();
  private readonly cache = new ResponseCache();
  /** Kept answers being asked for again, so a crowd arriving as one runs out costs the service one request. */
  private readonly refreshes = new Map<string, Promise<void>>();
  readonly routes = new RouteTable();
  private readonly versions: VersionReader;

  constructor(
    private readonly gate: CallerGate,
    redis: RedisService,
  ) {
    this.versions = new VersionReader(redis);
  }

  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const lang = resolveLang(request.headers);
    try {
      const route = this.routes.resolve(request.method, request.url);
      if (!route) throw Object.assign(new Error('not found'), { statusCode: 404 });
      this.checkBodySize(request);
      const caller = await this.gate.admit(request.ip, tokenOf(request));
      // After the gate: a kept answer still counts against the limits and still refuses a bad token.
      const body = await cacheableBody(request);
      const keys = body && keysOf({ method: request.method, url: request.url, lang, body }, caller);
      if (keys) keys.publicVersion = await this.publicVersionOf(keys.public);
      if (keys && this.replayCached(keys, caller.userVersion, reply)) return;
      // An answer kept before has run out, or a path that answers public is asked something new: one
      // request asks the service, the others wait for it (so a crowd never all reaches the service).
      const refreshKey =
        keys &&
        ([keys.session, keys.public].find((key) => key !== undefined && this.cache.has(key)) ??
          (this.cache.answersPublic(keys.publicPath) ? keys.public : undefined));
      const refreshing = refreshKey && this.refreshes.get(refreshKey);
      if (keys && refreshing) {
        if (this.replayCached(keys, caller.userVersion, reply, 'stale')) return;
        await refreshing;
        if (this.replayCached(keys, caller.userVersion, reply)) return;
      }
      const refreshed = refreshKey && !refreshing ? this.refreshOf(refreshKey) : undefined;
      try {
        await this.forward(request, reply, route.service, route.target, lang, caller, keys, body);
      } finally {
        refreshed?.();
      }
    } catch (error) {
      const response = toErrorResponse(this.upstreamError(error), lang);
      if (response.unexpected) request.log.error({ err: error }, 'edge failure');
      if (!reply.sent) await reply.status(response.status).send(response.body);
    }
  }

  private async forward(
    request: FastifyRequest,
    reply: FastifyReply,
    service: BackendService,
    target: string,
    lang: string,
    { session, userVersion }: Caller,
    cacheKeys?: CacheKeys,
    readBody?: Buffer,
  ): Promise<void> {
    const headers: Record<string, string> = {
      'x-lang': lang,
      'x-request-id': String(request.id),
      'x-forwarded-for': request.ip,
      [INTERNAL_AUTH_HEADER]: signClaims(
        { svc: PUBLIC_CALLER, uid: session?.uid, sid: session?.sid, role: session?.role },
        loadConfig().internalSecret,
      ),
    };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const timeout = loadConfig().upstreamTimeoutMs;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const upstream = await this.pool(service).request({
      method: request.method as 'GET',
      path: target,
      headers,
      body: hasBody ? (readBody ?? request.raw) : undefined,
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    reply.status(upstream.statusCode);
    const returned: Record<string, string> = {};
    for (const name of RETURNED_RESPONSE_HEADERS) {
      const value = upstream.headers[name];
      if (value !== undefined) reply.header(name, (returned[name] = String(value)));
    }
    // A session's own answer is kept against the user version read before it was asked for: a change
    // committing meanwhile moves the version past it.
    const keep = keepAs(cacheKeys, userVersion, upstream.headers);
    if (cacheKeys) this.cache.notePublic(cacheKeys.publicPath, keep?.key === cacheKeys.public);
    if (!keep) return void (await reply.send(upstream.body));
    const body = Buffer.from(await upstream.body.arrayBuffer());
    this.cache.store(
      keep.key,
      { status: upstream.statusCode, headers: returned, body, version: keep.version, versionKey: keep.versionKey },
      keep.lifetime,
    );
    await reply.send(body);
  }

  /** The current public version of a kept answer that stands on one, read after the request arrived. */
  private async publicVersionOf(key: string): Promise<string | undefined> {
    const versionKey = this.cache.versionKeyOf(key);
    return versionKey === undefined ? undefined : this.versions.read(versionKey);
  }

  /** Marks a kept answer as being asked for again; the returned function ends that. */
  private refreshOf(key: string): () => void {
    let done!: () => void;
    this.refreshes.set(key, new Promise<void>((resolve) => (done = resolve)));
    return () => {
      this.refreshes.delete(key);
      done();
    };
  }

  /** Repeats an answer the edge still holds (see ResponseCache); false when it holds none. */
  private replayCached(
    keys: CacheKeys,
    userVersion: string | undefined,
    reply: FastifyReply,
    kept: 'fresh' | 'stale' = 'fresh',
  ): boolean {
    const now = Date.now();
    const find = (key: string, version?: string) =>
      kept === 'fresh' ? this.cache.get(key, now, version) : this.cache.stale(key, now, version);
    const cached =
      (keys.session && userVersion !== undefined ? find(keys.session, userVersion) : undefined) ??
      find(keys.public, keys.publicVersion);
    if (!cached) return false;
    void reply
      .status(cached.status)
      .headers(cached.headers)
      .header('age', String(Math.floor((now - cached.storedAt) / 1000)))
      .send(cached.body);
    return true;
  }

  /**
   * A body the service would refuse as too large is refused here, before it is streamed: the service
   * would answer 413 and hang up mid-upload, which the edge could only report as a broken connection.
   * Uploads (multipart, and a tus upload's parts) stream past the JSON limit; the service applies each kind's own limit.
   */
  private checkBodySize(request: FastifyRequest): void {
    const length = Number(request.headers['content-length'] ?? 0);
    const upload = /^(multipart\/|application\/offset\+octet-stream)/i.test(request.headers['content-type'] ?? '');
    if (!upload && length > DEFAULT_BODY_LIMIT) throw new AppError('common.payload_too_large', {}, 1, 413);
  }

  /** Connection failures and timeouts become the envelope's "service unavailable" / "timeout". */
  private upstreamError(error: unknown): unknown {
    if (error instanceof AppError) return error;
    if (error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError)
      return new AppError('common.timeout', {}, 1, 504);
    const code = (error as { code?: string } | undefined)?.code;
    if (code && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EHOSTUNREACH|UND_ERR_SOCKET|UND_ERR_CLOSED)$/.test(code))
      return new AppError('common.service_unavailable', {}, 1, 503);
    return error;
  }

  private pool(service: BackendService): Pool {
    let pool = this.pools.get(service);
    if (!pool) {
      pool = new Pool(serviceUrl(service), { connections: 64, pipelining: 1 });
      this.pools.set(service, pool);
    }
    return pool;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }
}

/** Where an answer to this request would be kept: for every caller, and for the caller's session. */
interface CacheKeys {
  public: string;
  /** The public key's path (ResponseCache.publicPath). */
  publicPath: string;
  session?: string;
  /** The current value of the version the public answer was kept under, when it was kept by version. */
  publicVersion?: string;
}

function keysOf(request: AnswerKey, { session }: Caller): CacheKeys {
  return {
    public: ResponseCache.publicKey({ ...request, signedIn: Boolean(session) }),
    publicPath: ResponseCache.publicPath({ ...request, signedIn: Boolean(session) }),
    session: session && ResponseCache.sessionKey({ ...request, sid: session.sid }),
  };
}

/** Where and how long the service lets the edge keep its answer; undefined when it may not. */
function keepAs(
  keys: CacheKeys | undefined,
  userVersion: string | undefined,
  headers: Record<string, string | string[] | undefined>,
) {
  if (!keys) return undefined;
  if (keys.session && userVersion !== undefined) {
    const lifetime = ResponseCache.sessionLifetime(headers[USER_CACHE_HEADER]);
    if (lifetime.seconds) return { key: keys.session, lifetime, version: userVersion, versionKey: undefined };
  }
  const versioned = parsePublicVersion(headers[PUBLIC_VERSION_HEADER]);
  if (versioned)
    return {
      key: keys.public,
      lifetime: ResponseCache.versionedLifetime,
      version: versioned.version,
      versionKey: versioned.key,
    };
  const lifetime = ResponseCache.publicLifetime(headers['cache-control']);
  return lifetime.seconds ? { key: keys.public, lifetime, version: undefined, versionKey: undefined } : undefined;
}

/** A POST list's JSON body up to this size is read whole: it becomes part of the cache key. */
const CACHEABLE_POST_BYTES = 1024;

/**
 * The request body when the answer may come from the public cache: empty for a GET; a small JSON
 * POST read whole (lists such as Live_streaming/getHotList are POSTs in the spec, their filters in
 * the body); undefined for anything else, which is streamed to the service untouched.
 */
async function cacheableBody(request: FastifyRequest): Promise<Buffer | undefined> {
  if (request.method === 'GET') return Buffer.alloc(0);
  const length = Number(request.headers['content-length']);
  if (request.method !== 'POST' || !Number.isInteger(length) || length > CACHEABLE_POST_BYTES) return undefined;
  if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
  // Plain events: an async iterator over the stream costs more than the few bytes it reads.
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.raw.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    request.raw.once('error', reject);
  });
}
