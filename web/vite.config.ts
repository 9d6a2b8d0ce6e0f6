/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

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
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const file = path.join(outDir, name);
        if (!COMPRESSIBLE.test(name) || name.startsWith('.vite') || statSync(file).size < COMPRESS_FROM_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
      }
    },
  };
}

// In development the API is the edge of a running stack (`npm start`, default port 3000).
const edge = process.env.EDGE_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  // Workspace packages (`@arena/protocol`) are read from their TypeScript sources (their `source`
  // export), so the site needs no build of them and always sees the services' current protocol.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': edge, '/uploads': edge, '/socket.io': { target: edge, ws: true } },
  },
  build: { target: 'es2020', sourcemap: false, manifest: true, chunkSizeWarningLimit: 400 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
