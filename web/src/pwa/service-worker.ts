import { swStrategy } from './sw-rules';

/**
 * The installable site's service worker, bundled by vite.config.ts into `/sw.js` with the build's
 * shell list: it keeps the app shell (index.html, the entry's scripts and styles, icons, manifest)
 * for offline starts and never caches the API, the socket, media or uploads (sw-rules.ts).
 */
declare const SHELL_FILES: string[];
declare const BUILD_ID: string;

// The few worker types used here, declared locally: the site's TypeScript program has the DOM's
// library, which the "webworker" library contradicts.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'arena-shell-';
const CACHE = `${CACHE_PREFIX}${BUILD_ID}`;
const SHELL_PAGE = '/index.html';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

async function fromCache(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE);
    if (shell) return shell;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const strategy = swStrategy(event.request, worker.location.origin, SHELL_FILES);
  if (strategy === 'asset') event.respondWith(fromCache(event.request));
  else if (strategy === 'page') event.respondWith(page(event.request));
});
