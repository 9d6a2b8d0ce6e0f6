import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in a server render and while React hydrates its markup, true right after (and at once in a
 * render of the browser's own): what depends on the visitor's clock or time zone waits for it, so
 * the hydrated markup matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
