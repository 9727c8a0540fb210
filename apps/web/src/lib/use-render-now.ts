import { useEffect, useState } from 'react';

/**
 * Re-renders every `intervalMs` (for "ends in …" labels) and returns the current time in ms, read
 * at render, so a render caused by new data is never behind the clock.
 */
export function useNow(intervalMs: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return Date.now();
}
