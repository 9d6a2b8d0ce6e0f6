import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (rotation, resizing). A server render (and the
 * hydration of its markup) takes it as not matching: the phone layout, which the desktop's replaces
 * right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
