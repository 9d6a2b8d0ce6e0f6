import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bench } from './bench';

/** The budget for the JS a first visit to /main downloads (gzip). */
export const FIRST_ROUTE_BUDGET_KB = 170;

const web = path.resolve(__dirname, '../../web');
const siteDist = path.join(web, 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  firstRouteKb: number;
  totalKb: number;
  firstRouteFiles: string[];
}

const gzipKb = (dist: string, file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/**
 * A production build of the site into `outDir` (the site's own `dist` unless told). NODE_ENV is set
 * because a runner's `test` would give React's development build, which is not what visitors get.
 */
export function buildSite(outDir = siteDist): void {
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync(path.join(web, '../node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: web,
    stdio: 'pipe',
    env,
  });
}

/** The server render of the first screens (`vite build --ssr`, into `web/dist-ssr` unless told), which the edge runs. */
export function buildServerRender(outDir = path.join(web, 'dist-ssr')): void {
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync(
    path.join(web, '../node_modules/.bin/vite'),
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--emptyOutDir'],
    { cwd: web, stdio: 'pipe', env },
  );
}

/** A chunk and everything it imports statically, as the browser must fetch before running it. */
function withStaticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) withStaticImports(manifest, child, seen);
  return seen;
}

/** Whether this run has built the site's `dist` already (the benches measure the code as it is). */
let builtThisRun = false;

/**
 * Measures the JS of the first route of /main in a build (the site's `dist` by default, built once
 * per bench run; `BUNDLE_REBUILD=0` measures the build already there): the entry and its static imports, the home page chunk with its
 * imports, and the default language's catalogue (loaded before the first render), against all the JS
 * of the build. Chunks a page fetches later (`import()`: dialogs, popovers, the toaster) are not in it.
 */
export function measureBundle(dist = siteDist): BundleFigures {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (dist === siteDist && !builtThisRun && (!existsSync(manifestPath) || process.env.BUNDLE_REBUILD !== '0')) {
    buildSite();
    buildServerRender();
    builtThisRun = true;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the site build has no entry chunk');
  const keys = withStaticImports(manifest, entry);
  for (const page of ['src/pages/main/MainPage.tsx', 'src/i18n/zh/index.ts']) {
    if (!manifest[page]) throw new Error(`the site build has no chunk for ${page}`);
    withStaticImports(manifest, page, keys);
  }
  const firstRouteFiles = [...keys].map((key) => manifest[key].file);
  const allJs = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  return {
    firstRouteKb: firstRouteFiles.reduce((sum, file) => sum + gzipKb(dist, file), 0),
    totalKb: allJs.reduce((sum, file) => sum + gzipKb(dist, path.join('assets', file)), 0),
    firstRouteFiles,
  };
}

function describe(figures: BundleFigures): string[] {
  const verdict = figures.firstRouteKb <= FIRST_ROUTE_BUDGET_KB ? 'within' : 'OVER';
  return [
    `first route of /main: ${figures.firstRouteKb.toFixed(1)} KB gzip JS in ${figures.firstRouteFiles.length} files (${verdict} the ${FIRST_ROUTE_BUDGET_KB} KB budget)`,
    `all JS of the site: ${figures.totalKb.toFixed(1)} KB gzip`,
  ];
}

export async function benchBundle(): Promise<void> {
  for (const line of describe(measureBundle())) console.log(line);
}

export const bundleBench: Bench = {
  name: 'bundle',
  description: `gzip JS of the site's first route (/main) against the ${FIRST_ROUTE_BUDGET_KB} KB budget, and of the whole site`,
  run: async () => ({ results: [], notes: describe(measureBundle()), load: 'the production build, no load' }),
};

if (require.main === module) {
  benchBundle().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
