import { useEffect } from 'react';

/**
 * Marks `<html data-app="started">` once the router has drawn its first page (rendered or hydrated)
 * and a frame has passed: before that, a page the edge rendered is markup whose buttons do nothing
 * yet, and a lazy page's first draw still scrolls the window to the top. The browser tests wait for it.
 */
export function StartedMark() {
  useEffect(() => {
    // A frame later: what hydration switches at once (the desktop layout after the server's phone
    // one) is drawn by then.
    const frame = requestAnimationFrame(() => (document.documentElement.dataset.app = 'started'));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}
