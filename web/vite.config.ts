/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { rolldown } from 'rolldown';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type Rollup } from 'vite';

/** The browser's build (`vite build`), not the server render's (`vite build --ssr`). */
const clientBuild = (_config: unknown, env: { command: string; isSsrBuild?: boolean }) =>
  env.command === 'build' && !env.isSsrBuild;

/** Text files worth compressing; smaller ones go as they are. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, compressed once
 * at their best levels; the edge sends the one a browser accepts (services/edge site-static.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'arena:precompress',
    apply: clientBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const file = path.join(outDir, name);
        if (!COMPRESSIBLE.test(name) || name.startsWith('.vite') || statSync(file).size < COMPRESS_FROM_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
      }
    },
  };
}

/**
 * The chunks of first routes that `public/early-requests.js` starts with the entry instead of after
 * it: the page's own, and on a live room the player, which it loads as soon as the room is known.
 */
const EARLY_PAGES: Record<string, string[]> = {
  '/main': ['src/pages/main/MainPage.tsx'],
  '/football': ['src/pages/scores/ScoreListPage.tsx'],
  '/basketball': ['src/pages/scores/ScoreListPage.tsx'],
  '/live': ['src/pages/live/LivePage.tsx', 'src/features/live/player/VideoPlayer.tsx'],
};
/** The stream libraries the player imports by mode (stream-engine.ts), preloaded on a live room by the viewer's mode. */
const STREAM_ENGINES: Record<string, RegExp> = { hls: /node_modules\/hls\.js\//, flv: /node_modules\/mpegts\.js\// };
const CATALOGUES = /src\/i18n\/(zh|en|vi)\/index\.ts$/;

/**
 * Tells `public/early-requests.js` (in a `<meta name="arena-early">` of index.html) which files a
 * first visit fetches only once the entry has run: each language's catalogue and, per early page,
 * the page's chunk with its own imports and styles (those the entry does not already import). The
 * script preloads them beside the entry, so they are there when the entry asks.
 */
function earlyChunks(): Plugin {
  return {
    name: 'arena:early-chunks',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (file: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const child of byFile.get(file)?.imports ?? []) withImports(child, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const inEntry = entry ? withImports(entry.fileName) : new Set<string>();
        const cssOf = (file: string) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])];
        const early: {
          catalogues: Record<string, string>;
          pages: Record<string, { js: string[]; css: string[] }>;
          engines: Record<string, string[]>;
        } = { catalogues: {}, pages: {}, engines: {} };
        for (const chunk of chunks) {
          const lang = chunk.facadeModuleId && CATALOGUES.exec(chunk.facadeModuleId.replaceAll('\\', '/'))?.[1];
          if (lang) early.catalogues[lang] = `/${chunk.fileName}`;
        }
        const facade = (chunk: Rollup.OutputChunk) => chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
        const filesOf = (chunk: Rollup.OutputChunk) =>
          [...withImports(chunk.fileName)].filter((file) => !inEntry.has(file));
        for (const [route, sources] of Object.entries(EARLY_PAGES)) {
          const pages = sources.map((source) => chunks.find((chunk) => facade(chunk).endsWith(source)));
          if (pages.some((page) => !page)) continue;
          const files = [...new Set(pages.flatMap((page) => filesOf(page as Rollup.OutputChunk)))];
          early.pages[route] = {
            js: files.map((file) => `/${file}`),
            css: files.flatMap(cssOf).map((file) => `/${file}`),
          };
        }
        for (const [mode, library] of Object.entries(STREAM_ENGINES)) {
          const engine = chunks.find((chunk) => library.test(facade(chunk)));
          if (engine) early.engines[mode] = filesOf(engine).map((file) => `/${file}`);
        }
        const meta = `<meta name="arena-early" content="${JSON.stringify(early).replaceAll('"', '&quot;')}" />`;
        return html.replace(
          '<script async src="/early-requests.js">',
          `${meta}\n    <script async src="/early-requests.js">`,
        );
      },
    },
  };
}

/** The icons of the installable site (public/icons, drawn by tools/web/app-icons.ts). */
const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

/** The web app manifest: the site's name (VITE_SITE_NAME brands it, as src/config/site.ts), opening on /main. */
function webManifest(): string {
  const name = process.env.VITE_SITE_NAME || 'Arena Live';
  return JSON.stringify({
    id: '/main',
    name,
    short_name: name,
    description: 'Live sports streams, scores and schedules',
    start_url: '/main',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#f4f5f7',
    theme_color: '#ff5a1f',
    icons: APP_ICONS,
  });
}

/**
 * The installable site: `manifest.webmanifest` and `sw.js`, the service worker of src/pwa bundled on
 * its own (rolldown, an IIFE: a classic worker script) with the shell it keeps: index.html, the
 * entry's scripts and styles, the manifest and the icons. The build id (a hash of that list, whose
 * script names carry their content hash) names the worker's cache, so each build replaces the last.
 */
function installableSite(): Plugin {
  return {
    name: 'arena:installable-site',
    // The development server answers the manifest too (no worker there: src/pwa/register.ts).
    apply: (config, env) => env.command === 'serve' || clientBuild(config, env),
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_request, response) => {
        response.setHeader('content-type', 'application/manifest+json');
        response.end(webManifest());
      });
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const files = new Set<string>([entry.fileName, ...entry.imports]);
      const css = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      const shell = [
        '/index.html',
        '/manifest.webmanifest',
        ...APP_ICONS.map((icon) => icon.src),
        ...[...files, ...css].map((file) => `/${file}`),
      ];
      const buildId = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: webManifest() });
      const worker = await rolldown({
        input: path.resolve(__dirname, 'src/pwa/service-worker.ts'),
        transform: { define: { SHELL_FILES: JSON.stringify(shell), BUILD_ID: JSON.stringify(buildId) } },
      });
      const { output } = await worker.generate({ format: 'iife', minify: true });
      await worker.close();
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: output[0].code });
    },
  };
}

// In development the API is the edge of a running stack (`npm start`, default port 3000).
const edge = process.env.EDGE_URL ?? 'http://127.0.0.1:3000';

/**
 * `vite build --ssr src/entry-server.tsx`: the server render of the first screens (/main, the score lists), which the edge
 * runs (services/edge site/first-screen). One CommonJS file with every dependency inside, so the edge
 * (CommonJS, and Jest) requires it and its image needs no node_modules of the site; React's
 * production build, as the browser gets.
 */
const serverRender = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: {
    noExternal: true as const,
    target: 'node' as const,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { output: { format: 'cjs' as const, entryFileNames: 'entry-server.cjs', codeSplitting: false } },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), earlyChunks(), installableSite(), precompress()],
  // Workspace packages (`@arena/protocol`) are read from their TypeScript sources (their `source`
  // export), so the site needs no build of them and always sees the services' current protocol.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': edge, '/uploads': edge, '/socket.io': { target: edge, ws: true } },
  },
  ...(isSsrBuild
    ? serverRender
    : { build: { target: 'es2020', sourcemap: false, manifest: true, chunkSizeWarningLimit: 400 } }),
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));
