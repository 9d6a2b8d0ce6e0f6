import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const NOT_FOUND = { code: 404, msg: 'Not Found', data: null };

const BIG_SCRIPT = `console.log(${JSON.stringify('arena '.repeat(400))});`;

/** A stand-in for `web/dist`: an index page, hashed assets (one with the build's compressed copies). */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

describe('the edge serves the built site beside the API', () => {
  let dir: string;
  const { stack } = useStack(() => {
    dir = fakeBuild();
    process.env.SITE_DIR = dir;
    // Files and index.html as they are; /main's server render has its own suite (first-screen.e2e.ts).
    process.env.SITE_SSR_DIR = path.join(tmpdir(), 'no-such-site-render');
    return accountStack();
  });
  afterAll(async () => {
    delete process.env.SITE_DIR;
    delete process.env.SITE_SSR_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/main', '/member?type=0', '/trophy/home', '/no/such/page'])(
    'answers %s with index.html, not cached',
    async (url) => {
      const res = await stack.api.get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
    },
  );

  it('serves hashed assets for a year and other files without cache', async () => {
    const asset = await stack.api.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await stack.api.get('/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, the file itself otherwise", async () => {
    const sizes = { br: brotliCompressSync(BIG_SCRIPT).length, gzip: gzipSync(BIG_SCRIPT).length };
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip;q=1.0, identity', 'gzip'],
    ] as const) {
      const res = await stack.api
        .get('/assets/big-abc123.js')
        .set('accept-encoding', accept)
        .buffer(true)
        .parse((raw, done) => raw.on('data', () => undefined).on('end', () => done(null, null)));
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBe(sizes[encoding]);
      expect(res.headers['content-type']).toContain('text/javascript');
      expect(res.headers.vary).toBe('accept-encoding');
    }
    const plain = await stack.api.get('/assets/big-abc123.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BIG_SCRIPT);
    // A file the build left uncompressed (too small) goes as it is, whatever the browser accepts.
    const small = await stack.api.get('/assets/index-abc123.js').set('accept-encoding', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.text).toBe('console.log(1)');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const res = await stack.api.get('/assets/gone-123.js');
    expect(res.status).toBe(404);
  });

  it('never leaves the build folder', async () => {
    const res = await stack.api.get('/..%2F..%2Fetc%2Fpasswd');
    expect(res.text).not.toContain('root:');
  });

  it('keeps unknown API paths on the API 404 envelope', async () => {
    for (const url of ['/api/no/such/thing', '/API/Nope']) {
      const res = await stack.api.get(url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    const info = await stack.api.get('/api/Member/info');
    expect(info.body.code).not.toBe(0);
    expect((await stack.api.get('/health/live')).body.code).toBe(0);
  });
});

describe('the edge without a built site', () => {
  const { stack } = useStack(() => {
    process.env.SITE_DIR = path.join(tmpdir(), 'no-such-site-build');
    return accountStack();
  });
  afterAll(() => {
    delete process.env.SITE_DIR;
  });

  it('still serves the API and answers other paths 404', async () => {
    expect((await stack.api.get('/health/live')).body.code).toBe(0);
    expect((await stack.api.post('/api/user/getLoginQrcode')).body.code).toBe(0);
    const page = await stack.api.get('/main');
    expect(page.status).toBe(404);
  });
});
