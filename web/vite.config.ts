/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// In development the API is the edge of a running stack (`npm start`, default port 3000).
const edge = process.env.EDGE_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
