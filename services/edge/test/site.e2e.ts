import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const NOT_FOUND = { code: 404, msg: 'Not Found', data: null };

/** A stand-in for `web/dist`: an index page and one hashed asset. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

describe('the edge serves the built site beside the API', () => {
  let dir: string;
  const { stack } = useStack(() => {
    dir = fakeBuild();
    process.env.SITE_DIR = dir;
    return accountStack();
  });
  afterAll(async () => {
    delete process.env.SITE_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/main', '/member?type=0', '/trophy/home', '/no/such/page'])('answers %s with index.html, not cached', async (url) => {
    const res = await stack.api.get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<div id="root">');
  });

  it('serves hashed assets for a year and other files without cache', async () => {
    const asset = await stack.api.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await stack.api.get('/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
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
