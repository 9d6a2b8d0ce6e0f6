import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite, FIRST_ROUTE_BUDGET_KB, measureBundle, type BundleFigures } from '../bench/bundle.bench';

/**
 * The JS a first visit to /main needs before its first render stays within the budget, measured on a
 * fresh production build of the site as it is now (not on whatever `web/dist` holds).
 */
describe('the first route of the site', () => {
  let out: string;
  let figures: BundleFigures;
  beforeAll(() => {
    out = mkdtempSync(path.join(tmpdir(), 'arena-site-build-'));
    buildSite(out);
    figures = measureBundle(out);
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('counts the entry, the home page and the default catalogue, with React in them', () => {
    const files = figures.firstRouteFiles.join(' ');
    expect(files).toMatch(/assets\/index-[\w-]+\.js/);
    expect(files).toMatch(/assets\/MainPage-[\w-]+\.js/);
    expect(files).toMatch(/assets\/zh-[\w-]+\.js/);
    // React DOM alone is over 50 KB of gzip: a figure under that measured nothing.
    expect(figures.firstRouteKb).toBeGreaterThan(50);
  });

  it(`is within ${FIRST_ROUTE_BUDGET_KB} KB of gzip JS`, () => {
    expect(figures.firstRouteKb).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_KB);
  });
});
