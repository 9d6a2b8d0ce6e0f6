import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerRender } from '../../../tools/bench/bundle.bench';
import { bootServices } from '../../../test/support/stack';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { createEdgeApp } from '../src/edge.app';
import { SITE_CSP } from '../src/site/security-headers';
import { closedPortUrl, FakeUpstream, startFakeUpstream } from './fake-upstream';

/** The browser build's index.html as the render meets it (the parts it fills in). */
const INDEX = `<!doctype html>
<html lang="zh">
  <head>
    <meta charset="UTF-8" />
    <title>Arena Live</title>
    <meta name="arena-early" content="{&quot;catalogues&quot;:{},&quot;pages&quot;:{&quot;/main&quot;:{&quot;js&quot;:[&quot;/assets/MainPage-abc.js&quot;],&quot;css&quot;:[&quot;/assets/MainPage-abc.css&quot;]}}}" />
    <script async src="/early-requests.js"></script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc123.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const HOT_LIVE = { zh: '热门直播', en: 'Hot live rooms', vi: 'Phòng live nổi bật' } as const;
const HTML_LANG = { zh: 'zh-CN', en: 'en-US', vi: 'vi-VN' } as const;

interface Room {
  id: number;
  title: string;
  cover: string;
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

interface FirstScreenState {
  path: string;
  lang: string;
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

/** The answers a page carries (its `application/json` block). */
function stateOf(html: string): FirstScreenState {
  const json = /<script type="application\/json" id="arena-first-screen">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as FirstScreenState;
}

/** The hot rooms (Live_streaming/getIndexLiveList, query key ['live', 'index', lang]) a page was drawn with. */
const hotRoomsOf = (html: string): Room[] =>
  (stateOf(html).queries.queries.find((query) => query.queryKey[1] === 'index')?.state.data ?? []) as Room[];

/** The stylesheets of the site's build as the render meets them. */
const STYLES = { 'index-abc123.css': 'body{margin:0}', 'MainPage-abc.css': '.hero{color:red}' };

/** A site build folder holding index.html and its stylesheets. */
function siteWithIndex(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, css] of Object.entries(STYLES)) writeFileSync(path.join(dir, 'assets', name), css);
  return dir;
}

/** The site's real server render, built once for this file (a few seconds). */
let renderDir: string;
beforeAll(() => {
  renderDir = mkdtempSync(path.join(tmpdir(), 'site-ssr-'));
  buildServerRender(renderDir);
}, 180_000);
afterAll(() => rmSync(renderDir, { recursive: true, force: true }));

/** Removes the block's site folder and settings after it. */
function useSiteEnv(siteDir: () => string): void {
  afterAll(() => {
    rmSync(siteDir(), { recursive: true, force: true });
    for (const name of ['SITE_DIR', 'SITE_SSR_DIR', 'FIRST_SCREEN_TIMEOUT_MS']) delete process.env[name];
  });
}

describe("the edge renders a first screen with the site's own components", () => {
  let site: string;
  const { stack } = useStack(() => {
    site = siteWithIndex();
    process.env.SITE_DIR = site;
    process.env.SITE_SSR_DIR = renderDir;
    // The first render here includes loading the bundle through Jest's module loader: waited for,
    // as what is checked here is the page (the wait's end has its own test below).
    process.env.FIRST_SCREEN_TIMEOUT_MS = '10000';
    return stackOf('live', 'scores');
  });
  useSiteEnv(() => site);

  async function hotRooms(lang: string): Promise<Room[]> {
    const answer = await stack.api.post('/api/Live_streaming/getIndexLiveList').set('lang', lang).send({ limit: 8 });
    expect(answer.body.code).toBe(0);
    return answer.body.data as Room[];
  }

  it.each(['zh', 'en', 'vi'] as const)(
    'draws the seeded hot rooms, their covers and the page in %s (the lang cookie)',
    async (lang) => {
      const page = await stack.api.get('/main').set('cookie', `theme=dark; lang=${lang}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain(`<html lang="${HTML_LANG[lang]}">`);
      expect(page.text).toContain(HOT_LIVE[lang]);
      // The rooms it was drawn with (the live service's answer through the edge) are all in the markup.
      const rooms = hotRoomsOf(page.text);
      expect(rooms.length).toBeGreaterThan(0);
      const root = page.text.slice(page.text.indexOf('<div id="root">'));
      for (const room of rooms) {
        expect(root).toContain(escapeHtml(room.title));
        // A room without a cover (another suite's) keeps the card's drawn background.
        if (room.cover) expect(root).toContain(`src="${room.cover}"`);
      }
      // They are the seeded hot rooms a visitor's own call gets (heat moves every second: mostly the same ones).
      const fresh = new Set((await hotRooms(lang)).map((room) => room.id));
      expect(rooms.filter((room) => fresh.has(room.id)).length).toBeGreaterThanOrEqual(Math.ceil(rooms.length / 2));
      // The first covers are preloaded from <head>, ahead of the site's JS.
      const head = page.text.slice(0, page.text.indexOf('</head>'));
      expect(head).toContain(`<link rel="preload" as="image" href="${rooms[0].cover}" fetchPriority="high"/>`);
      expect(head).toContain(`<meta name="arena-first-screen" content="${lang}">`);
      // The entry's stylesheet and then the page's own (where the browser's loader would add it) are
      // written into the page, each with a link the browser does not fetch and the loader takes as there:
      // the first paint is styled, in the same cascade, without a request.
      expect(head).toContain(
        '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-abc123.css" disabled>',
      );
      expect(head).toMatch(
        /<style>\.hero\{color:red\}<\/style><link rel="stylesheet" href="\/assets\/MainPage-abc\.css" disabled>$/,
      );
      expect(head).not.toContain('<link rel="stylesheet" crossorigin');
    },
  );

  it('carries the answers it drew with as data the site reads, not as a script to run', async () => {
    const page = await stack.api.get('/main').set('cookie', 'lang=en');
    const scripts = page.text.match(/<script[^>]*>/g) ?? [];
    // The site's own scripts (by src) and one JSON block: nothing the CSP would have to allow inline.
    expect(scripts.filter((tag) => !/\ssrc="/.test(tag))).toEqual([
      '<script type="application/json" id="arena-first-screen">',
    ]);
    expect(stateOf(page.text)).toMatchObject({ path: '/main', lang: 'en' });
    expect(hotRoomsOf(page.text).length).toBeGreaterThan(0);
    // The site's JS is named, not loaded: early-requests.js fetches and starts it after the first paint.
    expect(page.text).not.toMatch(/type="module"|rel="modulepreload"/);
    const named = /<meta name="arena-entry" content="([^"]*)">/.exec(page.text)?.[1] ?? '';
    expect(JSON.parse(named.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))).toEqual({
      entry: '/assets/index-abc123.js',
      modules: ['/assets/react-abc123.js'],
    });
  });

  it("keeps the security headers, and no shared cache may keep a page in one visitor's language", async () => {
    const page = await stack.api.get('/main').set('accept-encoding', 'br, gzip');
    expect(page.headers['content-security-policy']).toBe(SITE_CSP);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toContain('cookie');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.text).toContain('<html lang="zh-CN">');
  });

  it('falls back to the default language for a missing or unknown lang cookie', async () => {
    for (const cookie of [undefined, 'lang=fr', 'xlang=en']) {
      const request = stack.api.get('/main');
      const page = await (cookie ? request.set('cookie', cookie) : request);
      expect(page.text).toContain(`<html lang="zh-CN">`);
      expect(page.text).toContain(HOT_LIVE.zh);
    }
  });

  it("draws the score lists' frame with the list left to the browser (kick-off times are the visitor's)", async () => {
    const page = await stack.api.get('/football').set('cookie', 'lang=en');
    expect(page.text).toContain('<html lang="en-US">');
    expect(page.text).toContain('Live scores, grouped by competition');
    expect(page.text).toContain('class="skeleton-list"');
    expect(stateOf(page.text)).toMatchObject({ path: '/football', lang: 'en', queries: { queries: [] } });
  });

  it("draws a live room's page with its header and its cover preloaded first, under the room's own address", async () => {
    const [room] = await hotRooms('en');
    const id = room?.id ?? 1;
    const page = await stack.api.get(`/live?id=${id}`).set('cookie', 'lang=en');
    expect(page.status).toBe(200);
    const state = stateOf(page.text);
    expect(state).toMatchObject({ path: '/live', location: `/live?id=${id}`, lang: 'en' });
    const info = state.queries.queries[0]?.state.data as Room;
    expect(info.id).toBe(id);
    const root = page.text.slice(page.text.indexOf('<div id="root">'));
    expect(root).toContain(escapeHtml(info.title));
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    if (info.cover)
      expect(head).toContain(`<link rel="preload" href="${info.cover}" as="image" fetchPriority="high"/>`);
    // A room that does not exist is the browser's to tell (its page says so), as before.
    const missing = await stack.api.get('/live?id=999999999').set('cookie', 'lang=en');
    expect(missing.text).toBe(INDEX);
  });

  it('renders /main, the score lists and a live room only, and only with the query they are drawn for: other pages and files are served as before', async () => {
    for (const url of [
      '/',
      '/main/x',
      '/football?day=1',
      '/main?x=1',
      '/live',
      '/live?id=abc',
      '/live?id=1&day=2',
      '/live?id=01',
    ]) {
      const page = await stack.api.get(url).set('cookie', 'lang=en');
      expect(page.text).toBe(INDEX);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('the edge serves plain index.html for /main when an upstream is stopped', () => {
  let site: string;
  const { stack } = useStack(async () => {
    site = siteWithIndex();
    process.env.SITE_DIR = site;
    process.env.SITE_SSR_DIR = renderDir;
    process.env.LIVE_URL = await closedPortUrl();
    process.env.SCORES_URL = await closedPortUrl();
    return bootServices({ edge: createEdgeApp });
  });
  useSiteEnv(() => site);

  it('answers 200 with index.html', async () => {
    const page = await stack.api.get('/main').set('cookie', 'lang=vi');
    expect(page.status).toBe(200);
    expect(page.text).toBe(INDEX);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toBe(SITE_CSP);
  });
});

describe('the edge serves plain index.html for /main when an upstream is slow', () => {
  let site: string;
  let slow: FakeUpstream;
  const { stack } = useStack(async () => {
    site = siteWithIndex();
    process.env.SITE_DIR = site;
    process.env.SITE_SSR_DIR = renderDir;
    slow = await startFakeUpstream(() => 5000);
    process.env.LIVE_URL = slow.url;
    process.env.SCORES_URL = slow.url;
    return bootServices({ edge: createEdgeApp });
  });
  useSiteEnv(() => site);
  afterAll(() => slow.close());

  it('does not wait for it past the first screen timeout', async () => {
    const started = Date.now();
    const page = await stack.api.get('/main');
    expect(page.status).toBe(200);
    expect(page.text).toBe(INDEX);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('the edge serves plain index.html for /main without a working server render', () => {
  let site: string;
  let broken: string;
  const { stack } = useStack(() => {
    site = siteWithIndex();
    broken = mkdtempSync(path.join(tmpdir(), 'site-ssr-broken-'));
    writeFileSync(path.join(broken, 'entry-server.cjs'), "throw new Error('a half-written bundle');\n");
    process.env.SITE_DIR = site;
    process.env.SITE_SSR_DIR = broken;
    return bootServices({ edge: createEdgeApp });
  });
  useSiteEnv(() => site);
  afterAll(() => rmSync(broken, { recursive: true, force: true }));

  it('answers 200 with index.html when the bundle does not load, and when there is none', async () => {
    const page = await stack.api.get('/main').set('cookie', 'lang=en');
    expect(page.status).toBe(200);
    expect(page.text).toBe(INDEX);
    rmSync(path.join(broken, 'entry-server.cjs'));
    const without = await stack.api.get('/main');
    expect(without.status).toBe(200);
    expect(without.text).toBe(INDEX);
  });
});
