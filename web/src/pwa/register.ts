import { listenForInstallOffer } from './install-prompt';

/**
 * The installable site: the service worker (built by vite.config.ts into `/sw.js`, served by the edge
 * from web/dist) is registered in production builds only, so the development server never serves a
 * cached shell; the install offer is listened for from the start (it fires once, early).
 */
export function startInstallableSite(): void {
  listenForInstallOffer();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page's load, so the worker's own fetches never compete with the first screen; the
  // scripts may run after it already happened (the server-rendered /main starts them late).
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
