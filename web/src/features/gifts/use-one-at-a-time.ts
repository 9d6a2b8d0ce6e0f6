import { useCallback, useEffect, useState } from 'react';

/**
 * Items shown one at a time, each for `showMs`, in the order they came; past `maxQueued` waiting,
 * the oldest are dropped. Returns the one on show (undefined when none) and how to add one.
 */
export function useOneAtATime<T>(showMs: number, maxQueued: number): { shown: T | undefined; add: (item: T) => void } {
  const [queue, setQueue] = useState<T[]>([]);
  const shown = queue[0];
  useEffect(() => {
    if (shown === undefined) return;
    const timer = setTimeout(() => setQueue((list) => list.slice(1)), showMs);
    return () => clearTimeout(timer);
  }, [shown, showMs]);
  const add = useCallback((item: T) => setQueue((list) => [...list, item].slice(-maxQueued)), [maxQueued]);
  return { shown, add };
}
