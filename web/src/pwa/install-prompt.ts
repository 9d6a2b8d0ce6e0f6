import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings): `prompt()` shows the browser's own dialog. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's `beforeinstallprompt` (fired once, early, when the site may be installed) so the
 * download page can offer an install button whenever it opens; installed, the offer is gone.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** The pending install offer, or null (the browser offers none: installed already, iOS, Firefox...). */
export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
    () => null,
  );
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function install(event: InstallPromptEvent): Promise<boolean> {
  await event.prompt();
  const choice = await event.userChoice;
  offer = null;
  changed();
  return choice.outcome === 'accepted';
}
