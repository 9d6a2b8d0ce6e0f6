import { useCallback, useEffect, useState } from 'react';

/** Seconds left on the code button; `start` begins a countdown, `reset` makes the button usable again. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  const reset = useCallback(() => setLeft(0), []);
  return { left, running: left > 0, start, reset };
}
