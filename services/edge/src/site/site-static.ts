import { createReadStream, existsSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { resolveLang, toErrorResponse } from '@arena/shared';
import { edgeConfig } from '../edge.config';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FirstScreens, RenderedPage } from './first-screen';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Paths the site never answers: the API, uploaded files and the realtime socket keep their own 404. */
const NOT_SITE = /^\/(api|uploads|socket\.io)(\/|$)/i;
/** Vite puts content-hashed files here: they never change, so browsers may keep them for a year. */
const HASHED_ASSETS = /^\/assets\//;
/** The build writes `.br` and `.gz` copies of its text files (web/vite.config.ts): sent to browsers that take them. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the React site on the same origin as `/api`: files from the build, and `index.html` for any
 * other GET so client-side routes survive a reload (with /main's first screen rendered into it when
 * the site's server render can: `first-screen.ts`). Without a build the edge serves the API alone.
 */
export function registerSite(app: NestFastifyApplication, config = edgeConfig()): boolean {
  const dir = config.siteDir;
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const firstScreens = new FirstScreens(fastify, {
    indexFile: index,
    renderFile: path.join(config.siteRenderDir, 'entry-server.cjs'),
    timeoutMs: config.firstScreenTimeoutMs,
    keepMs: config.firstScreenKeepMs,
  });
  firstScreens.prepare();
  fastify.get('/*', async (request, reply) => {
    try {
      return await serve(dir, index, firstScreens, request, reply);
    } catch {
      // The build is being replaced under us (a rebuild empties dist/ first): ask for a retry, not a 500.
      return reply
        .status(503)
        .header('cache-control', 'no-cache')
        .header('retry-after', '2')
        .send('The site is being updated, please retry');
    }
  });
  return true;
}

/** The encodings an Accept-Encoding header names. */
function acceptedEncodings(acceptEncoding: string): Set<string> {
  return new Set(acceptEncoding.split(',').map((part) => part.split(';')[0].trim().toLowerCase()));
}

/** The compressed copy of `file` the browser accepts (brotli first), if the build made one. */
function compressedCopy(
  file: string,
  acceptEncoding: string,
): { encoding: string; file: string; stat: Stats } | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!accepted.has(encoding) || !existsSync(file + suffix)) continue;
    return { encoding, file: file + suffix, stat: statSync(file + suffix) };
  }
  return undefined;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string): FastifyReply {
  const compressed = compressedCopy(file, String(request.headers['accept-encoding'] ?? ''));
  reply
    .header('content-type', CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (existsSync(file + PRECOMPRESSED[1].suffix)) reply.header('vary', 'accept-encoding');
  if (compressed) reply.header('content-encoding', compressed.encoding);
  const sent = compressed ?? { file, stat: statSync(file) };
  return reply.header('content-length', sent.stat.size).send(createReadStream(sent.file));
}

/**
 * A server-rendered page goes to this visitor only: it is in their language (their cookie), so no
 * shared cache may keep it, and a browser asks again each time (it is a second old at most).
 */
function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): FastifyReply {
  const accepted = acceptedEncodings(String(request.headers['accept-encoding'] ?? ''));
  const encoding = PRECOMPRESSED.map((copy) => copy.encoding).find((name) => accepted.has(name));
  reply
    .header('content-type', CONTENT_TYPES['.html'])
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding, cookie');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.html);
}

async function serve(
  dir: string,
  index: string,
  firstScreens: FirstScreens,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const rawPath = request.url.split('?')[0];
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    urlPath = '/';
  }
  if (NOT_SITE.test(urlPath)) {
    const { status, body } = toErrorResponse(
      Object.assign(new Error('not found'), { statusCode: 404 }),
      resolveLang(request.headers),
    );
    return reply.status(status).send(body);
  }
  const file = path.join(dir, path.normalize(urlPath));
  if (file.startsWith(dir + path.sep) && existsSync(file) && statSync(file).isFile()) {
    return sendFile(
      request,
      reply,
      file,
      HASHED_ASSETS.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  }
  // A missing file with an extension is a real 404 (a stale chunk), not a page of the site.
  if (path.extname(urlPath) !== '') return reply.status(404).header('cache-control', 'no-cache').send('Not Found');
  const rendered = await firstScreens.page(request);
  return rendered ? sendRendered(request, reply, rendered) : sendFile(request, reply, index, 'no-cache');
}
