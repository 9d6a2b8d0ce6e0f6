import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FastifyInstance, FastifyRequest } from 'fastify';
import { InlineStyles } from './inline-styles';

/** What the site's server render (web/src/entry-server.tsx, built into `web/dist-ssr`) exports. */
export interface ServerRender {
  /** The address (`/main`, `/live?id=7`) a request's URL is drawn under, or undefined for a page it does not draw. */
  firstScreenOf(url: string): string | undefined;
  /** The language of a request's `lang` cookie, else a first visit's. */
  langOfRequest(cookieHeader: string | undefined): string;
  /** The API calls whose `data` the render takes, in order. */
  firstScreenCalls(location: string, lang: string): { method: 'GET' | 'POST'; url: string; body?: string }[];
  /** index.html with the first screen drawn into it. */
  renderPage(template: string, location: string, lang: string, answers: unknown[]): Promise<string>;
}

/** A rendered page with the compressed copies a browser may take. */
export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface FirstScreenOptions {
  indexFile: string;
  renderFile: string;
  timeoutMs: number;
  keepMs: number;
}

/** Kept pages beyond this many (a page per live room and language) are dropped once expired. */
const KEPT_SWEEP_SIZE = 200;

/**
 * A first screen (/main's, a live room's, the score lists' frame) rendered at request time, so a phone paints it
 * before the site's JS has arrived. The answers come through the edge's own API path (`inject`: the route table, rate
 * limits and the public answers the edge keeps), the render from the site's own components. One
 * page per address and language is kept `keepMs` (the lists are public that long anyway), rendered once
 * however many ask meanwhile. Anything short of a page (no render bundle, a failed or late answer, a
 * render that throws or outlasts `timeoutMs`) gives undefined: index.html goes instead, as before.
 */
export class FirstScreens {
  private readonly kept = new Map<string, { page: RenderedPage | undefined; until: number }>();
  private readonly rendering = new Map<string, Promise<RenderedPage | undefined>>();
  private loaded?: { mtimeMs: number; render: ServerRender | undefined };
  private readonly styles: InlineStyles;

  constructor(
    private readonly fastify: FastifyInstance,
    private readonly options: FirstScreenOptions,
  ) {
    this.styles = new InlineStyles(path.dirname(options.indexFile));
  }

  /** Loads the render bundle ahead of the first visitor (it is a few MB of JS to compile). */
  prepare(): void {
    setImmediate(() => this.serverRender());
  }

  async page(request: FastifyRequest): Promise<RenderedPage | undefined> {
    const render = this.serverRender();
    const location = render?.firstScreenOf(request.url);
    if (!render || !location) return undefined;
    const lang = render.langOfRequest(request.headers.cookie);
    const key = `${location} ${lang}`;
    const kept = this.kept.get(key);
    if (kept && kept.until > Date.now()) return kept.page;
    let rendering = this.rendering.get(key);
    if (!rendering) {
      rendering = this.render(render, location, lang, request)
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'first screen not rendered; index.html served');
          return undefined;
        })
        .then((page) => {
          // A failure is kept as long: while an upstream is down, /main does not wait on it each time.
          this.keep(key, page);
          this.rendering.delete(key);
          return page;
        });
      this.rendering.set(key, rendering);
    }
    // A late render still lands in `kept` for the next visitor; this one gets index.html now.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>(
      (resolve) => (timer = setTimeout(() => resolve(undefined), this.options.timeoutMs)),
    );
    try {
      return await Promise.race([rendering, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private keep(key: string, page: RenderedPage | undefined): void {
    const now = Date.now();
    if (this.kept.size >= KEPT_SWEEP_SIZE)
      for (const [kept, { until }] of this.kept) if (until <= now) this.kept.delete(kept);
    this.kept.set(key, { page, until: now + this.options.keepMs });
  }

  private async render(
    render: ServerRender,
    location: string,
    lang: string,
    request: FastifyRequest,
  ): Promise<RenderedPage> {
    const answers = await Promise.all(
      render.firstScreenCalls(location, lang).map((call) => this.answer(call, lang, request.ip)),
    );
    const template = readFileSync(this.options.indexFile, 'utf8');
    const html = Buffer.from(this.styles.page(await render.renderPage(template, location, lang, answers)));
    return {
      html,
      br: brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
      gzip: gzipSync(html, { level: 6 }),
    };
  }

  /** The data of one call as the site would get it, asked as the visitor whose request renders the page. */
  private async answer(
    call: { method: 'GET' | 'POST'; url: string; body?: string },
    lang: string,
    ip: string,
  ): Promise<unknown> {
    const headers: Record<string, string> = { lang, accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.fastify.inject({
      method: call.method,
      url: call.url,
      headers,
      payload: call.body,
      remoteAddress: ip,
    });
    const envelope = response.statusCode === 200 ? (response.json() as { code?: unknown; data?: unknown }) : undefined;
    if (envelope?.code !== 0 || envelope.data === undefined)
      throw new Error(`${call.method} ${call.url} answered ${response.statusCode} ${response.body.slice(0, 200)}`);
    return envelope.data;
  }

  /** The render bundle, loaded again when a build replaces it; undefined when there is none or it does not load. */
  private serverRender(): ServerRender | undefined {
    const file = this.options.renderFile;
    try {
      const { mtimeMs } = statSync(file);
      if (this.loaded?.mtimeMs !== mtimeMs) this.loaded = { mtimeMs, render: load(file) };
      return this.loaded.render;
    } catch {
      return undefined;
    }
  }
}

/** Requires the bundle afresh; a bundle that fails to load or lacks an export counts as none (until it changes). */
function load(file: string): ServerRender | undefined {
  const resolved = path.resolve(file);
  delete require.cache[resolved];
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle named at run time
    const render = require(resolved) as Partial<ServerRender>;
    const complete = [render.firstScreenOf, render.langOfRequest, render.firstScreenCalls, render.renderPage].every(
      (f) => typeof f === 'function',
    );
    return complete ? (render as ServerRender) : undefined;
  } catch {
    return undefined;
  }
}
