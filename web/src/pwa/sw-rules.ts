/**
 * What the service worker does with a request (pure, so it is tested without a worker):
 * - `network`: not touched, the browser fetches it as if no worker were there: anything but GET, other
 *   origins, the API, the realtime socket, media and uploaded files (never cached), and the worker itself;
 * - `asset`: from the cache, else the network (then kept): Vite's content-hashed files, which never
 *   change, and the files the build listed for the shell (icons, manifest);
 * - `page`: a page of the site: the network first (pages are rendered per visitor), the cached shell
 *   when offline.
 */
export type SwStrategy = 'network' | 'asset' | 'page';

const NEVER_CACHED = /^\/(api|socket\.io|media|uploads)(\/|$)/i;

export function swStrategy(
  request: { url: string; method: string; mode: string },
  origin: string,
  shellFiles: readonly string[],
): SwStrategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (NEVER_CACHED.test(url.pathname) || url.pathname === '/sw.js') return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/') || shellFiles.includes(url.pathname)) return 'asset';
  return 'network';
}
