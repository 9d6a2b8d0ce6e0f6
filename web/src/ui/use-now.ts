import { useEffect, useState } from 'react';

/**
 * The time (ms since the epoch) for a render that depends on it, taken at the first render and again
 * every `everyMs`: the render stays pure, and what is "past" or "coming" follows the clock.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
