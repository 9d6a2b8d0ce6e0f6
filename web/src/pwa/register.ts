import { listenForInstallOffer } from './install-prompt';

/**
 * The installable site: the service worker (built by vite.config.ts into `/sw.js`, served by the edge
 * from web/dist) is registered in production builds only, so the development server never serves a
 * cached shell; the install offer is listened for from the start (it fires once, early).
 */
export function startInstallableSite(): void {
  listenForInstallOffer();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
